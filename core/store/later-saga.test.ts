import type { Action, Reducer } from 'redux';
import { put, takeEvery } from 'redux-saga/effects';
import type { ApiClient } from '../api/client';
import { t } from '../i18n/i18n';
import { registerPluginTexts } from '../i18n/plugin-texts';
import type { TextBundle } from '../i18n/text-table';
import type { LaterSaga, PluginDefinition } from '../plugin/define-plugin';
import { featuresFixture, readBrand } from '../../tests/support/fixtures';
import { initI18nForTests } from '../../tests/support/i18n';
import { createAppStore } from './create-store';
import { LATER_LOAD_RETRY_MS } from './later-saga';

/** A promise the test settles: the first paint, the workflows' chunk. */
function gate<T = void>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Lets tasks run until `done()` holds, twenty turns at most: the saga takes a task of its own for
 * each step (core/ui/yield-to-browser.ts), so what it does next is a few turns away.
 */
async function until(done: () => boolean, turn: () => Promise<unknown> = tick): Promise<void> {
  for (let turns = 0; turns < 20 && !done(); turns += 1) await turn();
}

interface Seen {
  list: string[];
}

function setUp(later: LaterSaga, texts?: PluginDefinition['texts'], workflowsAtOnce?: string) {
  const painted = gate();
  const plugin: PluginDefinition = { id: 'games', saga: later, texts };
  registerPluginTexts([plugin], 'pt');
  const store = createAppStore({
    plugins: [plugin],
    coreInitial: { token: null, member: null, country: null, theme: 'dark', modals: [] },
    *coreSaga() {},
    workflowsAtOnce,
    context: {
      api: {} as ApiClient,
      brand: readBrand('mare-da-sorte'),
      features: featuresFixture(),
      modalIds: new Set(),
      firstScreenPainted: () => painted.promise,
      pageLoaded: () => new Promise(() => undefined),
    },
  });
  return { store, painted };
}

/** Workflows that record what they see, and a reducer that counts the lists asked for. */
function flows(seen: Seen) {
  const reducer: Reducer<number> = (state = 0, action) => (action.type === 'games/listRequested' ? state + 1 : state);
  return {
    reducer,
    *saga() {
      yield takeEvery(
        (action: Action) => action.type !== '@@redux/INIT',
        (action: Action) => {
          seen.list.push(action.type);
        },
      );
      yield put({ type: 'games/flowsStarted' });
    },
  };
}

beforeAll(() => initI18nForTests());

describe('a plugin’s later saga (core does the waiting and the replay)', () => {
  it('waits for the first paint, keeps the plugin’s actions and the listed core ones, and replays them in order after starting', async () => {
    const seen: Seen = { list: [] };
    const chunk = gate<ReturnType<typeof flows>>();
    const load = jest.fn(() => chunk.promise);
    const { store, painted } = setUp({
      when: 'after-paint',
      load,
      replay: ['core/sessionEnded'],
      start: { type: 'games/listRequested' },
    });
    store.dispatch({ type: 'games/pageOpened' });
    store.dispatch({ type: 'core/sessionEnded' });
    store.dispatch({ type: 'other/ignored' });
    await tick();
    expect((store.getState() as Record<string, unknown>).games).toBeUndefined();
    // Nothing of the workflows is asked for before the first paint.
    expect(load).not.toHaveBeenCalled();

    painted.open();
    await until(() => load.mock.calls.length > 0);
    chunk.open(flows(seen));
    await until(() => seen.list.length >= 4);
    // Started first (its own first action), then the start action (none was kept), then the kept ones.
    expect(seen.list).toEqual(['games/flowsStarted', 'games/listRequested', 'games/pageOpened', 'core/sessionEnded']);
    expect((store.getState() as Record<string, unknown>).games).toBe(1);
  });

  it('does not put the start action again when the page already asked for it', async () => {
    const seen: Seen = { list: [] };
    const { store, painted } = setUp({
      when: 'after-paint',
      load: () => Promise.resolve(flows(seen)),
      start: { type: 'games/listRequested' },
    });
    store.dispatch({ type: 'games/listRequested' });
    painted.open();
    await until(() => seen.list.includes('games/flowsStarted'));
    await tick();
    expect(seen.list.filter((type) => type === 'games/listRequested')).toHaveLength(1);
    expect((store.getState() as Record<string, unknown>).games).toBe(1);
  });

  it('applies an action sent between the reducer’s mount and the workflows’ start once, replayed in order', async () => {
    const seen: Seen = { list: [] };
    const { store, painted } = setUp({ when: 'after-paint', load: () => Promise.resolve(flows(seen)) });
    const games = () => (store.getState() as Record<string, unknown>).games;
    // What a page waiting for the reducer does as soon as it is there: send its first action.
    let sent = false;
    const unsubscribe = store.subscribe(() => {
      if (sent || games() === undefined) return;
      sent = true;
      store.dispatch({ type: 'games/listRequested' });
    });
    painted.open();
    await until(() => seen.list.includes('games/listRequested'));
    unsubscribe();
    expect(sent).toBe(true);
    expect(seen.list).toEqual(['games/flowsStarted', 'games/listRequested']);
    expect(games()).toBe(1);
  });

  it('tries a failed load again, keeping the actions sent meanwhile', async () => {
    jest.useFakeTimers();
    try {
      const seen: Seen = { list: [] };
      let tries = 0;
      const { store, painted } = setUp({
        when: 'after-paint',
        load: () => (++tries === 1 ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve(flows(seen))),
      });
      store.dispatch({ type: 'games/pageOpened' });
      painted.open();
      await jest.advanceTimersByTimeAsync(0);
      expect(tries).toBe(1);
      expect(seen.list).toEqual([]);
      store.dispatch({ type: 'games/filterChosen' });
      await jest.advanceTimersByTimeAsync(LATER_LOAD_RETRY_MS[0]);
      await until(
        () => seen.list.length >= 3,
        () => jest.runOnlyPendingTimersAsync(),
      );
      expect(tries).toBe(2);
      expect(seen.list).toEqual(['games/flowsStarted', 'games/pageOpened', 'games/filterChosen']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts only once the plugin’s later texts are in', async () => {
    const seen: Seen = { list: [] };
    const texts = gate<{ default: TextBundle }>();
    const { painted } = setUp({ when: 'after-paint', load: () => Promise.resolve(flows(seen)) }, [
      { when: 'on-demand', pt: () => texts.promise },
    ]);
    painted.open();
    await tick();
    await tick();
    expect(seen.list).toEqual([]);
    texts.open({ default: { title: 'Jogos' } });
    await until(() => seen.list.length > 0);
    expect(seen.list).toEqual(['games/flowsStarted']);
    const key: string = 'games:title'; // a namespace only this test has
    expect(t(key)).toBe('Jogos');
  });

  it('starts at once, without waiting for the page to load, when its workflows fill the page opened', async () => {
    const seen: Seen = { list: [] };
    const { store } = setUp(
      { when: 'after-load', load: () => Promise.resolve(flows(seen)), start: { type: 'games/listRequested' } },
      undefined,
      'games',
    );
    await until(() => seen.list.length > 1);
    // pageLoaded never resolves in this set-up: only atOnce lets the workflows run.
    expect(seen.list).toEqual(['games/flowsStarted', 'games/listRequested']);
    expect((store.getState() as Record<string, unknown>).games).toBe(1);
  });
});
