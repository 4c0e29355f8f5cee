import type { ThemeMode } from '../brand/brand-types';
import type { CountryCode, MemberInfo } from '../api/contract';

export type { MemberInfo } from '../api/contract';

export interface OpenModal {
  id: string;
  props: Record<string, unknown>;
}

export interface CoreState {
  token: string | null;
  member: MemberInfo | null;
  /**
   * This session's member info could not be read (an error that does not end the session): no
   * longer loading, so nothing waits on it as busy. Cleared by a new session, a reload or the info.
   */
  memberInfoFailed?: boolean;
  country: CountryCode | null;
  theme: ThemeMode;
  modals: OpenModal[];
}

export const coreActions = {
  countryLoaded: (country: CountryCode) => ({ type: 'core/countryLoaded' as const, country }),
  sessionStarted: (token: string) => ({ type: 'core/sessionStarted' as const, token }),
  sessionEnded: () => ({ type: 'core/sessionEnded' as const }),
  memberInfoLoaded: (member: MemberInfo) => ({ type: 'core/memberInfoLoaded' as const, member }),
  /** Reload member info for the current session (after a password change, a profile edit...). */
  memberInfoRequested: () => ({ type: 'core/memberInfoRequested' as const }),
  memberInfoFailed: () => ({ type: 'core/memberInfoFailed' as const }),
  themeChanged: (theme: ThemeMode) => ({ type: 'core/themeChanged' as const, theme }),
  modalOpened: (id: string, props: Record<string, unknown> = {}) => ({ type: 'core/modalOpened' as const, id, props }),
  modalClosed: (id: string) => ({ type: 'core/modalClosed' as const, id }),
  /** Asks the visitor to log in: opens the sign-in modal a plugin gives (PluginDefinition.signInModal), if any. */
  loginRequested: (props: Record<string, unknown> = {}) => ({ type: 'core/loginRequested' as const, props }),
};

export type CoreAction = ReturnType<(typeof coreActions)[keyof typeof coreActions]>;

/** `signInModal`: the modal `loginRequested` opens (none: the request does nothing). */
export function createCoreReducer(initial: CoreState, signInModal: string | null = null) {
  const opened = (state: CoreState, id: string, props: Record<string, unknown>): CoreState => ({
    ...state,
    modals: [...state.modals.filter((m) => m.id !== id), { id, props }],
  });
  return function coreReducer(state: CoreState = initial, action: CoreAction): CoreState {
    switch (action.type) {
      case 'core/countryLoaded':
        return { ...state, country: action.country };
      case 'core/sessionStarted':
        // A new session never inherits the previous account's member info (its type guards actions).
        return { ...state, token: action.token, member: null, memberInfoFailed: false };
      case 'core/sessionEnded':
        return { ...state, token: null, member: null, memberInfoFailed: false };
      case 'core/memberInfoLoaded':
        return { ...state, member: action.member, memberInfoFailed: false };
      case 'core/memberInfoRequested':
        return { ...state, memberInfoFailed: false };
      case 'core/memberInfoFailed':
        return { ...state, memberInfoFailed: true };
      case 'core/themeChanged':
        return { ...state, theme: action.theme };
      case 'core/modalOpened':
        return opened(state, action.id, action.props);
      case 'core/loginRequested':
        return signInModal ? opened(state, signInModal, action.props) : state;
      case 'core/modalClosed':
        return { ...state, modals: state.modals.filter((m) => m.id !== action.id) };
      default:
        return state;
    }
  };
}

export interface RootState {
  core: CoreState;
  [pluginId: string]: unknown;
}

export const selectCore = (state: RootState): CoreState => state.core;
export const selectLoggedIn = (state: RootState): boolean => state.core.token !== null;
