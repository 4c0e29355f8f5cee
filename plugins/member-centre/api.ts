import type { JSONSchema } from 'json-schema-to-ts';
import type { ApiClient } from '../../core/api/client';
import type { SchemaDefinition } from '../../core/api/schema-types';
import type common from '../../schemas/generated/api-common';
import type pointsBalance from '../../schemas/generated/api-relay-MCS2_getPointBalance';
import type redeemCall from '../../schemas/generated/api-relay-passwordCheck-MCS2_redeemPointReward';
import type channelsCall from '../../schemas/generated/api-v2-wallets-deposit-channels';
import type depositCall from '../../schemas/generated/api-v2-wallets-deposits';
import type depositListCall from '../../schemas/generated/api-v2-wallets-deposits-list';
import type payoutCall from '../../schemas/generated/api-v2-wallets-payout-accounts';
import type confirmationCall from '../../schemas/generated/api-v2-wallets-withdrawals-confirmation';
import type withdrawalCall from '../../schemas/generated/api-v2-wallets-withdrawals';
import type withdrawalListCall from '../../schemas/generated/api-v2-wallets-withdrawals-list';
import type overviewCall from '../../schemas/generated/api-v2-wallets-withdrawals-overview';
import type walletCommon from '../../schemas/generated/api-wallet-common';
import type transferCall from '../../schemas/generated/api-relay-GCS_walletTransfer';
import type rgCall from '../../schemas/generated/api-v2-responsible-gaming';
import type rgLimitCall from '../../schemas/generated/api-v2-responsible-gaming-deposit-limits';
import type rgSessionCall from '../../schemas/generated/api-v2-responsible-gaming-session';
import type rgExclusionCall from '../../schemas/generated/api-v2-responsible-gaming-self-exclusion';
import type recordsCall from '../../schemas/generated/api-v2-records-transactions';
import type unreadCountCall from '../../schemas/generated/api-relay-CSP_unreadCount';
import type messagesCall from '../../schemas/generated/api-v2-messages';
import type readCall from '../../schemas/generated/api-v2-messages-id-read';
import type readAllCall from '../../schemas/generated/api-v2-messages-read-all';
import type deleteMessageCall from '../../schemas/generated/api-v2-messages-id';
import type betsCall from '../../schemas/generated/api-v2-records-bets';
import type profitCall from '../../schemas/generated/api-v2-records-profit';
import type rewardsCall from '../../schemas/generated/api-v2-rewards';
import type claimCall from '../../schemas/generated/api-v2-rewards-id-claim';
import type bonusesCall from '../../schemas/generated/api-v2-records-bonuses';
import type uplineCall from '../../schemas/generated/api-v2-wallets-upline';
import type uplineTransferCall from '../../schemas/generated/api-v2-wallets-upline-transfer';
import type missionSummaryCall from '../../schemas/generated/api-relay-MCSFE_getMissionSummaryDetails';
import type missionBoardCall from '../../schemas/generated/api-relay-MCSFE_getMissionLeaderboard';
import type missionClaimCall from '../../schemas/generated/api-v2-missions-code-claim';
import type referralCall from '../../schemas/generated/api-v2-referral';
import type securityCall from '../../schemas/generated/api-v2-member-security';

type References = [
  typeof common,
  typeof walletCommon,
  typeof pointsBalance,
  typeof redeemCall,
  typeof channelsCall,
  typeof depositCall,
  typeof depositListCall,
  typeof payoutCall,
  typeof confirmationCall,
  typeof withdrawalCall,
  typeof withdrawalListCall,
  typeof overviewCall,
  typeof transferCall,
  typeof rgCall,
  typeof rgLimitCall,
  typeof rgSessionCall,
  typeof rgExclusionCall,
  typeof recordsCall,
  typeof unreadCountCall,
  typeof messagesCall,
  typeof readCall,
  typeof readAllCall,
  typeof deleteMessageCall,
  typeof betsCall,
  typeof profitCall,
  typeof rewardsCall,
  typeof claimCall,
  typeof bonusesCall,
  typeof uplineCall,
  typeof uplineTransferCall,
  typeof missionSummaryCall,
  typeof missionBoardCall,
  typeof missionClaimCall,
  typeof referralCall,
  typeof securityCall,
];
type Definition<Schema extends { definitions: Record<string, JSONSchema> }, Name extends keyof Schema['definitions']> = SchemaDefinition<
  Schema,
  Name,
  References
>;

export type Balances = Definition<typeof walletCommon, 'balances'>;
export type Wallet = Definition<typeof walletCommon, 'wallet'>;
export type TransferResult = Definition<typeof transferCall, 'response'>;
export type DepositChannels = Definition<typeof channelsCall, 'response'>;
export type DepositChannel = Definition<typeof channelsCall, 'channel'>;
export type DepositOrder = Definition<typeof depositCall, 'order'>;
export type OpenedDeposit = Definition<typeof depositCall, 'response'>;
export type DepositPage = Definition<typeof depositListCall, 'response'>;
export type PayoutAccount = Definition<typeof payoutCall, 'payoutAccount'>;
export type WithdrawalOverview = Definition<typeof overviewCall, 'response'>;
export type WithdrawalConfirmation = Definition<typeof confirmationCall, 'response'>;
export type Withdrawal = Definition<typeof withdrawalCall, 'withdrawal'>;
export type WithdrawalPage = Definition<typeof withdrawalListCall, 'response'>;
export type GamingOverview = Definition<typeof rgCall, 'overview'>;
export type LimitPeriod = Definition<typeof rgCall, 'depositLimit'>['period'];
export type LimitChange = Definition<typeof rgLimitCall, 'response'>;
export type GamingSession = Definition<typeof rgSessionCall, 'response'>;
export type LedgerKind = Definition<typeof recordsCall, 'kind'>;
export type LedgerPage = Definition<typeof recordsCall, 'response'>;
export type InboxCounts = Definition<typeof unreadCountCall, 'counts'>;
export type Message = Definition<typeof messagesCall, 'message'>;
export type Inbox = Definition<typeof messagesCall, 'response'>;
export type ReadMessage = Definition<typeof readCall, 'response'>;
export type ReadAll = Definition<typeof readAllCall, 'response'>;
export type DeletedMessage = Definition<typeof deleteMessageCall, 'response'>;
export type BetStatus = Definition<typeof betsCall, 'status'>;
export type BetPage = Definition<typeof betsCall, 'response'>;
export type ProfitReport = Definition<typeof profitCall, 'response'>;
export type Reward = Definition<typeof rewardsCall, 'reward'>;
export type Rewards = Definition<typeof rewardsCall, 'response'>;
export type ClaimedReward = Definition<typeof claimCall, 'response'>;
export type BonusPage = Definition<typeof bonusesCall, 'response'>;
export type UplineOverview = Definition<typeof uplineCall, 'response'>;
export type UplineTransfer = Definition<typeof uplineTransferCall, 'response'>;
export type MissionSummary = Definition<typeof missionSummaryCall, 'summary'>;
export type Mission = Definition<typeof missionSummaryCall, 'mission'>;
export type MissionBoard = Definition<typeof missionBoardCall, 'response'>;
export type ClaimedMission = Definition<typeof missionClaimCall, 'response'>;
export type ReferralOverview = Definition<typeof referralCall, 'response'>;
export type SecurityFacts = Definition<typeof securityCall, 'response'>;
export type ExclusionPeriod = Definition<typeof rgExclusionCall, 'body'>['period'];

const auth = { auth: true } as const;

/** The wallet, cashier and responsible-gaming calls (sandbox/README.md: Wallets, Cashier, Responsible gaming). */
export const walletApi = {
  balance: (api: ApiClient) => api.get<Balances>('v2/wallets/balance', auth),
  transfer: (api: ApiClient, body: { from: string; to: string; amount?: string; requestId: string }) =>
    api.post<TransferResult>('relay/GCS_walletTransfer', body, auth),
  channels: (api: ApiClient) => api.get<DepositChannels>('v2/wallets/deposit/channels', auth),
  deposit: (api: ApiClient, body: { channelCode: string; amount: string; requestId: string }) =>
    api.post<OpenedDeposit>('v2/wallets/deposits', body, auth),
  depositOrder: (api: ApiClient, orderId: string) => api.get<DepositOrder>(`v2/wallets/deposits/${encodeURIComponent(orderId)}`, auth),
  cancelDeposit: (api: ApiClient, orderId: string) =>
    api.post<DepositOrder>(`v2/wallets/deposits/${encodeURIComponent(orderId)}/cancel`, {}, auth),
  deposits: (api: ApiClient, query: { from: string; to: string; pageNo: number; pageSize: number }) =>
    api.get<DepositPage>('v2/wallets/deposits/list', { ...auth, params: query }),
  withdrawalOverview: (api: ApiClient) => api.get<WithdrawalOverview>('v2/wallets/withdrawals/overview', auth),
  addPayoutAccount: (api: ApiClient, body: { keyType: PayoutAccount['keyType']; pixKey: string; holderName: string; bankName: string }) =>
    api.post<PayoutAccount>('v2/wallets/payout-accounts', body, auth),
  removePayoutAccount: (api: ApiClient, id: number) => api.delete<null>(`v2/wallets/payout-accounts/${id}`, auth),
  withdrawalConfirmation: (api: ApiClient, body: { payoutAccountId: number; amount: string }) =>
    api.post<WithdrawalConfirmation>('v2/wallets/withdrawals/confirmation', body, auth),
  withdraw: (api: ApiClient, body: { confirmationId: string; paymentPassword: string }) =>
    api.post<Withdrawal>('v2/wallets/withdrawals', body, auth),
  withdrawals: (api: ApiClient, query: { from: string; to: string; pageNo: number; pageSize: number }) =>
    api.get<WithdrawalPage>('v2/wallets/withdrawals/list', { ...auth, params: query }),
  transactions: (api: ApiClient, query: { from: string; to: string; kind?: LedgerKind; pageNo: number; pageSize: number }) =>
    api.get<LedgerPage>('v2/records/transactions', { ...auth, params: query }),
  bets: (api: ApiClient, query: { from: string; to: string; vendor?: string; status?: BetStatus; pageNo: number; pageSize: number }) =>
    api.get<BetPage>('v2/records/bets', { ...auth, params: query }),
  profit: (api: ApiClient, query: { from: string; to: string }) => api.get<ProfitReport>('v2/records/profit', { ...auth, params: query }),
  bonuses: (api: ApiClient, query: { from: string; to: string; pageNo: number; pageSize: number }) =>
    api.get<BonusPage>('v2/records/bonuses', { ...auth, params: query }),
  rewards: (api: ApiClient) => api.get<Rewards>('v2/rewards', auth),
  claimReward: (api: ApiClient, id: number) => api.post<ClaimedReward>(`v2/rewards/${id}/claim`, {}, auth),
  upline: (api: ApiClient) => api.get<UplineOverview>('v2/wallets/upline', auth),
  transferToUpline: (api: ApiClient, body: { amount: string; paymentPassword: string; requestId: string }) =>
    api.post<UplineTransfer>('v2/wallets/upline-transfer', body, auth),
  /** Encrypted: the login password travels with it. */
  setPaymentPassword: (api: ApiClient, body: { password: string; paymentPassword: string; confirmPaymentPassword: string }) =>
    api.put<null>('v2/member/payment-password', body, { ...auth, encrypted: true }),
  missions: (api: ApiClient) => api.get<MissionSummary>('relay/MCSFE_getMissionSummaryDetails', auth),
  missionBoard: (api: ApiClient) => api.get<MissionBoard>('relay/MCSFE_getMissionLeaderboard', auth),
  claimMission: (api: ApiClient, code: string) => api.post<ClaimedMission>(`v2/missions/${encodeURIComponent(code)}/claim`, {}, auth),
  security: (api: ApiClient) => api.get<SecurityFacts>('v2/member/security', auth),
  referral: (api: ApiClient) => api.get<ReferralOverview>('v2/referral', auth),
  gaming: (api: ApiClient) => api.get<GamingOverview>('v2/responsible-gaming', auth),
  setLimit: (api: ApiClient, body: { period: LimitPeriod; amount: string | null }) =>
    api.put<LimitChange>('v2/responsible-gaming/deposit-limits', body, auth),
  setRealityCheck: (api: ApiClient, intervalMinutes: number | null) =>
    api.put<GamingOverview>('v2/responsible-gaming/reality-check', { intervalMinutes }, auth),
  gamingSession: (api: ApiClient) => api.get<GamingSession>('v2/responsible-gaming/session', auth),
  selfExclude: (api: ApiClient, body: { period: ExclusionPeriod; password: string; confirm: true }) =>
    api.post<{ endsAt: string | null }>('v2/responsible-gaming/self-exclusion', body, auth),
};

/** The inbox and the header's unclaimed-items count (sandbox/README.md: Messages). */
export const messagesApi = {
  counts: (api: ApiClient) => api.get<InboxCounts>('relay/CSP_unreadCount', auth),
  list: (api: ApiClient, query: { status: 'ALL' | 'UNREAD'; pageNo: number; pageSize: number }) =>
    api.get<Inbox>('v2/messages', { ...auth, params: query }),
  read: (api: ApiClient, id: number) => api.post<ReadMessage>(`v2/messages/${id}/read`, {}, auth),
  readAll: (api: ApiClient) => api.post<ReadAll>('v2/messages/read-all', {}, auth),
  remove: (api: ApiClient, id: number) => api.delete<DeletedMessage>(`v2/messages/${id}`, auth),
};
