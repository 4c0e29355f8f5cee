import { matchPath } from 'react-router-dom';
import { normalisePath } from '../api/early-shared';
import type { Brand } from '../brand/brand-types';
import type { Features } from '../features/resolve-features';
import type { AccountCentre } from '../session/account-types';
import type { ComponentLoader, PluginContext, PluginDefinition, RouteContribution, RouteLayout, SlotItem } from './define-plugin';

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
  when: NonNullable<RouteContribution['when']>;
  startsWorkflows: boolean;
}

export interface ResolvedSlotItem extends SlotItem {
  pluginId: string;
}

export interface ResolvedPlugins {
  plugins: readonly PluginDefinition[];
  routes: readonly ResolvedRoute[];
  slots: Readonly<Record<string, readonly ResolvedSlotItem[]>>;
  modals: Readonly<Record<string, { pluginId: string; load: ComponentLoader<never> }>>;
  /** Normalised paths of the routes marked `public` or `signIn` (open before logging in). */
  publicPaths: ReadonlySet<string>;
  /** The first path of the `signIn` route, if a plugin gives one. */
  signInPath: string | null;
  /** The modal that asks a visitor to log in (PluginDefinition.signInModal), if a plugin gives one. */
  signInModal: string | null;
  /** The modal of each account centre a plugin gives. */
  centres: Readonly<Partial<Record<AccountCentre, string>>>;
}

/** Ids the core uses for itself: `core` is the core's own state key. */
const RESERVED_IDS = new Set(['core']);

/** A route's path and its aliases. */
export function routePaths(route: RouteContribution): readonly string[] {
  return typeof route.path === 'string' ? [route.path] : route.path;
}

/** The route an address opens, as the router picks it (the first that matches, case aside). */
export function routeAt(routes: readonly ResolvedRoute[], pathname: string): ResolvedRoute | undefined {
  return routes.find((route) => matchPath({ path: route.path, caseSensitive: false }, pathname));
}

/**
 * Gathers routes, slots and modals, throwing on any two plugins contributing the same one. With
 * the merchant's context, routes whose `enabledWhen` fails are left out (after the duplicate check,
 * which holds whatever the switches say).
 */
function collect(plugins: readonly PluginDefinition[], context?: PluginContext): ResolvedPlugins {
  const routes: ResolvedRoute[] = [];
  const routeOwners = new Map<string, string>();
  const publicPaths = new Set<string>();
  let signInPath: string | null = null;
  for (const plugin of plugins) {
    for (const route of plugin.routes ?? []) {
      for (const path of routePaths(route)) {
        const key = normalisePath(path);
        const owner = routeOwners.get(key);
        if (owner) throw new PluginResolutionError(`Duplicate route "${path}": contributed by plugins "${owner}" and "${plugin.id}".`);
        routeOwners.set(key, plugin.id);
        if (context && route.enabledWhen && !route.enabledWhen(context)) continue;
        routes.push({
          path,
          pluginId: plugin.id,
          load: route.load,
          layout: route.layout ?? 'full',
          when: route.when ?? 'on-demand',
          startsWorkflows: route.startsWorkflows ?? false,
        });
        if (route.public || route.signIn) publicPaths.add(key);
      }
    }
  }

  const slots: Record<string, ResolvedSlotItem[]> = {};
  const slotOwners = new Map<string, string>();
  for (const plugin of plugins) {
    for (const [slot, items] of Object.entries(plugin.slots ?? {})) {
      for (const item of items) {
        const key = `${slot}\u0000${item.key}`;
        const owner = slotOwners.get(key);
        if (owner)
          throw new PluginResolutionError(
            `Duplicate slot key "${item.key}" in slot "${slot}": contributed by plugins "${owner}" and "${plugin.id}".`,
          );
        slotOwners.set(key, plugin.id);
        if (item.placeholder && item.when !== 'after-paint')
          throw new PluginResolutionError(
            `Slot item "${item.key}" of plugin "${plugin.id}" has a placeholder but is not \`when: 'after-paint'\`: it would never show.`,
          );
        (slots[slot] ??= []).push({ ...item, pluginId: plugin.id });
      }
    }
  }
  // Stable sort: equal orders keep the brand's plugin order.
  for (const items of Object.values(slots)) items.sort((a, b) => (a.order ?? 0) - (b.order ?? 0));

  const modals: Record<string, { pluginId: string; load: ComponentLoader<never> }> = {};
  for (const plugin of plugins) {
    for (const [id, load] of Object.entries(plugin.modals ?? {})) {
      if (modals[id])
        throw new PluginResolutionError(`Duplicate modal "${id}": contributed by plugins "${modals[id].pluginId}" and "${plugin.id}".`);
      modals[id] = { pluginId: plugin.id, load: load as ComponentLoader<never> };
    }
  }

  let signInModal: string | null = null;
  const centres: Partial<Record<AccountCentre, string>> = {};
  const roleOwners = new Map<string, string>();
  const claim = (role: string, plugin: PluginDefinition) => {
    const owner = roleOwners.get(role);
    if (owner) throw new PluginResolutionError(`Plugins "${owner}" and "${plugin.id}" both give the ${role}.`);
    roleOwners.set(role, plugin.id);
  };
  for (const plugin of plugins) {
    for (const route of plugin.routes ?? []) {
      if (!route.signIn) continue;
      claim('sign-in page', plugin);
      signInPath = routePaths(route)[0];
    }
    if (plugin.signInModal) {
      claim('sign-in modal', plugin);
      signInModal = plugin.signInModal;
    }
    if (plugin.accountCentre) {
      claim(`${plugin.accountCentre.kind} centre`, plugin);
      centres[plugin.accountCentre.kind] = plugin.accountCentre.modal;
    }
  }

  return { plugins, routes, slots, modals, publicPaths, signInPath, signInModal, centres };
}

/**
 * Everything that can be known about a brand's plugin list without the merchant's features:
 * duplicate or reserved ids, unknown plugins, a `requires` the brand does not list, and two listed
 * plugins contributing the same route, slot key or modal. Run by validate-brands and the build, so
 * such a brand never reaches a browser.
 */
export function checkBrandPlugins(all: readonly PluginDefinition[], brand: Pick<Brand, 'id' | 'plugins'>): readonly PluginDefinition[] {
  const byId = new Map<string, PluginDefinition>();
  for (const plugin of all) {
    if (RESERVED_IDS.has(plugin.id)) throw new PluginResolutionError(`Plugin id "${plugin.id}" is reserved by the core.`);
    if (byId.has(plugin.id)) throw new PluginResolutionError(`Duplicate plugin id "${plugin.id}": two plugins in plugins/index.ts use it.`);
    byId.set(plugin.id, plugin);
  }
  for (const id of brand.plugins) {
    if (!byId.has(id)) {
      throw new PluginResolutionError(
        `Brand "${brand.id}" names unknown plugin "${id}". Known plugins: ${[...byId.keys()].sort().join(', ')}.`,
      );
    }
  }
  const listed = brand.plugins.map((id) => byId.get(id) as PluginDefinition);
  for (const plugin of listed) {
    for (const required of plugin.requires ?? []) {
      if (!brand.plugins.includes(required)) {
        throw new PluginResolutionError(`Plugin "${plugin.id}" requires plugin "${required}", which is not listed by brand "${brand.id}".`);
      }
    }
  }
  collect(listed);
  return listed;
}

/**
 * Keeps the plugins the brand lists (in its order) whose `enabledWhen` holds for the merchant, and
 * collects what they contribute. A plugin whose required plugin the merchant switched off is
 * switched off with it, so one toggle never takes the site down. Throws PluginResolutionError
 * (see checkBrandPlugins) for what is wrong with the brand itself.
 */
export function resolvePlugins(all: readonly PluginDefinition[], brand: Brand, features: Features): ResolvedPlugins {
  const listed = checkBrandPlugins(all, brand);
  const context = { brand, features };
  let enabled = listed.filter((plugin) => (plugin.enabledWhen ? plugin.enabledWhen(context) : true));
  for (let changed = true; changed;) {
    const ids = new Set(enabled.map((plugin) => plugin.id));
    const kept = enabled.filter((plugin) => (plugin.requires ?? []).every((required) => ids.has(required)));
    changed = kept.length !== enabled.length;
    enabled = kept;
  }
  return collect(enabled, context);
}
