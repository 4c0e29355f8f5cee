import { useEffect, useRef, useState } from 'react';
import type { Brand } from '../brand/brand-types';
import { useT } from '../i18n/i18n';
import './start-up.css';

/** Why start-up stopped: the platform did not answer system/status in time, or the call failed. */
export type StartFailure = { kind: 'notAnswering' } | { kind: 'failed'; messageKey: string };

// A plug pulled out of its socket: the platform is not there (yet).
const UNPLUGGED = 'M9 7V3M15 7V3M6 7h12v4a6 6 0 0 1-12 0zM12 17v4M3 3l18 18';

/**
 * The platform could not be reached at start: say which way, what to do, and offer a retry
 * instead of a blank page. The retry has the focus, so a keyboard user acts with Enter and a
 * screen reader starts on the way out; the message itself is announced as an alert.
 */
export function StartFailedPage({ brand, failure, onRetry }: { brand: Brand; failure: StartFailure; onRetry: () => Promise<void> }) {
  const t = useT();
  // One retry at a time: a second click while starting would build a second store. The button
  // stays focusable while it works (aria-disabled, not disabled), so the focus is not dropped.
  const [retrying, setRetrying] = useState(false);
  const retryButton = useRef<HTMLButtonElement>(null);
  useEffect(() => retryButton.current?.focus(), []);
  const notAnswering = failure.kind === 'notAnswering';
  return (
    <div className={`status-page status-page--failed${notAnswering ? ' status-page--not-answering' : ''}`}>
      <main className="status-page__card" aria-labelledby="status-title" aria-describedby="status-message">
        <img className="status-page__logo" src={brand.theme.logo} alt={brand.name} width={168} height={44} />
        <div className="status-page__art status-page__art--failed" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="48" height="48" focusable="false">
            <path d={UNPLUGGED} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
        <h1 id="status-title" className="status-page__title">
          {notAnswering ? t('status.notAnsweringTitle') : t('status.startFailed')}
        </h1>
        <p id="status-message" className="status-page__text" role="alert">
          {notAnswering ? t('status.notAnsweringMessage') : t(failure.messageKey)}
        </p>
        <p className="status-page__text">{notAnswering ? t('status.notAnsweringHint') : t('status.startFailedHint')}</p>
        <button
          ref={retryButton}
          type="button"
          className="btn btn--primary btn--large status-page__retry"
          aria-disabled={retrying}
          aria-busy={retrying}
          onClick={() => {
            if (retrying) return;
            setRetrying(true);
            void onRetry();
          }}
        >
          {retrying ? <span className="status-page__retry-spinner" aria-hidden="true" /> : null}
          {retrying ? t('status.retrying') : t('app.retry')}
        </button>
      </main>
    </div>
  );
}
