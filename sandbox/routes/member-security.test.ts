import { DEMO_PASSWORD } from '../db/seed/accounts';
import { call, tokenOf } from '../testing/accounts';
import { schemaErrors, startSandbox, type RunningSandbox } from '../testing/fixtures';

interface Security {
  lastLoginAt: string | null;
  currentLoginAt: string;
  paymentPasswordSet: boolean;
}

describe('member security call', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox();
  }, 60_000);
  afterAll(() => sandbox?.close());

  const security = (token?: string) => call<Security>(sandbox, 'GET', '/wps/v2/member/security', undefined, { token });

  it('answers the login before this one (none at first) and whether a payment password is set', async () => {
    const first = await tokenOf(sandbox, 'membro2', DEMO_PASSWORD);
    const before = await security(first);
    expect(before.status).toBe(200);
    expect(schemaErrors('v2-member-security.json', before.json.value)).toEqual([]);
    expect(before.json.value).toMatchObject({ lastLoginAt: null, paymentPasswordSet: false });

    sandbox.controls.advanceClock(60_000);
    const second = await tokenOf(sandbox, 'membro2', DEMO_PASSWORD);
    const after = (await security(second)).json.value;
    expect(after.lastLoginAt).toBe(before.json.value.currentLoginAt);
    expect(Date.parse(after.currentLoginAt)).toBeGreaterThan(Date.parse(after.lastLoginAt!));
    // The older session still sees its own login as the current one.
    expect((await security(first)).json.value).toMatchObject({ lastLoginAt: null, currentLoginAt: before.json.value.currentLoginAt });

    expect((await security(await tokenOf(sandbox, 'jogador', DEMO_PASSWORD))).json.value.paymentPasswordSet).toBe(true);
    expect((await security()).status).toBe(401);
  });
});
