import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { Store } from 'redux';
import { EngineContext, type Engine } from './engine-context';
import { ViewErrorBoundary } from './router/ViewErrorBoundary';
import { Shell } from './shell/Shell';
import type { RootState } from './store/core-state';

export function App({ engine, store }: { engine: Engine; store: Store<RootState> }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <EngineContext.Provider value={engine}>
          <BrowserRouter>
            <ViewErrorBoundary>
              <Shell />
            </ViewErrorBoundary>
          </BrowserRouter>
        </EngineContext.Provider>
      </Provider>
    </StrictMode>
  );
}
