import { applyMiddleware, combineReducers, legacy_createStore as createStore, type Reducer, type Store } from 'redux';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import type { ApiClient } from '../api/client';
import type { Brand } from '../brand/brand-types';
import type { Features } from '../features/resolve-features';
import type { PluginDefinition } from '../plugin/define-plugin';
import { createCoreReducer, type CoreState, type RootState } from './core-state';
import { spawnAll, type KeepAliveOptions } from './keep-alive';
import { laterSaga } from './later-saga';

/** What every saga can read with `getContext`: the API client and the start-up facts. */
export interface SagaContext {
  api: ApiClient;
  brand: Brand;
  features: Features;
  /** Ids of the modals the enabled plugins provide. */
  modalIds: ReadonlySet<string>;
  /** The modal that asks a visitor to log in, when an enabled plugin gives one (PluginDefinition.signInModal). */
  signInModal?: string | null;
  /**
   * Resolves when the first screen is on screen (core/shell/first-screen-painted.ts): work the
   * first screen does not need waits for it. Absent (tests, no shell): nothing to wait for.
   */
  firstScreenPainted?: () => Promise<void>;
  /** Resolves when the page has loaded and painted (core/ui/use-page-loaded.ts). Absent: nothing to wait for. */
  pageLoaded?: () => Promise<void>;
  /**
   * Loads what a login adds to the open page (core/slots/signed-in-slots.ts); never rejects. A
   * login flow starts it with its request and lets the session start once it is in (or a short
   * wait has passed), so the header shows the account whole. Absent: nothing to load.
   */
  prepareSignedIn?: () => Promise<void>;
}

/**
 * Mounts a plugin's reducer once its chunk has loaded (a LaterSaga's reducer: state the first
 * screen does not need stays out of it). Until then the plugin's slice is undefined and its
 * selectors answer their defaults; core replays the plugin's actions kept meanwhile.
 */
export type AddReducer = (pluginId: string, reducer: Reducer) => void;

export interface CreateAppStoreOptions {
  plugins: readonly PluginDefinition[];
  coreInitial: CoreState;
  coreSaga: Saga<[]>;
  context: SagaContext;
  keepAlive?: KeepAliveOptions;
  /** The plugin whose later workflows fill the page opened (RouteContribution.startsWorkflows): they start at once. */
  workflowsAtOnce?: string;
}

/** Builds the store once from the enabled plugins: their reducers under their ids, their sagas kept alive. */
export function createAppStore(options: CreateAppStoreOptions): Store<RootState> {
  const reducers: Record<string, Reducer> = { core: createCoreReducer(options.coreInitial, options.context.signInModal) as Reducer };
  for (const plugin of options.plugins) if (plugin.reducer) reducers[plugin.id] = plugin.reducer;
  let store: Store<RootState> | null = null;
  const addReducer: AddReducer = (pluginId, reducer) => {
    if (reducers[pluginId] === reducer) return; // a restarted saga mounting it again
    if (reducers[pluginId]) throw new Error(`Plugin "${pluginId}" already has a reducer.`);
    reducers[pluginId] = reducer;
    store?.replaceReducer(combineReducers(reducers) as unknown as Reducer<RootState>);
  };
  const sagaMiddleware = createSagaMiddleware({ context: { ...options.context, addReducer } });
  store = createStore(combineReducers(reducers), applyMiddleware(sagaMiddleware)) as unknown as Store<RootState>;
  const sagas: Array<[string, Saga<[]>]> = [['core', options.coreSaga]];
  for (const plugin of options.plugins) {
    const saga = plugin.saga;
    if (!saga) continue;
    const atOnce = options.workflowsAtOnce === plugin.id;
    sagas.push([plugin.id, typeof saga === 'function' ? saga : laterSaga(plugin.id, saga, { atOnce })]);
  }
  const onCrash =
    options.keepAlive?.onCrash ?? ((name: string, error: unknown) => console.error(`Saga "${name}" crashed and restarts`, error));
  const onGiveUp = options.keepAlive?.onGiveUp ?? ((name: string) => console.error(`Saga "${name}" keeps crashing and is stopped`));
  sagaMiddleware.run(spawnAll(sagas, { ...options.keepAlive, onCrash, onGiveUp }));
  return store;
}
