import { useCallback } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { put, select } from 'redux-saga/effects';
import { LOGIN_MODAL_ID } from '../api/present-error';
import { coreActions, type RootState } from '../store/core-state';

/**
 * The login check every game launch goes through (spec section 4, game launch step 1): without a
 * token the login popup opens and the launch stops. A free-play account (type 4) passes: trying the
 * games is what free play is for; money actions use requireRealAccount instead.
 */
export function* requireLogin(): Generator<unknown, boolean, unknown> {
  const loggedIn = (yield select((state: RootState) => state.core.token !== null)) as boolean;
  if (!loggedIn) yield put(coreActions.modalOpened(LOGIN_MODAL_ID));
  return loggedIn;
}

/** Hook form, for click handlers: `if (!requireLogin()) return;`. */
export function useRequireLogin(): () => boolean {
  const store = useStore<RootState>();
  const dispatch = useDispatch();
  return useCallback(() => {
    const loggedIn = store.getState().core.token !== null;
    if (!loggedIn) dispatch(coreActions.modalOpened(LOGIN_MODAL_ID));
    return loggedIn;
  }, [store, dispatch]);
}
