import { DEMO_PASSWORD } from '../db/seed/accounts';
import { JOGADOR_REFERRAL_CODE } from '../db/seed/referrals';
import { call, tokenOf, type LoginValue } from '../testing/accounts';
import { schemaErrors, startSandbox, TREVO, type RunningSandbox } from '../testing/fixtures';
import { payDeposit } from '../testing/money';
import { fromCents, toCents } from '../store/wallets';

interface Referral {
  enabled: boolean;
  code: string | null;
  link: string | null;
  rewardPerFriend: string;
  friends: { player: string; joinedAt: string; status: 'REGISTERED' | 'REWARDED'; reward: string | null }[];
  invitedCount: number;
  rewardedCount: number;
  earned: string;
}

let serial = 0;

describe('invite friends (referral) calls', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox();
  }, 60_000);
  afterAll(() => sandbox?.close());
  afterEach(() => sandbox.controls.reset());

  // Trevo Azul registers without a captcha: quick to sign friends up.
  const merchant = TREVO.merchantCode;
  const get = <T>(path: string, token?: string) => call<T>(sandbox, 'GET', path, undefined, { token, merchant });
  const referral = async (token: string) => (await get<Referral>('/wps/v2/referral', token)).json.value;
  const signUp = (referralCode?: string) => {
    serial += 1;
    return call<LoginValue>(
      sandbox,
      'PUT',
      '/wps/member/register',
      {
        username: `amigo${String(serial).padStart(4, '0')}`,
        password: 'Trevo1',
        confirmPassword: 'Trevo1',
        mobileNum: `9176${String(serial).padStart(6, '0')}`,
        email: `amigo${serial}@example.com`,
        idNumber: '12345678901',
        paymentPassword: '246810',
        ...(referralCode ? { referralCode } : {}),
      },
      { merchant, encrypted: true },
    );
  };
  const jogadorToken = () => tokenOf(sandbox, 'jogador', DEMO_PASSWORD, { merchant });

  it("answers the member's code, link and seeded friends, names masked", async () => {
    const jogador = await jogadorToken();
    const reply = await get<Referral>('/wps/v2/referral', jogador);
    expect(reply.status).toBe(200);
    expect(schemaErrors('v2-referral.json', reply.json.value)).toEqual([]);
    const value = reply.json.value;
    expect(value).toMatchObject({
      enabled: true,
      code: JOGADOR_REFERRAL_CODE,
      invitedCount: 3,
      rewardedCount: 1,
      earned: value.rewardPerFriend,
    });
    expect(new URL(value.link!).pathname + new URL(value.link!).search).toBe(`/register?referralCode=${JOGADOR_REFERRAL_CODE}`);
    expect(value.friends.every((friend) => /^.{2}\*\*\*.{2}$/.test(friend.player))).toBe(true);
  });

  it("records a friend who registers with the member's code and pays the member once, at the friend's first paid deposit", async () => {
    const jogador = await jogadorToken();
    const before = await referral(jogador);
    const balanceBefore = (await get<{ sumBalance: string }>('/wps/v2/wallets/balance', jogador)).json.value.sumBalance;
    const friend = await signUp(JOGADOR_REFERRAL_CODE);
    expect(friend.status).toBe(200);
    const joined = await referral(jogador);
    expect(joined.invitedCount).toBe(before.invitedCount + 1);
    expect(joined.friends[0]).toMatchObject({ status: 'REGISTERED', reward: null });

    await payDeposit(sandbox, friend.json.value.token, '30', merchant);
    await payDeposit(sandbox, friend.json.value.token, '40', merchant);
    const paid = await referral(jogador);
    expect(paid.friends[0]).toMatchObject({ status: 'REWARDED', reward: paid.rewardPerFriend });
    expect(paid.earned).toBe(fromCents(toCents(before.earned) + toCents(paid.rewardPerFriend)));
    expect((await get<{ sumBalance: string }>('/wps/v2/wallets/balance', jogador)).json.value.sumBalance).toBe(
      fromCents(toCents(balanceBefore) + toCents(paid.rewardPerFriend)),
    );
  });

  it('ignores a malformed link code while invitation codes are off, as it always did', async () => {
    await sandbox.controls.setModules(merchant, { AFFILIATECODE3: false });
    const jogador = await jogadorToken();
    const before = (await referral(jogador)).invitedCount;
    expect((await signUp('abc-1')).status).toBe(200);
    // With the codes off, a member's well-formed code still counts (invite friends is its own module).
    expect((await signUp(JOGADOR_REFERRAL_CODE)).status).toBe(200);
    expect((await referral(jogador)).invitedCount).toBe(before + 1);
  });

  it('makes a code for a member on first ask, and none while the REFERRAL module is off', async () => {
    const membro = await tokenOf(sandbox, 'membro1', DEMO_PASSWORD, { merchant });
    const first = await referral(membro);
    expect(first.code).toMatch(/^MEMBRO1[0-9]{4}$/);
    expect((await referral(membro)).code).toBe(first.code);
    expect(first.friends).toEqual([]);

    await sandbox.controls.setModules(merchant, { REFERRAL: false });
    expect(await referral(membro)).toMatchObject({ enabled: false, code: null, link: null });
  });

  it("never shows another member's friends, and needs a token", async () => {
    const membro = await tokenOf(sandbox, 'membro2', DEMO_PASSWORD, { merchant });
    expect((await referral(membro)).friends).toEqual([]);
    expect((await get('/wps/v2/referral')).status).toBe(401);
  });
});
