import type { Reducer } from 'redux';
import { getContext } from 'redux-saga/effects';
import type { ApiClient } from '../api/client';
import { featuresFixture, readBrand } from '../../tests/support/fixtures';
import { createAppStore, type AddReducer } from './create-store';

describe('createAppStore', () => {
  const counter: Reducer<number> = (state = 0, action) => (action.type === 'counter/add' ? state + 1 : state);

  function storeWithLateReducer() {
    let addReducer: AddReducer | null = null;
    const store = createAppStore({
      plugins: [
        {
          id: 'late',
          // The plugin's saga gets the mounting function from the context, as a lazily loaded plugin does.
          *saga() {
            addReducer = (yield getContext('addReducer')) as AddReducer;
          },
        },
      ],
      coreInitial: { token: null, member: null, country: null, theme: 'dark', modals: [] },
      *coreSaga() {},
      context: { api: {} as ApiClient, brand: readBrand('mare-da-sorte'), features: featuresFixture(), modalIds: new Set() },
    });
    return { store, add: (reducer: Reducer) => addReducer!('late', reducer) };
  }

  it('mounts a plugin reducer later, keeping the state the others already have', () => {
    const { store, add } = storeWithLateReducer();
    expect((store.getState() as Record<string, unknown>).late).toBeUndefined();
    const coreBefore = store.getState().core;
    add(counter as Reducer);
    store.dispatch({ type: 'counter/add' });
    expect((store.getState() as Record<string, unknown>).late).toBe(1);
    expect(store.getState().core).toBe(coreBefore);
  });

  it('accepts the same reducer twice (a restarted saga) but not a second one', () => {
    const { add } = storeWithLateReducer();
    add(counter as Reducer);
    expect(() => add(counter as Reducer)).not.toThrow();
    expect(() => add(((state = 0) => state) as Reducer)).toThrow(/already has a reducer/);
  });
});
