import type { Notice } from './api';

/**
 * The notice list of spec section 3 (store value "notice list"): what the marquee, the notice modal
 * and /noticePage show. The reducer is mounted by the plugin's saga once its chunk has loaded;
 * until then the selectors answer an empty, idle list.
 */
export interface NoticesState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  notices: Notice[];
  /** The failed call's message, for the error state. */
  error: string | null;
  /** When the list last arrived (ms since the epoch): a later request within NOTICES_FRESH_MS asks nothing. */
  loadedAt: number | null;
}

export const initialNoticesState: NoticesState = { status: 'idle', notices: [], error: null, loadedAt: null };

export const noticesActions = {
  /** `force`: ask even when the list is fresh (the retry button). */
  listRequested: (force = false) => ({ type: 'notices/listRequested' as const, force }),
  listLoaded: (notices: Notice[], at: number) => ({ type: 'notices/listLoaded' as const, notices, at }),
  listFailed: (error: string) => ({ type: 'notices/listFailed' as const, error }),
};

export type NoticesAction = ReturnType<(typeof noticesActions)[keyof typeof noticesActions]>;

type WithNotices = { notices?: NoticesState };

export const selectNoticesState = (state: WithNotices): NoticesState => state.notices ?? initialNoticesState;
export const selectNotices = (state: WithNotices): Notice[] => selectNoticesState(state).notices;
