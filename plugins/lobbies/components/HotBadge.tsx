import { useT } from '../../../core/i18n/i18n';

/** The hot icon of spec section 2 (isHot 1): a small flame with a text alternative. */
export function HotBadge() {
  const t = useT();
  return (
    <span className="hot-badge" title={t('lobbies:hot')}>
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M8.6 1c.4 2.3-.9 3.6-2 4.8C5.4 7 4.5 8.1 4.5 9.9A3.5 3.5 0 0 0 8 13.5a3.5 3.5 0 0 0 3.5-3.6c0-1.3-.6-2.3-1.2-3 .1 1.1-.3 2-1 2.3.5-2.8-.3-5.9-.7-8.2Z"
        />
      </svg>
      <span className="visually-hidden">{t('lobbies:hot')}</span>
    </span>
  );
}
