import { useCallback } from 'react';
import { useDispatch, useStore } from 'react-redux';
import type { Store } from 'redux';
import { call, put, select } from 'redux-saga/effects';
import { useEngine } from '../engine-context';
import { showDialog } from '../modal/dialog-service';
import { coreActions, type RootState } from '../store/core-state';
import { canOpenAgentCentre, canOpenMemberCentre, NON_REAL_ACCOUNT_TYPE, type AccountCentre } from './account-types';
import { session } from './storage-keys';

/**
 * The protected-action check of spec section 5, in one place for every plugin: no token opens the
 * login popup and blocks; a trial account (type 4) is blocked with the in_need_true_account
 * warning; anything else passes.
 */
export type AccountCheck = 'pass' | 'needsLogin' | 'needsRealAccount' | 'pending';

/** The account type of the session: member info once loaded, else what login stored (isAgent). */
export function accountTypeOf(state: RootState): number | null {
  if (!state.core.token) return null;
  if (state.core.member) return state.core.member.type;
  const stored = session.get('isAgent');
  return stored === null || stored === '' || Number.isNaN(Number(stored)) ? null : Number(stored);
}

/** 'pending' while a fresh session's type is not known yet: blocked, since it may be a trial account. */
export function checkRealAccount(state: RootState): AccountCheck {
  if (!state.core.token) return 'needsLogin';
  const type = accountTypeOf(state);
  if (type === null) return 'pending';
  return type === NON_REAL_ACCOUNT_TYPE ? 'needsRealAccount' : 'pass';
}

/** Whether the session's account type may open a centre (the merchant's switch turns its plugin off). */
export function checkCentre(state: RootState, centre: AccountCentre): AccountCheck {
  if (!state.core.token) return 'needsLogin';
  const type = accountTypeOf(state);
  if (type === null) return 'pending';
  const allowed = centre === 'member' ? canOpenMemberCentre(type) : canOpenAgentCentre(type);
  return allowed ? 'pass' : 'needsRealAccount';
}

export function showNeedRealAccount(): Promise<string> {
  return showDialog({
    kind: 'warning',
    icon: true,
    textKey: 'core:account.in_need_true_account',
    buttons: [{ id: 'confirm', labelKey: 'core:account.in_increase_submit', primary: true }],
  });
}

/** Saga form, for flows (game launch, claims): yields true when the action may go on. */
export function* requireRealAccount(): Generator<unknown, boolean, unknown> {
  const state = (yield select((s: RootState) => s)) as RootState;
  const check = checkRealAccount(state);
  if (check === 'needsLogin') {
    yield put(coreActions.loginRequested());
    return false;
  }
  if (check === 'needsRealAccount') {
    yield call(showNeedRealAccount);
    return false;
  }
  return check === 'pass';
}

/** How long a click made while a fresh session's type loads waits for it before it is dropped. */
const ACCOUNT_TYPE_WAIT_MS = 15_000;

/**
 * Resolves true once the session's account type is known (member info arrived), false when the
 * session ends first or after ACCOUNT_TYPE_WAIT_MS. Right after a password login the type is not
 * known until member info answers: a click on the header then waits for it instead of being lost.
 */
function whenAccountTypeKnown(store: Store<RootState>): Promise<boolean> {
  return new Promise((resolve) => {
    const settled = (): boolean | null => {
      const check = checkRealAccount(store.getState());
      return check === 'pending' ? null : check !== 'needsLogin';
    };
    const now = settled();
    if (now !== null) return resolve(now);
    const timer = setTimeout(() => {
      unsubscribe();
      resolve(false);
    }, ACCOUNT_TYPE_WAIT_MS);
    const unsubscribe = store.subscribe(() => {
      const outcome = settled();
      if (outcome === null) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(outcome);
    });
  });
}

/**
 * Hook form, for click handlers: `if (!requireRealAccount()) return;`. A click made while a fresh
 * session's type is still loading answers false; with `onPassLater`, that click is carried out
 * once the type is known and passes (the header's buttons, clicked right after a login).
 */
export function useRequireRealAccount(): (onPassLater?: () => void) => boolean {
  const store = useStore<RootState>();
  const dispatch = useDispatch();
  return useCallback(
    (onPassLater?: () => void) => {
      const check = checkRealAccount(store.getState());
      if (check === 'needsLogin') dispatch(coreActions.loginRequested());
      else if (check === 'needsRealAccount') void showNeedRealAccount();
      else if (check === 'pending' && onPassLater)
        void whenAccountTypeKnown(store).then((known) => {
          const later = known && checkRealAccount(store.getState());
          if (later === 'pass') onPassLater();
          else if (later === 'needsRealAccount') void showNeedRealAccount();
        });
      return check === 'pass';
    },
    [store, dispatch],
  );
}

/**
 * Opens the member or agent centre after the checks of spec section 5. A brand that does not
 * list the centre's plugin, or a merchant who switched it off, says so instead of doing nothing. `props` go to the centre's modal (the member
 * centre opens at `props.page`, e.g. the header's deposit shortcut).
 */
export function useOpenCentre(): (centre: AccountCentre, props?: Record<string, unknown>) => void {
  const store = useStore<RootState>();
  const dispatch = useDispatch();
  const { resolved } = useEngine();
  return useCallback(
    function open(centre: AccountCentre, props: Record<string, unknown> = {}) {
      const check = checkCentre(store.getState(), centre);
      if (check === 'needsLogin') {
        dispatch(coreActions.loginRequested());
        return;
      }
      if (check === 'needsRealAccount') {
        void showNeedRealAccount();
        return;
      }
      // The account type is still loading (just after a login): the click is carried out once it
      // is known, rather than guessed now or lost.
      if (check === 'pending') {
        void whenAccountTypeKnown(store).then((known) => known && open(centre, props));
        return;
      }
      const modalId = resolved.centres[centre];
      if (modalId) dispatch(coreActions.modalOpened(modalId, props));
      else void showDialog({ kind: 'info', icon: true, textKey: `core:account.${centre}CentreUnavailable` });
    },
    [store, dispatch, resolved],
  );
}
