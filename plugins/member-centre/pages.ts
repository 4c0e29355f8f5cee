import type { ComponentLoader } from '../../core/plugin/define-plugin';

/** The props every member-centre page gets. */
export interface PageProps {
  /** Opens another page of the panel (a deposit prompt on the withdrawal page...). */
  openPage: (page: PageKey) => void;
  /** Closes the panel (after self-exclusion logs the member out). */
  closePanel: () => void;
}

/**
 * The pages of the panel, in menu order (spec section 2's keys). The wallet and cashier pages, the
 * account record and the responsible-gaming tools are built; the bets, profit, bonus, rewards,
 * referral, missions and messages pages follow with their sandbox calls (issue 6).
 */
export const PAGES = {
  securityCenter: () => import(/* webpackChunkName: "member-centre-security" */ './pages/SecurityCenter'),
  transferFund: () => import(/* webpackChunkName: "member-centre-wallet" */ './pages/TransferFund'),
  depositv2: () => import(/* webpackChunkName: "member-centre-deposit" */ './pages/Deposit'),
  withdraw: () => import(/* webpackChunkName: "member-centre-withdraw" */ './pages/Withdraw'),
  transactionHistory: () => import(/* webpackChunkName: "member-centre-records" */ './pages/TransactionHistory'),
  responsibleGaming: () => import(/* webpackChunkName: "member-centre-gaming" */ './pages/ResponsibleGaming'),
} satisfies Record<string, ComponentLoader<PageProps>>;

export type PageKey = keyof typeof PAGES;
export const PAGE_KEYS = Object.keys(PAGES) as PageKey[];
export const DEFAULT_PAGE: PageKey = 'securityCenter';

export function isPageKey(value: unknown): value is PageKey {
  return typeof value === 'string' && value in PAGES;
}
