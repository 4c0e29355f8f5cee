import { newRequestId } from '../../../core/api/request-id';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { errorText } from '../../../core/api/present-error';
import { useEngine } from '../../../core/engine-context';
import { formatCurrency, formatMoney, hiddenCurrency, parseMoney } from '../../../core/format/money';
import { useT } from '../../../core/i18n/i18n';
import { walletApi } from '../api';
import { balancesChanged, refreshBalance, useBalance, useBalanceHidden } from '../balance-store';
import { AMOUNT_EXAMPLE, AmountField } from '../components/AmountField';
import { SwapIcon } from '../components/Icons';
import { Notice } from '../components/Notice';
import { SelectField } from '../../shared/centre/SelectField';
import type { PageProps } from '../pages';
import { amountProblem } from '../rules';

const MAIN = 'MAIN';

/**
 * transferFund, "my wallet": the total, the main wallet and every vendor wallet, a transfer
 * between the main wallet and one vendor's (either way, "all" fills the source's balance), and one
 * button that brings every vendor wallet back to the main one.
 */
export default function TransferFund(_: PageProps) {
  const t = useT();
  const { api, brand } = useEngine();
  const { balances, status } = useBalance();
  const [hidden] = useBalanceHidden();
  const searchId = useId();
  const [toVendor, setToVendor] = useState(true);
  const [vendor, setVendor] = useState('');
  const [amount, setAmount] = useState('');
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error' | 'info'; text: string } | null>(null);
  const [busy, setBusy] = useState<'transfer' | 'recall' | null>(null);

  useEffect(() => {
    void refreshBalance(api);
  }, [api]);

  const money = (value: string) => (hidden ? hiddenCurrency(brand.currencySymbol) : formatCurrency(value, brand.currencySymbol));
  const vendors = useMemo(() => (balances?.wallets ?? []).filter((wallet) => wallet.code !== MAIN), [balances]);
  const shown = vendors.filter((wallet) => `${wallet.name} ${wallet.code}`.toLowerCase().includes(query.trim().toLowerCase()));
  const sourceBalance = toVendor ? balances?.mainBalance : vendors.find((wallet) => wallet.code === vendor)?.balance;

  async function transfer(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setOutcome(null);
    if (!vendor) return setError(t('member-centre:wallet.pickVendor'));
    const problem = amountProblem(amount, { available: sourceBalance ?? '0.00' });
    if (problem)
      return setError(
        problem === 'above'
          ? t('member-centre:common.amountAbove', { max: money(sourceBalance ?? '0') })
          : t('member-centre:common.amountInvalid', { example: AMOUNT_EXAMPLE }),
      );
    setError(null);
    setBusy('transfer');
    try {
      const result = await walletApi.transfer(api, {
        from: toVendor ? MAIN : vendor,
        to: toVendor ? vendor : MAIN,
        amount: parseMoney(amount)!,
        requestId: newRequestId(),
      });
      balancesChanged(result.balances);
      setAmount('');
      setOutcome({ kind: 'success', text: t('member-centre:wallet.done', { amount: formatCurrency(result.moved, brand.currencySymbol) }) });
    } catch (failure) {
      setOutcome({ kind: 'error', text: errorText(failure) });
    } finally {
      setBusy(null);
    }
  }

  async function recall() {
    if (busy) return;
    setOutcome(null);
    setBusy('recall');
    try {
      const result = await walletApi.transfer(api, { from: 'ALL', to: MAIN, requestId: newRequestId() });
      balancesChanged(result.balances);
      setOutcome(
        result.moved === '0.00'
          ? { kind: 'info', text: t('member-centre:wallet.nothingToRecall') }
          : { kind: 'success', text: t('member-centre:wallet.recalled', { amount: formatCurrency(result.moved, brand.currencySymbol) }) },
      );
    } catch (failure) {
      setOutcome({ kind: 'error', text: errorText(failure) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="mc-page">
      <header className="mc-page__header">
        <h2 className="mc-page__title">{t('member-centre:wallet.title')}</h2>
        <p className="mc-page__lead">{t('member-centre:wallet.lead')}</p>
      </header>

      <div className="mc-totals">
        <div className="mc-total mc-total--main">
          <span className="mc-total__label">{t('member-centre:wallet.total')}</span>
          <strong className="mc-total__value" data-testid="wallet-total">
            {balances ? money(balances.sumBalance) : <span className="skeleton mc-total__skeleton" />}
          </strong>
        </div>
        <div className="mc-total">
          <span className="mc-total__label">{t('member-centre:wallet.main')}</span>
          <strong className="mc-total__value" data-testid="wallet-main">
            {balances ? money(balances.mainBalance) : <span className="skeleton mc-total__skeleton" />}
          </strong>
        </div>
        <button
          type="button"
          className="btn btn--secondary mc-totals__recall"
          onClick={() => void recall()}
          disabled={busy !== null || !balances}
          aria-busy={busy === 'recall'}
        >
          {busy === 'recall' ? t('member-centre:wallet.recalling') : t('member-centre:wallet.recall')}
        </button>
      </div>

      <form className="mc-card mc-transfer" onSubmit={transfer} noValidate>
        <div className="mc-transfer__route">
          <div className="mc-field">
            <span className="mc-field__label">{t('member-centre:wallet.from')}</span>
            <span className="mc-transfer__end">
              {toVendor ? t('member-centre:wallet.main') : (vendors.find((wallet) => wallet.code === vendor)?.name ?? '—')}
            </span>
          </div>
          <button
            type="button"
            className="icon-button mc-transfer__swap"
            aria-label={t('member-centre:wallet.swap')}
            title={t('member-centre:wallet.swap')}
            onClick={() => setToVendor(!toVendor)}
          >
            <SwapIcon />
          </button>
          <div className="mc-field">
            <span className="mc-field__label">{t('member-centre:wallet.to')}</span>
            <span className="mc-transfer__end">
              {toVendor ? (vendors.find((wallet) => wallet.code === vendor)?.name ?? '—') : t('member-centre:wallet.main')}
            </span>
          </div>
        </div>
        <SelectField
          label={t('member-centre:wallet.vendors')}
          name="vendor"
          value={vendor}
          blankLabel={t('member-centre:wallet.pickVendor')}
          options={vendors.map((wallet) => ({ value: wallet.code, label: wallet.name }))}
          onChange={setVendor}
        />
        <div className="mc-transfer__amount">
          <AmountField
            value={amount}
            onChange={setAmount}
            error={error}
            currencySymbol={brand.currencySymbol}
            hint={
              sourceBalance
                ? t('member-centre:wallet.available', { amount: formatCurrency(sourceBalance, brand.currencySymbol) })
                : undefined
            }
          />
          <button
            type="button"
            className="btn btn--ghost mc-transfer__all"
            onClick={() => sourceBalance && setAmount(formatMoney(sourceBalance))}
            disabled={!sourceBalance}
          >
            {t('member-centre:wallet.all')}
          </button>
        </div>
        <button
          type="submit"
          className="btn btn--primary mc-form__submit"
          disabled={busy !== null || status === 'idle'}
          aria-busy={busy === 'transfer'}
        >
          {busy === 'transfer' ? t('member-centre:wallet.submitting') : t('member-centre:wallet.submit')}
        </button>
        {outcome ? <Notice kind={outcome.kind}>{outcome.text}</Notice> : null}
      </form>

      <section className="mc-card" aria-labelledby={`${searchId}-title`}>
        <div className="mc-card__head">
          <h3 id={`${searchId}-title`} className="mc-card__title">
            {t('member-centre:wallet.vendors')}
          </h3>
          <label className="visually-hidden" htmlFor={searchId}>
            {t('member-centre:wallet.search')}
          </label>
          <input
            id={searchId}
            type="search"
            className="mc-field__input mc-search"
            placeholder={t('member-centre:wallet.search')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        {!balances ? (
          <ul className="mc-wallets" aria-busy="true">
            {Array.from({ length: 8 }, (_, index) => (
              <li key={index} className="skeleton mc-wallets__skeleton" />
            ))}
          </ul>
        ) : shown.length === 0 ? (
          <p className="mc-empty">{t('member-centre:wallet.noVendors')}</p>
        ) : (
          <ul className="mc-wallets">
            {shown.map((wallet) => (
              <li key={wallet.code}>
                <button
                  type="button"
                  className={`mc-wallet${wallet.code === vendor ? ' mc-wallet--chosen' : ''}${wallet.balance !== '0.00' ? ' mc-wallet--funded' : ''}`}
                  aria-pressed={wallet.code === vendor}
                  data-wallet={wallet.code}
                  onClick={() => setVendor(wallet.code)}
                >
                  <span className="mc-wallet__name">{wallet.name}</span>
                  <span className="mc-wallet__balance">{money(wallet.balance)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
