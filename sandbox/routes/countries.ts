import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import { merchantOf } from '../lib/merchant-context';
import type { RouteDeps } from './deps';

/** GET /wps/system/countryCode (the merchant's default country) and GET /wps/system/countries. */
export function registerCountryRoutes(scope: FastifyInstance, { reads }: RouteDeps): void {
  scope.get('/wps/system/countryCode', { schema: routeSchema('system-countryCode.json') }, async (request) => {
    const merchant = merchantOf(request);
    return ok({ countryCode: merchant.countryCode, countryDialingCode: merchant.countryDialingCode });
  });

  scope.get('/wps/system/countries', { schema: routeSchema('system-countries.json') }, async () => ok(await reads.countries()));
}
