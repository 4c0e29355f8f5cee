import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { coreActions } from '../store/core-state';
import { clearRefusedSession } from './refused-session';

/**
 * For pages that call the platform with the member's token: a token it no longer accepts ends the
 * session (as the core does for member info), so the page falls back to the visitor's view and the
 * next protected action asks for a login. Answers whether the error was such a refusal.
 */
export function useEndRefusedSession(): (error: unknown) => boolean {
  const dispatch = useDispatch();
  return useCallback(
    (error: unknown) => {
      if (!clearRefusedSession(error)) return false;
      dispatch(coreActions.sessionEnded());
      return true;
    },
    [dispatch],
  );
}
