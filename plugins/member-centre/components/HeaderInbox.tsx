import '../member-centre.css';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { useOpenCentre } from '../../../core/session/require-real-account';
import { forgetInboxCounts, refreshInboxCounts, useInboxCounts } from '../inbox-counts';
import { useRefreshWhileVisible } from '../use-refresh-while-visible';
import { BellIcon } from './Icons';

/** How often the header asks again while the tab is in front (new messages, new promotions). */
const REFRESH_MS = 60_000;

/**
 * The header's unclaimed-items badge (spec sections 2 and 9: available promos + unread messages).
 * The bell opens a short list: the inbox in the member centre, and the promotions page.
 */
export default function HeaderInbox() {
  const t = useT();
  const { api, features } = useEngine();
  const counts = useInboxCounts();
  const openCentre = useOpenCentre();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useRefreshWhileVisible(() => void refreshInboxCounts(api), forgetInboxCounts, REFRESH_MS);

  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  const total = counts?.total ?? 0;
  const label = counts
    ? t('member-centre:inbox.headerLabel', {
        messages: t('member-centre:inbox.unreadMessages', { count: counts.unreadMessage }),
        promos: t('member-centre:inbox.availablePromos', { count: counts.availablePromo }),
      })
    : t('member-centre:inbox.headerLoading');
  return (
    <div className="header-inbox" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button header-inbox__button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <BellIcon />
        {total > 0 ? (
          <span className="count-badge header-inbox__count" data-testid="header-unclaimed" aria-hidden="true">
            {total > 99 ? '99+' : total}
          </span>
        ) : null}
      </button>
      <div id={menuId} className="header-inbox__menu" hidden={!open}>
        <button
          type="button"
          className="header-inbox__item"
          onClick={() => {
            setOpen(false);
            openCentre('member', { page: 'messageV2' });
          }}
        >
          <span>{t('member-centre:inbox.messages')}</span>
          <span className="header-inbox__item-count">{t('member-centre:inbox.unread', { count: counts?.unreadMessage ?? 0 })}</span>
        </button>
        {features.isOn('PROMOTIONS') ? (
          <Link className="header-inbox__item" to="/promotions" onClick={() => setOpen(false)}>
            <span>{t('member-centre:inbox.promotions')}</span>
            <span className="header-inbox__item-count">{t('member-centre:inbox.available', { count: counts?.availablePromo ?? 0 })}</span>
          </Link>
        ) : null}
      </div>
    </div>
  );
}
