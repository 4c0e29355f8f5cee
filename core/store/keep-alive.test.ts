import { call, put, take } from 'redux-saga/effects';
import type { Saga } from 'redux-saga';
import { featuresFixture, readBrand } from '../../tests/support/fixtures';
import type { ApiClient } from '../api/client';
import { definePlugin } from '../plugin/define-plugin';
import { createAppStore } from './create-store';
import { waitFor } from '../../tests/support/wait-for';

const noApi = {} as ApiClient;
const coreInitial = { token: null, member: null, country: null, theme: 'dark' as const, modals: [] };
function* idleCore() {
  /* the core saga's work is not under test here */
}

function counterReducer(state = 0, action: { type: string }) {
  return action.type === 'counter/incremented' ? state + 1 : state;
}

describe('saga keep-alive', () => {
  it('restarts a crashing plugin saga while the other plugins keep working', async () => {
    const crashes: string[] = [];
    let runs = 0;
    const fragile = definePlugin({
      id: 'fragile',
      *saga() {
        runs += 1;
        yield take('fragile/boom');
        throw new Error(`boom ${runs}`);
      },
    });
    const steady = definePlugin({
      id: 'counter',
      reducer: counterReducer,
      *saga() {
        while (true) {
          yield take('counter/ping');
          yield put({ type: 'counter/incremented' });
        }
      },
    });
    const store = createAppStore({
      plugins: [fragile, steady],
      coreInitial,
      coreSaga: idleCore as Saga<[]>,
      context: { api: noApi, brand: readBrand('mare-da-sorte'), features: featuresFixture(), modalIds: new Set<string>() },
      keepAlive: { restartDelayMs: 0, onCrash: (name, error) => crashes.push(`${name}: ${(error as Error).message}`) },
    });

    store.dispatch({ type: 'fragile/boom' });
    // Restarted: running again and waiting for the next boom.
    await waitFor(() => runs === 2, 'the first restart');
    store.dispatch({ type: 'counter/ping' });
    store.dispatch({ type: 'fragile/boom' });
    await waitFor(() => runs === 3, 'the second restart');
    store.dispatch({ type: 'counter/ping' });

    expect(crashes).toEqual(['fragile: boom 1', 'fragile: boom 2']);
    expect(runs).toBe(3);
    expect((store.getState() as unknown as { counter: number }).counter).toBe(2);
  });

  it('leaves a saga stopped after its restart budget, without touching the others', async () => {
    let runs = 0;
    const givenUp: string[] = [];
    function* alwaysFails(): Generator {
      runs += 1;
      yield call(() => Promise.resolve());
      throw new Error('broken for good');
    }
    const store = createAppStore({
      plugins: [definePlugin({ id: 'broken', saga: alwaysFails as Saga<[]> }), definePlugin({ id: 'counter', reducer: counterReducer })],
      coreInitial,
      coreSaga: idleCore as Saga<[]>,
      context: { api: noApi, brand: readBrand('mare-da-sorte'), features: featuresFixture(), modalIds: new Set<string>() },
      keepAlive: { restartDelayMs: 0, maxRestarts: 3, onCrash: () => undefined, onGiveUp: (name) => givenUp.push(name) },
    });
    await waitFor(() => givenUp.length > 0, 'the saga given up');
    expect(runs).toBe(4);
    expect(givenUp).toEqual(['broken']);
    store.dispatch({ type: 'counter/incremented' });
    expect((store.getState() as unknown as { counter: number }).counter).toBe(1);
  });

  it('starts the restart count again after a healthy run', async () => {
    let runs = 0;
    let clock = 0;
    const now = jest.spyOn(Date, 'now').mockImplementation(() => clock);
    function* crashesLater(): Generator {
      runs += 1;
      clock += runs % 2 === 0 ? 120_000 : 0; // every other run lasts two minutes before it crashes
      yield call(() => Promise.resolve());
      if (runs < 8) throw new Error('late crash');
    }
    const givenUp: string[] = [];
    createAppStore({
      plugins: [definePlugin({ id: 'flaky', saga: crashesLater as Saga<[]> })],
      coreInitial,
      coreSaga: idleCore as Saga<[]>,
      context: { api: noApi, brand: readBrand('mare-da-sorte'), features: featuresFixture(), modalIds: new Set<string>() },
      keepAlive: {
        restartDelayMs: 0,
        maxRestarts: 2,
        healthyAfterMs: 60_000,
        onCrash: () => undefined,
        onGiveUp: (name) => givenUp.push(name),
      },
    });
    // The eighth run ends without a crash; a give-up would have come before it.
    await waitFor(() => runs === 8 || givenUp.length > 0, 'eight runs');
    now.mockRestore();
    expect(runs).toBe(8);
    expect(givenUp).toEqual([]);
  });
});
