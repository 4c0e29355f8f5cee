import { act } from 'react';
import { initI18nForTests } from '../../tests/support/i18n';
import { click, flush, press, render } from '../../tests/support/render';
import { DialogHost } from './DialogHost';
import { currentDialogs, showDialog as show, type DialogOptions } from './dialog-service';
import { Modal } from './Modal';

beforeAll(() => initI18nForTests());

/** Opens a dialog inside act(), as a click in the app would. */
function showDialog(options: DialogOptions): Promise<string> {
  let result!: Promise<string>;
  act(() => {
    result = show(options);
  });
  return result;
}

describe('generic dialog', () => {
  it('has a default CLOSE button that resolves "close"', async () => {
    const view = render(<DialogHost />);
    let chosen: string | null = null;
    void showDialog({ kind: 'info', text: 'Depósito recebido.' }).then((id) => (chosen = id));
    await flush();
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Depósito recebido.');
    const buttons = [...dialog.querySelectorAll('.dialog__buttons button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['FECHAR']);
    click(buttons[0]);
    await flush();
    expect(chosen).toBe('close');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    view.unmount();
  });

  it('confirms with Enter (the primary button) and closes with Escape', async () => {
    const view = render(<DialogHost />);
    const buttons = [
      { id: 'cancel', labelKey: 'core:app.cancel' },
      { id: 'ok', labelKey: 'core:app.confirm', primary: true },
    ];
    const first = showDialog({ kind: 'warning', title: 'Terminar sessão?', text: 'Deseja sair?', buttons });
    await flush();
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toContain('Deseja sair?');
    // Enter where focus is, as a user would: on the confirming button.
    expect(document.activeElement?.textContent).toBe('Confirmar');
    act(() => (document.activeElement as HTMLElement).click()); // a focused button activates on Enter
    await expect(first).resolves.toBe('ok');

    const fromText = showDialog({ kind: 'warning', title: 'Terminar sessão?', buttons });
    await flush();
    press(document.querySelector('.modal__body')!, 'Enter');
    await expect(fromText).resolves.toBe('ok');

    const second = showDialog({ kind: 'warning', title: 'Terminar sessão?', buttons });
    await flush();
    press(document.querySelector('[role="dialog"]')!, 'Escape');
    await expect(second).resolves.toBe('close');
    expect(currentDialogs()).toHaveLength(0);
    view.unmount();
  });

  it('renders html only through the sanitiser: no script and no on* attribute survive', async () => {
    const view = render(<DialogHost />);
    void showDialog({
      kind: 'info',
      html: '<p>Olá <b>jogador</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
    });
    await flush(20);
    const html = document.querySelector('.dialog__html')!;
    expect(html.querySelector('b')?.textContent).toBe('jogador');
    expect(html.querySelector('script')).toBeNull();
    const attributes = [...html.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.name));
    expect(attributes.filter((name) => name.startsWith('on'))).toEqual([]);
    expect(html.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    act(() => currentDialogs()[0].resolve('close'));
    view.unmount();
  });
});

describe('themed modal', () => {
  it('locks page scroll while open and puts the page back where it was', () => {
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    const view = render(
      <Modal title="Registo" onClose={() => undefined}>
        <input aria-label="Utilizador" />
      </Modal>,
    );
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-640px');
    view.unmount();
    expect(document.body.style.position).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
  });

  it('has no click-outside close, an optional close control, and Escape only when closable', () => {
    const onClose = jest.fn();
    const closable = render(
      <Modal title="Aviso" onClose={onClose}>
        <p>Texto</p>
      </Modal>,
    );
    click(document.querySelector('.modal-layer')!);
    expect(onClose).not.toHaveBeenCalled();
    press(document.querySelector('[role="dialog"]')!, 'Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    click(document.querySelector('.modal__close')!);
    expect(onClose).toHaveBeenCalledTimes(2);
    closable.unmount();

    const fixed = render(
      <Modal title="Obrigatório" onClose={onClose} closable={false} background={false}>
        <p>Texto</p>
      </Modal>,
    );
    expect(document.querySelector('.modal__close')).toBeNull();
    expect(document.querySelector('.modal-layer--dim')).toBeNull();
    press(document.querySelector('[role="dialog"]')!, 'Escape');
    expect(onClose).toHaveBeenCalledTimes(2);
    fixed.unmount();
  });

  it('keeps keyboard focus inside the modal', () => {
    const view = render(
      <Modal title="Entrar" onClose={() => undefined}>
        <input aria-label="Utilizador" />
        <button type="button">Entrar</button>
      </Modal>,
    );
    const closeButton = document.querySelector<HTMLButtonElement>('.modal__close')!;
    const last = [...document.querySelectorAll<HTMLButtonElement>('.modal__body button')].pop()!;
    expect(document.activeElement).toBe(closeButton);
    last.focus();
    press(last, 'Tab');
    expect(document.activeElement).toBe(closeButton);
    view.unmount();
  });
});
