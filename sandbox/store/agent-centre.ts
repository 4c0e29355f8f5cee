import type { Queryable } from '../db/db';
import { AGENT_TYPES, type AccountType } from './accounts';
import { TEAM_CTE } from './agent-team';

/**
 * What the agent centre stores besides the ledger (migration 017): the per-agent switches, the
 * agents' announcements, and the team tree as the team page browses it.
 */

/** Usernames in the order the agent centre lists them (any case; usernames are unique whatever their case). */
export const compareUsernames = (a: string, b: string): number => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
};

/** One page of rows already in order, with the count of all of them. */
export function pageOf<T>(
  rows: readonly T[],
  page: { pageNo: number; pageSize: number },
): { list: T[]; totalCount: number; totalPages: number } {
  const start = (page.pageNo - 1) * page.pageSize;
  return { list: rows.slice(start, start + page.pageSize), totalCount: rows.length, totalPages: Math.ceil(rows.length / page.pageSize) };
}

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

interface TeamNode {
  accountId: number;
  level: number;
  uplineId: number;
  username: string;
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

/** Everyone below each account of the team, counted from the tree (deepest first). */
function teamSizes(team: readonly TeamNode[]): Map<number, number> {
  const sizes = new Map<number, number>();
  for (const node of [...team].sort((a, b) => b.level - a.level)) {
    sizes.set(node.uplineId, (sizes.get(node.uplineId) ?? 0) + (sizes.get(node.accountId) ?? 0) + 1);
  }
  return sizes;
}

/**
 * A page of the team tree: the direct downlines of `parentId`, or, with `search`, the team members
 * whose username contains it (any case, any level). Ordered by level, then username.
 */
export async function teamPage(
  db: Queryable,
  agentId: number,
  query: { parentId: number; search?: string; pageNo: number; pageSize: number },
) {
  const { rows: team } = await db.query<TeamNode>(
    `${TEAM_CTE}
     SELECT t.account_id AS "accountId", t.level, a.upline_account_id AS "uplineId", a.username
       FROM team t JOIN accounts a ON a.account_id = t.account_id`,
    [agentId],
  );
  const search = query.search?.toLowerCase();
  const matches = team
    .filter((node) => (search === undefined ? node.uplineId === query.parentId : node.username.toLowerCase().includes(search)))
    .sort((a, b) => a.level - b.level || compareUsernames(a.username, b.username));
  const { list: onPage, totalCount, totalPages } = pageOf(matches, query);
  const { rows: details } = await db.query<{
    accountId: number;
    nickname: string;
    accountType: AccountType;
    registeredAt: Date;
    lastLoginAt: Date | null;
    balance: string;
    salaryRate: string | null;
    dividendRate: string | null;
  }>(
    `SELECT a.account_id AS "accountId", a.nickname, a.type AS "accountType", a.created_at AS "registeredAt",
            (SELECT max(s.created_at) FROM sessions s WHERE s.account_id = a.account_id) AS "lastLoginAt",
            (SELECT coalesce(sum(w.balance), 0)::numeric(14, 2)::text FROM wallets w WHERE w.account_id = a.account_id) AS balance,
            ${activeRate('SALARY')} AS "salaryRate", ${activeRate('DIVIDEND')} AS "dividendRate"
       FROM accounts a WHERE a.account_id = ANY ($1::int[])`,
    [onPage.map((node) => node.accountId)],
  );
  const sizes = teamSizes(team);
  const list: TeamRow[] = onPage.map((node) => {
    const detail = details.find((row) => row.accountId === node.accountId)!;
    return {
      accountId: node.accountId,
      username: node.username,
      nickname: detail.nickname || node.username,
      accountType: detail.accountType,
      isAgent: AGENT_TYPES.includes(detail.accountType),
      level: node.level,
      registeredAt: new Date(detail.registeredAt).toISOString(),
      lastLoginAt: detail.lastLoginAt ? new Date(detail.lastLoginAt).toISOString() : null,
      directCount: team.filter((other) => other.uplineId === node.accountId).length,
      teamSize: sizes.get(node.accountId) ?? 0,
      balance: detail.balance,
      salaryRate: detail.salaryRate === null ? null : Number(detail.salaryRate),
      dividendRate: detail.dividendRate === null ? null : Number(detail.dividendRate),
    };
  });
  return { list, totalCount, totalPages };
}

/** The ACTIVE contract rate of a kind that an account holds from its own upline, as SQL. */
function activeRate(kind: 'SALARY' | 'DIVIDEND'): string {
  return `(SELECT c.rate::text FROM agent_contracts c
            WHERE c.downline_account_id = a.account_id AND c.kind = '${kind}' AND c.status = 'ACTIVE'
              AND c.upline_account_id IS NOT DISTINCT FROM a.upline_account_id)`;
}
