import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';

/** GET /wps/health: liveness for scripts and tests. The one /wps call without a merchant header. */
export function registerHealthRoutes(app: FastifyInstance): void {
  app.get('/wps/health', { schema: routeSchema('health.json') }, async () => ok({ ok: true as const }));
}
