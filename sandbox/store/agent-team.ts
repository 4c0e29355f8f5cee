import type { Queryable } from '../db/db';
import { AGENT_TYPES, findAccountById, type Account } from './accounts';

/**
 * An agent's team: every account below it, at any depth. The agent centre's calls read only this
 * set, so one agent can never see another's downlines. The set is kept as rows, team_links
 * (migration 023), by triggers on accounts: a report joins the team's own rows through indexes
 * rather than walking the tree on every call.
 */

/**
 * The team as (account id, level) rows: direct downlines are level 1. The agent itself ($1) is not
 * in it. RECURSIVE lets callers add recursive CTEs of their own after a comma.
 */
export const TEAM_CTE = `
  WITH RECURSIVE team(account_id, level) AS (SELECT account_id, level FROM team_links WHERE agent_id = $1)`;

/** The level of `accountId` below `agentId` (1 = direct downline), or null when it is not in the team. */
export async function levelInTeam(db: Queryable, agentId: number, accountId: number): Promise<number | null> {
  const { rows } = await db.query<{ level: number }>(`${TEAM_CTE} SELECT level FROM team WHERE account_id = $2`, [agentId, accountId]);
  return rows[0]?.level ?? null;
}

/** The agents in the team (sub-agents at any depth), as accounts. */
export async function agentsInTeam(db: Queryable, agent: Account): Promise<Account[]> {
  const { rows } = await db.query<{ account_id: number }>(
    `${TEAM_CTE} SELECT t.account_id FROM team t JOIN accounts a USING (account_id) WHERE a.type = ANY($2::int[]) ORDER BY t.level, t.account_id`,
    [agent.id, [...AGENT_TYPES]],
  );
  const accounts = await Promise.all(rows.map((row) => findAccountById(db, row.account_id)));
  return accounts.filter((account): account is Account => account !== undefined);
}
