import type { Promotion } from './api';

/** What the primary button of a promotion does for its status and mode (spec section 4). */
export type PromotionAction = 'join' | 'apply' | 'claim' | 'claimRaffle' | 'none';

export function actionFor(promotion: Pick<Promotion, 'status' | 'mode'>): PromotionAction {
  switch (promotion.status) {
    case 'JOIN':
      return promotion.mode === 'APPLY' ? 'apply' : 'join';
    case 'REJECTED':
      return promotion.mode === 'APPLY' ? 'apply' : 'none';
    case 'CLAIM':
      return promotion.mode === 'RAFFLE' ? 'claimRaffle' : 'claim';
    default:
      return 'none';
  }
}

/** Statuses shown as "good news" (green), "waiting" (amber) or "over" (grey) on the badge. */
export function statusTone(status: Promotion['status']): 'action' | 'success' | 'waiting' | 'danger' | 'muted' {
  switch (status) {
    case 'JOIN':
    case 'CLAIM':
      return 'action';
    case 'CLAIMED':
    case 'ISSUED':
      return 'success';
    case 'APPLYING':
    case 'IN_PROCESS':
    case 'SIGNED':
      return 'waiting';
    case 'REJECTED':
      return 'danger';
    default:
      return 'muted';
  }
}
