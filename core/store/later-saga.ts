import type { Action, Reducer } from 'redux';
import type { Channel, Saga } from 'redux-saga';
import { actionChannel, all, call, delay, flush, fork, getContext, put } from 'redux-saga/effects';
import { ensurePluginTexts } from '../i18n/plugin-texts';
import type { LaterSaga } from '../plugin/define-plugin';
import { yieldToBrowser } from '../ui/yield-to-browser';
import type { AddReducer, SagaContext } from './create-store';

/**
 * Runs a plugin's LaterSaga (PluginDefinition.saga): keeps the plugin's actions sent meanwhile,
 * waits for the first paint (or the page's load), loads the workflows with the plugin's later
 * texts, mounts their reducer, starts them, puts the `start` action unless one was kept, then
 * replays what was kept, in order. Nothing of it is a plugin's to write. When they fill the page
 * opened (`atOnce`, RouteContribution.startsWorkflows), they start without waiting.
 */
/** Waits before each new try of a load that failed (a dropped connection): the kept actions stay kept meanwhile. */
export const LATER_LOAD_RETRY_MS = [1_000, 2_000, 4_000, 8_000] as const;

export function laterSaga(pluginId: string, later: LaterSaga, { atOnce = false } = {}): Saga<[]> {
  const prefix = `${pluginId}/`;
  const replay = new Set(later.replay ?? []);
  const isKept = (action: Action) => action.type.startsWith(prefix) || replay.has(action.type);
  /**
   * The plugin's reducer as mounted: between its mount and the replay of the kept actions (a task
   * apart) it leaves the actions being kept alone, since each of them reaches it once, replayed.
   * Made once, so a restarted saga mounts the very same one again.
   */
  interface HeldReducer {
    reducer: Reducer;
    holding: boolean;
  }
  let held: HeldReducer | undefined;
  const heldReducerOf = (reducer: Reducer): HeldReducer => {
    if (!held) {
      const created: HeldReducer = {
        holding: false,
        reducer: (state, action) => (created.holding && isKept(action) && state !== undefined ? state : reducer(state, action)),
      };
      held = created;
    }
    return held;
  };
  return function* runLater() {
    const kept = (yield actionChannel(isKept)) as Channel<Action>;
    if (!atOnce) {
      const wait: SagaContext['firstScreenPainted'] = yield getContext(later.when === 'after-load' ? 'pageLoaded' : 'firstScreenPainted');
      if (wait) yield call(wait);
      // Every plugin's workflows wake on the same paint: each asks for its code in a task of its own.
      yield call(yieldToBrowser);
    }
    let flows: Awaited<ReturnType<LaterSaga['load']>> | undefined;
    for (let attempt = 0; !flows; attempt += 1) {
      try {
        [flows] = (yield all([call(later.load), call(ensurePluginTexts, pluginId)])) as [typeof flows, void];
      } catch (error) {
        // Past the last try, keep-alive restarts the saga (and what was kept is lost).
        if (attempt >= LATER_LOAD_RETRY_MS.length) throw error;
        yield delay(LATER_LOAD_RETRY_MS[attempt]);
      }
    }
    // The chunk was evaluated in this task: starting the workflows (and the renders their first
    // actions cause) takes the next one.
    yield call(yieldToBrowser);
    const mounted = flows.reducer ? heldReducerOf(flows.reducer) : undefined;
    let waiting: Action[];
    try {
      if (mounted) {
        const addReducer: AddReducer = yield getContext('addReducer');
        mounted.holding = true;
        addReducer(pluginId, mounted.reducer);
        // Mounting the reducer renders what waited for it (the page's controls): the workflows, and
        // the renders their first actions cause, start in the next task. What is sent meanwhile is
        // kept, and reaches the reducer once, replayed.
        yield call(yieldToBrowser);
      }
      waiting = (yield flush(kept)) as Action[];
      kept.close();
    } finally {
      if (mounted) mounted.holding = false;
    }
    yield fork(flows.saga);
    if (later.start && !waiting.some((action) => action.type === later.start!.type)) yield put(later.start);
    for (const action of waiting) yield put(action);
  };
}
