import type { JSONSchema } from 'json-schema-to-ts';
import type { ApiClient } from '../../core/api/client';
import type { SchemaDefinition } from '../../core/api/schema-types';
import type common from '../../schemas/generated/api-common';
import type balanceCall from '../../schemas/generated/api-relay-MCS2_getPointBalance';
import type configCall from '../../schemas/generated/api-relay-MCS2_getPointConfig';
import type rewardCall from '../../schemas/generated/api-relay-MCS2_getPointReward';
import type redeemListCall from '../../schemas/generated/api-relay-MCS2_getRedeemPointList';
import type movementsCall from '../../schemas/generated/api-relay-ODSFE2_MemTransDet';
import type convertCall from '../../schemas/generated/api-relay-passwordCheck-MCS2_convertPoint';
import type redeemCall from '../../schemas/generated/api-relay-passwordCheck-MCS2_redeemPointReward';

/** The points calls of spec section 7 (relative to the API base). */
export const POINTS_PATHS = {
  balance: 'relay/MCS2_getPointBalance',
  rewards: 'relay/MCS2_getPointReward',
  config: 'relay/MCS2_getPointConfig',
  redeemList: 'relay/MCS2_getRedeemPointList',
  redeem: 'relay/passwordCheck/MCS2_redeemPointReward',
  convert: 'relay/passwordCheck/MCS2_convertPoint',
  movements: 'relay/ODSFE2_MemTransDet',
} as const;

type References = [
  typeof common,
  typeof balanceCall,
  typeof rewardCall,
  typeof redeemListCall,
  typeof movementsCall,
  typeof redeemCall,
  typeof configCall,
  typeof convertCall,
];
type Definition<Schema extends { definitions: Record<string, JSONSchema> }, Name extends keyof Schema['definitions']> = SchemaDefinition<
  Schema,
  Name,
  References
>;

export type PointBalance = Definition<typeof balanceCall, 'response'>;
export type PointConfig = Definition<typeof configCall, 'response'>;
export type EarnRule = PointConfig['earnRules'][number];
export type Reward = Definition<typeof rewardCall, 'reward'>;
export type RewardCategory = Definition<typeof rewardCall, 'rewardCategory'>;
export type Redemption = Definition<typeof redeemListCall, 'redemption'>;
export type RedemptionStatus = Definition<typeof redeemListCall, 'redemptionStatus'>;
export type RedemptionPage = Definition<typeof redeemListCall, 'response'>;
export type Movement = Definition<typeof movementsCall, 'movement'>;
export type MovementPage = Definition<typeof movementsCall, 'response'>;
export type RedeemResult = Definition<typeof redeemCall, 'response'>;
export type ConvertResult = Definition<typeof convertCall, 'response'>;

export const REWARD_CATEGORIES: readonly RewardCategory[] = ['FREE_SPINS', 'BONUS', 'MERCHANDISE'];
export const REDEMPTION_STATUSES: readonly RedemptionStatus[] = ['IN_PROCESS', 'APPROVED', 'REJECTED'];

export const pointsApi = {
  balance: (api: ApiClient) => api.get<PointBalance>(POINTS_PATHS.balance, { auth: true }),
  // The catalogue and the rules answer visitors too; a member's token goes along when there is one.
  rewards: (api: ApiClient) => api.get<{ list: Reward[] }>(POINTS_PATHS.rewards, { auth: 'optional' }).then((value) => value.list),
  config: (api: ApiClient) => api.get<PointConfig>(POINTS_PATHS.config, { auth: 'optional' }),
  redeemList: (api: ApiClient, query: { pageNo: number; pageSize: number; status?: RedemptionStatus }) =>
    api.get<RedemptionPage>(POINTS_PATHS.redeemList, { auth: true, params: query }),
  movements: (api: ApiClient, query: { startDate: string; endDate: string; pageNo: number; pageSize: number }) =>
    api.get<MovementPage>(POINTS_PATHS.movements, { auth: true, params: query }),
  redeem: (api: ApiClient, body: { rewardId: number; paymentPassword: string; requestId: string }) =>
    api.post<RedeemResult>(POINTS_PATHS.redeem, body, { auth: true }),
  convert: (api: ApiClient, body: { points: number; paymentPassword: string; requestId: string }) =>
    api.post<ConvertResult>(POINTS_PATHS.convert, body, { auth: true }),
};
