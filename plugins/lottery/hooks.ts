import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import { useEngine } from '../../core/engine-context';
import { useEndRefusedSession } from '../../core/session/use-end-refused-session';
import { isOnCdn } from '../../core/media/cdn';
import { session } from '../../core/session/storage-keys';
import type { RootState } from '../../core/store/core-state';
import { lotteryApi, type LotteryGame } from './api';
import { favouritesKey, readFavourites, toggleFavourite, writeFavourites } from './favourites';
import { backUrlOf, launchParams, type LottoView } from './launch';

export function useToken(): string | null {
  return useSelector((state: RootState) => state.core.token);
}

export function useFavourites(token: string | null, requireLogin: () => boolean) {
  const username = useMemo(() => (token ? session.get('username') : null), [token]);
  const [codes, setCodes] = useState<string[]>(() => (username ? readFavourites(username) : []));
  useEffect(() => {
    setCodes(username ? readFavourites(username) : []);
    if (!username) return;
    // Another tab starring a lottery shows here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === favouritesKey(username)) setCodes(readFavourites(username));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [username]);
  const codesRef = useRef(codes);
  codesRef.current = codes;
  const toggle = useCallback(
    (gameCode: string) => {
      if (!requireLogin() || !username) return;
      const next = toggleFavourite(codesRef.current, gameCode);
      writeFavourites(username, next);
      setCodes(next);
    },
    [requireLogin, username],
  );
  return { codes, toggle };
}

// One shared one-second clock for every countdown on the page.
const clockListeners = new Set<() => void>();
let clockNow = Date.now();
let clockTimer: ReturnType<typeof setInterval> | null = null;

function subscribeClock(listener: () => void): () => void {
  clockListeners.add(listener);
  if (!clockTimer) {
    clockNow = Date.now();
    clockTimer = setInterval(() => {
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
      clockNow = Date.now();
      clockListeners.forEach((notify) => notify());
    }, 1000);
  }
  return () => {
    clockListeners.delete(listener);
    if (clockListeners.size === 0 && clockTimer) {
      clearInterval(clockTimer);
      clockTimer = null;
    }
  };
}

export function useNow(): number {
  return useSyncExternalStore(
    subscribeClock,
    () => clockNow,
    () => clockNow,
  );
}

export type LaunchState =
  | { status: 'idle' }
  | { status: 'needsLogin'; game: LotteryGame; view: LottoView }
  | { status: 'launching'; game: LotteryGame; view: LottoView }
  | { status: 'ready'; game: LotteryGame; view: LottoView; url: string }
  | { status: 'blocked'; game: LotteryGame; view: LottoView }
  | { status: 'failed'; game: LotteryGame; view: LottoView; error: unknown }
  | { status: 'unknown'; gameCode: string };

/**
 * Launches a lottery (spec section 4, game launch): the login check first (no token: the login
 * popup, nothing launched), then `game/launchGame`; the answer's address is shown in the page's
 * iframe only when it is on one of the launch CDNs of system/status.
 */
export function useLotteryLaunch(requireLogin: () => boolean) {
  const { api, brand, features } = useEngine();
  const endExpiredSession = useEndRefusedSession();
  const [state, setState] = useState<LaunchState>({ status: 'idle' });
  const sequence = useRef(0);

  const launch = useCallback(
    async (game: LotteryGame, view: LottoView = 'betting') => {
      const id = ++sequence.current;
      if (!requireLogin()) {
        setState({ status: 'needsLogin', game, view });
        return;
      }
      setState({ status: 'launching', game, view });
      const page = new URL(window.location.href);
      if (view === 'betting') page.searchParams.set('gameCode', game.gameCode);
      const params = launchParams(game, { language: brand.languages.default, backUrl: backUrlOf(page.href), view });
      try {
        const value = await lotteryApi.launch(api, params);
        if (id !== sequence.current) return;
        const url = typeof value?.content === 'string' ? value.content : '';
        setState(isOnCdn(features.launchGameCDNs, url) ? { status: 'ready', game, view, url } : { status: 'blocked', game, view });
      } catch (error) {
        if (id !== sequence.current) return;
        if (endExpiredSession(error)) {
          requireLogin();
          setState({ status: 'needsLogin', game, view });
        } else setState({ status: 'failed', game, view, error });
      }
    },
    [api, brand.languages.default, features.launchGameCDNs, requireLogin, endExpiredSession],
  );

  const markUnknown = useCallback((gameCode: string) => {
    sequence.current += 1;
    setState({ status: 'unknown', gameCode });
  }, []);

  const reset = useCallback(() => {
    sequence.current += 1;
    setState({ status: 'idle' });
  }, []);

  return { state, launch, markUnknown, reset };
}
