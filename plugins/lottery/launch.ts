import type { LaunchParams, LotteryGame } from './api';

/** The three lottery pages (spec section 2): Vietnamese, South-East Asian, and the brand's own. */
export type LotteryArea = 'vn' | 'sea' | 'lottery';

export type LottoView = 'betting' | 'lobby';

/** The contract takes an http(s) backUrl of at most 512 characters: the page itself, trimmed if need be. */
export const BACK_URL_MAX = 512;

export function backUrlOf(href: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  url.hash = '';
  if (url.href.length <= BACK_URL_MAX) return url.href;
  const bare = `${url.origin}${url.pathname}`;
  return bare.length <= BACK_URL_MAX ? bare : url.origin;
}

/**
 * The query of `game/launchGame` for a lottery (contract call J). A Vietnamese lottery opens the
 * VN lobby with its own fields: area VN, launch mode LOTT, the game to bet on (or the lobby) and
 * the address to come back to.
 */
export function launchParams(
  game: Pick<LotteryGame, 'gameCode' | 'vassalage' | 'gameType'>,
  options: { language: string; backUrl?: string; view?: LottoView },
): LaunchParams {
  const params: LaunchParams = { gameCode: game.gameCode, vassalage: game.vassalage, gameType: game.gameType, language: options.language };
  if (game.vassalage !== 'TCG_LOTTO_VN') return params;
  const view = options.view ?? 'betting';
  return {
    ...params,
    lottoArea: 'VN',
    launchMode: 'LOTT',
    ...(view === 'betting' ? { lottoGameCode: game.gameCode } : {}),
    lottoView: view,
    ...(options.backUrl ? { backUrl: options.backUrl } : {}),
  };
}

/** The next draw after `now`: the platform's `nextDrawAt`, moved on by whole intervals once it has passed. */
export function nextDrawAfter(game: Pick<LotteryGame, 'nextDrawAt' | 'drawIntervalMinutes'>, now: number): number | null {
  const first = Date.parse(game.nextDrawAt);
  if (!Number.isFinite(first)) return null;
  if (first > now) return first;
  const step = Math.max(1, game.drawIntervalMinutes) * 60_000;
  return first + Math.ceil((now - first + 1) / step) * step;
}
