import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { useT } from '../i18n/i18n';
import { ensurePluginTexts, pluginTextsReady } from '../i18n/plugin-texts';
import { PluginScopeContext, usePluginScope } from '../plugin/plugin-scope';
import { chunkErrorType, loadWithTimeout, type ChunkLoadErrorType } from './chunk-load';
import { ViewErrorBoundary } from './ViewErrorBoundary';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

// Loaded components are kept so a revisit renders at once, without a loading flash.
const loaded = new WeakMap<Loader<never>, ComponentType<never>>();

/**
 * Loads a component ahead of its first render (boot uses it for the page being opened and the
 * slots at the top of the shell), so that render shows it at once: no skeleton, no layout shift.
 */
export async function preloadComponent(load: Loader<never>): Promise<void> {
  if (loaded.has(load)) return;
  try {
    const module = await loadWithTimeout(load);
    loaded.set(load, module.default);
  } catch {
    // The view itself reports the failure with a retry when it renders.
  }
}

type State<P> = { status: 'loading' } | { status: 'ready'; Component: ComponentType<P> } | { status: 'failed'; type: ChunkLoadErrorType };

export interface LazyViewProps<P> {
  load: Loader<P>;
  props: P;
  /** Shown while loading; a skeleton of the view is best. */
  fallback?: React.ReactNode;
  /** Compact error for small slots; the full message with a retry button otherwise. */
  compact?: boolean;
  /**
   * Inside a plugin's scope, the view also waits for that plugin's later texts (the default). Core's
   * hosts turn it off for a first-screen contribution, whose texts came with the first screen.
   */
  waitForTexts?: boolean;
}

export function ChunkLoadFailure({ type, onRetry, compact }: { type: ChunkLoadErrorType; onRetry: () => void; compact?: boolean }) {
  const t = useT();
  return (
    <div className={`chunk-error${compact ? ' chunk-error--compact' : ''}`} role="alert" data-chunk-error={type}>
      <h2 className="chunk-error__title">{t('chunk.title')}</h2>
      <p className="chunk-error__text">{t(`chunk.${type}`)}</p>
      {compact ? null : <p className="chunk-error__hint">{t('chunk.hint')}</p>}
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        {t('app.retry')}
      </button>
    </div>
  );
}

/**
 * Renders a lazily loaded component. A chunk that fails, or does not arrive in 120 s, shows the
 * ChunkLoadError message with its type and a retry button (webpack retries a failed chunk).
 */
export function LazyView<P extends object>({ load, props, fallback = null, compact, waitForTexts = true }: LazyViewProps<P>) {
  const scope = usePluginScope();
  const textsOf = waitForTexts ? scope : null;
  const known = () => {
    const component = loaded.get(load as Loader<never>) as ComponentType<P> | undefined;
    return component && (!textsOf || pluginTextsReady(textsOf)) ? component : undefined;
  };
  const cached = known();
  const [state, setState] = useState<State<P>>(cached ? { status: 'ready', Component: cached } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const ready = known();
    if (ready) {
      setState({ status: 'ready', Component: ready });
      return undefined;
    }
    let live = true;
    setState({ status: 'loading' });
    Promise.all([loadWithTimeout(load), textsOf ? ensurePluginTexts(textsOf) : undefined]).then(
      ([module]) => {
        loaded.set(load as Loader<never>, module.default as ComponentType<never>);
        // A transition: React renders the part in slices rather than in one task as it arrives.
        if (live) startTransition(() => setState({ status: 'ready', Component: module.default }));
      },
      (error: unknown) => {
        if (live) setState({ status: 'failed', type: chunkErrorType(error) });
      },
    );
    return () => {
      live = false;
    };
    // `known` reads only `load` and `textsOf`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, textsOf, attempt]);

  if (state.status === 'ready') {
    const { Component } = state;
    return (
      <ViewErrorBoundary compact={compact}>
        <Component {...props} />
      </ViewErrorBoundary>
    );
  }
  if (state.status === 'failed') return <ChunkLoadFailure type={state.type} compact={compact} onRetry={() => setAttempt((n) => n + 1)} />;
  return <>{fallback}</>;
}

/** A plugin's contribution, rendered in its plugin's scope (see PluginScopeContext). */
export function PluginView<P extends object>({
  pluginId,
  firstScreen,
  ...view
}: LazyViewProps<P> & { pluginId: string; firstScreen?: boolean }) {
  return (
    <PluginScopeContext.Provider value={pluginId}>
      <LazyView {...view} waitForTexts={!firstScreen} />
    </PluginScopeContext.Provider>
  );
}
