import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { errorText } from '../../../core/api/present-error';
import { formatDateTime } from '../../../core/format/date-time';
import { useRemote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { coreActions, type RootState } from '../../../core/store/core-state';
import { AUTH_MODALS } from '../../auth';
import { walletApi } from '../api';
import { Notice } from '../components/Notice';
import { SecretField } from '../../shared/centre/SecretField';
import type { PageProps } from '../pages';

const PAYMENT_PASSWORD = /^[0-9]{6}$/;

/** Sets or changes the payment password (six digits, typed twice) behind the login password. */
function PaymentPasswordForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const t = useT();
  const { api } = useEngine();
  const [fields, setFields] = useState({ password: '', paymentPassword: '', confirmPaymentPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof fields) => (value: string) => setFields({ ...fields, [key]: value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!fields.password) found.password = t('member-centre:common.required');
    if (!PAYMENT_PASSWORD.test(fields.paymentPassword)) found.paymentPassword = t('member-centre:security.paymentRule');
    if (fields.confirmPaymentPassword !== fields.paymentPassword)
      found.confirmPaymentPassword = t('member-centre:security.paymentMismatch');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await walletApi.setPaymentPassword(api, fields);
      onDone();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="mc-security__form" onSubmit={(event) => void submit(event)} noValidate>
      <SecretField
        label={t('member-centre:security.loginPassword')}
        name="password"
        value={fields.password}
        onChange={set('password')}
        error={errors.password}
        autoComplete="current-password"
      />
      <SecretField
        label={t('member-centre:security.newPaymentPassword')}
        name="newPaymentPassword"
        value={fields.paymentPassword}
        onChange={set('paymentPassword')}
        error={errors.paymentPassword}
        numeric
      />
      <SecretField
        label={t('member-centre:security.confirmPaymentPassword')}
        name="confirmPaymentPassword"
        value={fields.confirmPaymentPassword}
        onChange={set('confirmPaymentPassword')}
        error={errors.confirmPaymentPassword}
        numeric
      />
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      <div className="mc-confirm__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('member-centre:withdraw.cancel')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
          {t('member-centre:security.savePayment')}
        </button>
      </div>
    </form>
  );
}

/**
 * securityCenter, "my account" (the panel's default page): who the member is, the bound e-mail and
 * mobile (masked by the server), the VIP level, the last login before this one, the login password's change and the payment
 * password, set or changed here behind the login password.
 */
export default function SecurityCenter({ closePanel }: PageProps) {
  const t = useT();
  const dispatch = useDispatch();
  const { api } = useEngine();
  const member = useSelector((state: RootState) => state.core.member);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(0);
  const facts = useRemote(`security:${saved}`, () => walletApi.security(api));
  const paymentSet = facts.data ? facts.data.paymentPasswordSet : null;
  if (!member) return null;
  const rows: { label: string; value: string; muted?: boolean }[] = [
    { label: t('member-centre:security.username'), value: member.account },
    { label: t('member-centre:security.nickname'), value: member.nickname || '—' },
    { label: t('member-centre:security.email'), value: member.email ?? t('member-centre:security.notBound'), muted: !member.email },
    {
      label: t('member-centre:security.mobile'),
      value: member.mobileNum ? `${member.countryDialingCode ?? ''} ${member.mobileNum}`.trim() : t('member-centre:security.notBound'),
      muted: !member.mobileNum,
    },
    {
      label: t('member-centre:security.vip'),
      value: member.clubLabel?.labelName ?? t('member-centre:security.noVip'),
      muted: !member.clubLabel,
    },
    {
      label: t('member-centre:security.lastLogin'),
      value: !facts.data ? '…' : facts.data.lastLoginAt ? formatDateTime(facts.data.lastLoginAt) : t('member-centre:security.firstLogin'),
      muted: !facts.data?.lastLoginAt,
    },
  ];
  return (
    <div className="mc-page">
      <header className="mc-page__header">
        <h2 className="mc-page__title">{t('member-centre:security.title')}</h2>
        <p className="mc-page__lead">{t('member-centre:security.lead')}</p>
      </header>
      <dl className="mc-card mc-profile">
        {rows.map((row) => (
          <div key={row.label} className="mc-profile__row">
            <dt>{row.label}</dt>
            <dd className={row.muted ? 'mc-profile__muted' : undefined}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mc-card mc-security">
        <div className="mc-security__item">
          <div>
            <h3 className="mc-card__title">{t('member-centre:security.password')}</h3>
          </div>
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => {
              closePanel();
              dispatch(coreActions.modalOpened(AUTH_MODALS.changePassword));
            }}
          >
            {t('member-centre:security.changePassword')}
          </button>
        </div>
        <div className="mc-security__item">
          <div>
            <h3 className="mc-card__title">{t('member-centre:security.paymentPassword')}</h3>
            <p className="mc-field__hint" role="status">
              {paymentSet === null
                ? '\u00a0'
                : paymentSet
                  ? t('member-centre:security.paymentSet')
                  : t('member-centre:security.paymentNotSet')}
            </p>
          </div>
          <span className="mc-security__actions">
            <span className={`mc-status mc-status--${paymentSet ? 'ok' : 'wait'}`} aria-hidden="true">
              {paymentSet ? '✓' : '!'}
            </span>
            {editing || paymentSet === null ? null : (
              <button type="button" className="btn btn--secondary" onClick={() => setEditing(true)}>
                {t(paymentSet ? 'member-centre:security.changePayment' : 'member-centre:security.setPayment')}
              </button>
            )}
          </span>
        </div>
        {editing ? (
          <PaymentPasswordForm
            onCancel={() => setEditing(false)}
            onDone={() => {
              setEditing(false);
              setSaved((n) => n + 1);
            }}
          />
        ) : null}
        {saved > 0 && !editing ? <Notice kind="success">{t('member-centre:security.paymentSaved')}</Notice> : null}
        <p className="mc-field__hint">{t('member-centre:security.tips')}</p>
      </div>
    </div>
  );
}
