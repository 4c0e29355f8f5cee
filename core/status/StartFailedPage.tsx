import { useState } from 'react';
import type { Brand } from '../brand/brand-types';
import { useT } from '../i18n/i18n';

/** The platform could not be reached at start: say so and offer a retry instead of a blank page. */
export function StartFailedPage({ brand, messageKey, onRetry }: { brand: Brand; messageKey: string; onRetry: () => Promise<void> }) {
  const t = useT();
  // One retry at a time: a second click while starting would build a second store.
  const [retrying, setRetrying] = useState(false);
  return (
    <div className="status-page status-page--failed">
      <main className="status-page__card" aria-labelledby="status-title">
        <img className="status-page__logo" src={brand.theme.logo} alt={brand.name} width={168} height={44} />
        <h1 id="status-title" className="status-page__title">{t('status.startFailed')}</h1>
        <p className="status-page__text" role="alert">{t(messageKey)}</p>
        <p className="status-page__text">{t('status.startFailedHint')}</p>
        <button
          type="button"
          className="btn btn--primary btn--large"
          disabled={retrying}
          aria-busy={retrying}
          onClick={() => {
            if (retrying) return;
            setRetrying(true);
            void onRetry();
          }}
        >
          {retrying ? t('app.loading') : t('app.retry')}
        </button>
      </main>
    </div>
  );
}
