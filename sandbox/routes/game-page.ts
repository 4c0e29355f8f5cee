import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { GAME_PAGE_CSP, renderExpiredPage, renderGamePage, renderGamePageCss } from '../lib/game-page';
import { findLaunch } from '../store/launch-tickets';
import { findMerchant } from '../store/merchants';
import { readBalance } from '../store/wallets';
import type { RouteDeps } from './deps';

type Cdn = 'a' | 'b';

/**
 * GET /cdn/{a|b}/play/<ticket>  the demo game page a launch address opens (launch CDN = this server)
 * GET /cdn/{a|b}/play.css       its style sheet (the page's CSP allows no inline style)
 *
 * The ticket is the credential: whoever holds the address sees the member's name and balance
 * for 30 minutes, as with a real provider's launch URL. The page is never cached.
 */
export function registerGamePageRoutes(app: FastifyInstance, { db, clock }: RouteDeps): void {
  app.get<{ Params: { cdn: Cdn; ticket: string } }>(
    '/cdn/:cdn/play/:ticket',
    { schema: routeSchema('cdn-play.json') },
    async (request, reply) => {
      const { cdn, ticket } = request.params;
      const launch = await findLaunch(db, ticket, clock.now());
      const merchant = launch && (await findMerchant(db, launch.merchantCode));
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', GAME_PAGE_CSP);
      if (!launch || !merchant) return reply.code(410).send(renderExpiredPage(cdn));
      return reply.send(renderGamePage({ cdn, merchant, launch, balance: await readBalance(db, launch.accountId) }));
    },
  );

  app.get<{ Params: { cdn: Cdn }; Querystring: { merchant?: string } }>(
    '/cdn/:cdn/play.css',
    { schema: routeSchema('cdn-play.css.json') },
    async (request, reply) => {
      const merchant = request.query.merchant ? await findMerchant(db, request.query.merchant) : undefined;
      return reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=300').send(renderGamePageCss(merchant?.colors));
    },
  );
}
