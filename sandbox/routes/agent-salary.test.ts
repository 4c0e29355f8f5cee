import { DEMO_PASSWORD } from '../db/seed/accounts';
import type { Account } from '../store/accounts';
import { brasiliaDay } from '../store/missions';
import { createTestAccount, insertContract, placeTestBet, testClock } from '../testing/agents';
import { call, tokenOf } from '../testing/accounts';
import { sandboxDatabases } from '../testing/databases';
import { schemaErrors, type RunningSandbox } from '../testing/fixtures';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

interface SalaryRow {
  teamBets: string;
  activeMembers: number;
  rate: number;
  amount: string;
  status: 'PAID' | 'NOTHING_DUE';
  paidAt: string | null;
}
interface Records<Row> {
  enabled: boolean;
  contract: { rate: number; since: string } | null;
  list: Row[];
  totalCount: number;
  totalPages: number;
  totals: { teamBets: string; amount: string; teamNet?: string };
}
interface Realtime extends Records<{ slotStart: string; slotEnd: string; teamBets: string; rate: number; amount: string; paidAt: string }> {
  current: { slotStart: string; slotEnd: string; teamBets: string; projected: string };
  nextSettlementAt: string;
}
interface Week {
  periodStart: string;
  periodEnd: string;
  teamBets: string;
  teamNet: string;
  rate: number;
  amount: string;
  status: 'PAID' | 'NOTHING_DUE';
  paidAt: string | null;
}

/**
 * Everything happens around "base": the Wednesday after today at 12:00:30 in Brasília (UTC-3).
 * monday is that week's Monday (00:00 UTC-3); at(day, hh, mm) is a time of day counted from it.
 */
const today = new Date(`${brasiliaDay(new Date()).day}T00:00:00-03:00`);
const wednesday = new Date(today.getTime() + ((3 - today.getUTCDay() + 7) % 7 || 7) * DAY_MS);
const base = new Date(wednesday.getTime() + 12 * HOUR_MS + 30_000);
const monday = new Date(wednesday.getTime() - 2 * DAY_MS);
const at = (day: number, hours: number, minutes = 0) => new Date(monday.getTime() + day * DAY_MS + hours * HOUR_MS + minutes * MINUTE_MS);
const dayOf = (day: number) => brasiliaDay(at(day, 12)).day;

describe.each(sandboxDatabases())('agent salary and dividend calls on $name', (database) => {
  let sandbox: RunningSandbox;
  let clock: ReturnType<typeof testClock>;
  const accounts: Record<string, Account> = {};

  beforeAll(async () => {
    sandbox = await database.startSandbox();
    clock = testClock(sandbox);
    const { db } = sandbox;
    const allOn = { enableCt: true, enableSalary: true, enableContract: true };
    // The paid agent (type 1, every switch on; its type changes per scheme below), two members, and a sub-agent with a member of its own (still the team).
    accounts.agent = await createTestAccount(db, { username: 'salAgente', type: 1, flags: allOn });
    accounts.m1 = await createTestAccount(db, { username: 'salM1', type: 0, upline: accounts.agent });
    accounts.m2 = await createTestAccount(db, { username: 'salM2', type: 0, upline: accounts.agent });
    accounts.sub = await createTestAccount(db, { username: 'salSub', type: 2, upline: accounts.agent, flags: { enableSalary: true } });
    accounts.m3 = await createTestAccount(db, { username: 'salM3', type: 0, upline: accounts.sub });
    // Same team shape, switches off: nothing may be paid.
    accounts.off = await createTestAccount(db, { username: 'salDesligado', type: 1, flags: { enableContract: true } });
    accounts.offMember = await createTestAccount(db, { username: 'salM4', type: 0, upline: accounts.off });
    await insertContract(db, { kind: 'SALARY', upline: null, downline: accounts.agent, rate: '0.80', status: 'ACTIVE', at: at(-7, 10) });
    await insertContract(db, {
      kind: 'DIVIDEND',
      upline: null,
      downline: accounts.agent,
      rate: '27.50',
      status: 'ACTIVE',
      at: at(-14, 10),
    });
    await insertContract(db, { kind: 'SALARY', upline: null, downline: accounts.off, rate: '1.00', status: 'ACTIVE', at: at(-7, 10) });
    await insertContract(db, { kind: 'DIVIDEND', upline: null, downline: accounts.off, rate: '30.00', status: 'ACTIVE', at: at(-14, 10) });

    const { m1, m2, m3, offMember } = accounts;
    const bets: [Account, string, string | null, Date, Date?][] = [
      [m1, '20.00', '45.00', at(-10, 15)], // the first dividend week: the team won
      [m1, '100.00', '0.00', at(-3, 14)], // Friday
      [m3, '33.33', '50.00', at(-3, 14, 30)],
      [m2, '10.01', '0.00', at(-1, 9, 15)], // Sunday
      [m2, '5.00', '0.00', at(-1, 23, 50), at(0, 0, 10)], // placed on Sunday, settled on Monday
      [m3, '250.00', '0.00', at(1, 20, 7)], // Tuesday evening
      [m1, '7.77', '0.00', at(2, 11)], // Wednesday (base) morning
      [m2, '3.00', null, at(2, 12, 0)], // the running 5-minute slot, still open
      [offMember, '500.00', '0.00', at(-3, 14)],
      [offMember, '40.00', null, at(2, 12, 0)],
    ];
    for (const [member, stake, payout, placedAt, settledAt] of bets) await placeTestBet(db, member, { stake, payout, placedAt, settledAt });
  }, 60_000);
  afterAll(() => sandbox?.close());

  const tokenFor = (name: string) => tokenOf(sandbox, accounts[name].username, DEMO_PASSWORD);
  const mainBalance = async (token: string) =>
    (await call<{ mainBalance: string }>(sandbox, 'GET', '/wps/v2/wallets/balance', undefined, { token })).json.value.mainBalance;
  const checked = async <T>(reply: Promise<{ status: number; json: { value: T; code?: string } }>, schema: string): Promise<T> => {
    const { status, json } = await reply;
    expect([status, json.code]).toEqual([200, undefined]);
    expect(schemaErrors(schema, json.value)).toEqual([]);
    return json.value;
  };
  const range = `from=${dayOf(-14)}&to=${dayOf(3)}`;
  const daily = (token: string, query = `${range}&pageNo=1&pageSize=50`) =>
    checked(
      call<Records<SalaryRow & { date: string }>>(sandbox, 'GET', `/wps/relay/MCS2_processDailySalContract?${query}`, undefined, { token }),
      'relay-MCS2_processDailySalContract.json',
    );
  const hourly = (token: string, body: unknown = { from: dayOf(-14), to: dayOf(3), pageNo: 1, pageSize: 100 }) =>
    checked(
      call<Records<SalaryRow & { hour: string }>>(sandbox, 'POST', '/wps/relay/MCS2_processContractHourSalary', body, { token }),
      'relay-MCS2_processContractHourSalary.json',
    );
  const realtime = (token: string) =>
    checked(
      call<Realtime>(sandbox, 'POST', '/wps/relay/MCSFE_processRealTimeSalaryContract', { pageNo: 1, pageSize: 20 }, { token }),
      'relay-MCSFE_processRealTimeSalaryContract.json',
    );
  const dividends = (token: string) =>
    checked(
      call<Records<Week>>(sandbox, 'GET', `/wps/relay/MCS2_processDividendReq?${range}&pageNo=1&pageSize=20`, undefined, { token }),
      'relay-MCS2_processDividendReq.json',
    );
  /** The salary scheme follows the account type (consolidatedOf: 1 daily, 2 hourly, 41 real-time), so one team is paid under each in turn. */
  const asType = (type: 1 | 2 | 41) => sandbox.db.query('UPDATE accounts SET type = $1 WHERE account_id = $2', [type, accounts.agent.id]);
  const movesOf = async (account: Account, kind: string) =>
    (
      await sandbox.db.query<{ count: number }>('SELECT count(*)::int AS count FROM wallet_moves WHERE account_id = $1 AND kind = $2', [
        account.id,
        kind,
      ])
    ).rows[0].count;

  it('pays each closed day since the contract once: floor(team stakes × rate) to the cent, however often and however concurrently asked', async () => {
    clock.setNow(base);
    const token = await tokenFor('agent');
    expect(await mainBalance(token)).toBe('0.00');
    const [first, concurrent] = await Promise.all([daily(token), daily(token)]);
    expect(concurrent).toEqual(first);
    expect(first.enabled).toBe(true);
    expect(first.contract).toEqual({ rate: 0.8, since: at(-7, 10).toISOString() });
    // Monday of last week to yesterday: nine days, newest first, the quiet ones settled with nothing due.
    expect(first.list.map((row) => `${row.date} ${row.teamBets} ${row.activeMembers} ${row.amount} ${row.status}`)).toEqual([
      `${dayOf(1)} 250.00 1 2.00 PAID`,
      `${dayOf(0)} 0.00 0 0.00 NOTHING_DUE`,
      `${dayOf(-1)} 15.01 1 0.12 PAID`,
      `${dayOf(-2)} 0.00 0 0.00 NOTHING_DUE`,
      `${dayOf(-3)} 133.33 2 1.06 PAID`,
      ...[-4, -5, -6, -7].map((day) => `${dayOf(day)} 0.00 0 0.00 NOTHING_DUE`),
    ]);
    expect(first.list.every((row) => row.rate === 0.8 && (row.status === 'PAID') === (row.paidAt !== null))).toBe(true);
    expect([first.totalCount, first.totalPages, first.totals]).toEqual([9, 1, { teamBets: '398.34', amount: '3.18' }]);

    expect(await daily(token)).toEqual(first);
    expect(await mainBalance(token)).toBe('3.18');
    expect(await movesOf(accounts.agent, 'SALARY')).toBe(3);

    // Paging and the range select from what is settled.
    const page = await daily(token, `${range}&pageNo=2&pageSize=4`);
    expect([page.list.map((row) => row.date), page.totalCount, page.totalPages]).toEqual([[-3, -4, -5, -6].map(dayOf), 9, 3]);
    const friday = await daily(token, `from=${dayOf(-3)}&to=${dayOf(-3)}&pageNo=1&pageSize=5`);
    expect([friday.list.length, friday.totals]).toEqual([1, { teamBets: '133.33', amount: '1.06' }]);

    // A day later Wednesday has closed: it alone is paid (7.77 + the open 3.00 placed that day).
    clock.setNow(new Date(base.getTime() + DAY_MS));
    const laterToken = await tokenFor('agent');
    const later = await daily(laterToken);
    expect(later.list[0]).toMatchObject({ date: dayOf(2), teamBets: '10.77', activeMembers: 2, amount: '0.08', status: 'PAID' });
    expect(later.totalCount).toBe(10);
    expect(await mainBalance(laterToken)).toBe('3.26');
    clock.setNow(base);
  });

  it('pays every completed hour since the contract once', async () => {
    clock.setNow(base);
    await asType(2);
    const token = await tokenFor('agent');
    const before = await mainBalance(token);
    const [first, concurrent] = await Promise.all([hourly(token), hourly(token)]);
    expect(concurrent.totals).toEqual(first.totals);
    // Every hour since the contract started (nine days and two hours ago) is settled, however long
    // the agent stayed away; only those with stakes are listed (and paid): Friday 14:00 (both bets),
    // Sunday 09:00 and 23:00, Tuesday 20:00, today 11:00.
    const { rows: settled } = await sandbox.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM agent_payouts WHERE account_id = $1 AND scheme = 'HOURLY'`,
      [accounts.agent.id],
    );
    expect(settled[0].count).toBe(9 * 24 + 2);
    expect([first.totalCount, first.totalPages]).toEqual([5, 1]);
    expect(first.list.map((row) => `${row.hour} ${row.teamBets} ${row.amount} ${row.status}`)).toEqual([
      `${at(2, 11).toISOString()} 7.77 0.06 PAID`,
      `${at(1, 20).toISOString()} 250.00 2.00 PAID`,
      `${at(-1, 23).toISOString()} 5.00 0.04 PAID`,
      `${at(-1, 9).toISOString()} 10.01 0.08 PAID`,
      `${at(-3, 14).toISOString()} 133.33 1.06 PAID`,
    ]);
    const second = await hourly(token, { from: dayOf(-14), to: dayOf(3), pageNo: 1, pageSize: 2 });
    expect([second.totalPages, second.list.length]).toEqual([3, 2]);
    expect(first.list[0].hour).toBe(at(2, 11).toISOString());
    expect(first.totals).toEqual({ teamBets: '406.11', amount: '3.24' });
    expect(await hourly(token)).toEqual(first);
    expect(await mainBalance(token)).toBe((Number(before) + 3.24).toFixed(2));

    for (const body of [
      { from: dayOf(0), to: dayOf(1), pageNo: '1', pageSize: 10 },
      { from: dayOf(1), to: dayOf(0), pageNo: 1, pageSize: 10 },
      { from: dayOf(-100), to: dayOf(0), pageNo: 1, pageSize: 10 },
      { from: dayOf(0), to: dayOf(1), pageNo: 1, pageSize: 101 },
      { from: dayOf(0), to: dayOf(1), pageNo: 1 },
      { from: 'ontem', to: dayOf(1), pageNo: 1, pageSize: 10 },
    ]) {
      expect([
        JSON.stringify(body),
        (await call(sandbox, 'POST', '/wps/relay/MCS2_processContractHourSalary', body, { token })).status,
      ]).toEqual([JSON.stringify(body), 400]);
    }
  });

  it('pays every completed 5-minute slot since the contract, lists the last 24 hours and shows the running one', async () => {
    clock.setNow(base);
    await asType(41);
    const token = await tokenFor('agent');
    const before = await mainBalance(token);
    const first = await realtime(token);
    expect(first.enabled).toBe(true);
    expect(first.list.map((slot) => `${slot.slotStart} ${slot.slotEnd} ${slot.teamBets} ${slot.amount}`)).toEqual([
      `${at(2, 11).toISOString()} ${at(2, 11, 5).toISOString()} 7.77 0.06`,
      `${at(1, 20, 5).toISOString()} ${at(1, 20, 10).toISOString()} 250.00 2.00`,
    ]);
    expect(first.totals).toEqual({ teamBets: '257.77', amount: '2.06' });
    // 3.00 placed in the running slot: 0.024 would be due, 0.02 rounded down.
    expect(first.current).toEqual({
      slotStart: at(2, 12).toISOString(),
      slotEnd: at(2, 12, 5).toISOString(),
      teamBets: '3.00',
      projected: '0.02',
    });
    expect(first.nextSettlementAt).toBe(at(2, 12, 5).toISOString());
    expect(await realtime(token)).toEqual(first);
    // The older slots with stakes (Friday 14:00, Sunday 09:00 and 23:00: 1.18) are paid too, though not listed.
    expect(await mainBalance(token)).toBe((Number(before) + 2.06 + 1.18).toFixed(2));

    // Once the slot has closed it is paid, and the next one is running.
    clock.setNow(at(2, 12, 6));
    const next = await realtime(token);
    expect(next.list[0]).toMatchObject({ slotStart: at(2, 12).toISOString(), teamBets: '3.00', amount: '0.02' });
    expect(next.current).toMatchObject({ slotStart: at(2, 12, 5).toISOString(), teamBets: '0.00', projected: '0.00' });
    expect(await mainBalance(token)).toBe((Number(before) + 2.08 + 1.18).toFixed(2));
    clock.setNow(base);
  });

  it("pays closed weeks' dividends on the team's net loss once", async () => {
    clock.setNow(base);
    await asType(1);
    const token = await tokenFor('agent');
    const before = await mainBalance(token);
    const [first, concurrent] = await Promise.all([dividends(token), dividends(token)]);
    expect(concurrent).toEqual(first);
    expect(first.contract).toEqual({ rate: 27.5, since: at(-14, 10).toISOString() });
    // Last week the members lost 93.34 (the Sunday-night bet settled this week, so only its stake counts there): 27.5% is 25.6685.
    expect(
      first.list.map((week) => `${week.periodStart} ${week.periodEnd} ${week.teamBets} ${week.teamNet} ${week.amount} ${week.status}`),
    ).toEqual([`${dayOf(-7)} ${dayOf(-1)} 148.34 -93.34 25.66 PAID`, `${dayOf(-14)} ${dayOf(-8)} 20.00 25.00 0.00 NOTHING_DUE`]);
    expect(first.totals).toEqual({ teamBets: '168.34', teamNet: '-68.34', amount: '25.66' });
    expect(await dividends(token)).toEqual(first);
    expect(await mainBalance(token)).toBe((Number(before) + 25.66).toFixed(2));
    expect(await movesOf(accounts.agent, 'DIVIDEND')).toBe(1);
  });

  it('pays nothing while the switches are off, and refuses members and bad input', async () => {
    clock.setNow(base);
    const off = await tokenFor('off');
    for (const records of [await daily(off), await hourly(off), await realtime(off), await dividends(off)]) {
      expect([records.enabled, records.list, records.totalCount]).toEqual([false, [], 0]);
    }
    expect((await realtime(off)).current).toMatchObject({ teamBets: '40.00', projected: '0.00' });
    expect(await mainBalance(off)).toBe('0.00');
    expect(await movesOf(accounts.off, 'SALARY')).toBe(0);

    // A type 2 agent has hourly salary but no daily wages; without a contract nothing is settled.
    const sub = await tokenFor('sub');
    expect(await hourly(sub)).toMatchObject({ enabled: true, contract: null, list: [], totals: { teamBets: '0.00', amount: '0.00' } });
    expect((await daily(sub)).enabled).toBe(false);

    const member = await tokenFor('m1');
    const refused = await call(sandbox, 'GET', `/wps/relay/MCS2_processDailySalContract?${range}&pageNo=1&pageSize=5`, undefined, {
      token: member,
    });
    expect([refused.status, refused.json.code]).toEqual([403, 'AGENT_ONLY']);
    expect((await call(sandbox, 'POST', '/wps/relay/MCSFE_processRealTimeSalaryContract', { pageNo: 1, pageSize: 5 })).status).toBe(401);
    const token = await tokenFor('agent');
    for (const query of [
      `${range}&pageNo=1`,
      `from=${dayOf(1)}&to=${dayOf(0)}&pageNo=1&pageSize=5`,
      `${range}&pageNo=1&pageSize=5&extra=1`,
      `${range}&pageNo=0&pageSize=5`,
    ]) {
      expect([query, (await call(sandbox, 'GET', `/wps/relay/MCS2_processDividendReq?${query}`, undefined, { token })).status]).toEqual([
        query,
        400,
      ]);
    }
    expect(
      (await call(sandbox, 'POST', '/wps/relay/MCSFE_processRealTimeSalaryContract', { pageNo: 1, pageSize: 5, from: dayOf(0) }, { token }))
        .status,
    ).toBe(400);
  });
});
