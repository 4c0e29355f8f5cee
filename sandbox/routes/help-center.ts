import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import { merchantOf } from '../lib/merchant-context';
import { readHelpTopics, readHelpWidgets } from '../store/help';
import type { RouteDeps } from './deps';

/** GET /wps/system/helpCenter: the help topics (HTML answered verbatim) and the footer's help widgets. No token. */
export function registerHelpCenterRoutes(scope: FastifyInstance, { db }: RouteDeps): void {
  scope.get('/wps/system/helpCenter', { schema: routeSchema('system-helpCenter.json') }, async (request) => {
    const { merchantCode } = merchantOf(request);
    const [items, widgets] = await Promise.all([readHelpTopics(db, merchantCode), readHelpWidgets(db, merchantCode)]);
    return ok({ items, widgets });
  });
}
