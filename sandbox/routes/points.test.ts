import { DEMO_PASSWORD } from '../db/seed/accounts';
import { DEMO_PAYMENT_PASSWORD } from '../db/seed/points';
import { createPasswordHasher } from '../lib/passwords';
import { findAccountByUsername } from '../store/accounts';
import { appendEntry } from '../store/points';
import { readBalance } from '../store/wallets';
import { call, tokenOf } from '../testing/accounts';
import { sandboxDatabases } from '../testing/databases';
import { MARE, schemaErrors, TREVO, type RunningSandbox } from '../testing/fixtures';
import { send } from '../testing/http';

interface Reward {
  rewardId: number;
  name: string;
  pointCost: number;
  stock: number | null;
  category: string;
  imagePath: string;
}
interface Redemption {
  redeemId: number;
  rewardId: number;
  points: number;
  status: string;
}
interface Movement {
  entryId: number;
  kind: string;
  points: number;
  balanceAfter: number;
  createdAt: string;
}
interface PageOf<T> {
  list: T[];
  totalCount: number;
  totalPages: number;
}

const MINUTE = 60_000;
const BALANCE = '/wps/relay/MCS2_getPointBalance';
const REWARDS = '/wps/relay/MCS2_getPointReward';
const CONFIG = '/wps/relay/MCS2_getPointConfig';
const REDEEMS = '/wps/relay/MCS2_getRedeemPointList';
const REDEEM = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
const CONVERT = '/wps/relay/passwordCheck/MCS2_convertPoint';
const MOVEMENTS = '/wps/relay/ODSFE2_MemTransDet';

/** yyyy-mm-dd in Brasília time (the movements call's calendar), `days` from now. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);

describe.each(sandboxDatabases())('points mall calls on $name', (database) => {
  let sandbox: RunningSandbox;
  let jogador: string;

  beforeAll(async () => {
    sandbox = await database.startSandbox();
    jogador = await tokenOf(sandbox, 'jogador', DEMO_PASSWORD);
  }, 60_000);
  afterAll(() => sandbox?.close());
  afterEach(() => sandbox.controls.reset());

  const get = <T>(path: string, token?: string, merchant: string = MARE.merchantCode) =>
    call<T>(sandbox, 'GET', path, undefined, { token, merchant });
  const post = <T>(path: string, body: unknown, token?: string) => call<T>(sandbox, 'POST', path, body, { token });
  const balanceOf = async (token: string) => (await get<{ points: number }>(BALANCE, token)).json.value.points;
  const ledgerSum = async (username: string) => {
    const account = await findAccountByUsername(sandbox.db, MARE.merchantCode, username);
    const { rows } = await sandbox.db.query<{ sum: number }>(
      'SELECT coalesce(sum(points), 0)::int AS sum FROM point_ledger WHERE account_id = $1',
      [account!.id],
    );
    return rows[0].sum;
  };
  const rewards = async () => (await get<{ list: Reward[] }>(REWARDS)).json.value.list;
  const redemptionCount = async (token: string) =>
    (await get<PageOf<Redemption>>(`${REDEEMS}?pageNo=1&pageSize=10`, token)).json.value.totalCount;

  /** A member of MARE with exactly `points` and, optionally, a payment password. */
  async function memberWith(username: string, points: number, paymentPassword: string | null): Promise<string> {
    const account = await findAccountByUsername(sandbox.db, MARE.merchantCode, username);
    const current = await ledgerSum(username);
    // The ledger only takes positive earnings: tests only ever raise a balance.
    if (points < current) throw new Error(`${username} already has ${current} points`);
    if (points > current) {
      await appendEntry(sandbox.db, {
        accountId: account!.id,
        points: points - current,
        kind: 'MISSION',
        description: 'ajuste de teste',
        createdAt: new Date(Date.now() - MINUTE),
      });
    }
    const hash = paymentPassword ? await createPasswordHasher('fast').hash(paymentPassword) : null;
    await sandbox.db.query('UPDATE accounts SET payment_password_hash = $2 WHERE account_id = $1', [account!.id, hash]);
    return tokenOf(sandbox, username, DEMO_PASSWORD);
  }
  it('answers the balance as the sum of the ledger, and the seeded history never goes below zero', async () => {
    const reply = await get<{ points: number; moneyValue: string; redeemsInProcess: number }>(BALANCE, jogador);
    expect(schemaErrors('relay-MCS2_getPointBalance.json', reply.json.value)).toEqual([]);
    expect(reply.json.value.points).toBe(await ledgerSum('jogador'));
    expect(reply.json.value.points).toBeGreaterThan(5000);
    expect(reply.json.value.moneyValue).toBe((Math.floor(reply.json.value.points) / 100).toFixed(2));
    expect(reply.json.value.redeemsInProcess).toBe(1);
    const movements = await get<PageOf<Movement>>(`${MOVEMENTS}?startDate=${day(-89)}&endDate=${day(0)}&pageNo=1&pageSize=50`, jogador);
    expect(movements.json.value.totalCount).toBeGreaterThan(50);
    expect(Math.min(...movements.json.value.list.map((movement) => movement.balanceAfter))).toBeGreaterThanOrEqual(0);
    expect(movements.json.value.list[0].balanceAfter).toBe(reply.json.value.points);
  });

  it('shows the catalogue and config to visitors, per merchant, but the balance and lists only with a token', async () => {
    const list = await rewards();
    expect(schemaErrors('relay-MCS2_getPointReward.json', { list })).toEqual([]);
    expect(new Set(list.map((reward) => reward.category))).toEqual(new Set(['FREE_SPINS', 'BONUS', 'MERCHANDISE']));
    expect(list.some((reward) => reward.stock === 0)).toBe(true);
    // Trevo Azul is seeded with its mall off; switched on it has a catalogue of its own.
    await sandbox.controls.setModules(TREVO.merchantCode, { POINTMALL: true });
    const trevo = (await get<{ list: Reward[] }>(REWARDS, undefined, TREVO.merchantCode)).json.value.list;
    expect(trevo.map((reward) => reward.name)).not.toEqual(list.map((reward) => reward.name));
    const config = await get<{ pointsPerUnit: number; earnRules: unknown[] }>(CONFIG);
    expect(schemaErrors('relay-MCS2_getPointConfig.json', config.json.value)).toEqual([]);
    expect(config.json.value.earnRules.length).toBeGreaterThan(2);
    for (const path of [
      BALANCE,
      `${REDEEMS}?pageNo=1&pageSize=10`,
      `${MOVEMENTS}?startDate=${day(-7)}&endDate=${day(0)}&pageNo=1&pageSize=10`,
    ]) {
      const reply = await get(path);
      expect([path, reply.status, reply.json.code]).toEqual([path, 401, 'NOT_LOGGED_IN']);
    }
  });

  it('serves each reward its artwork as SVG from both image CDNs', async () => {
    const [first] = await rewards();
    for (const cdn of ['a', 'b']) {
      const reply = await send(sandbox.baseUrl, { method: 'GET', path: `/cdn/${cdn}/${first.imagePath}`, headers: {} });
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(reply.text).toMatch(/^<svg[^>]+viewBox="0 0 480 300"/);
      expect(reply.text).not.toMatch(/<script|on\w+=/i);
    }
    expect((await send(sandbox.baseUrl, { method: 'GET', path: '/cdn/a/rewards/999999.svg', headers: {} })).status).toBe(404);
  });

  it('refuses a redemption with a wrong payment password and moves nothing', async () => {
    const reward = (await rewards()).find((candidate) => candidate.stock !== null && candidate.stock > 0 && candidate.pointCost < 10_000)!;
    const before = { points: await balanceOf(jogador), redeems: await redemptionCount(jogador), stock: reward.stock };
    const reply = await post(REDEEM, { rewardId: reward.rewardId, paymentPassword: '135790' }, jogador);
    expect([reply.status, reply.json.success, reply.json.code]).toEqual([400, false, 'WRONG_PAYMENT_PASSWORD']);
    expect(reply.json.message).toMatch(/Senha de pagamento incorreta\. Restam 4 tentativas/);
    expect(await balanceOf(jogador)).toBe(before.points);
    expect(await redemptionCount(jogador)).toBe(before.redeems);
    expect((await rewards()).find((candidate) => candidate.rewardId === reward.rewardId)!.stock).toBe(before.stock);
  });

  it('redeems with the right payment password exactly once, also when the request is replayed', async () => {
    const reward = (await rewards()).find((candidate) => candidate.stock !== null && candidate.stock > 0 && candidate.pointCost < 10_000)!;
    const before = await balanceOf(jogador);
    const body = { rewardId: reward.rewardId, paymentPassword: DEMO_PAYMENT_PASSWORD, requestId: 'redeem-once-0001' };
    const first = await post<{ redemption: Redemption; points: number }>(REDEEM, body, jogador);
    expect(first.status).toBe(200);
    expect(schemaErrors('relay-passwordCheck-MCS2_redeemPointReward.json', first.json.value)).toEqual([]);
    expect(first.json.value.redemption).toMatchObject({ rewardId: reward.rewardId, points: reward.pointCost, status: 'IN_PROCESS' });
    expect(first.json.value.points).toBe(before - reward.pointCost);
    const replay = await post<{ redemption: Redemption; points: number }>(REDEEM, body, jogador);
    expect(replay.json.value.redemption.redeemId).toBe(first.json.value.redemption.redeemId);
    expect(await balanceOf(jogador)).toBe(before - reward.pointCost);
    expect(await ledgerSum('jogador')).toBe(before - reward.pointCost);
    expect((await rewards()).find((candidate) => candidate.rewardId === reward.rewardId)!.stock).toBe(reward.stock! - 1);
    const list = await get<PageOf<Redemption>>(`${REDEEMS}?pageNo=1&pageSize=5&status=IN_PROCESS`, jogador);
    expect(list.json.value.list[0].redeemId).toBe(first.json.value.redemption.redeemId);
  });

  it('refuses an unaffordable or sold-out reward and moves nothing', async () => {
    const list = await rewards();
    const before = await balanceOf(jogador);
    const tooDear = list.find((reward) => reward.pointCost > before && reward.stock !== 0)!;
    const unaffordable = await post(REDEEM, { rewardId: tooDear.rewardId, paymentPassword: DEMO_PAYMENT_PASSWORD }, jogador);
    expect([unaffordable.status, unaffordable.json.code]).toEqual([409, 'INSUFFICIENT_POINTS']);
    const soldOut = list.find((reward) => reward.stock === 0)!;
    const refused = await post(REDEEM, { rewardId: soldOut.rewardId, paymentPassword: DEMO_PAYMENT_PASSWORD }, jogador);
    expect([refused.status, refused.json.code]).toEqual([409, 'OUT_OF_STOCK']);
    await sandbox.controls.setModules(TREVO.merchantCode, { POINTMALL: true });
    const trevoReward = (await get<{ list: Reward[] }>(REWARDS, undefined, TREVO.merchantCode)).json.value.list[0];
    const foreign = await post(REDEEM, { rewardId: trevoReward.rewardId, paymentPassword: DEMO_PAYMENT_PASSWORD }, jogador);
    expect([foreign.status, foreign.json.code]).toEqual([404, 'REWARD_NOT_FOUND']);
    expect(await balanceOf(jogador)).toBe(before);
  });

  it('lets concurrent redemptions spend the balance at most once', async () => {
    const reward = (await rewards()).find((candidate) => candidate.stock === null)!;
    const token = await memberWith('membro2', reward.pointCost * 2 + 10, DEMO_PAYMENT_PASSWORD);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => post(REDEEM, { rewardId: reward.rewardId, paymentPassword: DEMO_PAYMENT_PASSWORD }, token)),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([200, 200, 409, 409, 409]);
    expect(replies.filter((reply) => reply.status === 409).every((reply) => reply.json.code === 'INSUFFICIENT_POINTS')).toBe(true);
    expect(await balanceOf(token)).toBe(10);
    expect(await ledgerSum('membro2')).toBe(10);
  });

  it('converts points into wallet money in one move, and refuses amounts off the step, over the balance or the daily limit', async () => {
    const token = await memberWith('membro3', 5000, DEMO_PAYMENT_PASSWORD);
    const account = await findAccountByUsername(sandbox.db, MARE.merchantCode, 'membro3');
    const walletBefore = Number(await readBalance(sandbox.db, account!.id));
    const reply = await post<{ convertedPoints: number; moneyAmount: string; points: number; walletBalance: string }>(
      CONVERT,
      { points: 1500, paymentPassword: DEMO_PAYMENT_PASSWORD, requestId: 'convert-once-0001' },
      token,
    );
    expect(reply.status).toBe(200);
    expect(schemaErrors('relay-passwordCheck-MCS2_convertPoint.json', reply.json.value)).toEqual([]);
    expect(reply.json.value).toMatchObject({ convertedPoints: 1500, moneyAmount: '15.00', points: 3500 });
    expect(Number(await readBalance(sandbox.db, account!.id))).toBeCloseTo(walletBefore + 15, 2);
    expect(reply.json.value.walletBalance).toBe(await readBalance(sandbox.db, account!.id));
    // Replayed: nothing moves again.
    await post(CONVERT, { points: 1500, paymentPassword: DEMO_PAYMENT_PASSWORD, requestId: 'convert-once-0001' }, token);
    expect(await balanceOf(token)).toBe(3500);
    expect(Number(await readBalance(sandbox.db, account!.id))).toBeCloseTo(walletBefore + 15, 2);

    const offStep = await post(CONVERT, { points: 1050, paymentPassword: DEMO_PAYMENT_PASSWORD }, token);
    expect([offStep.status, offStep.json.code]).toEqual([400, 'INVALID_CONVERT_AMOUNT']);
    const belowMinimum = await post(CONVERT, { points: 500, paymentPassword: DEMO_PAYMENT_PASSWORD }, token);
    expect([belowMinimum.status, belowMinimum.json.code]).toEqual([400, 'INVALID_CONVERT_AMOUNT']);
    const tooMany = await post(CONVERT, { points: 4000, paymentPassword: DEMO_PAYMENT_PASSWORD }, token);
    expect([tooMany.status, tooMany.json.code]).toEqual([409, 'INSUFFICIENT_POINTS']);
    await memberWith('membro3', 80_000, DEMO_PAYMENT_PASSWORD);
    const overLimit = await post(CONVERT, { points: 49_000, paymentPassword: DEMO_PAYMENT_PASSWORD }, token);
    expect([overLimit.status, overLimit.json.code]).toEqual([409, 'DAILY_LIMIT']);
    expect(await balanceOf(token)).toBe(80_000);
    expect(Number(await readBalance(sandbox.db, account!.id))).toBeCloseTo(walletBefore + 15, 2);
  });

  it('asks a member without a payment password to set one first', async () => {
    const token = await tokenOf(sandbox, 'membro1', DEMO_PASSWORD);
    const [reward] = await rewards();
    const reply = await post(REDEEM, { rewardId: reward.rewardId, paymentPassword: '246810' }, token);
    expect([reply.status, reply.json.code]).toEqual([400, 'PAYMENT_PASSWORD_NOT_SET']);
    expect(reply.json.message).toMatch(/Cadastre uma senha de pagamento/);
    const convert = await post(CONVERT, { points: 1000, paymentPassword: '246810' }, token);
    expect(convert.json.code).toBe('PAYMENT_PASSWORD_NOT_SET');
  });

  it('locks spends for 15 minutes after 5 wrong payment passwords, even with the right one', async () => {
    const [reward] = await rewards();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const reply = await post(REDEEM, { rewardId: reward.rewardId, paymentPassword: `wrong-${attempt}` }, jogador);
      expect(reply.json.code).toBe('WRONG_PAYMENT_PASSWORD');
    }
    const locked = await post(CONVERT, { points: 1000, paymentPassword: DEMO_PAYMENT_PASSWORD }, jogador);
    expect([locked.status, locked.json.code]).toEqual([429, 'PAYMENT_PASSWORD_LOCKED']);
    sandbox.controls.advanceClock(15 * MINUTE + 1000);
    const after = await post(CONVERT, { points: 1000, paymentPassword: DEMO_PAYMENT_PASSWORD }, jogador);
    expect(after.status).toBe(200);
  });

  it('counts parallel wrong payment passwords one by one: the sixth and later are locked out', async () => {
    const [reward] = await rewards();
    const before = await balanceOf(jogador);
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, attempt) => post(REDEEM, { rewardId: reward.rewardId, paymentPassword: `wrong-${attempt}` }, jogador)),
    );
    const codes = replies.map((reply) => reply.json.code).sort();
    expect(codes).toEqual([...Array(3).fill('PAYMENT_PASSWORD_LOCKED'), ...Array(5).fill('WRONG_PAYMENT_PASSWORD')]);
    const locked = await post(REDEEM, { rewardId: reward.rewardId, paymentPassword: DEMO_PAYMENT_PASSWORD }, jogador);
    expect([locked.status, locked.json.code]).toEqual([429, 'PAYMENT_PASSWORD_LOCKED']);
    expect(await balanceOf(jogador)).toBe(before);
  });

  it('refuses a request id already used by the other kind of spend, and moves nothing', async () => {
    const token = await memberWith('membro2', 20_000, DEMO_PAYMENT_PASSWORD);
    const reward = (await rewards()).find((candidate) => candidate.stock === null && candidate.pointCost <= 5000)!;
    const redeemed = await post(
      REDEEM,
      { rewardId: reward.rewardId, paymentPassword: DEMO_PAYMENT_PASSWORD, requestId: 'shared-key-0001' },
      token,
    );
    expect(redeemed.status).toBe(200);
    const after = await balanceOf(token);
    const reused = await post(CONVERT, { points: 1000, paymentPassword: DEMO_PAYMENT_PASSWORD, requestId: 'shared-key-0001' }, token);
    expect([reused.status, reused.json.code]).toEqual([409, 'REQUEST_ID_REUSED']);
    expect(await balanceOf(token)).toBe(after);
  });

  it('answers nothing while the operator has the mall switched off', async () => {
    await sandbox.controls.setModules(MARE.merchantCode, { POINTMALL: false });
    const member = await tokenOf(sandbox, 'jogador', DEMO_PASSWORD);
    const before = await ledgerSum('jogador');
    const [redeem, convert] = [
      await post(REDEEM, { rewardId: 1, paymentPassword: DEMO_PAYMENT_PASSWORD }, member),
      await post(CONVERT, { points: 1000, paymentPassword: DEMO_PAYMENT_PASSWORD }, member),
    ];
    for (const reply of [redeem, convert, await get(REWARDS), await get(CONFIG), await get(BALANCE, member)]) {
      expect([reply.status, reply.json.code]).toEqual([404, 'POINTMALL_OFF']);
    }
    expect(await ledgerSum('jogador')).toBe(before);
  });

  it('refuses reward artwork ids beyond the id column as a bad request, never a server error', async () => {
    const statusOf = async (file: string) =>
      (await send(sandbox.baseUrl, { method: 'GET', path: `/cdn/a/rewards/${file}`, headers: {} })).status;
    expect(await statusOf('999999999.svg')).toBe(404);
    for (const file of ['9999999999.svg', '2147483648.svg', '0.svg']) expect([file, await statusOf(file)]).toEqual([file, 400]);
  });

  it('keeps each member to their own lists: no other account can be named, and lists differ', async () => {
    const other = await tokenOf(sandbox, 'membro1', DEMO_PASSWORD);
    const mine = await get<PageOf<Redemption>>(`${REDEEMS}?pageNo=1&pageSize=10`, jogador);
    const theirs = await get<PageOf<Redemption>>(`${REDEEMS}?pageNo=1&pageSize=10`, other);
    expect(mine.json.value.totalCount).toBeGreaterThan(0);
    expect(theirs.json.value.totalCount).toBe(0);
    const named = await get(`${REDEEMS}?pageNo=1&pageSize=10&accountId=1`, other);
    expect(named.status).toBe(400);
    const movements = await get<PageOf<Movement>>(
      `${MOVEMENTS}?startDate=${day(-30)}&endDate=${day(0)}&pageNo=1&pageSize=10&username=jogador`,
      other,
    );
    expect(movements.status).toBe(400);
    const theirMovements = await get<PageOf<Movement>>(`${MOVEMENTS}?startDate=${day(-30)}&endDate=${day(0)}&pageNo=1&pageSize=10`, other);
    expect(theirMovements.json.value.list.map((movement) => movement.balanceAfter)).toEqual([2500]);
    // Another merchant's token is no session here.
    const trevoToken = await tokenOf(sandbox, 'jogador', DEMO_PASSWORD, { merchant: TREVO.merchantCode });
    expect((await get(BALANCE, trevoToken)).status).toBe(401);
  });

  it('pages the movements by date range, newest first, and refuses a range over 90 days or backwards', async () => {
    const week = await get<PageOf<Movement>>(`${MOVEMENTS}?startDate=${day(-7)}&endDate=${day(0)}&pageNo=1&pageSize=5`, jogador);
    expect(schemaErrors('relay-ODSFE2_MemTransDet.json', week.json.value)).toEqual([]);
    const cutoff = new Date(`${day(-7)}T00:00:00-03:00`).getTime();
    expect(week.json.value.list.every((movement) => new Date(movement.createdAt).getTime() >= cutoff)).toBe(true);
    const times = week.json.value.list.map((movement) => movement.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const all = await get<PageOf<Movement>>(`${MOVEMENTS}?startDate=${day(-89)}&endDate=${day(0)}&pageNo=2&pageSize=5`, jogador);
    expect(all.json.value.totalCount).toBeGreaterThan(week.json.value.totalCount);
    expect(all.json.value.list).toHaveLength(5);
    expect(all.json.value.totalPages).toBe(Math.ceil(all.json.value.totalCount / 5));
    const onlyRedeems = await get<PageOf<Movement>>(
      `${MOVEMENTS}?startDate=${day(-89)}&endDate=${day(0)}&pageNo=1&pageSize=50&kind=REDEEM`,
      jogador,
    );
    expect(onlyRedeems.json.value.list.every((movement) => movement.kind === 'REDEEM' && movement.points < 0)).toBe(true);
    expect((await get(`${MOVEMENTS}?startDate=${day(-120)}&endDate=${day(0)}&pageNo=1&pageSize=5`, jogador)).status).toBe(400);
    expect((await get(`${MOVEMENTS}?startDate=${day(0)}&endDate=${day(-3)}&pageNo=1&pageSize=5`, jogador)).status).toBe(400);
    expect((await get(`${MOVEMENTS}?startDate=2026-13-01&endDate=${day(0)}&pageNo=1&pageSize=5`, jogador)).status).toBe(400);
  });

  it('validates spend bodies: missing, hostile and oversized fields are a 400 with a message', async () => {
    const cases: unknown[] = [
      {},
      { rewardId: 1 },
      { rewardId: 'one', paymentPassword: DEMO_PAYMENT_PASSWORD },
      { rewardId: 1, paymentPassword: 'x'.repeat(65) },
      { rewardId: 1, paymentPassword: 'abc\u0000' },
      { rewardId: 1, paymentPassword: DEMO_PAYMENT_PASSWORD, requestId: '<script>' },
      { rewardId: 1, paymentPassword: DEMO_PAYMENT_PASSWORD, accountId: 2 },
    ];
    for (const body of cases) {
      const reply = await post(REDEEM, body, jogador);
      expect([JSON.stringify(body), reply.status, reply.json.success]).toEqual([JSON.stringify(body), 400, false]);
      expect(reply.json.message.length).toBeGreaterThan(5);
    }
    const negative = await post(CONVERT, { points: -100, paymentPassword: DEMO_PAYMENT_PASSWORD }, jogador);
    expect(negative.status).toBe(400);
  });
});
