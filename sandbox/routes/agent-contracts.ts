import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import { pagingOf } from '../lib/paging';
import { ApiError, apiErrors } from '../lib/errors';
import { agentErrors, requireAgent } from '../lib/require-agent';
import { readAgentFlags } from '../store/agent-centre';
import {
  decideContract,
  listContracts,
  offerContract,
  rateText,
  type ContractKind,
  type DecisionRefusal,
  type OfferRefusal,
} from '../store/agent-contracts';
import { agentsInTeam } from '../store/agent-team';
import { settleAllSchemes } from '../store/agent-settlement';
import type { RouteDeps } from './deps';

const contractErrors = {
  contractsOff: () => new ApiError(403, 'CONTRACTS_OFF', 'Os contratos não estão habilitados para a sua conta.'),
  badRate: () => apiErrors.invalidRequest('A taxa pode ter no máximo 2 casas decimais.'),
  offer: {
    NOT_IN_TEAM: agentErrors.notInTeam,
    NOT_AN_AGENT: () => new ApiError(400, 'NOT_AN_AGENT', 'Contratos só podem ser oferecidos a agentes.'),
    NO_CONTRACT: () => new ApiError(400, 'NO_CONTRACT', 'Você não tem um contrato ativo deste tipo.'),
    RATE_ABOVE_OWN: () => new ApiError(400, 'RATE_ABOVE_OWN', 'A taxa não pode ser maior que a sua.'),
    CONTRACT_PENDING: () => new ApiError(409, 'CONTRACT_PENDING', 'Já existe uma oferta pendente deste tipo para esta conta.'),
  } satisfies Record<OfferRefusal, () => ApiError>,
  decision: {
    NOT_FOUND: () => new ApiError(404, 'NOT_FOUND', 'Contrato não encontrado.'),
    CONTRACT_DECIDED: () => new ApiError(409, 'CONTRACT_DECIDED', 'Este contrato já foi aceito ou recusado.'),
    UPLINE_RATE_CHANGED: () =>
      new ApiError(409, 'UPLINE_RATE_CHANGED', 'A taxa do seu superior mudou desde esta oferta. Peça uma nova oferta.'),
  } satisfies Record<DecisionRefusal, () => ApiError>,
};

/**
 * Contracts between an upline and its direct downline agents (agent centre):
 * GET  /wps/v2/agent/contracts               my contracts, my pending offers and the history, paged
 * POST /wps/v2/agent/contracts               offers a direct downline agent a rate (at most my own)
 * POST /wps/v2/agent/contracts/:id/accept    the downline accepts: supersedes its old contract, ends its grants above the new rate (and those below them)
 * POST /wps/v2/agent/contracts/:id/reject    the downline refuses
 */
export function registerAgentContractRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db, clock } = deps;

  scope.get<{ Querystring: { pageNo: string; pageSize: string } }>(
    '/wps/v2/agent/contracts',
    { schema: routeSchema('v2-agent-contracts.json') },
    async (request) => {
      const agent = await requireAgent(request, deps);
      return ok(await listContracts(db, agent.id, pagingOf(request.query)));
    },
  );

  scope.post<{ Body: { downline: string; kind: ContractKind; rate: number } }>(
    '/wps/v2/agent/contracts',
    { schema: routeSchema('v2-agent-contracts-offer.json') },
    async (request) => {
      const agent = await requireAgent(request, deps);
      if (!(await readAgentFlags(db, agent.id)).enableContract) throw contractErrors.contractsOff();
      const rate = rateText(request.body.rate);
      if (!rate) throw contractErrors.badRate();
      const outcome = await db.transaction((tx) =>
        offerContract(tx, { upline: agent, downline: request.body.downline, kind: request.body.kind, rate, now: clock.now() }),
      );
      if (typeof outcome === 'string') throw contractErrors.offer[outcome]();
      return ok(outcome);
    },
  );

  for (const decision of ['accept', 'reject'] as const) {
    scope.post<{ Params: { id: string } }>(
      `/wps/v2/agent/contracts/:id/${decision}`,
      { schema: routeSchema(`v2-agent-contracts-id-${decision}.json`) },
      async (request) => {
        const agent = await requireAgent(request, deps);
        // What the contracts about to change have earned is paid under them first: the agent's own
        // and those of the agents below it, whose grants an acceptance may end.
        if (decision === 'accept')
          for (const account of [agent, ...(await agentsInTeam(db, agent))]) await settleAllSchemes(db, account, clock.now());
        const outcome = await db.transaction((tx) =>
          decideContract(tx, {
            downlineId: agent.id,
            contractId: Number(request.params.id),
            accept: decision === 'accept',
            now: clock.now(),
          }),
        );
        if (typeof outcome === 'string') throw contractErrors.decision[outcome]();
        return ok(outcome);
      },
    );
  }
}
