import { isThemeMode, SAVED_THEME_READ_ATTRIBUTE } from '../api/early-shared';
import type { ThemeMode } from '../brand/brand-types';
import { LOCAL_KEYS } from '../session/storage-keys';

/** The theme the player chose last, or the brand's default (dark unless the brand says light). */
export function initialTheme(brandDefault: ThemeMode): ThemeMode {
  // The early entry has read it already and put it on the page (or the default, none being saved):
  // no trip to localStorage now, after the first paint.
  const root = document.documentElement;
  const put = root.dataset.theme;
  if (root.hasAttribute(SAVED_THEME_READ_ATTRIBUTE) && isThemeMode(put)) return put;
  try {
    const saved = localStorage.getItem(LOCAL_KEYS.theme);
    if (isThemeMode(saved)) return saved;
  } catch {
    /* storage blocked: use the brand default */
  }
  return brandDefault;
}

export function applyTheme(mode: ThemeMode, persist: boolean): void {
  document.documentElement.dataset.theme = mode;
  if (!persist) return;
  try {
    localStorage.setItem(LOCAL_KEYS.theme, mode);
  } catch {
    /* storage blocked: the choice lasts for this page only */
  }
}
