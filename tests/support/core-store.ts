import { createStore, type Store } from 'redux';
import { createCoreReducer, type RootState } from '../../core/store/core-state';

/**
 * A store holding only core's state, just after a login: a session token, the member's info not
 * yet read. For components that read the session or open a centre, without the app's sagas.
 */
export function coreStoreSignedIn(token = 'session'): Store<RootState> {
  const core = createCoreReducer({ token, member: null, country: null, theme: 'dark', modals: [] });
  return createStore((state: RootState | undefined, action) => ({ core: core(state?.core, action as never) })) as Store<RootState>;
}
