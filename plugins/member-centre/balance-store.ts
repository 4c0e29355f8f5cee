import { useSyncExternalStore } from 'react';
import type { ApiClient } from '../../core/api/client';
import { walletApi, type Balances } from './api';

/**
 * The member's money, shared by the header and the member centre (two chunks, one module): the
 * header shows it, and a page that moves money refreshes it so the header follows at once. Kept
 * out of Redux on purpose: the plugin ships no reducer, so nothing of it joins the first screen.
 */
export interface BalanceState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  balances: Balances | null;
}

let state: BalanceState = { status: 'idle', balances: null };
const listeners = new Set<() => void>();
let inFlight: Promise<void> | null = null;

function set(next: BalanceState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function useBalance(): BalanceState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

/** Asks for the balance again; calls made while one is on its way share it. */
export function refreshBalance(api: ApiClient): Promise<void> {
  inFlight ??= (async () => {
    set({ ...state, status: state.balances ? 'loaded' : 'loading' });
    try {
      set({ status: 'loaded', balances: await walletApi.balance(api) });
    } catch {
      set({ ...state, status: state.balances ? 'loaded' : 'failed' });
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/** A move answered the balances: show them without asking again. */
export function balancesChanged(balances: Balances): void {
  set({ status: 'loaded', balances });
}

/** The session ended: nobody's money stays on screen. */
export function forgetBalance(): void {
  set({ status: 'idle', balances: null });
}

const HIDDEN_KEY = 'balanceHidden';
let hidden = typeof localStorage !== 'undefined' && localStorage.getItem(HIDDEN_KEY) === '1';
const hiddenListeners = new Set<() => void>();

/** Spec section 4: the balance can be hidden (shown as ***); the choice is remembered on this device. */
export function useBalanceHidden(): [boolean, (next: boolean) => void] {
  const value = useSyncExternalStore(
    (listener) => {
      hiddenListeners.add(listener);
      return () => hiddenListeners.delete(listener);
    },
    () => hidden,
  );
  return [
    value,
    (next) => {
      hidden = next;
      try {
        localStorage.setItem(HIDDEN_KEY, next ? '1' : '0');
      } catch {
        /* private mode: the choice lasts for this page */
      }
      for (const listener of hiddenListeners) listener();
    },
  ];
}
