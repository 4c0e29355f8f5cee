import type { ApiClient } from '../../core/api/client';
import { ApiError } from '../../core/api/errors';
import { currentDialogs } from '../../core/modal/dialog-service';
import { encryptCustomerServiceLink } from '../../sandbox/lib/customer-service-cipher';
import { initI18nForTests } from '../../tests/support/i18n';
import { CS_WINDOW_HEIGHT, CS_WINDOW_WIDTH, openCustomerService } from './customer-service';

interface FakeWindow {
  opener: unknown;
  closed: boolean;
  location: { replace: jest.Mock };
  document: { title: string; body: { textContent: string } };
  close: () => void;
}

function fakeWindow(): FakeWindow {
  const popup: FakeWindow = {
    opener: window,
    closed: false,
    location: { replace: jest.fn() },
    document: { title: '', body: { textContent: '' } },
    close: () => {
      popup.closed = true;
    },
  };
  return popup;
}

function apiAnswering(answer: () => Promise<unknown>): ApiClient {
  return { get: jest.fn(answer) } as unknown as ApiClient;
}

const VIP_MEMBER = { clubLabel: { labelName: 'Ouro', rankLevel: 5 } } as Parameters<typeof openCustomerService>[1];

beforeAll(() => initI18nForTests());

describe('openCustomerService', () => {
  let popup: FakeWindow;
  let open: jest.SpyInstance;
  beforeEach(() => {
    popup = fakeWindow();
    open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  });
  afterEach(() => open.mockRestore());

  it('opens the 440x750 window before the list arrives, cuts its opener, then sends it to the decrypted live chat', async () => {
    let answer!: (value: unknown) => void;
    const api = apiAnswering(() => new Promise((resolve) => (answer = resolve)));
    const done = openCustomerService(api, null);
    // Synchronously, inside the click: a window opened after an await would be blocked.
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0][2]).toContain(`width=${CS_WINDOW_WIDTH}`);
    expect(open.mock.calls[0][2]).toContain(`height=${CS_WINDOW_HEIGHT}`);
    expect(popup.opener).toBeNull();
    expect(popup.location.replace).not.toHaveBeenCalled();
    answer([
      { csType: '1', name: 'Chat', path: 'https://cs.example/live' },
      { csType: '2', name: 'VIP', path: 'https://cs.example/vip' },
      { csType: '3', name: 'Seguro', path: encryptCustomerServiceLink('https://cs.example/secure') },
    ]);
    await done;
    expect(popup.location.replace).toHaveBeenCalledWith('https://cs.example/secure');
    expect(popup.closed).toBe(false);
  });

  it('sends a VIP to the VIP desk', async () => {
    const api = apiAnswering(async () => [
      { csType: '1', name: 'Chat', path: 'https://cs.example/live' },
      { csType: '2', name: 'VIP', path: 'https://cs.example/vip' },
    ]);
    await openCustomerService(api, VIP_MEMBER);
    expect(popup.location.replace).toHaveBeenCalledWith('https://cs.example/vip');
  });

  it('closes the window and shows a warning when the fetch fails', async () => {
    const before = currentDialogs().length;
    const api = apiAnswering(async () => {
      throw new ApiError('network');
    });
    await openCustomerService(api, null);
    expect(popup.closed).toBe(true);
    expect(popup.location.replace).not.toHaveBeenCalled();
    expect(currentDialogs()).toHaveLength(before + 1);
    expect(currentDialogs().at(-1)?.kind).toBe('warning');
  });

  it('closes the window when no entry has a web address (a javascript: link is not one)', async () => {
    const api = apiAnswering(async () => [{ csType: '1', name: 'Chat', path: 'javascript:alert(1)' }]);
    await openCustomerService(api, null);
    expect(popup.closed).toBe(true);
    expect(popup.location.replace).not.toHaveBeenCalled();
  });

  it('says the pop-up was blocked when the browser refuses the window, without asking for the list', async () => {
    open.mockImplementation(() => null);
    const api = apiAnswering(async () => []);
    await openCustomerService(api, null);
    expect(api.get).not.toHaveBeenCalled();
    expect(currentDialogs().at(-1)?.text).toContain('bloqueou');
  });
});
