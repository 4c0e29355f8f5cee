import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import { apiErrors } from '../lib/errors';
import { merchantOf } from '../lib/merchant-context';
import { findAffiliateAgent } from '../store/accounts';
import type { RouteDeps } from './deps';

/** GET /wps/agent/affiliate?code=&domain=: the agent an invitation code belongs to. */
export function registerAgentRoutes(scope: FastifyInstance, { db }: RouteDeps): void {
  scope.get<{ Querystring: { code: string; domain?: string } }>(
    '/wps/agent/affiliate',
    { schema: routeSchema('agent-affiliate.json') },
    async (request) => {
      const agent = await findAffiliateAgent(db, merchantOf(request).merchantCode, request.query.code);
      if (!agent) throw apiErrors.invalidAffiliate(404);
      return ok({ agent: agent.username });
    },
  );
}
