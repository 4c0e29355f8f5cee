import { initialNoticesState, type NoticesAction, type NoticesState } from './state';

/** Mounted by the plugin's saga with the workflows (chunk notices-flows), not in the entry bundle. */
export function noticesReducer(state: NoticesState = initialNoticesState, action: NoticesAction): NoticesState {
  switch (action.type) {
    case 'notices/listRequested':
      // A refresh keeps the list on screen; only a first load (or one after a failure) shows loading.
      return state.status === 'loaded' ? state : { ...state, status: 'loading', error: null };
    case 'notices/listLoaded':
      return { status: 'loaded', notices: action.notices, error: null, loadedAt: action.at };
    case 'notices/listFailed':
      // A failed refresh leaves the list the player is reading alone.
      return state.status === 'loaded' ? state : { ...state, status: 'failed', error: action.error };
    default:
      return state;
  }
}
