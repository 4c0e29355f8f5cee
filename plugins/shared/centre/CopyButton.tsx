import './centre.css';
import { useEffect, useState } from 'react';
import { useT } from '../../../core/i18n/i18n';

/** Copies a text to the clipboard and says so for a few seconds (read out to screen readers). */
export function CopyButton({ text, label, className = 'btn btn--secondary' }: { text: string; label: string; className?: string }) {
  const t = useT();
  const [copied, setCopied] = useState<boolean | null>(null);
  useEffect(() => {
    if (copied === null) return undefined;
    const timer = window.setTimeout(() => setCopied(null), 3000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() =>
          navigator.clipboard.writeText(text).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {label}
      </button>
      <span className="visually-hidden" role="status">
        {copied === true ? t('centre:copied') : copied === false ? t('centre:copyFailed') : ''}
      </span>
      {copied === true ? (
        <span className="mc-copied" aria-hidden="true">
          {t('centre:copied')}
        </span>
      ) : null}
    </>
  );
}
