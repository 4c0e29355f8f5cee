import type { Brand } from '../brand/brand-types';
import type { Features } from '../features/resolve-features';
import type { ComponentLoader, PluginDefinition, RouteContribution, RouteLayout, SlotItem } from './define-plugin';

export class PluginResolutionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PluginResolutionError';
  }
}

export interface ResolvedRoute {
  path: string;
  pluginId: string;
  load: RouteContribution['load'];
  layout: RouteLayout;
}

export interface ResolvedSlotItem extends SlotItem {
  pluginId: string;
}

export interface ResolvedPlugins {
  plugins: readonly PluginDefinition[];
  routes: readonly ResolvedRoute[];
  slots: Readonly<Record<string, readonly ResolvedSlotItem[]>>;
  modals: Readonly<Record<string, { pluginId: string; load: ComponentLoader<never> }>>;
}

function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '').toLowerCase() : path;
}

/**
 * Checks the brand's plugin list against what exists, without features: unknown ids, duplicate
 * ids and unmet `requires` among the listed plugins. Used by the build, so a bad brand fails early.
 */
export function checkBrandPlugins(all: readonly PluginDefinition[], brand: Pick<Brand, 'id' | 'plugins'>): void {
  const byId = new Map<string, PluginDefinition>();
  for (const plugin of all) {
    if (byId.has(plugin.id)) throw new PluginResolutionError(`Duplicate plugin id "${plugin.id}": two plugins in plugins/index.ts use it.`);
    byId.set(plugin.id, plugin);
  }
  for (const id of brand.plugins) {
    if (!byId.has(id)) {
      throw new PluginResolutionError(`Brand "${brand.id}" names unknown plugin "${id}". Known plugins: ${[...byId.keys()].sort().join(', ')}.`);
    }
  }
}

/**
 * Keeps the plugins the brand lists (in its order) whose `enabledWhen` holds, then checks that what
 * they contribute fits together. Throws PluginResolutionError with a message naming the culprits.
 */
export function resolvePlugins(all: readonly PluginDefinition[], brand: Brand, features: Features): ResolvedPlugins {
  checkBrandPlugins(all, brand);
  const byId = new Map(all.map((plugin) => [plugin.id, plugin]));
  const context = { brand, features };
  const plugins = brand.plugins
    .map((id) => byId.get(id) as PluginDefinition)
    .filter((plugin) => (plugin.enabledWhen ? plugin.enabledWhen(context) : true));
  const enabled = new Set(plugins.map((plugin) => plugin.id));

  for (const plugin of plugins) {
    for (const required of plugin.requires ?? []) {
      if (!enabled.has(required)) {
        const why = brand.plugins.includes(required) ? 'is switched off for this merchant' : `is not listed by brand "${brand.id}"`;
        throw new PluginResolutionError(`Plugin "${plugin.id}" requires plugin "${required}", which ${why}.`);
      }
    }
  }

  const routes: ResolvedRoute[] = [];
  const routeOwners = new Map<string, string>();
  for (const plugin of plugins) {
    for (const route of plugin.routes ?? []) {
      const paths = typeof route.path === 'string' ? [route.path] : route.path;
      for (const path of paths) {
        const key = normalisePath(path);
        const owner = routeOwners.get(key);
        if (owner) throw new PluginResolutionError(`Duplicate route "${path}": contributed by plugins "${owner}" and "${plugin.id}".`);
        routeOwners.set(key, plugin.id);
        routes.push({ path, pluginId: plugin.id, load: route.load, layout: route.layout ?? 'home' });
      }
    }
  }

  const slots: Record<string, ResolvedSlotItem[]> = {};
  const slotOwners = new Map<string, string>();
  plugins.forEach((plugin) => {
    for (const [slot, items] of Object.entries(plugin.slots ?? {})) {
      for (const item of items) {
        const key = `${slot}\u0000${item.key}`;
        const owner = slotOwners.get(key);
        if (owner) throw new PluginResolutionError(`Duplicate slot key "${item.key}" in slot "${slot}": contributed by plugins "${owner}" and "${plugin.id}".`);
        slotOwners.set(key, plugin.id);
        (slots[slot] ??= []).push({ ...item, pluginId: plugin.id });
      }
    }
  });
  // Stable sort: equal orders keep the brand's plugin order.
  for (const items of Object.values(slots)) items.sort((a, b) => (a.order ?? 0) - (b.order ?? 0));

  const modals: Record<string, { pluginId: string; load: ComponentLoader<never> }> = {};
  for (const plugin of plugins) {
    for (const [id, load] of Object.entries(plugin.modals ?? {})) {
      if (modals[id]) throw new PluginResolutionError(`Duplicate modal "${id}": contributed by plugins "${modals[id].pluginId}" and "${plugin.id}".`);
      modals[id] = { pluginId: plugin.id, load: load as ComponentLoader<never> };
    }
  }

  return { plugins, routes, slots, modals };
}
