import { DEMO_PASSWORD } from '../db/seed/accounts';
import { call, tokenOf } from '../testing/accounts';
import { schemaErrors, startSandbox, type RunningSandbox } from '../testing/fixtures';
import { fromCents, toCents } from '../store/wallets';

interface Bet {
  roundRef: string;
  vendor: string;
  vendorName: string;
  gameName: string;
  stake: string;
  payout: string | null;
  net: string | null;
  status: 'PENDING' | 'WON' | 'LOST' | 'VOID';
  placedAt: string;
  settledAt: string | null;
}
interface BetPage {
  list: Bet[];
  totalCount: number;
  totalPages: number;
  totals: { count: number; stake: string; payout: string; net: string };
}
interface ProfitRow {
  key: string;
  name: string;
  bets: number;
  stake: string;
  payout: string;
  net: string;
}
interface Profit {
  days: ProfitRow[];
  vendors: ProfitRow[];
  totals: { bets: number; stake: string; payout: string; net: string };
  cashier: { deposits: string; withdrawals: string; bonuses: string };
}
interface Posting {
  kind: string;
  wallet: string;
  amount: string;
  reference: string | null;
}

const sum = (amounts: readonly string[]) => fromCents(amounts.reduce((total, amount) => total + toCents(amount), 0));

describe('betting record and profit calls', () => {
  let sandbox: RunningSandbox;
  let jogador: string;

  beforeAll(async () => {
    sandbox = await startSandbox();
    jogador = await tokenOf(sandbox, 'jogador', DEMO_PASSWORD);
  }, 60_000);
  afterAll(() => sandbox?.close());

  const day = (days: number) => new Date(Date.now() + days * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);
  const get = <T>(path: string, token?: string) => call<T>(sandbox, 'GET', path, undefined, { token });
  const bets = (token: string, extra = '', size = 50) =>
    get<BetPage>(`/wps/v2/records/bets?from=${day(-7)}&to=${day(0)}&pageNo=1&pageSize=${size}${extra}`, token);

  it("lists the demo member's seeded bets newest first, with nets and totals of the selection", async () => {
    const reply = await bets(jogador);
    expect(reply.status).toBe(200);
    expect(schemaErrors('v2-records-bets.json', reply.json.value)).toEqual([]);
    const { list, totalCount, totals } = reply.json.value;
    expect(totalCount).toBe(20);
    expect(new Set(list.map((bet) => bet.status))).toEqual(new Set(['PENDING', 'WON', 'LOST', 'VOID']));
    expect(new Set(list.map((bet) => bet.vendor)).size).toBe(3);
    const placed = list.map((bet) => Date.parse(bet.placedAt));
    expect(placed).toEqual([...placed].sort((a, b) => b - a));
    for (const bet of list) {
      if (bet.status === 'PENDING') expect([bet.payout, bet.net, bet.settledAt]).toEqual([null, null, null]);
      else expect(bet.net).toBe(fromCents(toCents(bet.payout!) - toCents(bet.stake)));
      if (bet.status === 'VOID') expect(bet.payout).toBe(bet.stake);
      if (bet.status === 'LOST') expect(bet.payout).toBe('0.00');
    }
    expect(totals.count).toBe(20);
    expect(totals.stake).toBe(sum(list.map((bet) => bet.stake)));
    expect(totals.payout).toBe(sum(list.map((bet) => bet.payout ?? '0.00')));
    expect(totals.net).toBe(sum(list.filter((bet) => bet.net !== null).map((bet) => bet.net!)));
    // The seeded play nets to zero overall: the demo balance is what the README says.
    expect((await get<{ sumBalance: string }>('/wps/v2/wallets/balance', jogador)).json.value.sumBalance).toBe('1250.00');
  });

  it('agrees with the ledger: every stake left by a BET move and every return came back by a PAYOUT move of its round', async () => {
    const { list } = (await bets(jogador)).json.value;
    const postings = (
      await get<{ list: Posting[] }>(`/wps/v2/records/transactions?from=${day(-7)}&to=${day(0)}&pageNo=1&pageSize=100`, jogador)
    ).json.value.list;
    for (const bet of list) {
      const ofRound = postings.filter((posting) => posting.reference === bet.roundRef);
      expect(ofRound.filter((posting) => posting.kind === 'BET').map((posting) => [posting.wallet, posting.amount])).toEqual([
        [bet.vendor, `-${bet.stake}`],
      ]);
      const returned = ofRound.filter((posting) => posting.kind === 'PAYOUT').map((posting) => posting.amount);
      expect(sum(returned)).toBe(bet.payout ?? '0.00');
    }
  });

  it("reads every one of the demo member's wallets in time order: each balance-after is the one before plus the posting", async () => {
    const { rows } = await sandbox.db.query<{ wallet: string; amount: string; after: string }>(
      `SELECT w.merchant_code || ':' || w.wallet_code AS wallet, p.amount::text AS amount, p.balance_after::text AS after
         FROM wallet_postings p JOIN wallets w USING (wallet_id) JOIN wallet_moves m USING (move_id) JOIN accounts a ON a.account_id = w.account_id
        WHERE a.username = 'jogador' ORDER BY w.merchant_code, w.wallet_code, m.created_at, m.move_id`,
    );
    expect(rows.length).toBeGreaterThan(60);
    const running = new Map<string, number>();
    for (const row of rows) {
      const next = (running.get(row.wallet) ?? 0) + toCents(row.amount);
      expect([row.wallet, fromCents(next)]).toEqual([row.wallet, row.after]);
      running.set(row.wallet, next);
    }
    // In every brand the seeded credits and the play that loses them leave the documented balance.
    const perMerchant = new Map<string, number>();
    for (const [wallet, cents] of running) perMerchant.set(wallet.split(':')[0], (perMerchant.get(wallet.split(':')[0]) ?? 0) + cents);
    expect([...perMerchant.values()].map(fromCents)).toEqual(['1250.00', '1250.00']);
  });

  it('filters by vendor and status, each filter narrowing the totals, and pages', async () => {
    const { list } = (await bets(jogador)).json.value;
    const vendor = list[0].vendor;
    const ofVendor = (await bets(jogador, `&vendor=${vendor}`)).json.value;
    expect(ofVendor.list.length).toBe(list.filter((bet) => bet.vendor === vendor).length);
    expect(ofVendor.list.every((bet) => bet.vendor === vendor)).toBe(true);
    expect(ofVendor.totals.stake).toBe(sum(ofVendor.list.map((bet) => bet.stake)));
    const lost = (await bets(jogador, '&status=LOST')).json.value;
    expect(lost.list.length).toBe(list.filter((bet) => bet.status === 'LOST').length);
    expect(lost.totals.net).toBe(`-${lost.totals.stake}`);

    const first = (await bets(jogador, '', 8)).json.value;
    const third = (await get<BetPage>(`/wps/v2/records/bets?from=${day(-7)}&to=${day(0)}&pageNo=3&pageSize=8`, jogador)).json.value;
    expect([first.list.length, first.totalPages, third.list.length]).toEqual([8, 3, 4]);
    expect(third.list.map((bet) => bet.roundRef)).toEqual(list.slice(16).map((bet) => bet.roundRef));
  });

  it('reports profit and loss per day and vendor from the settled bets, with the cashier money of the range', async () => {
    const reply = await get<Profit>(`/wps/v2/records/profit?from=${day(-30)}&to=${day(0)}`, jogador);
    expect(reply.status).toBe(200);
    expect(schemaErrors('v2-records-profit.json', reply.json.value)).toEqual([]);
    const { days, vendors, totals, cashier } = reply.json.value;
    const settled = (await bets(jogador)).json.value.list.filter((bet) => bet.status !== 'PENDING');
    expect(totals).toEqual({
      bets: settled.length,
      stake: sum(settled.map((bet) => bet.stake)),
      payout: sum(settled.map((bet) => bet.payout!)),
      net: sum(settled.map((bet) => bet.net!)),
    });
    expect(sum(days.map((row) => row.net))).toBe(totals.net);
    expect(sum(vendors.map((row) => row.net))).toBe(totals.net);
    expect(days.reduce((count, row) => count + row.bets, 0)).toBe(settled.length);
    // Each day is the calendar day in UTC-3 of the settlements it counts.
    const brasiliaDay = (iso: string) => new Date(Date.parse(iso) - 3 * 3_600_000).toISOString().slice(0, 10);
    const perDay = new Map<string, number>();
    for (const bet of settled) perDay.set(brasiliaDay(bet.settledAt!), (perDay.get(brasiliaDay(bet.settledAt!)) ?? 0) + 1);
    expect(Object.fromEntries(days.map((row) => [row.key, row.bets]))).toEqual(Object.fromEntries(perDay));
    expect(vendors.map((row) => row.key).sort()).toEqual([...new Set(settled.map((bet) => bet.vendor))].sort());
    // jogador's seeded cashier history (README): 700.00 paid in, 700.00 paid out (a returned one does not count).
    expect([cashier.deposits, cashier.withdrawals]).toEqual(['700.00', '700.00']);
  });

  it("never shows another member's bets, and refuses bad ranges and calls without a token", async () => {
    const membro = await tokenOf(sandbox, 'membro1', DEMO_PASSWORD);
    const theirs = (await bets(jogador)).json.value.list;
    const mine = await bets(membro, `&vendor=${theirs[0].vendor}`);
    expect(mine.json.value).toEqual({
      list: [],
      totalCount: 0,
      totalPages: 0,
      totals: { count: 0, stake: '0.00', payout: '0.00', net: '0.00' },
    });
    expect((await get<Profit>(`/wps/v2/records/profit?from=${day(-30)}&to=${day(0)}`, membro)).json.value.totals.bets).toBe(0);

    expect((await get(`/wps/v2/records/bets?from=${day(-200)}&to=${day(0)}&pageNo=1&pageSize=10`, jogador)).status).toBe(400);
    expect((await get(`/wps/v2/records/bets?from=${day(0)}&to=${day(-3)}&pageNo=1&pageSize=10`, jogador)).status).toBe(400);
    expect((await get(`/wps/v2/records/bets?from=${day(-1)}&to=${day(0)}&pageNo=1&pageSize=10&status=CHEATED`, jogador)).status).toBe(400);
    expect((await get(`/wps/v2/records/profit?from=${day(-100)}&to=${day(0)}`, jogador)).status).toBe(400);
    expect((await get(`/wps/v2/records/bets?from=${day(-1)}&to=${day(0)}&pageNo=1&pageSize=10`)).status).toBe(401);
    expect((await get(`/wps/v2/records/profit?from=${day(-1)}&to=${day(0)}`)).status).toBe(401);
  });
});
