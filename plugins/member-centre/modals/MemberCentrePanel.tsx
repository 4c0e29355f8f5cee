import '../../shared/centre/centre-panel.css';
import '../member-centre.css';
import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useEngine } from '../../../core/engine-context';
import { formatCurrency, hiddenCurrency } from '../../../core/format/money';
import { useT } from '../../../core/i18n/i18n';
import { Modal } from '../../../core/modal/Modal';
import { LazyView } from '../../../core/router/LazyView';
import { canOpenAgentCentre } from '../../../core/session/account-types';
import { accountTypeOf, useOpenCentre } from '../../../core/session/require-real-account';
import type { RootState } from '../../../core/store/core-state';
import { useBalance, useBalanceHidden } from '../balance-store';
import { refreshInboxCounts, useInboxCounts } from '../inbox-counts';
import { DEFAULT_PAGE, isPageKey, PAGE_KEYS, PAGES, type PageKey } from '../pages';
import { EyeIcon } from '../components/Icons';

interface Props {
  modalId: string;
  props: Record<string, unknown>;
  close: () => void;
}

/**
 * The member centre panel (spec sections 2 and 4): it renders once the member's data is loaded,
 * the menu on the left, the active page on the right (securityCenter unless the opener asked for
 * another), a close button. States: not loaded, loaded, one active page, closed.
 */
export default function MemberCentrePanel({ props, close }: Props) {
  const t = useT();
  const { api, brand } = useEngine();
  const counts = useInboxCounts();
  // Spec section 2: missions, messages and rewards show a count badge above zero.
  const badgeOf = (key: PageKey) =>
    counts
      ? ((
          { messageV2: counts.unreadMessage, rewardCenter: counts.availableReward, missionLeaderboard: counts.claimableMission } as Partial<
            Record<PageKey, number>
          >
        )[key] ?? 0)
      : 0;
  const member = useSelector((state: RootState) => state.core.member);
  const isAgent = useSelector((state: RootState) => canOpenAgentCentre(accountTypeOf(state)));
  const openCentre = useOpenCentre();
  const { balances } = useBalance();
  const [hidden, setHidden] = useBalanceHidden();
  const [page, setPage] = useState<PageKey>(isPageKey(props.page) ? props.page : DEFAULT_PAGE);
  const name = member?.nickname || member?.account || '';
  const menuRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    void refreshInboxCounts(api);
  }, [api]);

  // On a phone the menu is a sideways strip: keep the open page's entry in view. Once the menu is
  // there (it waits for the member), only a page change scrolls it: a refresh of the member's data
  // (balances) must not move an entry from under a pointer on its way to it.
  const menuShown = member != null;
  useEffect(() => {
    menuRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [page, menuShown]);

  return (
    <Modal title={t('member-centre:panel.title')} onClose={close} size="large" className="member-centre centre-panel">
      {!member ? (
        <div className="member-centre__loading centre-panel__loading" role="status" aria-busy="true">
          <span className="spinner" aria-hidden="true" />
          {t('member-centre:panel.loading')}
        </div>
      ) : (
        <div className="member-centre__layout centre-panel__layout" data-page={page}>
          <nav className="member-centre__menu centre-panel__menu" aria-label={t('member-centre:panel.menu')}>
            <div className="member-centre__who centre-panel__who">
              <span className="avatar member-centre__avatar centre-panel__avatar" aria-hidden="true">
                {name.slice(0, 1).toUpperCase()}
              </span>
              <span className="member-centre__name centre-panel__name">{name}</span>
              <span className="member-centre__sum">
                {balances
                  ? hidden
                    ? hiddenCurrency(brand.currencySymbol)
                    : formatCurrency(balances.sumBalance, brand.currencySymbol)
                  : '\u00a0'}
                <button
                  type="button"
                  className="icon-button member-centre__eye"
                  aria-pressed={hidden}
                  aria-label={t(hidden ? 'member-centre:header.show' : 'member-centre:header.hide')}
                  title={t(hidden ? 'member-centre:header.show' : 'member-centre:header.hide')}
                  onClick={() => setHidden(!hidden)}
                >
                  <EyeIcon off={hidden} />
                </button>
              </span>
              {isAgent ? (
                // Phones only (member-centre.css): the header has no room there for its agent centre button.
                <button
                  type="button"
                  className="btn btn--secondary member-centre__agent"
                  onClick={() => {
                    close();
                    openCentre('agent');
                  }}
                >
                  {t('member-centre:panel.agentCentre')}
                </button>
              ) : null}
            </div>
            <ul className="member-centre__entries centre-panel__entries" ref={menuRef}>
              {PAGE_KEYS.map((key) => (
                <li key={key}>
                  <button
                    type="button"
                    className="member-centre__entry centre-panel__entry"
                    aria-current={key === page ? 'page' : undefined}
                    data-page={key}
                    onClick={() => setPage(key)}
                  >
                    <span>{t(`member-centre:page.${key}`)}</span>
                    {badgeOf(key) > 0 ? (
                      <span className="count-badge member-centre__badge" data-testid={`badge-${key}`}>
                        {badgeOf(key)}
                        <span className="visually-hidden"> {t('member-centre:inbox.badgeLabel')}</span>
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <section className="member-centre__content centre-panel__content" aria-label={t(`member-centre:page.${page}`)}>
            <LazyView key={page} load={PAGES[page]} props={{ openPage: setPage, closePanel: close }} />
          </section>
        </div>
      )}
    </Modal>
  );
}
