import { act } from 'react';
import { ApiError } from '../../core/api/errors';
import { initI18nForTests } from '../../tests/support/i18n';
import { click, flush, press, render } from '../../tests/support/render';
import { PaymentPasswordDialog } from './components/PaymentPasswordDialog';
import pointsPt from './i18n/page.pt.json';

beforeAll(async () => {
  await initI18nForTests();
});

const WRONG = 'Senha de pagamento incorreta. Restam 4 tentativas antes do bloqueio temporário.';

function setup(onSubmit: (password: string) => Promise<void>, onSessionEnded: (error: unknown) => boolean = () => false) {
  const closed: string[] = [];
  const view = render(
    <PaymentPasswordDialog
      title="Confirmar resgate"
      summary={<p>Resumo</p>}
      onSubmit={onSubmit}
      onSessionEnded={onSessionEnded}
      onClose={() => closed.push('closed')}
    />,
  );
  const input = () => document.querySelector<HTMLInputElement>('input[name="paymentPassword"]')!;
  const type = (value: string) =>
    act(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input(), value);
      input().dispatchEvent(new Event('input', { bubbles: true }));
    });
  const submit = async () => {
    act(() => {
      input().form!.requestSubmit();
    });
    await flush();
  };
  const alert = () => document.querySelector('[role="alert"]')?.textContent ?? null;
  return { view, input, type, submit, alert, closed };
}

describe('the payment-password dialog', () => {
  it('is a labelled dialog with a masked field that has the focus', () => {
    const { view, input } = setup(async () => undefined);
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Confirmar resgate');
    expect(input().type).toBe('password');
    expect(document.querySelector(`label[for="${input().id}"]`)?.textContent).toContain(pointsPt.password.label);
    expect(document.activeElement).toBe(input());
    click(document.querySelector('.points-field__reveal')!);
    expect(input().type).toBe('text');
    view.unmount();
  });

  it('refuses an empty or over-long password without sending anything', async () => {
    const sent: string[] = [];
    const { view, type, submit, alert } = setup(async (password) => {
      sent.push(password);
    });
    await submit();
    expect(alert()).toBe(pointsPt.password.required);
    type('9'.repeat(65));
    await submit();
    expect(alert()).toBe(pointsPt.password.tooLong);
    expect(sent).toEqual([]);
    view.unmount();
  });

  it('shows the server refusal, stays open with the field cleared and focused, then goes through', async () => {
    const sent: string[] = [];
    let refuse = true;
    const { view, input, type, submit, alert, closed } = setup(async (password) => {
      sent.push(password);
      if (refuse) throw new ApiError('rejected', { status: 400, code: 'WRONG_PAYMENT_PASSWORD', serverMessage: WRONG });
    });
    type('135790');
    await submit();
    expect(alert()).toBe(WRONG);
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    expect(input().value).toBe('');
    expect(document.activeElement).toBe(input());
    expect(input().getAttribute('aria-invalid')).toBe('true');
    refuse = false;
    type('246810');
    await submit();
    expect(sent).toEqual(['135790', '246810']);
    expect(alert()).toBeNull();
    expect(closed).toEqual([]);
    view.unmount();
  });

  it('closes on Escape, and when the session turned out to be over', async () => {
    const first = setup(async () => undefined);
    press(document.querySelector('[role="dialog"]')!, 'Escape');
    expect(first.closed).toEqual(['closed']);
    first.view.unmount();
    const second = setup(
      async () => {
        throw new ApiError('notLoggedIn', { status: 401, code: 'NOT_LOGGED_IN' });
      },
      () => true,
    );
    second.type('246810');
    await second.submit();
    expect(second.closed).toEqual(['closed']);
    second.view.unmount();
  });
});
