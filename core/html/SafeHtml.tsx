import { useEffect, useState } from 'react';
import { ChunkLoadFailure } from '../router/LazyView';
import { chunkErrorType, type ChunkLoadErrorType } from '../router/chunk-load';

type Sanitize = (dirty: string) => string;
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

export interface SafeHtmlProps {
  html: string;
  className?: string;
  as?: 'div' | 'span' | 'section';
}

type State = { status: 'loading' } | { status: 'ready'; clean: string } | { status: 'failed'; type: ChunkLoadErrorType };

/** Renders untrusted HTML only after the sanitiser has cleaned it; never the raw string. */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadSanitizer().then(
      (sanitize) => live && setState({ status: 'ready', clean: sanitize(html) }),
      (error: unknown) => live && setState({ status: 'failed', type: chunkErrorType(error) }),
    );
    return () => {
      live = false;
    };
  }, [html, attempt]);
  if (state.status === 'failed') return <ChunkLoadFailure type={state.type} compact onRetry={() => setAttempt((n) => n + 1)} />;
  if (state.status === 'loading') return <Tag className={className} aria-busy="true" />;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: state.clean }} />;
}
