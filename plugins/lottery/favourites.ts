/** Lottery favourites are game codes, kept per username in localStorage (spec section 3). */
const FAVOURITES_KEY = 'lotteryFavourites';
export const FAVOURITES_MAX = 100;
const GAME_CODE = /^[A-Za-z0-9_-]{1,40}$/;

export function favouritesKey(username: string): string {
  return `${FAVOURITES_KEY}:${username}`;
}

function localStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stored codes; anything unreadable or foreign is dropped rather than trusted. */
export function parseFavourites(raw: string | null): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const codes = value.filter((code): code is string => typeof code === 'string' && GAME_CODE.test(code));
  return [...new Set(codes)].slice(0, FAVOURITES_MAX);
}

export function readFavourites(username: string, storage: Storage | null = localStore()): string[] {
  try {
    return parseFavourites(storage?.getItem(favouritesKey(username)) ?? null);
  } catch {
    return [];
  }
}

export function writeFavourites(username: string, codes: readonly string[], storage: Storage | null = localStore()): void {
  try {
    storage?.setItem(favouritesKey(username), JSON.stringify(codes));
  } catch {
    // A full or blocked storage only loses the star; the page keeps working.
  }
}

/** Adds the code first, or removes it; the newest favourite leads and the list stays bounded. */
export function toggleFavourite(codes: readonly string[], code: string): string[] {
  if (codes.includes(code)) return codes.filter((c) => c !== code);
  return [code, ...codes].slice(0, FAVOURITES_MAX);
}
