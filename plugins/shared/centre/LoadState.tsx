import './centre.css';
import type { ReactNode } from 'react';
import { errorText } from '../../../core/api/present-error';
import type { Remote } from '../../../core/api/use-remote';
import { useT } from '../../../core/i18n/i18n';

/** A page section whose call failed: what happened, and a retry. */
export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT();
  return (
    <div className="mc-notice mc-notice--error" role="alert">
      <span>{errorText(error)}</span>{' '}
      <button type="button" className="btn btn--ghost" onClick={retry}>
        {t('centre:retry')}
      </button>
    </div>
  );
}

/** A card's room while its data loads. */
export function CardSkeleton({ rows = 1 }: { rows?: number }) {
  return (
    <div className="mc-card" aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="skeleton mc-card__skeleton" />
      ))}
    </div>
  );
}

/**
 * A section fed by one call: the failure with a retry, a skeleton while it loads, the empty text
 * when the answer has nothing to show, else the content.
 */
export function RemoteView<T>({
  remote,
  rows = 4,
  isEmpty,
  empty,
  children,
}: {
  remote: Remote<T>;
  rows?: number;
  isEmpty?: (value: T) => boolean;
  empty?: string;
  children: (value: T) => ReactNode;
}) {
  if (remote.status === 'failed') return <LoadFailed error={remote.error} retry={remote.retry} />;
  if (remote.data === null) return <CardSkeleton rows={rows} />;
  if (isEmpty?.(remote.data)) return <p className="mc-card mc-empty">{empty}</p>;
  return <>{children(remote.data)}</>;
}
