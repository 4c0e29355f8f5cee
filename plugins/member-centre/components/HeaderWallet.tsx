import '../member-centre.css';
import { useEngine } from '../../../core/engine-context';
import { formatCurrency, hiddenCurrency } from '../../../core/format/money';
import { useT } from '../../../core/i18n/i18n';
import { useOpenCentre } from '../../../core/session/require-real-account';
import { forgetBalance, refreshBalance, useBalance, useBalanceHidden } from '../balance-store';
import { useRefreshWhileVisible } from '../use-refresh-while-visible';
import { EyeIcon, RefreshIcon } from './Icons';
import { RealityCheck } from './RealityCheck';

/** How often the header asks for the balance while the tab is in front (winnings land in between). */
const REFRESH_MS = 60_000;

/** The balance whose width the amount's box keeps from the start (member-centre.css): four digits. */
const SIZING_BALANCE = 1000;

/**
 * The header's logged-in wallet block (spec section 2): sumBalance in the money format, hidden as
 * *** on request, a refresh, and the deposit and withdraw shortcuts into the member centre.
 */
export default function HeaderWallet() {
  const t = useT();
  const { api, brand } = useEngine();
  const { status, balances } = useBalance();
  const [hidden, setHidden] = useBalanceHidden();
  const openCentre = useOpenCentre();

  useRefreshWhileVisible(() => void refreshBalance(api), forgetBalance, REFRESH_MS);

  const amount = balances ? formatCurrency(balances.sumBalance, brand.currencySymbol) : null;
  return (
    <div className="header-wallet">
      <RealityCheck />
      <div className="header-wallet__balance" aria-live="polite">
        <span className="header-wallet__label">{t('member-centre:header.balance')}</span>
        <strong
          className="header-wallet__amount"
          data-testid="header-balance"
          data-sizing={formatCurrency(SIZING_BALANCE, brand.currencySymbol)}
        >
          {status === 'failed' && !balances ? (
            <span className="header-wallet__shown header-wallet__muted">{t('member-centre:header.failed')}</span>
          ) : !amount ? (
            <span className="header-wallet__shown skeleton header-wallet__skeleton" aria-label={t('member-centre:header.loading')} />
          ) : hidden ? (
            <span className="header-wallet__shown" aria-label={t('member-centre:header.hiddenLabel')}>
              {hiddenCurrency(brand.currencySymbol)}
            </span>
          ) : (
            <span className="header-wallet__shown">{amount}</span>
          )}
        </strong>
        <button
          type="button"
          className="icon-button header-wallet__icon"
          aria-pressed={hidden}
          aria-label={t(hidden ? 'member-centre:header.show' : 'member-centre:header.hide')}
          title={t(hidden ? 'member-centre:header.show' : 'member-centre:header.hide')}
          onClick={() => setHidden(!hidden)}
        >
          <EyeIcon off={hidden} />
        </button>
        <button
          type="button"
          className="icon-button header-wallet__icon"
          aria-label={t('member-centre:header.refresh')}
          title={t('member-centre:header.refresh')}
          onClick={() => void refreshBalance(api)}
          aria-busy={status === 'loading'}
        >
          <RefreshIcon />
        </button>
      </div>
      <button
        type="button"
        className="btn btn--primary header-wallet__deposit"
        aria-label={t('member-centre:header.deposit')}
        onClick={() => openCentre('member', { page: 'depositv2' })}
      >
        <span className="header-wallet__deposit-text">{t('member-centre:header.deposit')}</span>
        <span className="header-wallet__deposit-plus" aria-hidden="true">
          +
        </span>
      </button>
      <button
        type="button"
        className="btn btn--secondary header-wallet__withdraw"
        onClick={() => openCentre('member', { page: 'withdraw' })}
      >
        {t('member-centre:header.withdraw')}
      </button>
    </div>
  );
}
