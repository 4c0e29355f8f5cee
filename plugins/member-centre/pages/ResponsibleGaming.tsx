import { formatDateTime } from '../../../core/format/date-time';
import { useId, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { errorText } from '../../../core/api/present-error';
import { useRemote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { formatCurrency, parseMoney } from '../../../core/format/money';
import { useT } from '../../../core/i18n/i18n';
import { session } from '../../../core/session/storage-keys';
import { showDialog } from '../../../core/modal/dialog-service';
import { coreActions } from '../../../core/store/core-state';
import { walletApi, type ExclusionPeriod, type GamingOverview, type LimitPeriod } from '../api';
import { forgetBalance } from '../balance-store';
import { AMOUNT_EXAMPLE, AmountField } from '../components/AmountField';
import { CardSkeleton, LoadFailed } from '../../shared/centre/LoadState';
import { Notice } from '../components/Notice';
import type { PageProps } from '../pages';

const PERIODS: LimitPeriod[] = ['DAY', 'WEEK', 'MONTH'];
const INTERVALS = [15, 30, 45, 60, 90, 120] as const;
const EXCLUSIONS: ExclusionPeriod[] = ['DAYS_1', 'DAYS_7', 'DAYS_30', 'DAYS_90', 'DAYS_180', 'DAYS_365', 'INDEFINITE'];

/**
 * Responsible gaming (beyond the spec: the licences the site shows require it): deposit limits per
 * 24 hours, 7 days and 30 days, the reality-check interval, and self-exclusion confirmed twice
 * (the password, then an explicit "yes"), which logs the member out.
 */
export default function ResponsibleGaming({ closePanel }: PageProps) {
  const t = useT();
  const { api } = useEngine();
  const [revision, setRevision] = useState(0);
  const overview = useRemote(`gaming:${revision}`, () => walletApi.gaming(api));
  const [current, setCurrent] = useState<GamingOverview | null>(null);
  const value = current ?? overview.data;

  return (
    <div className="mc-page">
      <header className="mc-page__header">
        <h2 className="mc-page__title">{t('member-centre:gaming.title')}</h2>
        <p className="mc-page__lead">{t('member-centre:gaming.lead')}</p>
      </header>
      {overview.status === 'failed' ? (
        <LoadFailed error={overview.error} retry={overview.retry} />
      ) : !value ? (
        <CardSkeleton rows={1} />
      ) : (
        <>
          <section className="mc-card" aria-labelledby="mc-limits-title">
            <h3 id="mc-limits-title" className="mc-card__title">
              {t('member-centre:gaming.limitsTitle')}
            </h3>
            <p className="mc-field__hint">{t('member-centre:gaming.limitsLead')}</p>
            <div className="mc-limits">
              {PERIODS.map((period) => (
                <LimitForm key={period} period={period} overview={value} onChange={setCurrent} />
              ))}
            </div>
          </section>
          <RealityCheckForm overview={value} onChange={setCurrent} />
          <ExclusionForm
            onExcluded={() => {
              // The server ended every session: this one is cleared as any refused session is.
              forgetBalance();
              session.clear();
              closePanel();
              setRevision((n) => n + 1);
            }}
          />
        </>
      )}
    </div>
  );
}

function LimitForm({
  period,
  overview,
  onChange,
}: {
  period: LimitPeriod;
  overview: GamingOverview;
  onChange: (overview: GamingOverview) => void;
}) {
  const t = useT();
  const { api, brand } = useEngine();
  const limit = overview.depositLimits.find((candidate) => candidate.period === period);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error' | 'info'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const money = (value: string) => formatCurrency(value, brand.currencySymbol);

  async function save(next: string | null) {
    if (busy) return;
    setOutcome(null);
    setBusy(true);
    try {
      const result = await walletApi.setLimit(api, { period, amount: next });
      onChange(result.overview);
      setAmount('');
      setOutcome({ kind: result.outcome === 'pending' ? 'info' : 'success', text: t(`member-centre:gaming.${result.outcome}`) });
    } catch (caught) {
      setOutcome({ kind: 'error', text: errorText(caught) });
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseMoney(amount);
    if (!parsed || parsed === '0.00') {
      setError(t('member-centre:common.amountInvalid', { example: AMOUNT_EXAMPLE }));
      return;
    }
    setError(null);
    void save(parsed);
  }

  return (
    <form className="mc-limit" onSubmit={submit} noValidate data-period={period}>
      <h4 className="mc-limit__title">{t(`member-centre:gaming.period.${period}`)}</h4>
      <p className="mc-limit__current">
        {limit ? t('member-centre:gaming.current', { amount: money(limit.amount) }) : t('member-centre:gaming.noLimit')}
      </p>
      {limit?.pendingFrom ? (
        <p className="mc-limit__pending">
          {limit.pendingRemove
            ? t('member-centre:gaming.pendingRemove', { time: formatDateTime(limit.pendingFrom) })
            : t('member-centre:gaming.pendingRaise', {
                amount: money(limit.pendingAmount ?? '0'),
                time: formatDateTime(limit.pendingFrom),
              })}
        </p>
      ) : null}
      <AmountField value={amount} onChange={setAmount} error={error} currencySymbol={brand.currencySymbol} name={`limit-${period}`} />
      <div className="mc-limit__actions">
        <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
          {t('member-centre:gaming.save')}
        </button>
        {limit && !limit.pendingRemove ? (
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void save(null)}>
            {t('member-centre:gaming.removeLimit')}
          </button>
        ) : null}
      </div>
      {outcome ? <Notice kind={outcome.kind}>{outcome.text}</Notice> : null}
    </form>
  );
}

function RealityCheckForm({ overview, onChange }: { overview: GamingOverview; onChange: (overview: GamingOverview) => void }) {
  const t = useT();
  const { api } = useEngine();
  const id = useId();
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  return (
    <section className="mc-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="mc-card__title">
        {t('member-centre:gaming.realityTitle')}
      </h3>
      <p className="mc-field__hint">{t('member-centre:gaming.realityLead')}</p>
      <label className="mc-field__label" htmlFor={id}>
        {t('member-centre:gaming.interval')}
      </label>
      <select
        id={id}
        className="mc-field__input mc-reality"
        value={overview.realityCheckMinutes ?? ''}
        onChange={(event) => {
          const minutes = event.target.value === '' ? null : Number(event.target.value);
          setOutcome(null);
          walletApi.setRealityCheck(api, minutes).then(
            (next) => {
              onChange(next);
              setOutcome({ kind: 'success', text: t('member-centre:gaming.applied') });
            },
            (caught: unknown) => setOutcome({ kind: 'error', text: errorText(caught) }),
          );
        }}
      >
        <option value="">{t('member-centre:gaming.never')}</option>
        {INTERVALS.map((minutes) => (
          <option key={minutes} value={minutes}>
            {t('member-centre:gaming.every', { minutes })}
          </option>
        ))}
      </select>
      {outcome ? <Notice kind={outcome.kind}>{outcome.text}</Notice> : null}
    </section>
  );
}

function ExclusionForm({ onExcluded }: { onExcluded: () => void }) {
  const t = useT();
  const dispatch = useDispatch();
  const { api } = useEngine();
  const periodId = useId();
  const passwordId = useId();
  const [period, setPeriod] = useState<ExclusionPeriod>('DAYS_7');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function exclude() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await walletApi.selfExclude(api, { period, password, confirm: true });
      onExcluded();
      dispatch(coreActions.sessionEnded());
      void showDialog({ kind: 'info', icon: true, textKey: 'member-centre:gaming.excluded' });
    } catch (caught) {
      setError(errorText(caught));
      setStep('form');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="mc-card mc-exclusion" aria-labelledby="mc-exclusion-title">
      <h3 id="mc-exclusion-title" className="mc-card__title">
        {t('member-centre:gaming.exclusionTitle')}
      </h3>
      <p className="mc-field__hint">{t('member-centre:gaming.exclusionLead')}</p>
      {step === 'form' ? (
        <form
          className="mc-exclusion__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!password) {
              setError(t('member-centre:common.required'));
              return;
            }
            setError(null);
            setStep('confirm');
          }}
        >
          <div className="mc-field">
            <label className="mc-field__label" htmlFor={periodId}>
              {t('member-centre:gaming.exclusionPeriod')}
            </label>
            <select
              id={periodId}
              className="mc-field__input"
              value={period}
              onChange={(event) => setPeriod(event.target.value as ExclusionPeriod)}
            >
              {EXCLUSIONS.map((option) => (
                <option key={option} value={option}>
                  {t(`member-centre:gaming.periods.${option}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="mc-field">
            <label className="mc-field__label" htmlFor={passwordId}>
              {t('member-centre:gaming.password')}
            </label>
            <input
              id={passwordId}
              type="password"
              className="mc-field__input"
              autoComplete="current-password"
              maxLength={64}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <button type="submit" className="btn btn--danger">
            {t('member-centre:gaming.exclude')}
          </button>
          {error ? <Notice kind="error">{error}</Notice> : null}
        </form>
      ) : (
        <div
          className="mc-exclusion__confirm"
          role="alertdialog"
          aria-labelledby="mc-exclusion-confirm-title"
          aria-describedby="mc-exclusion-confirm-text"
        >
          <h4 id="mc-exclusion-confirm-title" className="mc-limit__title">
            {t('member-centre:gaming.confirmTitle')}
          </h4>
          <p id="mc-exclusion-confirm-text">
            {t('member-centre:gaming.confirmText', { period: t(`member-centre:gaming.periods.${period}`) })}
          </p>
          <div className="mc-confirm__actions">
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the confirmation step: focus on the safe choice, not on "exclude me" */}
            <button type="button" className="btn btn--ghost" onClick={() => setStep('form')} autoFocus>
              {t('member-centre:gaming.back')}
            </button>
            <button type="button" className="btn btn--danger" onClick={() => void exclude()} disabled={busy} aria-busy={busy}>
              {t('member-centre:gaming.confirmAgain')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
