import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import { merchantOf } from '../lib/merchant-context';
import type { RouteDeps } from './deps';

/** GET /wps/system/setting/register: the brand's registration rules (also in system/status). */
export function registerRegisterSettingRoutes(scope: FastifyInstance, { reads }: RouteDeps): void {
  scope.get('/wps/system/setting/register', { schema: routeSchema('system-setting-register.json') }, async (request) =>
    ok(await reads.registerRules(merchantOf(request).merchantCode)),
  );
}
