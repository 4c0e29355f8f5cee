import type { Brand } from '../brand/brand-types';
import type { Features } from '../features/resolve-features';
import { ensurePluginTexts } from '../i18n/plugin-texts';
import type { ResolvedPlugins, ResolvedSlotItem } from '../plugin/resolve-plugins';
import { preloadComponent } from '../router/LazyView';
import { slotItemShown } from './slot-visibility';

/**
 * The slot items a login adds on `pathname`: shown to a member, not to a guest (the header's
 * wallet and inbox). `pathname` is the page the login starts on (after /login the app
 * moves on; no item's `visible` reads the path today).
 */
export function signedInOnlyItems(resolved: ResolvedPlugins, brand: Brand, features: Features, pathname: string): ResolvedSlotItem[] {
  const shown = (item: ResolvedSlotItem, loggedIn: boolean) => slotItemShown(item, { brand, features, pathname, loggedIn });
  return Object.values(resolved.slots)
    .flat()
    .filter((item) => item.component && item.when !== 'after-paint' && shown(item, true) && !shown(item, false));
}

/**
 * Loads the code and texts of what a login adds to the page, so that the render that follows the
 * login shows it at once. Without it the header's account block came in four steps over about
 * 150 ms (the wallet's and inbox's chunks after the avatar), moving the avatar under the pointer.
 * Never rejects: a part that fails to load reports itself when it renders.
 */
export function preloadSignedInSlots(resolved: ResolvedPlugins, brand: Brand, features: Features, pathname: string): Promise<void> {
  let items: ResolvedSlotItem[];
  try {
    items = signedInOnlyItems(resolved, brand, features, pathname);
  } catch {
    // A plugin's `visible` that throws shows up where its slot renders; a login goes on without it.
    return Promise.resolve();
  }
  const pluginIds = [...new Set(items.map((item) => item.pluginId))];
  return Promise.all([
    ...items.map((item) => preloadComponent(item.component as never)),
    ...pluginIds.map((pluginId) => ensurePluginTexts(pluginId).catch(() => undefined)),
  ]).then(() => undefined);
}
