import { applyMiddleware, combineReducers, legacy_createStore as createStore, type Reducer, type Store } from 'redux';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import type { ApiClient } from '../api/client';
import type { Brand } from '../brand/brand-types';
import type { Features } from '../features/resolve-features';
import type { PluginDefinition } from '../plugin/define-plugin';
import { createCoreReducer, type CoreState, type RootState } from './core-state';
import { spawnAll, type KeepAliveOptions } from './keep-alive';

/** What every saga can read with `getContext`: the API client and the start-up facts. */
export interface SagaContext {
  api: ApiClient;
  brand: Brand;
  features: Features;
  /** Ids of the modals the enabled plugins provide, so core flows know whether e.g. the login popup exists. */
  modalIds: ReadonlySet<string>;
}

export interface CreateAppStoreOptions {
  plugins: readonly PluginDefinition[];
  coreInitial: CoreState;
  coreSaga: Saga<[]>;
  context: SagaContext;
  keepAlive?: KeepAliveOptions;
}

/** Builds the store once from the enabled plugins: their reducers under their ids, their sagas kept alive. */
export function createAppStore(options: CreateAppStoreOptions): Store<RootState> {
  const reducers: Record<string, Reducer> = { core: createCoreReducer(options.coreInitial) as Reducer };
  for (const plugin of options.plugins) if (plugin.reducer) reducers[plugin.id] = plugin.reducer;
  const sagaMiddleware = createSagaMiddleware({ context: { ...options.context } });
  const store = createStore(combineReducers(reducers), applyMiddleware(sagaMiddleware)) as unknown as Store<RootState>;
  const sagas: Array<[string, Saga<[]>]> = [['core', options.coreSaga]];
  for (const plugin of options.plugins) if (plugin.saga) sagas.push([plugin.id, plugin.saga]);
  const onCrash = options.keepAlive?.onCrash ?? ((name: string, error: unknown) => console.error(`Saga "${name}" crashed and restarts`, error));
  const onGiveUp = options.keepAlive?.onGiveUp ?? ((name: string) => console.error(`Saga "${name}" keeps crashing and is stopped`));
  sagaMiddleware.run(spawnAll(sagas, { ...options.keepAlive, onCrash, onGiveUp }));
  return store;
}
