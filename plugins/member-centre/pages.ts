import type { ComponentLoader } from '../../core/plugin/define-plugin';

/** The props every member-centre page gets. */
export interface PageProps {
  /** Opens another page of the panel (a deposit prompt on the withdrawal page...). */
  openPage: (page: PageKey) => void;
  /** Closes the panel (after self-exclusion logs the member out). */
  closePanel: () => void;
}

/**
 * The pages of the panel, in menu order: the thirteen of spec section 2, then the responsible-gaming
 * tools the licences require.
 */
export const PAGES = {
  securityCenter: () => import('./pages/SecurityCenter'),
  transferFund: () => import('./pages/TransferFund'),
  depositv2: () => import('./pages/Deposit'),
  withdraw: () => import('./pages/Withdraw'),
  transferUpline: () => import('./pages/TransferUpline'),
  personalHistoryCopy: () => import('./pages/BettingRecord'),
  transactionHistory: () => import('./pages/TransactionHistory'),
  personalProfit: () => import('./pages/PersonalProfit'),
  bonusDetails: () => import('./pages/BonusDetails'),
  rewardCenter: () => import('./pages/RewardCenter'),
  referral: () => import('./pages/Referral'),
  missionLeaderboard: () => import('./pages/MissionActivity'),
  messageV2: () => import('./pages/Messages'),
  responsibleGaming: () => import('./pages/ResponsibleGaming'),
} satisfies Record<string, ComponentLoader<PageProps>>;

export type PageKey = keyof typeof PAGES;
export const PAGE_KEYS = Object.keys(PAGES) as PageKey[];
export const DEFAULT_PAGE: PageKey = 'securityCenter';

export function isPageKey(value: unknown): value is PageKey {
  return typeof value === 'string' && value in PAGES;
}
