import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { HOUR_MS } from '../lib/clock';
import { calendarRange } from '../lib/date-range';
import { ok } from '../lib/envelope';
import { pagingOf } from '../lib/paging';
import { requireAgent } from '../lib/require-agent';
import type { Account } from '../store/accounts';
import { listPayouts, periodOf, shareOf, teamStakes, type Payout, type PayoutScheme } from '../store/agent-payouts';
import { settleScheme } from '../store/agent-settlement';
import { brasiliaDay } from '../store/missions';
import type { RouteDeps } from './deps';
import { MAX_RECORD_RANGE_DAYS } from './wallet';

type RangeQuery = { from: string; to: string; pageNo: string; pageSize: string };
type RangeBody = { from: string; to: string; pageNo: number; pageSize: number };

const paidStatus = (payout: Payout) => (payout.paidAt ? 'PAID' : 'NOTHING_DUE');
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Agent wages and dividends (spec section 7's names). Each call first settles what is due, then
 * answers the records, so an agent who opens the page is paid up to the last closed period:
 * GET  /wps/relay/MCS2_processDailySalContract        daily wages: UTC-3 days since the SALARY contract started
 * POST /wps/relay/MCS2_processContractHourSalary      hourly wages: every completed hour since the contract (those with stakes listed)
 * POST /wps/relay/MCSFE_processRealTimeSalaryContract real-time wages: every completed 5-minute slot (the last 24 hours listed), and the running one
 * GET  /wps/relay/MCS2_processDividendReq             dividends: closed Monday–Sunday weeks since the DIVIDEND contract started
 */
export function registerAgentSalaryRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db, clock } = deps;

  const settle = (agent: Account, scheme: PayoutScheme, now: Date) => settleScheme(db, agent, scheme, now);

  async function salaryRecords(
    agent: Account,
    scheme: 'DAILY' | 'HOURLY',
    query: RangeBody,
    periodKey: (payout: Payout) => Record<string, string>,
  ) {
    const range = calendarRange(query.from, query.to, MAX_RECORD_RANGE_DAYS);
    const { enabled, contract } = await settle(agent, scheme, clock.now());
    // Daily wages list every day since the contract; hours without stakes would bury the ones with pay.
    const page = await listPayouts(db, agent.id, scheme, {
      ...range,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      activeOnly: scheme === 'HOURLY',
    });
    return {
      enabled,
      contract,
      list: page.list.map((payout) => ({
        ...periodKey(payout),
        teamBets: payout.teamBets,
        activeMembers: payout.activeMembers,
        rate: payout.rate,
        amount: payout.amount,
        status: paidStatus(payout),
        paidAt: isoOrNull(payout.paidAt),
      })),
      totalCount: page.totalCount,
      totalPages: page.totalPages,
      totals: { teamBets: page.totals.teamBets, amount: page.totals.amount },
    };
  }

  scope.get<{ Querystring: RangeQuery }>(
    '/wps/relay/MCS2_processDailySalContract',
    { schema: routeSchema('relay-MCS2_processDailySalContract.json') },
    async (request) => {
      const agent = await requireAgent(request, deps);
      const query = { ...request.query, ...pagingOf(request.query) };
      return ok(await salaryRecords(agent, 'DAILY', query, (payout) => ({ date: brasiliaDay(payout.periodStart).day })));
    },
  );

  scope.post<{ Body: RangeBody }>(
    '/wps/relay/MCS2_processContractHourSalary',
    { schema: routeSchema('relay-MCS2_processContractHourSalary.json') },
    async (request) => {
      const agent = await requireAgent(request, deps);
      return ok(await salaryRecords(agent, 'HOURLY', request.body, (payout) => ({ hour: payout.periodStart.toISOString() })));
    },
  );

  scope.post<{ Body: { pageNo: number; pageSize: number } }>(
    '/wps/relay/MCSFE_processRealTimeSalaryContract',
    { schema: routeSchema('relay-MCSFE_processRealTimeSalaryContract.json') },
    async (request) => {
      const agent = await requireAgent(request, deps);
      const now = clock.now();
      const { enabled, contract, rate } = await settle(agent, 'REALTIME', now);
      const running = periodOf('REALTIME', now);
      const runningStakes = await teamStakes(db, agent.id, running);
      const page = await listPayouts(db, agent.id, 'REALTIME', {
        from: new Date(running.start.getTime() - 24 * HOUR_MS),
        to: running.start,
        ...request.body,
        activeOnly: true,
      });
      return ok({
        enabled,
        contract,
        current: {
          slotStart: running.start.toISOString(),
          slotEnd: running.end.toISOString(),
          teamBets: runningStakes,
          projected: enabled && rate ? await shareOf(db, runningStakes, rate) : '0.00',
        },
        nextSettlementAt: running.end.toISOString(),
        list: page.list.map((payout) => ({
          slotStart: payout.periodStart.toISOString(),
          slotEnd: payout.periodEnd.toISOString(),
          teamBets: payout.teamBets,
          rate: payout.rate,
          amount: payout.amount,
          paidAt: payout.settledAt.toISOString(),
        })),
        totalCount: page.totalCount,
        totalPages: page.totalPages,
        totals: { teamBets: page.totals.teamBets, amount: page.totals.amount },
      });
    },
  );

  scope.get<{ Querystring: RangeQuery }>(
    '/wps/relay/MCS2_processDividendReq',
    { schema: routeSchema('relay-MCS2_processDividendReq.json') },
    async (request) => {
      const agent = await requireAgent(request, deps);
      const range = calendarRange(request.query.from, request.query.to, MAX_RECORD_RANGE_DAYS);
      const { enabled, contract } = await settle(agent, 'DIVIDEND', clock.now());
      const page = await listPayouts(db, agent.id, 'DIVIDEND', { ...range, ...pagingOf(request.query) });
      return ok({
        enabled,
        contract,
        list: page.list.map((payout) => ({
          periodStart: brasiliaDay(payout.periodStart).day,
          // The week's last day (its end is the next Monday's first instant).
          periodEnd: brasiliaDay(new Date(payout.periodEnd.getTime() - 1)).day,
          teamBets: payout.teamBets,
          teamNet: payout.teamNet,
          rate: payout.rate,
          amount: payout.amount,
          status: paidStatus(payout),
          paidAt: isoOrNull(payout.paidAt),
        })),
        totalCount: page.totalCount,
        totalPages: page.totalPages,
        totals: page.totals,
      });
    },
  );
}
