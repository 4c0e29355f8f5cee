import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { calendarRange } from '../lib/date-range';
import { ok } from '../lib/envelope';
import { requireMember } from '../lib/session-auth';
import { listBets, profitReport, type BetStatus } from '../store/bets';
import { MAX_RECORD_RANGE_DAYS } from './wallet';
import type { RouteDeps } from './deps';

/**
 * The betting record and the profit report (member centre pages personalHistoryCopy and
 * personalProfit), read from the member's own bets and ledger postings only:
 * GET /wps/v2/records/bets     bets by date range, vendor and status, paged, with totals
 * GET /wps/v2/records/profit   settled bets per day and vendor, and the cashier money of the range
 */
export function registerBetRecordRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  scope.get<{ Querystring: { from: string; to: string; vendor?: string; status?: BetStatus; pageNo: string; pageSize: string } }>(
    '/wps/v2/records/bets',
    { schema: routeSchema('v2-records-bets.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      const { from, to, vendor, status, pageNo, pageSize } = request.query;
      const range = calendarRange(from, to, MAX_RECORD_RANGE_DAYS);
      return ok(await listBets(db, member.id, { ...range, vendor, status, pageNo: Number(pageNo), pageSize: Number(pageSize) }));
    },
  );

  scope.get<{ Querystring: { from: string; to: string } }>(
    '/wps/v2/records/profit',
    { schema: routeSchema('v2-records-profit.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      return ok(await profitReport(db, member.id, calendarRange(request.query.from, request.query.to, MAX_RECORD_RANGE_DAYS)));
    },
  );
}
