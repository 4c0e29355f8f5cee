import { errorText } from '../../../core/api/present-error';
import { useT } from '../../../core/i18n/i18n';

/** A page section whose call failed: what happened, and a retry. */
export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT();
  return (
    <div className="mc-notice mc-notice--error" role="alert">
      <span>{errorText(error)}</span>{' '}
      <button type="button" className="btn btn--ghost" onClick={retry}>
        {t('member-centre:common.retry')}
      </button>
    </div>
  );
}

/** A card's room while its data loads. */
export function CardSkeleton({ rows = 1 }: { rows?: number }) {
  return (
    <div className="mc-card" aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="skeleton mc-channels__skeleton" />
      ))}
    </div>
  );
}
