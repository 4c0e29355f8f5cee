import type { JSONSchema } from 'json-schema-to-ts';
import type { ApiClient } from '../../core/api/client';
import type { SchemaDefinition } from '../../core/api/schema-types';
import type common from '../../schemas/generated/api-common';
import type hourlyCall from '../../schemas/generated/api-relay-MCS2_processContractHourSalary';
import type dailyCall from '../../schemas/generated/api-relay-MCS2_processDailySalContract';
import type dividendCall from '../../schemas/generated/api-relay-MCS2_processDividendReq';
import type realtimeCall from '../../schemas/generated/api-relay-MCSFE_processRealTimeSalaryContract';
import type announcementsCall from '../../schemas/generated/api-v2-agent-announcements';
import type betsCall from '../../schemas/generated/api-v2-agent-bets';
import type acceptCall from '../../schemas/generated/api-v2-agent-contracts-id-accept';
import type rejectCall from '../../schemas/generated/api-v2-agent-contracts-id-reject';
import type offerCall from '../../schemas/generated/api-v2-agent-contracts-offer';
import type contractsCall from '../../schemas/generated/api-v2-agent-contracts';
import type downlinesCall from '../../schemas/generated/api-v2-agent-downlines';
import type incomeCall from '../../schemas/generated/api-v2-agent-income';
import type overviewCall from '../../schemas/generated/api-v2-agent-overview';
import type pnlCall from '../../schemas/generated/api-v2-agent-pnl';
import type settingsCall from '../../schemas/generated/api-v2-agent-settings';
import type teamCall from '../../schemas/generated/api-v2-agent-team';
import type transactionsCall from '../../schemas/generated/api-v2-agent-transactions';
import type walletCommon from '../../schemas/generated/api-wallet-common';
import type recordsBets from '../../schemas/generated/api-v2-records-bets';
import type recordsTransactions from '../../schemas/generated/api-v2-records-transactions';
import type consolidatedCall from '../../schemas/generated/api-member-info-funds-consolidated';

type References = [
  typeof common,
  typeof walletCommon,
  typeof recordsBets,
  typeof recordsTransactions,
  typeof consolidatedCall,
  typeof hourlyCall,
  typeof dailyCall,
  typeof dividendCall,
  typeof realtimeCall,
  typeof announcementsCall,
  typeof betsCall,
  typeof acceptCall,
  typeof rejectCall,
  typeof offerCall,
  typeof contractsCall,
  typeof downlinesCall,
  typeof incomeCall,
  typeof overviewCall,
  typeof pnlCall,
  typeof settingsCall,
  typeof teamCall,
  typeof transactionsCall,
];
type Definition<Schema extends { definitions: Record<string, JSONSchema> }, Name extends keyof Schema['definitions']> = SchemaDefinition<
  Schema,
  Name,
  References
>;

/**
 * The agent centre's calls (docs/agent-centre-api.md), typed from their schemas. Every one needs
 * the session token and reads only the agent's own team.
 */
export type AgentSettings = Definition<typeof settingsCall, 'response'>;
export type AnnouncementPage = Definition<typeof announcementsCall, 'response'>;
export type TeamOverview = Definition<typeof overviewCall, 'response'>;
export type NewDownline = Definition<typeof downlinesCall, 'body'>;
export type CreatedDownline = Definition<typeof downlinesCall, 'response'>;
export type TeamRow = Definition<typeof teamCall, 'row'>;
export type TeamPage = Definition<typeof teamCall, 'response'>;
export type TeamBet = Definition<typeof betsCall, 'bet'>;
export type TeamBets = Definition<typeof betsCall, 'response'>;
export type PnlRow = Definition<typeof pnlCall, 'row'>;
export type PnlPage = Definition<typeof pnlCall, 'response'>;
export type IncomeKind = Definition<typeof incomeCall, 'kind'>;
export type IncomePage = Definition<typeof incomeCall, 'response'>;
export type DownlineMove = Definition<typeof transactionsCall, 'entry'>;
export type DownlineMoves = Definition<typeof transactionsCall, 'response'>;
export type ContractKind = Definition<typeof contractsCall, 'kind'>;
export type Contract = Definition<typeof contractsCall, 'contract'>;
export type Contracts = Definition<typeof contractsCall, 'response'>;
export type ContractOffer = Definition<typeof offerCall, 'body'>;
export type DecidedContract = Definition<typeof acceptCall, 'response'>;
export type RejectedContract = Definition<typeof rejectCall, 'response'>;
export type SalaryContract = Definition<typeof dailyCall, 'contract'>;
export type DailyWage = Definition<typeof dailyCall, 'day'>;
export type DailyWages = Definition<typeof dailyCall, 'response'>;
export type HourlyWage = Definition<typeof hourlyCall, 'hour'>;
export type HourlyWages = Definition<typeof hourlyCall, 'response'>;
export type RealtimeSlot = Definition<typeof realtimeCall, 'slot'>;
export type RealtimeSalary = Definition<typeof realtimeCall, 'response'>;
export type Dividend = Definition<typeof dividendCall, 'week'>;
export type Dividends = Definition<typeof dividendCall, 'response'>;

/** The wallet_moves kinds that touch a member's MAIN wallet, in the order the filter offers them (sandbox migration 017). */
export const MOVE_KINDS = [
  'DEPOSIT',
  'WITHDRAWAL',
  'WITHDRAWAL_RETURNED',
  'TRANSFER',
  'UPLINE',
  'BONUS',
  'REWARD',
  'REFERRAL',
  'MISSION',
  'POINTS',
  'BET',
  'PAYOUT',
  'SALARY',
  'DIVIDEND',
  'OPENING',
] as const satisfies readonly DownlineMove['kind'][];

export type DayQuery = { from: string; to: string };
export type PageQuery = { pageNo: number; pageSize: number };

const auth = { auth: true } as const;

export const agentApi = {
  settings: (api: ApiClient) => api.get<AgentSettings>('v2/agent/settings', auth),
  announcements: (api: ApiClient, query: PageQuery) => api.get<AnnouncementPage>('v2/agent/announcements', { ...auth, params: query }),
  overview: (api: ApiClient, query: DayQuery) => api.get<TeamOverview>('v2/agent/overview', { ...auth, params: query }),
  /** Encrypted: the new account's password travels with it. */
  registerDownline: (api: ApiClient, body: NewDownline) =>
    api.post<CreatedDownline>('v2/agent/downlines', body, { ...auth, encrypted: true }),
  team: (api: ApiClient, query: DayQuery & PageQuery & { parent?: string; username?: string }) =>
    api.get<TeamPage>('v2/agent/team', { ...auth, params: query }),
  bets: (api: ApiClient, query: DayQuery & PageQuery & { username?: string; vendor?: string; status?: TeamBet['status'] }) =>
    api.get<TeamBets>('v2/agent/bets', { ...auth, params: query }),
  pnl: (api: ApiClient, query: DayQuery & PageQuery & { username?: string }) =>
    api.get<PnlPage>('v2/agent/pnl', { ...auth, params: query }),
  income: (api: ApiClient, query: DayQuery & PageQuery) => api.get<IncomePage>('v2/agent/income', { ...auth, params: query }),
  transactions: (api: ApiClient, query: DayQuery & PageQuery & { username?: string; kind?: string }) =>
    api.get<DownlineMoves>('v2/agent/transactions', { ...auth, params: query }),
  contracts: (api: ApiClient, query: PageQuery) => api.get<Contracts>('v2/agent/contracts', { ...auth, params: query }),
  offerContract: (api: ApiClient, body: ContractOffer) => api.post<Contract>('v2/agent/contracts', body, auth),
  decideContract: (api: ApiClient, id: number, decision: 'accept' | 'reject') =>
    api.post<DecidedContract | RejectedContract>(`v2/agent/contracts/${id}/${decision}`, {}, auth),
  dailyWages: (api: ApiClient, query: DayQuery & PageQuery) =>
    api.get<DailyWages>('relay/MCS2_processDailySalContract', { ...auth, params: query }),
  hourlySalary: (api: ApiClient, body: DayQuery & PageQuery) => api.post<HourlyWages>('relay/MCS2_processContractHourSalary', body, auth),
  realtimeSalary: (api: ApiClient, body: PageQuery) => api.post<RealtimeSalary>('relay/MCSFE_processRealTimeSalaryContract', body, auth),
  dividends: (api: ApiClient, query: DayQuery & PageQuery) =>
    api.get<Dividends>('relay/MCS2_processDividendReq', { ...auth, params: query }),
};
