import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorText } from '../../../core/api/present-error';
import { useRemote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { formatCurrency, parseMoney } from '../../../core/format/money';
import { formatNumber } from '../../../core/format/number';
import { useT } from '../../../core/i18n/i18n';
import { walletApi, type PayoutAccount, type WithdrawalConfirmation } from '../api';
import { refreshBalance } from '../balance-store';
import { AMOUNT_EXAMPLE, AmountField } from '../components/AmountField';
import { History, type HistoryRow } from '../components/History';
import { CardSkeleton, LoadFailed } from '../../shared/centre/LoadState';
import { Notice } from '../components/Notice';
import { SecretField } from '../../shared/centre/SecretField';
import type { PageProps } from '../pages';
import { isoDay } from '../../shared/centre/day-range';
import { amountProblem, countdown } from '../rules';

const KEY_TYPES: PayoutAccount['keyType'][] = ['CPF', 'PHONE', 'EMAIL', 'RANDOM'];

/**
 * withdraw: the withdrawable balance, the member's PIX keys (add and remove), the amount within
 * the merchant's limits; then the confirmation the server fixed (amount, fee, what arrives) with
 * its countdown (spec section 9: it times out after the configured minutes) and the payment
 * password; and the recent withdrawals.
 */
export default function Withdraw(_: PageProps) {
  const t = useT();
  const { api, brand } = useEngine();
  const [revision, setRevision] = useState(0);
  const overview = useRemote(`withdraw:${revision}`, () => walletApi.withdrawalOverview(api));
  const [payoutId, setPayoutId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [adding, setAdding] = useState(false);
  const [confirmation, setConfirmation] = useState<WithdrawalConfirmation | null>(null);
  const money = (value: string) => formatCurrency(value, brand.currencySymbol);
  const value = overview.data;
  const accounts = value?.payoutAccounts ?? [];
  const chosen = accounts.find((account) => account.payoutAccountId === payoutId) ?? accounts[0];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !value || !chosen) return;
    setOutcome(null);
    const problem = amountProblem(amount, { min: value.minAmount, max: value.maxAmount, available: value.withdrawable });
    if (problem) {
      setError(
        problem === 'invalid'
          ? t('member-centre:common.amountInvalid', { example: AMOUNT_EXAMPLE })
          : problem === 'above'
            ? t('member-centre:common.amountAbove', { max: money(value.withdrawable) })
            : t('member-centre:common.amountRange', { min: money(value.minAmount), max: money(value.maxAmount) }),
      );
      return;
    }
    setError(null);
    setBusy(true);
    try {
      setConfirmation(
        await walletApi.withdrawalConfirmation(api, { payoutAccountId: chosen.payoutAccountId, amount: parseMoney(amount)! }),
      );
    } catch (caught) {
      setOutcome({ kind: 'error', text: errorText(caught) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mc-page">
      <header className="mc-page__header">
        <h2 className="mc-page__title">{t('member-centre:withdraw.title')}</h2>
        <p className="mc-page__lead">{t('member-centre:withdraw.lead')}</p>
      </header>
      {overview.status === 'failed' ? (
        <LoadFailed error={overview.error} retry={overview.retry} />
      ) : !value ? (
        <CardSkeleton rows={1} />
      ) : (
        <>
          <div className="mc-totals">
            <div className="mc-total mc-total--main">
              <span className="mc-total__label">{t('member-centre:withdraw.available')}</span>
              <strong className="mc-total__value" data-testid="withdrawable">
                {money(value.withdrawable)}
              </strong>
            </div>
            <ul className="mc-facts">
              <li>{t('member-centre:withdraw.limits', { min: money(value.minAmount), max: money(value.maxAmount) })}</li>
              <li>
                {Number(value.feePercent) > 0
                  ? t('member-centre:withdraw.fee', { fee: formatNumber(value.feePercent, 2) })
                  : t('member-centre:withdraw.noFee')}
              </li>
              <li>{t('member-centre:withdraw.left', { count: value.withdrawalsLeftToday })}</li>
            </ul>
          </div>
          {!value.paymentPasswordSet ? <Notice kind="info">{t('member-centre:withdraw.noPaymentPassword')}</Notice> : null}
          <form className="mc-card mc-withdraw" onSubmit={submit} noValidate>
            <fieldset className="mc-accounts">
              <legend className="mc-field__label">{t('member-centre:withdraw.account')}</legend>
              {accounts.length === 0 ? <p className="mc-empty">{t('member-centre:withdraw.noAccounts')}</p> : null}
              {accounts.map((account) => (
                <div
                  key={account.payoutAccountId}
                  className={`mc-account${account.payoutAccountId === chosen?.payoutAccountId ? ' mc-account--chosen' : ''}`}
                >
                  <label className="mc-account__pick">
                    <input
                      type="radio"
                      name="payoutAccount"
                      checked={account.payoutAccountId === chosen?.payoutAccountId}
                      onChange={() => setPayoutId(account.payoutAccountId)}
                    />
                    <span className="mc-account__type">{t(`member-centre:withdraw.keyTypes.${account.keyType}`)}</span>
                    <span className="mc-account__key">{account.pixKey}</span>
                    <span className="mc-account__bank">
                      {account.bankName} · {account.holderName}
                    </span>
                  </label>
                  <button
                    type="button"
                    className="btn btn--ghost mc-account__remove"
                    aria-label={t('member-centre:withdraw.removeLabel', { key: account.pixKey })}
                    onClick={() => {
                      void walletApi.removePayoutAccount(api, account.payoutAccountId).then(
                        () => setRevision((n) => n + 1),
                        (caught: unknown) => setOutcome({ kind: 'error', text: errorText(caught) }),
                      );
                    }}
                  >
                    {t('member-centre:withdraw.remove')}
                  </button>
                </div>
              ))}
              {adding ? (
                <PayoutAccountForm
                  onDone={() => {
                    setAdding(false);
                    setRevision((n) => n + 1);
                  }}
                  onCancel={() => setAdding(false)}
                />
              ) : accounts.length < value.payoutAccountsMax ? (
                <button type="button" className="btn btn--ghost mc-accounts__add" onClick={() => setAdding(true)}>
                  + {t('member-centre:withdraw.addAccount')}
                </button>
              ) : (
                <p className="mc-field__hint">{t('member-centre:withdraw.maxAccounts', { count: value.payoutAccountsMax })}</p>
              )}
            </fieldset>
            <AmountField value={amount} onChange={setAmount} error={error} currencySymbol={brand.currencySymbol} />
            <button
              type="submit"
              className="btn btn--primary mc-form__submit"
              disabled={busy || !chosen || !value.paymentPasswordSet}
              aria-busy={busy}
            >
              {busy ? t('member-centre:withdraw.submitting') : t('member-centre:withdraw.submit')}
            </button>
            {outcome ? <Notice kind={outcome.kind}>{outcome.text}</Notice> : null}
          </form>
        </>
      )}
      {confirmation ? (
        <ConfirmStep
          confirmation={confirmation}
          onDone={(text) => {
            setConfirmation(null);
            setAmount('');
            setOutcome({ kind: 'success', text });
            setRevision((n) => n + 1);
            void refreshBalance(api);
          }}
          onCancel={(text) => {
            setConfirmation(null);
            if (text) setOutcome({ kind: 'error', text });
          }}
        />
      ) : null}
      <History
        title={t('member-centre:withdraw.history')}
        reloadKey={`withdrawals:${revision}`}
        load={async () => {
          const page = await walletApi.withdrawals(api, { from: isoDay(29), to: isoDay(0), pageNo: 1, pageSize: 6 });
          return page.list.map((withdrawal): HistoryRow => ({
            id: withdrawal.withdrawalId,
            createdAt: withdrawal.createdAt,
            title: `${t(`member-centre:withdraw.keyTypes.${withdrawal.payoutAccount.keyType}`)} ${withdrawal.payoutAccount.pixKey}`,
            detail: withdrawal.rejectReason ?? withdrawal.withdrawalId,
            amount: money(withdrawal.amount),
            status: withdrawal.status,
            statusKind: withdrawal.status === 'PAID' ? 'ok' : withdrawal.status === 'PROCESSING' ? 'wait' : 'bad',
          }));
        }}
      />
    </div>
  );
}

/** The withdrawal as the server fixed it: confirm with the payment password before the time runs out. */
function ConfirmStep({
  confirmation,
  onDone,
  onCancel,
}: {
  confirmation: WithdrawalConfirmation;
  onDone: (text: string) => void;
  onCancel: (text: string | null) => void;
}) {
  const t = useT();
  const { api, brand } = useEngine();
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const deadline = Date.parse(confirmation.expiresAt);
  const inputRef = useRef<HTMLInputElement>(null);
  const money = (value: string) => formatCurrency(value, brand.currencySymbol);

  useEffect(() => {
    inputRef.current?.focus();
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (now >= deadline) onCancel(t('member-centre:withdraw.timedOut'));
  }, [now, deadline, onCancel, t]);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!password) {
      setError(t('member-centre:common.required'));
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const withdrawal = await walletApi.withdraw(api, { confirmationId: confirmation.confirmationId, paymentPassword: password });
      onDone(t('member-centre:withdraw.done', { amount: money(withdrawal.amount) }));
    } catch (caught) {
      setError(errorText(caught));
      setPassword('');
      inputRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="mc-card mc-confirm" onSubmit={confirm} aria-labelledby={titleId} noValidate data-testid="withdraw-confirm">
      <h3 id={titleId} className="mc-card__title">
        {t('member-centre:withdraw.confirmTitle')}
      </h3>
      <dl className="mc-summary">
        <div>
          <dt>{t('member-centre:withdraw.summaryAmount')}</dt>
          <dd>{money(confirmation.amount)}</dd>
        </div>
        <div>
          <dt>{t('member-centre:withdraw.summaryFee')}</dt>
          <dd>{money(confirmation.fee)}</dd>
        </div>
        <div className="mc-summary__strong">
          <dt>{t('member-centre:withdraw.summaryReceive')}</dt>
          <dd>{money(confirmation.receive)}</dd>
        </div>
        <div>
          <dt>{t('member-centre:withdraw.summaryAccount')}</dt>
          <dd>
            {t(`member-centre:withdraw.keyTypes.${confirmation.payoutAccount.keyType}`)} {confirmation.payoutAccount.pixKey}
          </dd>
        </div>
      </dl>
      <p className="mc-confirm__countdown" aria-live="off">
        {t('member-centre:withdraw.countdown', { time: countdown(deadline, now) })}
      </p>
      <SecretField
        label={t('member-centre:withdraw.paymentPassword')}
        name="paymentPassword"
        value={password}
        onChange={setPassword}
        error={error}
        inputRef={inputRef}
        numeric
      />
      <div className="mc-confirm__actions">
        <button type="button" className="btn btn--ghost" onClick={() => onCancel(null)}>
          {t('member-centre:withdraw.cancel')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
          {busy ? t('member-centre:withdraw.confirming') : t('member-centre:withdraw.confirm')}
        </button>
      </div>
    </form>
  );
}

/** Adds a PIX key; the server checks the key (CPF digits, phone, e-mail, UUID) and says what is wrong. */
function PayoutAccountForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const t = useT();
  const { api } = useEngine();
  const ids = { type: useId(), key: useId(), holder: useId(), bank: useId() };
  const [form, setForm] = useState({ keyType: 'CPF' as PayoutAccount['keyType'], pixKey: '', holderName: '', bankName: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    if (busy) return;
    if (!form.pixKey.trim() || !form.holderName.trim() || !form.bankName.trim()) {
      setError(t('member-centre:common.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await walletApi.addPayoutAccount(api, {
        ...form,
        pixKey: form.pixKey.trim(),
        holderName: form.holderName.trim(),
        bankName: form.bankName.trim(),
      });
      onDone();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mc-newkey">
      <div className="mc-field">
        <label className="mc-field__label" htmlFor={ids.type}>
          {t('member-centre:withdraw.keyType')}
        </label>
        <select
          id={ids.type}
          className="mc-field__input"
          value={form.keyType}
          onChange={(event) => setForm({ ...form, keyType: event.target.value as PayoutAccount['keyType'] })}
        >
          {KEY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`member-centre:withdraw.keyTypes.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="mc-field">
        <label className="mc-field__label" htmlFor={ids.key}>
          {t('member-centre:withdraw.pixKey')}
        </label>
        <input
          id={ids.key}
          className="mc-field__input"
          maxLength={77}
          type={form.keyType === 'EMAIL' ? 'email' : form.keyType === 'PHONE' ? 'tel' : 'text'}
          value={form.pixKey}
          onChange={(event) => setForm({ ...form, pixKey: event.target.value })}
        />
      </div>
      <div className="mc-field">
        <label className="mc-field__label" htmlFor={ids.holder}>
          {t('member-centre:withdraw.holderName')}
        </label>
        <input
          id={ids.holder}
          className="mc-field__input"
          maxLength={60}
          autoComplete="name"
          value={form.holderName}
          onChange={(event) => setForm({ ...form, holderName: event.target.value })}
        />
      </div>
      <div className="mc-field">
        <label className="mc-field__label" htmlFor={ids.bank}>
          {t('member-centre:withdraw.bankName')}
        </label>
        <input
          id={ids.bank}
          className="mc-field__input"
          maxLength={40}
          value={form.bankName}
          onChange={(event) => setForm({ ...form, bankName: event.target.value })}
        />
      </div>
      {error ? <Notice kind="error">{error}</Notice> : null}
      <div className="mc-confirm__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('member-centre:withdraw.cancel')}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => void save()} disabled={busy} aria-busy={busy}>
          {t('member-centre:withdraw.saveAccount')}
        </button>
      </div>
    </div>
  );
}
