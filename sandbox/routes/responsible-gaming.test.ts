import { DEMO_PASSWORD } from '../db/seed/accounts';
import { call, login, tokenOf } from '../testing/accounts';
import { schemaErrors, startSandbox, type RunningSandbox } from '../testing/fixtures';

interface Limit {
  period: string;
  amount: string;
  pendingAmount: string | null;
  pendingRemove: boolean;
  pendingFrom: string | null;
}
interface Overview {
  depositLimits: Limit[];
  depositRoom: { period: string; limit: string; remaining: string } | null;
  realityCheckMinutes: number | null;
}

const HOUR = 3_600_000;
let sequence = 0;
const requestId = () => `rg-${Date.now().toString(36)}-${(sequence += 1)}`;

describe('responsible-gaming calls', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox();
  }, 60_000);
  afterAll(() => sandbox?.close());
  afterEach(() => sandbox.controls.reset());

  const get = <T>(path: string, token: string) => call<T>(sandbox, 'GET', path, undefined, { token });
  const put = <T>(path: string, body: unknown, token: string) => call<T>(sandbox, 'PUT', path, body, { token });
  const setLimit = (period: string, amount: string | null, token: string) =>
    put<{ outcome: string; overview: Overview }>('/wps/v2/responsible-gaming/deposit-limits', { period, amount }, token);
  const deposit = (amount: string, token: string) =>
    call(sandbox, 'POST', '/wps/v2/wallets/deposits', { channelCode: 'PIX', amount, requestId: requestId() }, { token });

  it('applies a new or lower deposit limit at once and refuses deposits past it, pending orders included', async () => {
    const token = await tokenOf(sandbox, 'membro1', DEMO_PASSWORD);
    const set = await setLimit('DAY', '100', token);
    expect(set.status).toBe(200);
    expect(schemaErrors('v2-responsible-gaming-deposit-limits.json', set.json.value)).toEqual([]);
    expect(set.json.value.outcome).toBe('applied');
    expect(set.json.value.overview.depositRoom).toEqual({ period: 'DAY', limit: '100.00', remaining: '100.00' });

    const tooMuch = await deposit('150', token);
    expect([tooMuch.status, tooMuch.json.code]).toEqual([409, 'DEPOSIT_LIMIT']);
    expect(tooMuch.json.message).toContain('100.00');
    expect((await deposit('80', token)).status).toBe(200);
    // The 80.00 order awaiting payment counts: 20.00 left.
    const over = await deposit('30', token);
    expect([over.status, over.json.code]).toEqual([409, 'DEPOSIT_LIMIT']);
    expect(over.json.message).toContain('20.00');
    expect((await deposit('20', token)).status).toBe(200);

    const lower = await setLimit('DAY', '50', token);
    expect(lower.json.value.outcome).toBe('applied');
    expect(lower.json.value.overview.depositRoom?.remaining).toBe('0.00');
  });

  it('makes a higher limit, or none, wait 24 hours', async () => {
    let token = await tokenOf(sandbox, 'membro2', DEMO_PASSWORD);
    await setLimit('WEEK', '200', token);
    const raise = await setLimit('WEEK', '1000', token);
    expect(raise.json.value.outcome).toBe('pending');
    expect(raise.json.value.overview.depositLimits[0]).toMatchObject({
      period: 'WEEK',
      amount: '200.00',
      pendingAmount: '1000.00',
      pendingRemove: false,
    });
    const refused = await deposit('500', token);
    expect(refused.json.code).toBe('DEPOSIT_LIMIT');

    const removal = await setLimit('MONTH', '300', token);
    expect(removal.json.value.outcome).toBe('applied');
    expect((await setLimit('MONTH', null, token)).json.value.overview.depositLimits[1]).toMatchObject({
      period: 'MONTH',
      pendingRemove: true,
    });

    sandbox.controls.advanceClock(24 * HOUR + 1000);
    token = await tokenOf(sandbox, 'membro2', DEMO_PASSWORD);
    const after = await get<Overview>('/wps/v2/responsible-gaming', token);
    expect(schemaErrors('v2-responsible-gaming.json', after.json.value)).toEqual([]);
    expect(after.json.value.depositLimits).toEqual([
      { period: 'WEEK', amount: '1000.00', pendingAmount: null, pendingRemove: false, pendingFrom: null },
    ]);
    expect((await deposit('500', token)).status).toBe(200);
  });

  it('refuses limits that are not money', async () => {
    const token = await tokenOf(sandbox, 'membro3', DEMO_PASSWORD);
    for (const amount of ['0', '-5', '1e9', 'cem', '<b>1</b>']) {
      const reply = await setLimit('DAY', amount, token);
      expect([amount, reply.status]).toEqual([amount, 400]);
    }
    expect((await setLimit('YEAR', '10', token)).status).toBe(400);
  });

  it('keeps the reality-check interval and tells the session time and net result', async () => {
    const token = await tokenOf(sandbox, 'agente41', DEMO_PASSWORD);
    const set = await put<Overview>('/wps/v2/responsible-gaming/reality-check', { intervalMinutes: 30 }, token);
    expect(set.json.value.realityCheckMinutes).toBe(30);
    expect((await put('/wps/v2/responsible-gaming/reality-check', { intervalMinutes: 7 }, token)).status).toBe(400);
    const session = await get<{ startedAt: string; staked: string; won: string; netResult: string; intervalMinutes: number }>(
      '/wps/v2/responsible-gaming/session',
      token,
    );
    expect(schemaErrors('v2-responsible-gaming-session.json', session.json.value)).toEqual([]);
    expect(session.json.value).toMatchObject({ staked: '0.00', won: '0.00', netResult: '0.00', intervalMinutes: 30 });
    expect(Date.now() - Date.parse(session.json.value.startedAt)).toBeLessThan(60_000);
  });

  it('self-excludes behind the password: logged out at once, refused at login until the period ends', async () => {
    const token = await tokenOf(sandbox, 'agente42', DEMO_PASSWORD);
    const other = await tokenOf(sandbox, 'agente42', DEMO_PASSWORD);
    const wrong = await call(
      sandbox,
      'POST',
      '/wps/v2/responsible-gaming/self-exclusion',
      { period: 'DAYS_7', password: 'nope', confirm: true },
      { token },
    );
    expect([wrong.status, wrong.json.code]).toEqual([400, 'WRONG_PASSWORD']);
    const unconfirmed = await call(
      sandbox,
      'POST',
      '/wps/v2/responsible-gaming/self-exclusion',
      { period: 'DAYS_7', password: DEMO_PASSWORD, confirm: false },
      { token },
    );
    expect(unconfirmed.status).toBe(400);

    const excluded = await call<{ endsAt: string }>(
      sandbox,
      'POST',
      '/wps/v2/responsible-gaming/self-exclusion',
      { period: 'DAYS_7', password: DEMO_PASSWORD, confirm: true },
      { token },
    );
    expect(excluded.status).toBe(200);
    expect(schemaErrors('v2-responsible-gaming-self-exclusion.json', excluded.json.value)).toEqual([]);
    expect(Date.parse(excluded.json.value.endsAt) - Date.now()).toBeGreaterThan(7 * 24 * HOUR - 60_000);
    for (const session of [token, other]) expect((await get('/wps/v2/wallets/balance', session)).status).toBe(401);

    const refused = await login(sandbox, { username: 'agente42', password: DEMO_PASSWORD });
    expect([refused.status, refused.json.code]).toEqual([403, 'SELF_EXCLUDED']);
    expect(refused.json.message).toMatch(/autoexclusão até \d{2}\/\d{2}\/\d{4}/);

    sandbox.controls.advanceClock(7 * 24 * HOUR + 1000);
    expect((await login(sandbox, { username: 'agente42', password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('refuses transfers, deposits and game launches while excluded', async () => {
    const token = await tokenOf(sandbox, 'agente2', DEMO_PASSWORD);
    // Excluded from another device while this session stays open (the server ends them all; this
    // checks the calls themselves refuse, should a session survive).
    await sandbox.db.query(
      `INSERT INTO self_exclusions (account_id, starts_at, ends_at, created_at)
       SELECT account_id, now() - interval '1 minute', NULL, now() FROM accounts WHERE username = 'agente2' AND merchant_code = 'MDS001'`,
    );
    const transfer = await call(
      sandbox,
      'POST',
      '/wps/relay/GCS_walletTransfer',
      { from: 'MAIN', to: 'PNG', amount: '1', requestId: requestId() },
      { token },
    );
    expect([transfer.status, transfer.json.code]).toEqual([403, 'SELF_EXCLUDED']);
    expect(transfer.json.message).toMatch(/tempo indeterminado/);
    expect((await deposit('50', token)).json.code).toBe('SELF_EXCLUDED');
    const launch = await call(
      sandbox,
      'GET',
      '/wps/relay/GCS_gameLaunchFB?vassalage=PNG&gameType=RNG&platform=html5-desktop&language=pt',
      undefined,
      { token },
    );
    expect([launch.status, launch.json.code]).toEqual([403, 'SELF_EXCLUDED']);
  });
});
