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
  securityCenter: () => import(/* webpackChunkName: "member-centre-security" */ './pages/SecurityCenter'),
  transferFund: () => import(/* webpackChunkName: "member-centre-wallet" */ './pages/TransferFund'),
  depositv2: () => import(/* webpackChunkName: "member-centre-deposit" */ './pages/Deposit'),
  withdraw: () => import(/* webpackChunkName: "member-centre-withdraw" */ './pages/Withdraw'),
  transferUpline: () => import(/* webpackChunkName: "member-centre-upline" */ './pages/TransferUpline'),
  personalHistoryCopy: () => import(/* webpackChunkName: "member-centre-bets" */ './pages/BettingRecord'),
  transactionHistory: () => import(/* webpackChunkName: "member-centre-records" */ './pages/TransactionHistory'),
  personalProfit: () => import(/* webpackChunkName: "member-centre-profit" */ './pages/PersonalProfit'),
  bonusDetails: () => import(/* webpackChunkName: "member-centre-bonuses" */ './pages/BonusDetails'),
  rewardCenter: () => import(/* webpackChunkName: "member-centre-rewards" */ './pages/RewardCenter'),
  referral: () => import(/* webpackChunkName: "member-centre-referral" */ './pages/Referral'),
  missionLeaderboard: () => import(/* webpackChunkName: "member-centre-missions" */ './pages/MissionActivity'),
  messageV2: () => import(/* webpackChunkName: "member-centre-messages" */ './pages/Messages'),
  responsibleGaming: () => import(/* webpackChunkName: "member-centre-gaming" */ './pages/ResponsibleGaming'),
} satisfies Record<string, ComponentLoader<PageProps>>;

export type PageKey = keyof typeof PAGES;
export const PAGE_KEYS = Object.keys(PAGES) as PageKey[];
export const DEFAULT_PAGE: PageKey = 'securityCenter';

export function isPageKey(value: unknown): value is PageKey {
  return typeof value === 'string' && value in PAGES;
}
