import { createContext, useContext } from 'react';

/**
 * The plugin whose contribution is rendering. Core's hosts (routes, slots, modals) set it; a
 * LazyView inside waits for that plugin's later texts as well as its code, so no plugin adds texts
 * itself.
 */
export const PluginScopeContext = createContext<string | null>(null);

export function usePluginScope(): string | null {
  return useContext(PluginScopeContext);
}
