import type { LobbyType } from './state';

/** Spec section 2: the lobby route's type is its path upper-cased (INHOUSE being the in-house slots). */
export const LOBBY_PATHS: Record<LobbyType, string> = { RNG: '/rng', LIVE: '/live', FISH: '/fish', PVP: '/pvp', INHOUSE: '/inhouse' };

export function lobbyTypeOf(pathname: string): LobbyType | null {
  const type = pathname.replace(/^\/+|\/+$/g, '').toUpperCase();
  return type in LOBBY_PATHS ? (type as LobbyType) : null;
}

/** Spec section 2, game lobby: the RNG classes; bingo only when the language list includes TY. */
export function rngClassesFor(languages: readonly string[]): string[] {
  const classes = ['JP', 'TG', 'AC'];
  if (languages.some((language) => language.toLowerCase() === 'ty')) classes.push('BG');
  return classes;
}
