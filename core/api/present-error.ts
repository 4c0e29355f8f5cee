import { call, getContext, put } from 'redux-saga/effects';
import { t } from '../i18n/i18n';
import { showDialog } from '../modal/dialog-service';
import { clearRefusedSession } from '../session/refused-session';
import { coreActions } from '../store/core-state';
import type { SagaContext } from '../store/create-store';
import { isApiError } from './errors';

/** The text a user reads for a failed call: the server's own words when it sent any, else the catalogue's. */
export function errorText(error: unknown): string {
  if (!isApiError(error)) return t('core:errors.unknown');
  if (error.kind === 'rejected' && error.serverMessage) return error.serverMessage;
  if (error.kind === 'rateLimited' && error.serverMessage) return error.serverMessage;
  return t(error.messageKey);
}

/**
 * Shows a failed call to the user (spec section 8): not logged in ends a refused session and
 * opens the login popup when a plugin provides it (otherwise says so in a warning); everything
 * else is a warning dialog.
 */
export function* presentApiError(error: unknown) {
  const signInModal: SagaContext['signInModal'] = yield getContext('signInModal');
  // A token the platform refused is a finished session: end it, so the next login check asks for a login.
  if (clearRefusedSession(error)) yield put(coreActions.sessionEnded());
  if (isApiError(error) && error.kind === 'notLoggedIn' && signInModal) {
    yield put(coreActions.loginRequested());
    return;
  }
  yield call(showDialog, { kind: 'warning', text: errorText(error), icon: true });
}
