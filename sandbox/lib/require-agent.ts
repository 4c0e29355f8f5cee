import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db';
import { AGENT_TYPES, type Account } from '../store/accounts';
import { levelInTeam } from '../store/agent-team';
import { ApiError } from './errors';
import { requireMember, type SessionDeps } from './session-auth';

export const agentErrors = {
  agentOnly: () => new ApiError(403, 'AGENT_ONLY', 'Somente agentes podem usar o centro de agentes.'),
  notInTeam: () => new ApiError(403, 'NOT_IN_TEAM', 'Esta conta não faz parte da sua equipe.'),
  /** The agent site's login refuses other accounts, before any session is made. */
  agentLoginOnly: () => new ApiError(403, 'AGENT_LOGIN_ONLY', 'Somente agentes podem entrar.'),
};

/**
 * The agent behind the bearer token, for every agent-centre call: what requireMember refuses,
 * plus 403 AGENT_ONLY for an account whose type may not open the agent centre (spec sections 4, 6).
 */
export async function requireAgent(request: FastifyRequest, deps: SessionDeps): Promise<Account> {
  const account = await requireMember(request, deps);
  if (!AGENT_TYPES.includes(account.type)) throw agentErrors.agentOnly();
  return account;
}

/** The level of a team member, or 403 NOT_IN_TEAM: an agent reads and acts only within its own team. */
export async function requireInTeam(db: Queryable, agent: Account, accountId: number | null | undefined): Promise<number> {
  const level = accountId == null ? null : await levelInTeam(db, agent.id, accountId);
  if (level === null) throw agentErrors.notInTeam();
  return level;
}
