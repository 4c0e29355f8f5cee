import { DEMO_PASSWORD } from '../db/seed/accounts';
import { findAccountByUsername } from '../store/accounts';
import { call, tokenOf } from '../testing/accounts';
import { MARE, schemaErrors, startSandbox, TREVO, type RunningSandbox } from '../testing/fixtures';

interface Wallet {
  code: string;
  name: string;
  balance: string;
}
interface Balances {
  sumBalance: string;
  mainBalance: string;
  wallets: Wallet[];
}
interface Transfer {
  moved: string;
  balances: Balances;
}

const BALANCE = '/wps/v2/wallets/balance';
const TRANSFER = '/wps/relay/GCS_walletTransfer';
const MERCHANT_WALLET = '/wps/relay/GCS_merchantWallet';
const CONSOLIDATED = '/wps/member/info/funds/consolidated';

let sequence = 0;
/** A fresh idempotency key per attempt, as the front end makes them. */
const requestId = () => `test-${Date.now().toString(36)}-${(sequence += 1)}`;

describe('wallet calls', () => {
  let sandbox: RunningSandbox;
  let jogador: string;

  beforeAll(async () => {
    sandbox = await startSandbox();
    jogador = await tokenOf(sandbox, 'jogador', DEMO_PASSWORD);
  }, 60_000);
  afterAll(() => sandbox?.close());

  const get = <T>(path: string, token?: string, merchant: string = MARE.merchantCode) =>
    call<T>(sandbox, 'GET', path, undefined, { token, merchant });
  const transfer = (body: Record<string, unknown>, token = jogador) =>
    call<Transfer>(sandbox, 'POST', TRANSFER, { requestId: requestId(), ...body }, { token });
  const walletOf = (balances: Balances, code: string) => balances.wallets.find((wallet) => wallet.code === code)?.balance;
  /** The merchant's wallets, members' and house's, summed: a ledger that only moves money keeps it at 0. */
  const merchantTotal = async (merchantCode: string) =>
    (
      await sandbox.db.query<{ total: string }>(`SELECT coalesce(sum(balance), 0)::text AS total FROM wallets WHERE merchant_code = $1`, [
        merchantCode,
      ])
    ).rows[0].total;

  it('answers the seeded money: sumBalance, the main wallet first, then every vendor wallet at 0.00', async () => {
    const reply = await get<Balances>(BALANCE, jogador);
    expect(reply.status).toBe(200);
    expect(schemaErrors('v2-wallets-balance.json', reply.json.value)).toEqual([]);
    const { sumBalance, mainBalance, wallets } = reply.json.value;
    expect([sumBalance, mainBalance]).toEqual(['1250.00', '1250.00']);
    expect(wallets[0]).toEqual({ code: 'MAIN', name: 'Carteira principal', balance: '1250.00' });
    expect(wallets.length).toBeGreaterThan(10);
    expect(wallets.slice(1).every((wallet) => wallet.balance === '0.00')).toBe(true);
    expect(wallets.map((wallet) => wallet.code)).toEqual(expect.arrayContaining(['PNG', 'AG', 'PT']));
  });

  it('refuses a caller without a session', async () => {
    for (const path of [BALANCE, MERCHANT_WALLET, CONSOLIDATED]) expect((await get(path)).status).toBe(401);
    const anonymous = await call(sandbox, 'POST', TRANSFER, { from: 'MAIN', to: 'PNG', amount: '1', requestId: requestId() });
    expect(anonymous.status).toBe(401);
  });

  it('moves money to a vendor wallet and back; the sum stays, and the ledger still sums to zero', async () => {
    const out = await transfer({ from: 'MAIN', to: 'PNG', amount: '200.5' });
    expect(out.status).toBe(200);
    expect(schemaErrors('relay-GCS_walletTransfer.json', out.json.value)).toEqual([]);
    expect(out.json.value.moved).toBe('200.50');
    expect([out.json.value.balances.mainBalance, walletOf(out.json.value.balances, 'PNG'), out.json.value.balances.sumBalance]).toEqual([
      '1049.50',
      '200.50',
      '1250.00',
    ]);

    const back = await transfer({ from: 'PNG', to: 'MAIN', amount: '0.50' });
    expect([back.json.value.balances.mainBalance, walletOf(back.json.value.balances, 'PNG')]).toEqual(['1050.00', '200.00']);
    expect(await merchantTotal(MARE.merchantCode)).toBe('0.00');
  });

  it('brings every vendor wallet back to the main wallet in one move', async () => {
    await transfer({ from: 'MAIN', to: 'AG', amount: '10' });
    const recall = await transfer({ from: 'ALL', to: 'MAIN' });
    expect(recall.status).toBe(200);
    expect(recall.json.value.balances.mainBalance).toBe(recall.json.value.balances.sumBalance);
    expect(recall.json.value.balances.wallets.slice(1).every((wallet) => wallet.balance === '0.00')).toBe(true);
    const id = requestId();
    const nothingLeft = await transfer({ from: 'ALL', to: 'MAIN', requestId: id });
    expect(nothingLeft.json.value.moved).toBe('0.00');
    // That key is spent on nothing: sent again once money is back in a vendor wallet, it still
    // answers 0.00 and leaves the money where it is.
    await transfer({ from: 'MAIN', to: 'AG', amount: '3' });
    const replayed = await transfer({ from: 'ALL', to: 'MAIN', requestId: id });
    expect([replayed.status, replayed.json.value.moved, walletOf(replayed.json.value.balances, 'AG')]).toEqual([200, '0.00', '3.00']);
    expect((await transfer({ from: 'ALL', to: 'MAIN' })).json.value.moved).toBe('3.00');
  });

  it('refuses more than the source holds, and moves nothing', async () => {
    const before = (await get<Balances>(BALANCE, jogador)).json.value;
    const reply = await transfer({ from: 'MAIN', to: 'PT', amount: '999999' });
    expect([reply.status, reply.json.code]).toEqual([409, 'INSUFFICIENT_FUNDS']);
    const fromEmpty = await transfer({ from: 'PT', to: 'MAIN', amount: '0.01' });
    expect([fromEmpty.status, fromEmpty.json.code]).toEqual([409, 'INSUFFICIENT_FUNDS']);
    expect((await get<Balances>(BALANCE, jogador)).json.value).toEqual(before);
  });

  it.each([
    [{ from: 'MAIN', to: 'PNG', amount: '0' }, 400, 'INVALID_REQUEST'],
    [{ from: 'MAIN', to: 'PNG' }, 400, 'INVALID_REQUEST'],
    [{ from: 'MAIN', to: 'PNG', amount: '-5' }, 400, undefined],
    [{ from: 'MAIN', to: 'PNG', amount: '1.234' }, 400, undefined],
    [{ from: 'MAIN', to: 'PNG', amount: '1e3' }, 400, undefined],
    [{ from: 'MAIN', to: 'PNG', amount: '<script>' }, 400, undefined],
    [{ from: 'MAIN', to: 'MAIN', amount: '1' }, 400, 'INVALID_REQUEST'],
    [{ from: 'PNG', to: 'AG', amount: '1' }, 400, 'INVALID_REQUEST'],
    [{ from: 'ALL', to: 'PNG' }, 400, 'INVALID_REQUEST'],
    [{ from: 'MAIN', to: 'NOPE', amount: '1' }, 404, 'VENDOR_NOT_FOUND'],
    [{ from: 'MAIN', to: 'PNG', amount: '1', extra: true }, 400, undefined],
  ])('refuses a bad transfer %j with %i', async (body, status, code) => {
    const reply = await transfer(body);
    expect(reply.status).toBe(status);
    if (code) expect(reply.json.code).toBe(code);
    expect(reply.json.success).toBe(false);
  });

  it('moves money once for a replayed requestId and refuses the id for another transfer', async () => {
    const id = requestId();
    const first = await transfer({ from: 'MAIN', to: 'CQ9', amount: '7.25', requestId: id });
    const again = await transfer({ from: 'MAIN', to: 'CQ9', amount: '7.25', requestId: id });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(walletOf(again.json.value.balances, 'CQ9')).toBe('7.25');
    const other = await transfer({ from: 'MAIN', to: 'CQ9', amount: '8', requestId: id });
    expect([other.status, other.json.code]).toEqual([409, 'REQUEST_ID_REUSED']);
    const account = await findAccountByUsername(sandbox.db, MARE.merchantCode, 'jogador');
    const { rows } = await sandbox.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM wallet_moves WHERE account_id = $1 AND idempotency_key = $2`,
      [account!.id, id],
    );
    expect(rows[0].count).toBe(1);
  });

  it('keeps each member to their own money: the same requestId of two members are two moves', async () => {
    const membro1 = await tokenOf(sandbox, 'membro1', DEMO_PASSWORD);
    const id = requestId();
    await transfer({ from: 'MAIN', to: 'PNG', amount: '1', requestId: id });
    const theirs = await transfer({ from: 'MAIN', to: 'PNG', amount: '1', requestId: id }, membro1);
    expect(theirs.status).toBe(200);
    expect(walletOf(theirs.json.value.balances, 'PNG')).toBe('1.00');
    expect(theirs.json.value.balances.mainBalance).toBe('419.75');
  });

  it('refuses transfers from a free-play trial account', async () => {
    const trial = await call<{ token: string }>(sandbox, 'POST', '/wps/session/login/freeplay', {
      os: 'Linux',
      platform: 'W',
      randomString: 'abcdefghijklmnop',
      gatewayVersion: 3,
    });
    expect(trial.status).toBe(200);
    const reply = await transfer({ from: 'MAIN', to: 'PNG', amount: '1' }, trial.json.value.token);
    expect([reply.status, reply.json.code]).toEqual([403, 'FORBIDDEN']);
  });

  it('lists the wallets for the transfer page, and none when only the wallet mode is asked', async () => {
    const all = await get<{ singleWallet: boolean; wallets: Wallet[] }>(MERCHANT_WALLET, jogador);
    expect(schemaErrors('relay-GCS_merchantWallet.json', all.json.value)).toEqual([]);
    expect(all.json.value.singleWallet).toBe(false);
    expect(all.json.value.wallets[0].code).toBe('MAIN');
    const mode = await get<{ singleWallet: boolean; wallets: Wallet[] }>(`${MERCHANT_WALLET}?isSingle=1`, jogador);
    expect(mode.json.value).toEqual({ singleWallet: false, wallets: [] });
  });

  it('answers each merchant its own vendors', async () => {
    const trevo = await tokenOf(sandbox, 'jogador', DEMO_PASSWORD, { merchant: TREVO.merchantCode });
    const mare = (await get<Balances>(BALANCE, jogador)).json.value.wallets.map((wallet) => wallet.code);
    const blue = (await get<Balances>(BALANCE, trevo, TREVO.merchantCode)).json.value.wallets.map((wallet) => wallet.code);
    expect(blue).not.toEqual(mare);
    // A token is only good at the merchant that issued it.
    expect((await get(BALANCE, jogador, TREVO.merchantCode)).status).toBe(401);
  });

  it('answers the salary and dividend schemes by account type', async () => {
    const member = await get<Record<string, number>>(CONSOLIDATED, jogador);
    expect(schemaErrors('member-info-funds-consolidated.json', member.json.value)).toEqual([]);
    expect(member.json.value).toEqual({ dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 });
    const agent = await get<Record<string, number>>(CONSOLIDATED, await tokenOf(sandbox, 'agente1', DEMO_PASSWORD));
    expect(agent.json.value).toEqual({ dailysalreqtype: 1, divtypereq: 1, contracthoursalreq: 0, realtimesalreqtype: 0 });
  });

  describe('account record', () => {
    interface Entry {
      moveId: number;
      kind: string;
      wallet: string;
      walletName: string;
      amount: string;
      balanceAfter: string;
    }
    interface Record {
      list: Entry[];
      totalCount: number;
      totalPages: number;
      credits: string;
      debits: string;
    }
    const day = (days: number) => new Date(Date.now() + days * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);
    const record = (token: string, extra = '') =>
      get<Record>(`/wps/v2/records/transactions?from=${day(-60)}&to=${day(1)}&pageNo=1&pageSize=50${extra}`, token);

    it("lists the postings on the member's wallets, newest first, with the balance after each", async () => {
      const membro2 = await tokenOf(sandbox, 'membro2', DEMO_PASSWORD);
      await transfer({ from: 'MAIN', to: 'PT', amount: '12.34' }, membro2);
      const reply = await record(membro2);
      expect(reply.status).toBe(200);
      expect(schemaErrors('v2-records-transactions.json', reply.json.value)).toEqual([]);
      const [first, second] = reply.json.value.list;
      // The transfer: two rows of one move, MAIN first.
      expect(first.moveId).toBe(second.moveId);
      expect([first.kind, first.wallet, first.amount, first.balanceAfter]).toEqual(['TRANSFER', 'MAIN', '-12.34', '98753.09']);
      expect([second.wallet, second.walletName, second.amount, second.balanceAfter]).toEqual(['PT', 'Playtech', '12.34', '12.34']);
      expect([reply.json.value.credits, reply.json.value.debits]).toEqual(['12.34', '12.34']);
    });

    it('filters by kind and refuses a bad range', async () => {
      const deposits = await record(jogador, '&kind=DEPOSIT');
      expect(deposits.json.value.list.length).toBeGreaterThanOrEqual(2);
      expect(deposits.json.value.list.every((entry) => entry.kind === 'DEPOSIT' && entry.wallet === 'MAIN')).toBe(true);
      expect((await get(`/wps/v2/records/transactions?from=${day(-200)}&to=${day(0)}&pageNo=1&pageSize=10`, jogador)).status).toBe(400);
      expect((await get(`/wps/v2/records/transactions?from=${day(0)}&to=${day(-2)}&pageNo=1&pageSize=10`, jogador)).status).toBe(400);
      expect((await get(`/wps/v2/records/transactions?from=${day(-2)}&to=${day(0)}&pageNo=1&pageSize=10&kind=STEAL`, jogador)).status).toBe(
        400,
      );
      expect((await get(`/wps/v2/records/transactions?from=${day(-2)}&to=${day(0)}&pageNo=1&pageSize=10`)).status).toBe(401);
    });

    it("never shows another member's postings", async () => {
      const membro3 = await tokenOf(sandbox, 'membro3', DEMO_PASSWORD);
      const theirs = await record(membro3);
      expect(theirs.json.value).toMatchObject({ list: [], totalCount: 0, credits: '0.00', debits: '0.00' });
    });
  });
});
