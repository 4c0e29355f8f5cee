import { createContext, useContext } from 'react';
import type { ApiClient } from './api/client';
import type { Brand } from './brand/brand-types';
import type { Features } from './features/resolve-features';
import type { ResolvedPlugins } from './plugin/resolve-plugins';

/** The facts fixed at start-up that every component may read. */
export interface Engine {
  brand: Brand;
  features: Features;
  resolved: ResolvedPlugins;
  api: ApiClient;
}

export const EngineContext = createContext<Engine | null>(null);

export function useEngine(): Engine {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('useEngine() used outside the engine root');
  return engine;
}
