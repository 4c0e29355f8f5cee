import { DEMO_PASSWORD } from '../db/seed/accounts';
import { call, tokenOf } from '../testing/accounts';
import { sandboxDatabases } from '../testing/databases';
import { schemaErrors, type RunningSandbox } from '../testing/fixtures';
import { fromCents, toCents } from '../store/wallets';

interface Reward {
  id: number;
  kind: string;
  title: string;
  amount: string;
  status: 'UPCOMING' | 'AVAILABLE' | 'CLAIMED' | 'EXPIRED';
  claimedAt: string | null;
}
interface Rewards {
  list: Reward[];
  availableCount: number;
  availableAmount: string;
}
interface Bonuses {
  list: { moveId: number; kind: string; description: string; amount: string; createdAt: string }[];
  totalCount: number;
  totalPages: number;
  total: string;
}

describe.each(sandboxDatabases())('reward and bonus calls on $name', (database) => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await database.startSandbox();
  }, 60_000);
  afterAll(() => sandbox?.close());

  const day = (days: number) => new Date(Date.now() + days * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);
  const get = <T>(path: string, token?: string) => call<T>(sandbox, 'GET', path, undefined, { token });
  const claim = <T>(id: number, token?: string) => call<T>(sandbox, 'POST', `/wps/v2/rewards/${id}/claim`, {}, { token });
  const balance = async (token: string) => (await get<{ sumBalance: string }>('/wps/v2/wallets/balance', token)).json.value.sumBalance;

  it("lists the member's rewards in every state, the ones to claim first, with what they add up to", async () => {
    const jogador = await tokenOf(sandbox, 'jogador', DEMO_PASSWORD);
    const reply = await get<Rewards>('/wps/v2/rewards', jogador);
    expect(reply.status).toBe(200);
    expect(schemaErrors('v2-rewards.json', reply.json.value)).toEqual([]);
    const { list, availableCount, availableAmount } = reply.json.value;
    expect(list.map((reward) => reward.status)).toEqual(['AVAILABLE', 'AVAILABLE', 'UPCOMING', 'CLAIMED', 'EXPIRED']);
    expect([availableCount, availableAmount]).toEqual([
      2,
      fromCents(list.filter((reward) => reward.status === 'AVAILABLE').reduce((sum, reward) => sum + toCents(reward.amount), 0)),
    ]);
    const counts = await get<{ availableReward: number }>('/wps/relay/CSP_unreadCount', jogador);
    expect(counts.json.value.availableReward).toBe(2);
  });

  it('pays an available reward into MAIN exactly once, even when claimed twice at the same time', async () => {
    const jogador = await tokenOf(sandbox, 'jogador', DEMO_PASSWORD);
    const before = await balance(jogador);
    const target = (await get<Rewards>('/wps/v2/rewards', jogador)).json.value.list.find((reward) => reward.status === 'AVAILABLE')!;
    const [first, second] = await Promise.all([
      claim<{ reward: Reward; balances: { sumBalance: string } }>(target.id, jogador),
      claim<{ reward: Reward; balances: { sumBalance: string } }>(target.id, jogador),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const paid = first.status === 200 ? first : second;
    expect(schemaErrors('v2-rewards-id-claim.json', paid.json.value)).toEqual([]);
    expect(paid.json.value.reward).toMatchObject({ id: target.id, status: 'CLAIMED' });
    const refused = first.status === 409 ? first : second;
    expect(refused.json.code).toBe('REWARD_NOT_AVAILABLE');
    const after = fromCents(toCents(before) + toCents(target.amount));
    expect(await balance(jogador)).toBe(after);
    expect(paid.json.value.balances.sumBalance).toBe(after);

    // The REWARD move shows in the bonus details, and the count to claim dropped.
    const bonuses = (await get<Bonuses>(`/wps/v2/records/bonuses?from=${day(-1)}&to=${day(0)}&pageNo=1&pageSize=20`, jogador)).json.value;
    expect(bonuses.list[0]).toMatchObject({ kind: 'REWARD', amount: target.amount });
    expect((await get<{ availableReward: number }>('/wps/relay/CSP_unreadCount', jogador)).json.value.availableReward).toBe(1);
  });

  it("refuses upcoming, expired and claimed rewards, another member's, and trial accounts", async () => {
    const jogador = await tokenOf(sandbox, 'jogador', DEMO_PASSWORD);
    const { list } = (await get<Rewards>('/wps/v2/rewards', jogador)).json.value;
    for (const status of ['UPCOMING', 'EXPIRED', 'CLAIMED'] as const) {
      const reward = list.find((candidate) => candidate.status === status)!;
      const reply = await claim(reward.id, jogador);
      expect([status, reply.status, reply.json.code]).toEqual([status, 409, 'REWARD_NOT_AVAILABLE']);
    }
    const available = list.find((reward) => reward.status === 'AVAILABLE')!;
    const membro = await tokenOf(sandbox, 'membro1', DEMO_PASSWORD);
    const before = await balance(membro);
    const stolen = await claim(available.id, membro);
    expect([stolen.status, stolen.json.code]).toEqual([404, 'NOT_FOUND']);
    expect(await balance(membro)).toBe(before);
    expect((await get<Rewards>('/wps/v2/rewards', membro)).json.value.list).toEqual([]);
    expect((await get<Rewards>('/wps/v2/rewards', jogador)).json.value.list.find((reward) => reward.id === available.id)?.status).toBe(
      'AVAILABLE',
    );

    const trial = await call<{ token: string }>(sandbox, 'POST', '/wps/session/login/freeplay', {
      os: 'Linux',
      platform: 'W',
      randomString: 'abcdefghijklmnop',
      gatewayVersion: 3,
    });
    expect(trial.status).toBe(200);
    expect((await claim(available.id, trial.json.value.token)).status).toBe(403);
    expect((await claim(available.id)).status).toBe(401);
  });

  it("lists the member's bonus credits from the ledger with the range's total, and nobody else's", async () => {
    const jogador = await tokenOf(sandbox, 'jogador', DEMO_PASSWORD);
    const reply = await get<Bonuses>(`/wps/v2/records/bonuses?from=${day(-30)}&to=${day(0)}&pageNo=1&pageSize=20`, jogador);
    expect(reply.status).toBe(200);
    expect(schemaErrors('v2-records-bonuses.json', reply.json.value)).toEqual([]);
    const { list, total } = reply.json.value;
    expect(list.map((entry) => entry.kind)).toEqual(expect.arrayContaining(['BONUS', 'REWARD']));
    expect(total).toBe(fromCents(list.reduce((sum, entry) => sum + toCents(entry.amount), 0)));
    const membro = await tokenOf(sandbox, 'membro2', DEMO_PASSWORD);
    expect((await get<Bonuses>(`/wps/v2/records/bonuses?from=${day(-30)}&to=${day(0)}&pageNo=1&pageSize=20`, membro)).json.value).toEqual({
      list: [],
      totalCount: 0,
      totalPages: 0,
      total: '0.00',
    });
    expect((await get(`/wps/v2/records/bonuses?from=${day(-120)}&to=${day(0)}&pageNo=1&pageSize=20`, jogador)).status).toBe(400);
    expect((await get(`/wps/v2/records/bonuses?from=${day(-1)}&to=${day(0)}&pageNo=1&pageSize=20`)).status).toBe(401);
  });
});
