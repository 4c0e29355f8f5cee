import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db';
import { routeSchema } from '../lib/api-schemas';
import { calendarRange } from '../lib/date-range';
import { ok } from '../lib/envelope';
import { pagingOf } from '../lib/paging';
import { apiErrors } from '../lib/errors';
import { enabledRules, NEW_PASSWORD, NEW_USERNAME, ruledFields } from '../lib/field-rules';
import { DEFAULT_PASSWORD } from '../lib/passwords';
import { requireAgent, requireInTeam } from '../lib/require-agent';
import { DuplicateAccountError, findAccountByUsername, insertAccount, type Account } from '../store/accounts';
import { sendCsvExport } from '../lib/csv-export';
import { everyTeamRow, listAgentAnnouncements, pathInTeam, readAgentSettings, teamPage, type TeamRow } from '../store/agent-centre';
import { agentIncome, everyTeamMove, teamTransactions } from '../store/agent-ledger';
import {
  everyPnlRow,
  everyTeamBet,
  profitAndLoss,
  profitAndLossTotals,
  rangeFiguresOf,
  teamBets,
  teamOverview,
} from '../store/agent-reports';
import type { BetStatus } from '../store/bets';
import { consolidatedOf, settleAllSchemes } from '../store/agent-settlement';
import { readRegisterRules } from '../store/register-rules';
import type { MoveKind } from '../store/wallets';
import type { RouteDeps } from './deps';
import { MAX_RECORD_RANGE_DAYS } from './wallet';

interface Paged {
  pageNo: string;
  pageSize: string;
}
interface Ranged {
  from: string;
  to: string;
}

const rangeOf = (query: Ranged) => calendarRange(query.from, query.to, MAX_RECORD_RANGE_DAYS);

/**
 * A team member named in a query, with its level below the agent. An unknown name answers 403
 * NOT_IN_TEAM like another agent's member, so the call tells nothing about accounts outside the team.
 */
async function teamMemberNamed(db: Queryable, agent: Account, username: string): Promise<{ account: Account; level: number }> {
  const account = await findAccountByUsername(db, agent.merchantCode, username);
  const level = await requireInTeam(db, agent, account?.id);
  return { account: account!, level };
}

/** The optional `username` filter of the reports: undefined for the whole team. */
async function filteredMember(db: Queryable, agent: Account, username: string | undefined): Promise<number | undefined> {
  return username === undefined ? undefined : (await teamMemberNamed(db, agent, username)).account.id;
}

/**
 * The agent centre (docs/agent-centre-api.md): every call is the session agent's (403 AGENT_ONLY
 * for a member) and reads only its own team (403 NOT_IN_TEAM for anyone else's account).
 * GET  /wps/v2/agent/settings        the agent's switches, schemes and invitation code
 * GET  /wps/v2/agent/announcements   the merchant's announcements for agents
 * GET  /wps/v2/agent/overview        team counts, the range's money and its days
 * POST /wps/v2/agent/downlines       opens a member or sub-agent account below the agent (encrypted)
 * GET  /wps/v2/agent/team            the team tree, a level at a time, or searched by username
 * GET  /wps/v2/agent/bets            the team's bets
 * GET  /wps/v2/agent/pnl             profit and loss per team member
 * GET  /wps/v2/agent/income          the agent's own salary and dividend credits
 * GET  /wps/v2/agent/transactions    moves on the team members' main wallets
 * GET  /wps/v2/agent/{pnl,team,bets,transactions}/export
 *                                    every row of that report's selection as one streamed CSV
 */
export function registerAgentCentreRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db, clock, passwords } = deps;

  scope.get('/wps/v2/agent/settings', { schema: routeSchema('v2-agent-settings.json') }, async (request) => {
    const agent = await requireAgent(request, deps);
    const settings = await readAgentSettings(db, agent.id);
    return ok({ accountType: agent.type, ...settings, consolidated: consolidatedOf(agent.type) });
  });

  scope.get<{ Querystring: Paged }>(
    '/wps/v2/agent/announcements',
    { schema: routeSchema('v2-agent-announcements.json') },
    async (request) => {
      const agent = await requireAgent(request, deps);
      const page = await listAgentAnnouncements(db, agent.merchantCode, pagingOf(request.query));
      return ok({ ...page, list: page.list.map((entry) => ({ ...entry, createdAt: new Date(entry.createdAt).toISOString() })) });
    },
  );

  scope.get<{ Querystring: Ranged }>('/wps/v2/agent/overview', { schema: routeSchema('v2-agent-overview.json') }, async (request) => {
    const agent = await requireAgent(request, deps);
    return ok(await teamOverview(db, agent.id, rangeOf(request.query)));
  });

  scope.post<{ Body: { username: string; password: string; nickname?: string; accountKind: 'MEMBER' | 'AGENT' } }>(
    '/wps/v2/agent/downlines',
    { schema: routeSchema('v2-agent-downlines.json'), config: { encrypted: true } },
    async (request) => {
      const agent = await requireAgent(request, deps);
      // The merchant's registration rules, with registration's own checks and messages.
      const ruled = ruledFields(enabledRules(await readRegisterRules(db, agent.merchantCode)));
      const username = ruled('username', request.body.username, NEW_USERNAME)!;
      const password = ruled('password', request.body.password, NEW_PASSWORD)!;
      if (await findAccountByUsername(db, agent.merchantCode, username)) throw apiErrors.usernameTaken();
      try {
        const account = await insertAccount(db, {
          merchantCode: agent.merchantCode,
          username,
          passwordHash: await passwords.hash(password),
          usesDefaultPassword: password === DEFAULT_PASSWORD,
          // A sub-agent's switches stay off (the columns' default) until an operator turns them on.
          type: request.body.accountKind === 'AGENT' ? 2 : 0,
          nickname: request.body.nickname?.trim() || username,
          uplineAccountId: agent.id,
          createdAt: clock.now(),
        });
        return ok({ username: account.username, accountType: account.type });
      } catch (error) {
        // Another request took the name between the check and the insert.
        if (error instanceof DuplicateAccountError) throw apiErrors.usernameTaken();
        throw error;
      }
    },
  );

  scope.get<{ Querystring: Ranged & Paged & { parent?: string; username?: string } }>(
    '/wps/v2/agent/team',
    { schema: routeSchema('v2-agent-team.json') },
    async (request) => {
      const agent = await requireAgent(request, deps);
      const { parent: parentName, username: search } = request.query;
      const range = rangeOf(request.query);
      // A search covers the whole team: the parent is then the agent itself.
      const ownTree = search !== undefined || parentName === undefined || parentName.toLowerCase() === agent.username.toLowerCase();
      const parent = ownTree ? { account: agent, level: 0 } : await teamMemberNamed(db, agent, parentName);
      const page = await teamPage(db, agent.id, { parentId: parent.account.id, search, ...pagingOf(request.query) });
      const [path, figuresOf] = await Promise.all([
        pathInTeam(db, agent.id, parent.account.id),
        rangeFiguresOf(
          db,
          range,
          page.list.map((row) => row.accountId),
        ),
      ]);
      return ok({
        parent: {
          username: parent.account.username,
          nickname: parent.account.nickname || parent.account.username,
          accountType: parent.account.type,
          level: parent.level,
        },
        path,
        ...page,
        list: page.list.map(({ accountId, ...row }) => ({ ...row, ...figuresOf(accountId) })),
      });
    },
  );

  scope.get<{ Querystring: Ranged & Paged & { username?: string; vendor?: string; status?: BetStatus } }>(
    '/wps/v2/agent/bets',
    { schema: routeSchema('v2-agent-bets.json') },
    async (request) => {
      const agent = await requireAgent(request, deps);
      const { username, vendor, status } = request.query;
      const range = rangeOf(request.query);
      const accountId = await filteredMember(db, agent, username);
      return ok(await teamBets(db, agent.id, { ...range, vendor, status, accountId, ...pagingOf(request.query) }));
    },
  );

  scope.get<{ Querystring: Ranged & Paged & { username?: string } }>(
    '/wps/v2/agent/pnl',
    { schema: routeSchema('v2-agent-pnl.json') },
    async (request) => {
      const agent = await requireAgent(request, deps);
      const range = rangeOf(request.query);
      const accountId = await filteredMember(db, agent, request.query.username);
      return ok(await profitAndLoss(db, agent.id, range, { accountId, ...pagingOf(request.query) }));
    },
  );

  scope.get<{ Querystring: Ranged & Paged }>('/wps/v2/agent/income', { schema: routeSchema('v2-agent-income.json') }, async (request) => {
    const agent = await requireAgent(request, deps);
    await settleAllSchemes(db, agent, clock.now());
    return ok(await agentIncome(db, agent.id, rangeOf(request.query), pagingOf(request.query)));
  });

  scope.get<{ Querystring: Ranged & Paged & { username?: string; kind?: MoveKind } }>(
    '/wps/v2/agent/transactions',
    { schema: routeSchema('v2-agent-transactions.json') },
    async (request) => {
      const agent = await requireAgent(request, deps);
      const range = rangeOf(request.query);
      const accountId = await filteredMember(db, agent, request.query.username);
      return ok(await teamTransactions(db, agent.id, range, { accountId, kind: request.query.kind, ...pagingOf(request.query) }));
    },
  );

  // The exports: every row of a report's selection in one request, streamed (lib/csv-export.ts).
  const exportName = (report: string, query: Ranged) => `${report}-${query.from}_${query.to}.csv`;

  scope.get<{ Querystring: Ranged & { username?: string } }>(
    '/wps/v2/agent/pnl/export',
    { schema: routeSchema('v2-agent-pnl-export.json') },
    async (request, reply) => {
      const agent = await requireAgent(request, deps);
      const range = rangeOf(request.query);
      const accountId = await filteredMember(db, agent, request.query.username);
      return sendCsvExport(reply, {
        fileName: exportName('lucros-e-perdas', request.query),
        fields: ['username', 'level', 'accountType', 'deposits', 'withdrawals', 'betCount', 'bets', 'payout', 'net', 'bonuses'],
        batches: everyPnlRow(db, agent.id, range, accountId),
        totals: () => profitAndLossTotals(db, agent.id, range, accountId),
      });
    },
  );

  scope.get<{ Querystring: Ranged & { parent?: string; username?: string } }>(
    '/wps/v2/agent/team/export',
    { schema: routeSchema('v2-agent-team-export.json') },
    async (request, reply) => {
      const agent = await requireAgent(request, deps);
      const { parent: parentName, username: search } = request.query;
      const range = rangeOf(request.query);
      const ownTree = search !== undefined || parentName === undefined || parentName.toLowerCase() === agent.username.toLowerCase();
      const parent = ownTree ? agent : (await teamMemberNamed(db, agent, parentName)).account;
      async function* withFigures(): AsyncGenerator<object[]> {
        for await (const batch of everyTeamRow(db, agent.id, { parentId: parent.id, search })) {
          const figuresOf = await rangeFiguresOf(
            db,
            range,
            batch.map((row) => row.accountId),
          );
          yield batch.map(({ accountId, ...row }: TeamRow) => ({ ...row, ...figuresOf(accountId) }));
        }
      }
      return sendCsvExport(reply, {
        fileName: exportName('equipe', request.query),
        fields: [
          'username',
          'nickname',
          'accountType',
          'isAgent',
          'level',
          'registeredAt',
          'lastLoginAt',
          'directCount',
          'teamSize',
          'balance',
          'salaryRate',
          'dividendRate',
          'deposits',
          'bets',
          'net',
        ],
        batches: withFigures(),
      });
    },
  );

  scope.get<{ Querystring: Ranged & { username?: string; vendor?: string; status?: BetStatus } }>(
    '/wps/v2/agent/bets/export',
    { schema: routeSchema('v2-agent-bets-export.json') },
    async (request, reply) => {
      const agent = await requireAgent(request, deps);
      const { username, vendor, status } = request.query;
      const accountId = await filteredMember(db, agent, username);
      const { batches, totals } = everyTeamBet(db, agent.id, { ...rangeOf(request.query), vendor, status, accountId });
      return sendCsvExport(reply, {
        fileName: exportName('equipe-apostas', request.query),
        fields: [
          'username',
          'roundRef',
          'vendor',
          'vendorName',
          'gameName',
          'gameType',
          'stake',
          'payout',
          'net',
          'status',
          'placedAt',
          'settledAt',
        ],
        batches,
        totals,
        totalFields: ['count', 'stake', 'payout', 'net'],
      });
    },
  );

  scope.get<{ Querystring: Ranged & { username?: string; kind?: MoveKind } }>(
    '/wps/v2/agent/transactions/export',
    { schema: routeSchema('v2-agent-transactions-export.json') },
    async (request, reply) => {
      const agent = await requireAgent(request, deps);
      const accountId = await filteredMember(db, agent, request.query.username);
      const { batches, totals } = everyTeamMove(db, agent.id, rangeOf(request.query), { accountId, kind: request.query.kind });
      return sendCsvExport(reply, {
        fileName: exportName('equipe-transacoes', request.query),
        fields: ['moveId', 'username', 'kind', 'amount', 'description', 'createdAt'],
        batches,
        totals,
        totalFields: ['count', 'credits', 'debits'],
      });
    },
  );
}
