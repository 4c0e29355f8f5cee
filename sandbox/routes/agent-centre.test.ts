import { DEMO_PASSWORD } from '../db/seed/accounts';
import { findAccountByUsername } from '../store/accounts';
import { creditMemberWallet, fromCents, toCents } from '../store/wallets';
import { call, tokenOf } from '../testing/accounts';
import { MARE, schemaErrors, startSandbox, type RunningSandbox } from '../testing/fixtures';

interface Page<T> {
  list: T[];
  totalCount: number;
  totalPages: number;
}
interface TeamRow {
  username: string;
  accountType: number;
  isAgent: boolean;
  level: number;
  directCount: number;
  teamSize: number;
  balance: string;
  deposits: string;
  bets: string;
  net: string;
  salaryRate: number | null;
  dividendRate: number | null;
}
interface Team extends Page<TeamRow> {
  parent: { username: string; level: number };
  path: { username: string; level: number }[];
}
interface PnlFigures {
  deposits: string;
  withdrawals: string;
  betCount: number;
  bets: string;
  payout: string;
  net: string;
  bonuses: string;
}
interface Pnl extends Page<PnlFigures & { username: string; level: number }> {
  totals: PnlFigures;
}
interface Overview {
  team: { members: number; agents: number; directMembers: number; newMembers: number; activeMembers: number };
  totals: { deposits: string; withdrawals: string; bets: string; payout: string; net: string; bonuses: string };
  days: { date: string; newMembers: number; activeMembers: number; deposits: string; withdrawals: string; bets: string; net: string }[];
}
interface BetPage extends Page<{ username?: string; roundRef: string }> {
  totals: { count: number; stake: string; payout: string; net: string };
}
interface Income extends Page<{ moveId: number; kind: string; amount: string }> {
  totals: { amount: string; byKind: Record<string, string> };
}
interface Transactions extends Page<{ moveId: number; username: string; kind: string; amount: string }> {
  totals: { count: number; credits: string; debits: string };
}

const sum = (amounts: readonly string[]) => fromCents(amounts.reduce((total, amount) => total + toCents(amount), 0));
/** A calendar day in UTC-3, `days` from today. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);
/** The seed's range: the members' play is within the last 14 days. */
const RANGE = `from=${day(-13)}&to=${day(0)}`;

/** Every agent-centre GET with a valid query, and the schema file of its answer. */
const READS: [path: string, schema: string][] = [
  ['/wps/v2/agent/settings', 'v2-agent-settings.json'],
  ['/wps/v2/agent/announcements?pageNo=1&pageSize=10', 'v2-agent-announcements.json'],
  [`/wps/v2/agent/overview?${RANGE}`, 'v2-agent-overview.json'],
  [`/wps/v2/agent/team?${RANGE}&pageNo=1&pageSize=20`, 'v2-agent-team.json'],
  [`/wps/v2/agent/bets?${RANGE}&pageNo=1&pageSize=20`, 'v2-agent-bets.json'],
  [`/wps/v2/agent/pnl?${RANGE}&pageNo=1&pageSize=20`, 'v2-agent-pnl.json'],
  [`/wps/v2/agent/income?${RANGE}&pageNo=1&pageSize=20`, 'v2-agent-income.json'],
  [`/wps/v2/agent/transactions?${RANGE}&pageNo=1&pageSize=20`, 'v2-agent-transactions.json'],
];

describe('agent centre: settings, team and reports', () => {
  let sandbox: RunningSandbox;
  let agente1: string;
  let agente2: string;
  let subagente1: string;

  beforeAll(async () => {
    sandbox = await startSandbox();
    [agente1, agente2, subagente1] = await Promise.all(
      ['agente1', 'agente2', 'subagente1'].map((username) => tokenOf(sandbox, username, DEMO_PASSWORD)),
    );
  }, 60_000);
  afterAll(() => sandbox?.close());

  const get = <T>(path: string, token?: string) => call<T>(sandbox, 'GET', path, undefined, { token });
  const addDownline = (token: string, body: Record<string, unknown>, encrypted = true) =>
    call<{ username: string; accountType: number }>(sandbox, 'POST', '/wps/v2/agent/downlines', body, { token, encrypted });
  /** Every row of a paged report, page by page. */
  const allPages = async <T>(path: string, token: string, pageSize = 2): Promise<T[]> => {
    const rows: T[] = [];
    for (let pageNo = 1; ; pageNo += 1) {
      const reply = await get<Page<T>>(`${path}&pageNo=${pageNo}&pageSize=${pageSize}`, token);
      expect(reply.status).toBe(200);
      rows.push(...reply.json.value.list);
      if (pageNo >= reply.json.value.totalPages) return rows;
    }
  };

  it('answers every call as its schema says', async () => {
    for (const [path, schema] of READS) {
      const reply = await get(path, agente1);
      expect([path, reply.status]).toEqual([path, 200]);
      expect([path, schemaErrors(schema, reply.json.value)]).toEqual([path, []]);
    }
  });

  it('refuses members (403 AGENT_ONLY) and callers without a session (401)', async () => {
    const jogador = await tokenOf(sandbox, 'jogador', DEMO_PASSWORD);
    for (const [path] of READS) {
      const reply = await get(path, jogador);
      expect([path, reply.status, reply.json.code, reply.json.message]).toEqual([
        path,
        403,
        'AGENT_ONLY',
        'Somente agentes podem usar o centro de agentes.',
      ]);
      expect([path, (await get(path)).status]).toEqual([path, 401]);
    }
    const downline = await addDownline(jogador, { username: 'intruso1', password: 'Sorte2026', accountKind: 'MEMBER' });
    expect([downline.status, downline.json.code]).toEqual([403, 'AGENT_ONLY']);
  });

  it('answers the settings of each agent: its switches, schemes and invitation code', async () => {
    const own = await get<Record<string, unknown>>('/wps/v2/agent/settings', agente1);
    expect(own.json.value).toEqual({
      accountType: 1,
      enableCt: true,
      enableSalary: true,
      enableContract: true,
      consolidated: { dailysalreqtype: 1, divtypereq: 1, contracthoursalreq: 0, realtimesalreqtype: 0 },
      inviteCode: 'MARE2026',
    });
    const second = await get<Record<string, unknown>>('/wps/v2/agent/settings', agente2);
    expect(second.json.value).toMatchObject({
      accountType: 2,
      enableCt: true,
      enableSalary: true,
      enableContract: false,
      inviteCode: null,
      consolidated: { dailysalreqtype: 0, divtypereq: 1, contracthoursalreq: 1, realtimesalreqtype: 0 },
    });
    const sub = await get<Record<string, unknown>>('/wps/v2/agent/settings', await tokenOf(sandbox, 'subagente2', DEMO_PASSWORD));
    expect(sub.json.value).toMatchObject({ accountType: 2, enableCt: false, enableSalary: true, enableContract: true });
  });

  it('lists the announcements for agents pinned first, then newest', async () => {
    const reply = await get<Page<{ pinned: boolean; createdAt: string }>>('/wps/v2/agent/announcements?pageNo=1&pageSize=10', agente2);
    const { list, totalCount } = reply.json.value;
    expect([totalCount, list.length, list.filter((entry) => entry.pinned).length]).toEqual([5, 5, 2]);
    expect(list.slice(0, 2).every((entry) => entry.pinned)).toBe(true);
    const unpinned = list.slice(2).map((entry) => Date.parse(entry.createdAt));
    expect(unpinned).toEqual([...unpinned].sort((a, b) => b - a));
  });

  it("shows agente1 its four-level tree, a level at a time, with each row's figures and contract rates", async () => {
    const top = await get<Team>(`/wps/v2/agent/team?${RANGE}&pageNo=1&pageSize=20`, agente1);
    expect(top.json.value.parent).toMatchObject({ username: 'agente1', level: 0 });
    expect(top.json.value.path).toEqual([{ username: 'agente1', level: 0 }]);
    expect(top.json.value.list.map((row) => [row.username, row.level])).toEqual([
      ['membro1', 1],
      ['membro2', 1],
      ['membro3', 1],
      ['subagente1', 1],
    ]);
    expect(top.json.value.list[3]).toMatchObject({
      isAgent: true,
      accountType: 2,
      directCount: 3,
      teamSize: 4,
      salaryRate: 0.8,
      dividendRate: 25,
    });

    const middle = await get<Team>(`/wps/v2/agent/team?${RANGE}&parent=subagente1&pageNo=1&pageSize=20`, agente1);
    expect(middle.json.value.list.map((row) => [row.username, row.level])).toEqual([
      ['membro4', 2],
      ['membro5', 2],
      ['subagente2', 2],
    ]);
    expect(middle.json.value.list[2]).toMatchObject({ directCount: 1, teamSize: 1, salaryRate: 0.5, dividendRate: null });

    const bottom = await get<Team>(`/wps/v2/agent/team?${RANGE}&parent=SubAgente2&pageNo=1&pageSize=20`, agente1);
    expect(bottom.status).toBe(200);
    expect(schemaErrors('v2-agent-team.json', bottom.json.value)).toEqual([]);
    expect(bottom.json.value.parent).toMatchObject({ username: 'subagente2', level: 2 });
    expect(bottom.json.value.path).toEqual([
      { username: 'agente1', level: 0 },
      { username: 'subagente1', level: 1 },
      { username: 'subagente2', level: 2 },
    ]);
    expect(bottom.json.value.list).toEqual([
      expect.objectContaining({
        username: 'membro6',
        level: 3,
        isAgent: false,
        directCount: 0,
        teamSize: 0,
        balance: '1010.00',
        deposits: '1250.00',
        bets: '680.00',
        net: '-240.00',
        salaryRate: null,
      }),
    ]);

    const found = await get<Team>(`/wps/v2/agent/team?${RANGE}&username=MBRO6&pageNo=1&pageSize=20`, agente1);
    expect(found.json.value.list.map((row) => [row.username, row.level])).toEqual([['membro6', 3]]);
    expect(found.json.value.parent).toMatchObject({ username: 'agente1', level: 0 });
    const members = await get<Team>(`/wps/v2/agent/team?${RANGE}&username=membro&pageNo=2&pageSize=4`, agente1);
    // Level by level, then by name: membro1–3 (level 1), membro4–5 (2), membro6 (3).
    expect([members.json.value.totalCount, members.json.value.totalPages, members.json.value.list.map((row) => row.username)]).toEqual([
      6,
      2,
      ['membro5', 'membro6'],
    ]);

    // A sub-agent sees its own part of the tree, levels counted from itself.
    const own = await get<Team>(`/wps/v2/agent/team?${RANGE}&username=membro6&pageNo=1&pageSize=20`, subagente1);
    expect(own.json.value.list.map((row) => [row.username, row.level])).toEqual([['membro6', 2]]);
  });

  it('keeps every agent to its own team (403 NOT_IN_TEAM, also for names that do not exist)', async () => {
    const refused = [
      `/wps/v2/agent/team?${RANGE}&parent=subagente1&pageNo=1&pageSize=20`,
      `/wps/v2/agent/bets?${RANGE}&username=membro4&pageNo=1&pageSize=20`,
      `/wps/v2/agent/pnl?${RANGE}&username=membro4&pageNo=1&pageSize=20`,
      `/wps/v2/agent/transactions?${RANGE}&username=membro4&pageNo=1&pageSize=20`,
      `/wps/v2/agent/pnl?${RANGE}&username=ninguem&pageNo=1&pageSize=20`,
    ];
    for (const path of refused) {
      const reply = await get(path, agente2);
      expect([path, reply.status, reply.json.code, reply.json.message]).toEqual([
        path,
        403,
        'NOT_IN_TEAM',
        'Esta conta não faz parte da sua equipe.',
      ]);
    }
    // Upwards and sideways are outside a team too.
    expect((await get(`/wps/v2/agent/team?${RANGE}&parent=agente1&pageNo=1&pageSize=20`, subagente1)).json.code).toBe('NOT_IN_TEAM');
    expect((await get(`/wps/v2/agent/bets?${RANGE}&username=membro1&pageNo=1&pageSize=20`, subagente1)).json.code).toBe('NOT_IN_TEAM');
    // Nothing of agente1's team reaches agente2's reports.
    const theirs = await get<Pnl>(`/wps/v2/agent/pnl?${RANGE}&pageNo=1&pageSize=20`, agente2);
    expect([theirs.json.value.totalCount, theirs.json.value.totals.bets]).toEqual([0, '0.00']);
  });

  it("answers a pnl row for membro4 equal to membro4's own profit and betting records", async () => {
    const row = await get<Pnl>(`/wps/v2/agent/pnl?${RANGE}&username=MEMBRO4&pageNo=1&pageSize=20`, agente1);
    expect(row.json.value.list).toHaveLength(1);
    const pnl = row.json.value.list[0];
    expect(pnl).toMatchObject({
      username: 'membro4',
      level: 2,
      deposits: '800.00',
      betCount: 15,
      bets: '250.00',
      payout: '187.50',
      net: '-62.50',
    });

    const membro4 = await tokenOf(sandbox, 'membro4', DEMO_PASSWORD);
    const profit = await get<{
      totals: { payout: string; net: string };
      cashier: { deposits: string; withdrawals: string; bonuses: string };
    }>(`/wps/v2/records/profit?${RANGE}`, membro4);
    const bets = await get<BetPage>(`/wps/v2/records/bets?${RANGE}&pageNo=1&pageSize=100`, membro4);
    expect(pnl).toEqual({
      username: 'membro4',
      level: 2,
      accountType: 0,
      ...profit.json.value.cashier,
      betCount: bets.json.value.totals.count,
      bets: bets.json.value.totals.stake,
      payout: profit.json.value.totals.payout,
      net: profit.json.value.totals.net,
    });

    // The team's bets of membro4 are membro4's own betting record, row for row.
    const team = await get<BetPage>(`/wps/v2/agent/bets?${RANGE}&username=membro4&pageNo=1&pageSize=100`, agente1);
    expect(team.json.value.totals).toEqual(bets.json.value.totals);
    expect(team.json.value.list.map(({ username, ...bet }) => [username, bet])).toEqual(
      bets.json.value.list.map((bet) => ['membro4', bet]),
    );
  });

  it('answers pnl totals equal to the sum of every row, over all pages', async () => {
    const first = await get<Pnl>(`/wps/v2/agent/pnl?${RANGE}&pageNo=1&pageSize=2`, agente1);
    const rows = await allPages<PnlFigures & { username: string }>(`/wps/v2/agent/pnl?${RANGE}`, agente1);
    expect(rows.map((row) => row.username)).toEqual(['membro4', 'membro5', 'membro6']);
    const { totals } = first.json.value;
    for (const key of ['deposits', 'withdrawals', 'bets', 'payout', 'net', 'bonuses'] as const)
      expect([key, totals[key]]).toEqual([key, sum(rows.map((row) => row[key]))]);
    expect(totals.betCount).toBe(rows.reduce((count, row) => count + row.betCount, 0));
    expect(totals).toMatchObject({ deposits: '2250.00', betCount: 35, bets: '1025.00', payout: '727.50', net: '-297.50' });
    const bets = await get<BetPage>(`/wps/v2/agent/bets?${RANGE}&pageNo=1&pageSize=5`, agente1);
    expect([bets.json.value.totals.count, bets.json.value.totals.stake, bets.json.value.totalPages]).toEqual([35, '1025.00', 7]);
  });

  it('answers an overview whose days sum to its totals', async () => {
    const reply = await get<Overview>(`/wps/v2/agent/overview?${RANGE}`, agente1);
    const { team, totals, days } = reply.json.value;
    expect(team).toMatchObject({ members: 8, agents: 2, directMembers: 4, activeMembers: 3 });
    expect(days.map((entry) => entry.date)).toEqual(Array.from({ length: 14 }, (_, index) => day(index - 13)));
    for (const key of ['deposits', 'withdrawals', 'bets', 'net'] as const)
      expect([key, sum(days.map((entry) => entry[key]))]).toEqual([key, totals[key]]);
    expect(days.reduce((count, entry) => count + entry.newMembers, 0)).toBe(team.newMembers);
    expect(Math.max(...days.map((entry) => entry.activeMembers))).toBeLessThanOrEqual(team.activeMembers);
    expect(totals).toMatchObject({ deposits: '2250.00', bets: '1025.00', payout: '727.50', net: '-297.50' });
  });

  it("lists the moves on the team members' main wallets, signed as each member sees them", async () => {
    const deposits = await get<Transactions>(
      `/wps/v2/agent/transactions?${RANGE}&username=membro4&kind=DEPOSIT&pageNo=1&pageSize=20`,
      agente1,
    );
    expect(deposits.json.value.list.map((entry) => [entry.username, entry.kind, entry.amount])).toEqual([
      ['membro4', 'DEPOSIT', '300.00'],
      ['membro4', 'DEPOSIT', '500.00'],
    ]);
    expect(deposits.json.value.totals).toEqual({ count: 2, credits: '800.00', debits: '0.00' });
    const first = await get<Transactions>(`/wps/v2/agent/transactions?${RANGE}&pageNo=1&pageSize=3`, agente1);
    const rows = await allPages<{ amount: string; username: string }>(`/wps/v2/agent/transactions?${RANGE}`, agente1, 7);
    expect(rows).toHaveLength(first.json.value.totals.count);
    expect(first.json.value.totals.credits).toBe(sum(rows.filter((row) => !row.amount.startsWith('-')).map((row) => row.amount)));
    expect(first.json.value.totals.debits).toBe(sum(rows.filter((row) => row.amount.startsWith('-')).map((row) => row.amount.slice(1))));
    expect(new Set(rows.map((row) => row.username))).toEqual(new Set(['membro4', 'membro5', 'membro6']));
  });

  it("lists the agent's own salary and dividend credits by scheme", async () => {
    // agente42 runs no scheme of its own (nothing is settled on reading), so only these credits show.
    const agent = (await findAccountByUsername(sandbox.db, MARE.merchantCode, 'agente42'))!;
    const token = await tokenOf(sandbox, 'agente42', DEMO_PASSWORD);
    const now = new Date();
    const hourly = await creditMemberWallet(sandbox.db, {
      merchantCode: MARE.merchantCode,
      accountId: agent.id,
      amount: '12.34',
      kind: 'SALARY',
      description: 'Salário por hora',
      now,
    });
    await sandbox.db.query(
      `INSERT INTO agent_payouts (account_id, scheme, period_start, period_end, team_bets, rate, amount, move_id, settled_at)
       VALUES ($1, 'HOURLY', $2, $3, '1234.00', '1.00', '12.34', $4, $3)`,
      [agent.id, new Date(now.getTime() - 3_600_000), now, hourly.moveId],
    );
    await creditMemberWallet(sandbox.db, {
      merchantCode: MARE.merchantCode,
      accountId: agent.id,
      amount: '56.78',
      kind: 'DIVIDEND',
      description: 'Dividendos da semana',
      now: new Date(now.getTime() + 1000),
    });
    await creditMemberWallet(sandbox.db, {
      merchantCode: MARE.merchantCode,
      accountId: agent.id,
      amount: '1.00',
      kind: 'SALARY',
      description: 'Salário diário',
      now: new Date(now.getTime() + 2000),
    });

    const reply = await get<Income>(`/wps/v2/agent/income?${RANGE}&pageNo=1&pageSize=2`, token);
    expect(reply.status).toBe(200);
    expect(schemaErrors('v2-agent-income.json', reply.json.value)).toEqual([]);
    expect(reply.json.value.list.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['DAILY_SALARY', '1.00'],
      ['DIVIDEND', '56.78'],
    ]);
    expect([reply.json.value.totalCount, reply.json.value.totalPages]).toEqual([3, 2]);
    expect(reply.json.value.totals).toEqual({
      amount: '70.12',
      byKind: { DAILY_SALARY: '1.00', HOURLY_SALARY: '12.34', REALTIME_SALARY: '0.00', DIVIDEND: '56.78' },
    });
    // Another agent's income is its own.
    expect((await get<Income>(`/wps/v2/agent/income?${RANGE}&pageNo=1&pageSize=2`, agente2)).json.value.totalCount).toBe(0);
  });

  it('settles what is due before it answers, so income agrees with the wage and dividend records', async () => {
    const income = await get<Income>(`/wps/v2/agent/income?${RANGE}&pageNo=1&pageSize=100`, subagente1);
    const hourly = await call<{ totals: { amount: string } }>(
      sandbox,
      'POST',
      '/wps/relay/MCS2_processContractHourSalary',
      { from: day(-13), to: day(0), pageNo: 1, pageSize: 100 },
      { token: subagente1 },
    );
    const dividends = await get<{ totals: { amount: string } }>(
      `/wps/relay/MCS2_processDividendReq?${RANGE}&pageNo=1&pageSize=100`,
      subagente1,
    );
    const { byKind } = income.json.value.totals;
    expect([byKind.HOURLY_SALARY, byKind.DIVIDEND]).toEqual([hourly.json.value.totals.amount, dividends.json.value.totals.amount]);
    expect(Number(byKind.HOURLY_SALARY)).toBeGreaterThan(0);
  });

  it('opens member and sub-agent accounts below the agent, under the registration rules', async () => {
    const member = await addDownline(subagente1, { username: 'novomembro1', password: 'Sorte2026', accountKind: 'MEMBER' });
    expect([member.status, member.json.value]).toEqual([200, { username: 'novomembro1', accountType: 0 }]);
    expect(schemaErrors('v2-agent-downlines.json', member.json.value)).toEqual([]);
    const agent = await addDownline(subagente1, {
      username: 'novoagente1',
      password: 'Sorte2026',
      nickname: 'Novo Agente',
      accountKind: 'AGENT',
    });
    expect([agent.status, agent.json.value]).toEqual([200, { username: 'novoagente1', accountType: 2 }]);

    const team = await get<Team>(`/wps/v2/agent/team?${RANGE}&parent=subagente1&pageNo=1&pageSize=20`, agente1);
    expect(
      team.json.value.list
        .filter((row) => row.username.startsWith('novo'))
        .map((row) => [row.username, row.accountType, row.level, row.balance]),
    ).toEqual([
      ['novoagente1', 2, 2, '0.00'],
      ['novomembro1', 0, 2, '0.00'],
    ]);
    // The new sub-agent logs in to an agent centre whose switches are off, and an empty team.
    const newAgent = await tokenOf(sandbox, 'novoagente1', 'Sorte2026');
    expect((await get('/wps/v2/agent/settings', newAgent)).json.value).toMatchObject({
      accountType: 2,
      enableCt: false,
      enableSalary: false,
      enableContract: false,
    });
    expect((await get<Team>(`/wps/v2/agent/team?${RANGE}&pageNo=1&pageSize=20`, newAgent)).json.value.totalCount).toBe(0);
    expect((await get<Overview>(`/wps/v2/agent/overview?${RANGE}`, agente1)).json.value.team).toMatchObject({ members: 10, agents: 3 });

    const taken = await addDownline(agente1, { username: 'membro1', password: 'Sorte2026', accountKind: 'MEMBER' });
    expect([taken.status, taken.json.code, taken.json.message]).toEqual([409, 'USERNAME_TAKEN', 'Este nome de usuário já está em uso.']);
    const tooShort = await addDownline(agente1, { username: 'abc', password: 'Sorte2026', accountKind: 'MEMBER' });
    expect([tooShort.status, tooShort.json.code, tooShort.json.message]).toEqual([
      400,
      'INVALID_REQUEST',
      'O campo "Nome de usuário" deve ter entre 6 e 16 caracteres.',
    ]);
    const weak = await addDownline(agente1, { username: 'novomembro2', password: 'somenteletras', accountKind: 'MEMBER' });
    expect([weak.status, weak.json.message]).toEqual([400, 'O campo "Senha" tem um formato inválido.']);
    const plain = await addDownline(agente1, { username: 'novomembro2', password: 'Sorte2026', accountKind: 'MEMBER' }, false);
    expect([plain.status, plain.json.code]).toEqual([400, 'PAYLOAD_NOT_ENCRYPTED']);
    const unknownKind = await addDownline(agente1, { username: 'novomembro2', password: 'Sorte2026', accountKind: 'BOSS' });
    expect([unknownKind.status, unknownKind.json.code]).toEqual([400, 'INVALID_REQUEST']);
    expect(await findAccountByUsername(sandbox.db, MARE.merchantCode, 'novomembro2')).toBeUndefined();
  });

  it('answers bad input with 400, never a 500', async () => {
    const bad = [
      `/wps/v2/agent/overview?from=${day(0)}&to=${day(-1)}`,
      `/wps/v2/agent/overview?from=${day(-100)}&to=${day(0)}`,
      '/wps/v2/agent/overview?from=2026-02-30&to=2026-03-01',
      `/wps/v2/agent/overview?${RANGE}&extra=1`,
      `/wps/v2/agent/team?${RANGE}&username=a&pageNo=1&pageSize=20`,
      `/wps/v2/agent/team?${RANGE}&parent=%20x&pageNo=1&pageSize=20`,
      `/wps/v2/agent/bets?${RANGE}&status=LOST&vendor=pt&pageNo=1&pageSize=20`,
      `/wps/v2/agent/pnl?${RANGE}&pageNo=0&pageSize=20`,
      `/wps/v2/agent/transactions?${RANGE}&kind=GIFT&pageNo=1&pageSize=20`,
      '/wps/v2/agent/announcements?pageNo=1&pageSize=101',
      `/wps/v2/agent/income?${RANGE}`,
    ];
    for (const path of bad) {
      const reply = await get(path, agente1);
      expect([path, reply.status, reply.json.code]).toEqual([path, 400, 'INVALID_REQUEST']);
    }
  });
});
