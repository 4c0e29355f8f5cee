import { DEMO_PASSWORD } from '../db/seed/accounts';
import { call, tokenOf } from '../testing/accounts';
import { sandboxDatabases } from '../testing/databases';
import { schemaErrors, type RunningSandbox } from '../testing/fixtures';
import { fromCents, toCents } from '../store/wallets';
import { requestIds } from '../testing/money';

interface Upline {
  upline: { username: string; nickname: string } | null;
  mainBalance: string;
  paymentPasswordSet: boolean;
  recent: { moveId: number; amount: string; createdAt: string }[];
}

const requestId = requestIds('up');

describe.each(sandboxDatabases())('upline transfer and payment-password calls on $name', (database) => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await database.startSandbox();
  }, 60_000);
  afterAll(() => sandbox?.close());

  const get = <T>(path: string, token?: string) => call<T>(sandbox, 'GET', path, undefined, { token });
  const setPaymentPassword = (token: string, body: { password: string; paymentPassword: string; confirmPaymentPassword: string }) =>
    call(sandbox, 'PUT', '/wps/v2/member/payment-password', body, { token, encrypted: true });
  const send = <T>(token: string | undefined, amount: string, paymentPassword: string, id = requestId()) =>
    call<T>(sandbox, 'POST', '/wps/v2/wallets/upline-transfer', { amount, paymentPassword, requestId: id }, { token });
  const balanceOf = async (token: string) => (await get<{ mainBalance: string }>('/wps/v2/wallets/balance', token)).json.value.mainBalance;

  it('sets a payment password behind the login password, then moves money to the upline exactly once per request', async () => {
    const membro = await tokenOf(sandbox, 'membro2', DEMO_PASSWORD);
    const agent = await tokenOf(sandbox, 'agente1', DEMO_PASSWORD);
    const before = await get<Upline>('/wps/v2/wallets/upline', membro);
    expect(before.status).toBe(200);
    expect(schemaErrors('v2-wallets-upline.json', before.json.value)).toEqual([]);
    expect(before.json.value).toMatchObject({ upline: { username: 'agente1' }, paymentPasswordSet: false, recent: [] });
    expect((await send<unknown>(membro, '10', '123456')).json.code).toBe('PAYMENT_PASSWORD_NOT_SET');

    const wrongLogin = await setPaymentPassword(membro, { password: 'nope', paymentPassword: '135790', confirmPaymentPassword: '135790' });
    expect([wrongLogin.status, wrongLogin.json.code]).toEqual([400, 'WRONG_PASSWORD']);
    expect(
      (await setPaymentPassword(membro, { password: DEMO_PASSWORD, paymentPassword: '12ab56', confirmPaymentPassword: '12ab56' })).status,
    ).toBe(400);
    expect(
      (await setPaymentPassword(membro, { password: DEMO_PASSWORD, paymentPassword: '135790', confirmPaymentPassword: '135791' })).status,
    ).toBe(400);
    const set = await setPaymentPassword(membro, { password: DEMO_PASSWORD, paymentPassword: '135790', confirmPaymentPassword: '135790' });
    expect(set.status).toBe(200);
    // Plain (unencrypted) bodies are refused: the login password travels encrypted.
    expect(
      (
        await call(
          sandbox,
          'PUT',
          '/wps/v2/member/payment-password',
          { password: DEMO_PASSWORD, paymentPassword: '135790', confirmPaymentPassword: '135790' },
          { token: membro },
        )
      ).status,
    ).toBe(400);

    const wrong = await send<unknown>(membro, '10', '000000');
    expect([wrong.status, wrong.json.code]).toEqual([400, 'WRONG_PAYMENT_PASSWORD']);

    const [memberBefore, agentBefore] = [await balanceOf(membro), await balanceOf(agent)];
    const id = requestId();
    const [first, replay] = await Promise.all([
      send<{ moved: string }>(membro, '25.50', '135790', id),
      send<{ moved: string }>(membro, '25.50', '135790', id),
    ]);
    expect([first.status, replay.status]).toEqual([200, 200]);
    expect(schemaErrors('v2-wallets-upline-transfer.json', first.json.value)).toEqual([]);
    expect(first.json.value.moved).toBe('25.50');
    expect(await balanceOf(membro)).toBe(fromCents(toCents(memberBefore) - 2550));
    expect(await balanceOf(agent)).toBe(fromCents(toCents(agentBefore) + 2550));
    const reused = await send<unknown>(membro, '30', '135790', id);
    expect([reused.status, reused.json.code]).toEqual([409, 'REQUEST_ID_REUSED']);

    const after = (await get<Upline>('/wps/v2/wallets/upline', membro)).json.value;
    expect(after.paymentPasswordSet).toBe(true);
    expect(after.recent.map((entry) => entry.amount)).toEqual(['25.50']);
    const tooMuch = await send<unknown>(membro, '999999', '135790');
    expect([tooMuch.status, tooMuch.json.code]).toEqual([409, 'INSUFFICIENT_FUNDS']);
  });

  it('refuses a member without an upline, a trial account and calls without a token', async () => {
    const jogador = await tokenOf(sandbox, 'jogador', DEMO_PASSWORD);
    expect((await get<Upline>('/wps/v2/wallets/upline', jogador)).json.value).toMatchObject({ upline: null, paymentPasswordSet: true });
    const orphan = await send<unknown>(jogador, '10', '246810');
    expect([orphan.status, orphan.json.code]).toEqual([409, 'NO_UPLINE']);
    const trial = await call<{ token: string }>(sandbox, 'POST', '/wps/session/login/freeplay', {
      os: 'Linux',
      platform: 'W',
      randomString: 'abcdefghijklmnop',
      gatewayVersion: 3,
    });
    expect((await send<unknown>(trial.json.value.token, '10', '246810')).status).toBe(403);
    expect((await get('/wps/v2/wallets/upline')).status).toBe(401);
    expect((await send<unknown>(undefined, '10', '246810')).status).toBe(401);
  });
});
