import type { ApiClient } from '../../core/api/client';
import { walletApi, type Balances } from './api';
import { sharedValue } from './shared-value';

/**
 * The member's money, shared by the header and the member centre: the header shows it, and a page
 * that moves money refreshes it so the header follows at once.
 */
export interface BalanceState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  balances: Balances | null;
}

const balance = sharedValue<BalanceState>({ status: 'idle', balances: null });
let inFlight: Promise<void> | null = null;

export const useBalance = balance.use;

/** Asks for the balance again; calls made while one is on its way share it. */
export function refreshBalance(api: ApiClient): Promise<void> {
  inFlight ??= (async () => {
    const before = balance.get();
    balance.set({ ...before, status: before.balances ? 'loaded' : 'loading' });
    try {
      balance.set({ status: 'loaded', balances: await walletApi.balance(api) });
    } catch {
      const now = balance.get();
      balance.set({ ...now, status: now.balances ? 'loaded' : 'failed' });
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/** A move answered the balances: show them without asking again. */
export function balancesChanged(balances: Balances): void {
  balance.set({ status: 'loaded', balances });
}

/** The session ended: nobody's money stays on screen. */
export function forgetBalance(): void {
  balance.set({ status: 'idle', balances: null });
}

const HIDDEN_KEY = 'balanceHidden';
const hidden = sharedValue(typeof localStorage !== 'undefined' && localStorage.getItem(HIDDEN_KEY) === '1');

/** Spec section 4: the balance can be hidden (shown as ***); the choice is remembered on this device. */
export function useBalanceHidden(): [boolean, (next: boolean) => void] {
  return [
    hidden.use(),
    (next) => {
      try {
        localStorage.setItem(HIDDEN_KEY, next ? '1' : '0');
      } catch {
        /* private mode: the choice lasts for this page */
      }
      hidden.set(next);
    },
  ];
}
