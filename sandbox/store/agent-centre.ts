import type { Queryable } from '../db/db';
import { AGENT_TYPES, type AccountType } from './accounts';

/**
 * What the agent centre stores besides the ledger (migration 017): the per-agent switches, the
 * agents' announcements, and the team tree as the team page browses it.
 */

export interface AgentFlags {
  enableCt: boolean;
  enableSalary: boolean;
  enableContract: boolean;
}

export async function readAgentSettings(db: Queryable, accountId: number): Promise<AgentFlags & { inviteCode: string | null }> {
  const { rows } = await db.query<AgentFlags & { inviteCode: string | null }>(
    `SELECT enable_ct AS "enableCt", enable_salary AS "enableSalary", enable_contract AS "enableContract",
            (SELECT code FROM affiliate_codes c WHERE c.account_id = a.account_id ORDER BY code LIMIT 1) AS "inviteCode"
       FROM accounts a WHERE account_id = $1`,
    [accountId],
  );
  return rows[0] ?? { enableCt: false, enableSalary: false, enableContract: false, inviteCode: null };
}

/** The agent-centre switches of an account (all false for a member). */
export async function readAgentFlags(db: Queryable, accountId: number): Promise<AgentFlags> {
  const { enableCt, enableSalary, enableContract } = await readAgentSettings(db, accountId);
  return { enableCt, enableSalary, enableContract };
}

/** Turns an agent's switches on or off (the seed, as an operator would). */
export async function writeAgentFlags(db: Queryable, accountId: number, flags: AgentFlags): Promise<void> {
  await db.query('UPDATE accounts SET enable_ct = $2, enable_salary = $3, enable_contract = $4 WHERE account_id = $1', [
    accountId,
    flags.enableCt,
    flags.enableSalary,
    flags.enableContract,
  ]);
}

export interface AgentAnnouncement {
  id: number;
  title: string;
  content: string;
  pinned: boolean;
  createdAt: Date;
}

/** The merchant's announcements for agents, pinned first, then newest. */
export async function listAgentAnnouncements(db: Queryable, merchantCode: string, page: { pageNo: number; pageSize: number }) {
  const [
    {
      rows: [{ count }],
    },
    { rows },
  ] = await Promise.all([
    db.query<{ count: number }>('SELECT count(*)::int AS count FROM agent_announcements WHERE merchant_code = $1', [merchantCode]),
    db.query<AgentAnnouncement>(
      `SELECT announcement_id AS id, title, content, pinned, created_at AS "createdAt" FROM agent_announcements
        WHERE merchant_code = $1 ORDER BY pinned DESC, created_at DESC, announcement_id DESC LIMIT $2 OFFSET $3`,
      [merchantCode, page.pageSize, (page.pageNo - 1) * page.pageSize],
    ),
  ]);
  return { list: rows, totalCount: count, totalPages: Math.ceil(count / page.pageSize) };
}

export async function insertAgentAnnouncement(
  db: Queryable,
  merchantCode: string,
  announcement: Omit<AgentAnnouncement, 'id'>,
): Promise<void> {
  await db.query('INSERT INTO agent_announcements (merchant_code, title, content, pinned, created_at) VALUES ($1, $2, $3, $4, $5)', [
    merchantCode,
    announcement.title,
    announcement.content,
    announcement.pinned,
    announcement.createdAt,
  ]);
}

/** The chain from the agent (level 0) down to a member of its team (or the agent itself). */
export async function pathInTeam(db: Queryable, agentId: number, accountId: number): Promise<{ username: string; level: number }[]> {
  const { rows } = await db.query<{ username: string; depth: number }>(
    `WITH RECURSIVE chain(account_id, upline_account_id, depth) AS (
       SELECT account_id, upline_account_id, 0 FROM accounts WHERE account_id = $2
       UNION ALL
       SELECT a.account_id, a.upline_account_id, c.depth + 1 FROM accounts a JOIN chain c ON a.account_id = c.upline_account_id
        WHERE c.account_id <> $1
     )
     SELECT a.username, c.depth FROM chain c JOIN accounts a ON a.account_id = c.account_id ORDER BY c.depth DESC`,
    [agentId, accountId],
  );
  const top = rows[0]?.depth ?? 0;
  return rows.map((row) => ({ username: row.username, level: top - row.depth }));
}

export interface TeamRow {
  accountId: number;
  username: string;
  nickname: string;
  accountType: AccountType;
  isAgent: boolean;
  level: number;
  registeredAt: string;
  lastLoginAt: string | null;
  directCount: number;
  teamSize: number;
  balance: string;
  salaryRate: number | null;
  dividendRate: number | null;
}

/** Which part of the team tree a team view lists. */
export interface TeamView {
  /** Whose direct downlines: the agent or a member of its team. */
  parentId: number;
  /** A part of a username (any case): the matching members at any level instead. */
  search?: string;
}

/**
 * SQL of a team view's accounts, by level then username ($1 the links' owner; $2 the search, when
 * there is one): the parent's own links of level 1, or the agent's links filtered by name.
 */
function teamViewSql(agentId: number, view: TeamView): { where: string; params: unknown[] } {
  return view.search === undefined
    ? { where: 'l.agent_id = $1 AND l.level = 1', params: [view.parentId] }
    : { where: 'l.agent_id = $1 AND strpos(l.username_key, lower($2)) > 0', params: [agentId, view.search] };
}
const TEAM_VIEW_ORDER = 'ORDER BY l.level, l.username_key COLLATE "C", l.account_id';

/** The team rows of some accounts of the agent's team, in the order given: details and team counts read for them alone. */
async function teamRowsOf(db: Queryable, agentId: number, accountIds: readonly number[]): Promise<TeamRow[]> {
  if (accountIds.length === 0) return [];
  const { rows } = await db.query<{
    accountId: number;
    username: string;
    nickname: string;
    accountType: AccountType;
    level: number;
    registeredAt: Date;
    lastLoginAt: Date | null;
    balance: string;
    salaryRate: string | null;
    dividendRate: string | null;
    directCount: number;
    teamSize: number;
  }>(
    `SELECT a.account_id AS "accountId", a.username, a.nickname, a.type AS "accountType", l.level, a.created_at AS "registeredAt",
            (SELECT max(s.created_at) FROM sessions s WHERE s.account_id = a.account_id) AS "lastLoginAt",
            (SELECT coalesce(sum(w.balance), 0)::numeric(14, 2)::text FROM wallets w WHERE w.account_id = a.account_id) AS balance,
            ${activeRate('SALARY')} AS "salaryRate", ${activeRate('DIVIDEND')} AS "dividendRate",
            (SELECT count(*) FROM team_links d WHERE d.agent_id = a.account_id AND d.level = 1)::int AS "directCount",
            (SELECT count(*) FROM team_links d WHERE d.agent_id = a.account_id)::int AS "teamSize"
       FROM accounts a JOIN team_links l ON l.agent_id = $1 AND l.account_id = a.account_id
      WHERE a.account_id = ANY ($2::int[])`,
    [agentId, accountIds],
  );
  return accountIds.map((accountId) => {
    const row = rows.find((detail) => detail.accountId === accountId)!;
    return {
      accountId,
      username: row.username,
      nickname: row.nickname || row.username,
      accountType: row.accountType,
      isAgent: AGENT_TYPES.includes(row.accountType),
      level: row.level,
      registeredAt: new Date(row.registeredAt).toISOString(),
      lastLoginAt: row.lastLoginAt ? new Date(row.lastLoginAt).toISOString() : null,
      directCount: row.directCount,
      teamSize: row.teamSize,
      balance: row.balance,
      salaryRate: row.salaryRate === null ? null : Number(row.salaryRate),
      dividendRate: row.dividendRate === null ? null : Number(row.dividendRate),
    };
  });
}

/**
 * A page of the team tree: the direct downlines of `parentId` (the agent or a member of its
 * team), or, with `search`, the team members whose username contains it (any case, any level).
 * Ordered by level, then username. Read from the team links (migration 023), counted and cut in
 * SQL; each page row's details and team counts are read for that row alone.
 */
export async function teamPage(db: Queryable, agentId: number, query: TeamView & { pageNo: number; pageSize: number }) {
  const { where, params } = teamViewSql(agentId, query);
  const next = params.length + 1;
  const [{ rows: counted }, { rows: onPage }] = await Promise.all([
    db.query<{ count: number }>(`SELECT count(*)::int AS count FROM team_links l WHERE ${where}`, params),
    db.query<{ accountId: number }>(
      `SELECT l.account_id AS "accountId" FROM team_links l WHERE ${where} ${TEAM_VIEW_ORDER} LIMIT $${next} OFFSET $${next + 1}`,
      [...params, query.pageSize, (query.pageNo - 1) * query.pageSize],
    ),
  ]);
  const count = counted[0].count;
  return {
    list: await teamRowsOf(
      db,
      agentId,
      onPage.map((row) => row.accountId),
    ),
    totalCount: count,
    totalPages: Math.ceil(count / query.pageSize),
  };
}

/** Every row of a team view, in its order, a batch at a time (each continues the walk where the last ended): the CSV export. */
export async function* everyTeamRow(db: Queryable, agentId: number, view: TeamView, batchSize = 500): AsyncGenerator<TeamRow[]> {
  const { where, params } = teamViewSql(agentId, view);
  const next = params.length + 1;
  let last: { level: number; username_key: string; account_id: number } | undefined;
  for (;;) {
    const { rows }: { rows: { level: number; username_key: string; account_id: number }[] } = last
      ? await db.query(
          `SELECT l.level, l.username_key, l.account_id FROM team_links l
            WHERE ${where} AND (l.level, l.username_key COLLATE "C", l.account_id) > ($${next}, $${next + 1}, $${next + 2})
            ${TEAM_VIEW_ORDER} LIMIT $${next + 3}`,
          [...params, last.level, last.username_key, last.account_id, batchSize],
        )
      : await db.query(`SELECT l.level, l.username_key, l.account_id FROM team_links l WHERE ${where} ${TEAM_VIEW_ORDER} LIMIT $${next}`, [
          ...params,
          batchSize,
        ]);
    if (rows.length === 0) return;
    yield await teamRowsOf(
      db,
      agentId,
      rows.map((row) => row.account_id),
    );
    if (rows.length < batchSize) return;
    last = rows[rows.length - 1];
  }
}

/** The ACTIVE contract rate of a kind that an account holds from its own upline, as SQL. */
function activeRate(kind: 'SALARY' | 'DIVIDEND'): string {
  return `(SELECT c.rate::text FROM agent_contracts c
            WHERE c.downline_account_id = a.account_id AND c.kind = '${kind}' AND c.status = 'ACTIVE'
              AND c.upline_account_id IS NOT DISTINCT FROM a.upline_account_id)`;
}
