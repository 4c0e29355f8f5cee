import { isApiError } from '../api/errors';
import { session } from './storage-keys';

/**
 * A token the platform no longer accepts is a finished session, not an error to show: clears the
 * session storage and says so, so the caller can dispatch `core/sessionEnded`. A notLoggedIn
 * raised before any request (no token at all) ends nothing.
 */
export function clearRefusedSession(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'notLoggedIn' || !session.token()) return false;
  session.clear();
  return true;
}
