import type { JSONSchema } from 'json-schema-to-ts';
import type { SchemaDefinition } from '../../core/api/schema-types';
import type common from '../../schemas/generated/api-common';
import type promotionsList from '../../schemas/generated/api-promotions';
import type promotionsApply from '../../schemas/generated/api-promotions-apply';
import type promotionsClaim from '../../schemas/generated/api-promotions-claim';
import type promotionsDetail from '../../schemas/generated/api-promotions-detail';

/**
 * The promotions calls. The spec does not show their paths (section 7), so they are designed under
 * /wps/ (docs/features.md, "Promotions and feedback"); the raffle claim is the spec's own relay call.
 */
export const PROMOTIONS_PATHS = {
  list: 'promotions',
  detail: 'promotions/detail',
  join: 'promotions/join',
  apply: 'promotions/apply',
  claim: 'promotions/claim',
  claimRaffle: 'relay/MCS2_claimRafflePromotion',
} as const;

type References = [typeof common, typeof promotionsList, typeof promotionsDetail, typeof promotionsApply, typeof promotionsClaim];
type Definition<Schema extends { definitions: Record<string, JSONSchema> }, Name extends keyof Schema['definitions']> = SchemaDefinition<
  Schema,
  Name,
  References
>;

export type Promotion = Definition<typeof promotionsList, 'promotion'>;
export type PromotionStatus = Promotion['status'];
export type PromotionCategory = Promotion['category'];
export type PromotionDetail = Definition<typeof promotionsDetail, 'promotionDetail'>;
export type ApplyBody = Definition<typeof promotionsApply, 'body'>;
export type ClaimBody = Definition<typeof promotionsClaim, 'claimBody'>;

/** Spec section 9 (feedback) and section 3 (activity application): the same limits. */
export const REMARK_MAX = 140;

/** The number ID a messaging app gives its accounts: digits only (schema promotions-claim.json). */
export const MESSAGING_ID_PATTERN = /^[0-9]{5,15}$/;

/** The order of the category tabs; a tab shows only when it has promotions. */
export const CATEGORY_ORDER: readonly PromotionCategory[] = ['DEPOSIT', 'CASHBACK', 'SLOTS', 'LIVE', 'SPORTS', 'RAFFLE', 'VIP', 'REFERRAL'];
