/**
 * Where a launch goes (spec section 4, game launch). The login check comes first and is not
 * decided here. A vendor card (no gameCode) and a single game (with one) follow the same steps.
 */
export interface LaunchItem {
  gameType: string;
  vassalage: string;
  gameCode?: string;
  /** Vendor cards: VASSALAGE opens the provider's game list popup. */
  isGame?: 'VASSALAGE' | 'GAME' | null;
  name?: string;
}

export type LaunchTarget =
  /** A page of the site that does the rest (lottery pages, the seamless and sports pages). */
  | { kind: 'route'; to: string }
  /** Step 3: remember the vendor, then its slots lobby. */
  | { kind: 'slotsLobby'; vassalage: string; to: string }
  /** Step 4, isGame VASSALAGE: the popup list of the provider's games. */
  | { kind: 'providerPopup'; vassalage: string; gameType: string; name: string }
  /** Step 4 otherwise: the third-party launch, shown in /game. */
  | { kind: 'thirdParty'; vassalage: string; gameType: string; gameCode?: string };

/** Spec section 4, step 2: lottery launches route by vassalage. */
export const LOTTERY_ROUTES: Readonly<Record<string, string>> = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};

/** The in-house vendor: its games run on the platform's own wallet, through the seamless page. */
export const IN_HOUSE_VENDOR = 'HOUSE';

const SPORTS_TYPES = new Set(['SPORTS', 'ESPORTS', 'COCKFIGHT']);

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return search ? `${path}?${search}` : path;
};

export function launchTargetOf(item: LaunchItem): LaunchTarget {
  const gameType = item.gameType.toUpperCase();
  if (gameType === 'LOTT' || gameType === 'ELOTT') {
    return { kind: 'route', to: withQuery(LOTTERY_ROUTES[item.vassalage] ?? '/lottery', { gameCode: item.gameCode }) };
  }
  // A slots vendor card; a single slot game launches like any other game (going back to the
  // lobby the player is already in would be no launch at all).
  if (!item.gameCode && (gameType === 'RNG' || gameType === 'INHOUSE')) {
    const lobby = gameType === 'INHOUSE' || item.vassalage === IN_HOUSE_VENDOR ? '/inhouse' : '/rng';
    return { kind: 'slotsLobby', vassalage: item.vassalage, to: lobby === '/rng' ? withQuery(lobby, { page: item.vassalage }) : lobby };
  }
  if (!item.gameCode && item.isGame === 'VASSALAGE') {
    return { kind: 'providerPopup', vassalage: item.vassalage, gameType, name: item.name ?? item.vassalage };
  }
  if (item.gameCode && item.vassalage === IN_HOUSE_VENDOR)
    return { kind: 'route', to: withQuery('/seamless', { gameCode: item.gameCode }) };
  if (!item.gameCode && SPORTS_TYPES.has(gameType))
    return { kind: 'route', to: withQuery('/fbsports', { vassalage: item.vassalage, gameType }) };
  return { kind: 'thirdParty', vassalage: item.vassalage, gameType, gameCode: item.gameCode };
}
