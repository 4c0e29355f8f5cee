import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { EngineContext } from '../engine-context';
import { ChunkLoadFailure } from '../router/LazyView';
import { chunkErrorType, type ChunkLoadErrorType } from '../router/chunk-load';
import type { SanitizePolicy } from './sanitize';

type Sanitize = (dirty: string, policy: SanitizePolicy) => DocumentFragment | null;
let sanitizer: Promise<Sanitize> | null = null;

// DOMPurify loads with the first untrusted HTML shown, keeping it out of the entry chunk. A failed
// load is forgotten, so the next attempt fetches the chunk again.
function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import(/* webpackChunkName: "sanitize" */ './sanitize').then(
    (m) => m.sanitizeHtml,
    (error: unknown) => {
      sanitizer = null;
      throw error;
    },
  );
  return sanitizer;
}

/** The sanitiser, once a page that imports it has handed it over: SafeHtml then cleans as it renders. */
let sanitizerAtHand: Sanitize | null = null;

/**
 * For a page whose first screen is untrusted HTML: it imports the sanitiser (which then comes in
 * the page's own files, preloaded with them) and hands it over when its code runs, so its HTML
 * renders with the page rather than one chunk download and one render later.
 */
export function provideSanitizer(sanitize: Sanitize): void {
  sanitizerAtHand = sanitize;
  sanitizer = Promise.resolve(sanitize);
}

/** Outside the engine (a test rendering a part alone) there are no CDNs: no untrusted image loads. */
const NO_CDNS: readonly string[] = [];

export interface SafeHtmlProps {
  html: string;
  className?: string;
  as?: 'div' | 'span' | 'section';
}

type State = { status: 'loading' } | { status: 'ready'; clean: DocumentFragment | null } | { status: 'failed'; type: ChunkLoadErrorType };

/**
 * Renders untrusted HTML only after the sanitiser has cleaned it, and only as the nodes it
 * cleaned: never the raw string, and never a string the live document would parse again.
 */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  const imageCdns = useContext(EngineContext)?.features.imageCDNs ?? NO_CDNS;
  const atHand = sanitizerAtHand;
  const cleanNow = useMemo(
    () => (atHand ? { clean: atHand(html, { imageCdns, base: window.location.href }) } : null),
    [atHand, html, imageCdns],
  );
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (cleanNow) return undefined;
    let live = true;
    loadSanitizer().then(
      (sanitize) => live && setState({ status: 'ready', clean: sanitize(html, { imageCdns, base: window.location.href }) }),
      (error: unknown) => live && setState({ status: 'failed', type: chunkErrorType(error) }),
    );
    return () => {
      live = false;
    };
  }, [html, attempt, imageCdns, cleanNow]);
  const clean = cleanNow ? cleanNow.clean : state.status === 'ready' ? state.clean : null;
  // A copy goes in, so a remount (or React calling the ref again) still has every node to insert.
  // React renders no children here, so it never touches the ones inserted.
  const fill = useCallback(
    (element: HTMLElement | null) => {
      if (element) element.replaceChildren(...(clean ? [clean.cloneNode(true)] : []));
    },
    [clean],
  );
  if (!cleanNow && state.status === 'failed')
    return <ChunkLoadFailure type={state.type} compact onRetry={() => setAttempt((n) => n + 1)} />;
  if (!cleanNow && state.status === 'loading') return <Tag className={className} aria-busy="true" />;
  return <Tag className={className} ref={fill} />;
}
