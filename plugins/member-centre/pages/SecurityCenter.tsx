import { useDispatch, useSelector } from 'react-redux';
import { useRemote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { coreActions, type RootState } from '../../../core/store/core-state';
import { AUTH_MODALS } from '../../auth';
import { walletApi } from '../api';
import type { PageProps } from '../pages';

/**
 * securityCenter, "my account" (the panel's default page): who the member is, the bound e-mail and
 * mobile (masked by the server), the VIP level, and the state of both passwords.
 */
export default function SecurityCenter({ closePanel }: PageProps) {
  const t = useT();
  const dispatch = useDispatch();
  const { api } = useEngine();
  const member = useSelector((state: RootState) => state.core.member);
  const payment = useRemote('security:payment', () => walletApi.withdrawalOverview(api).then((overview) => overview.paymentPasswordSet));
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
    { label: t('member-centre:security.vip'), value: member.clubLabel?.labelName ?? t('member-centre:security.noVip'), muted: !member.clubLabel },
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
              {payment.data === null ? '\u00a0' : payment.data ? t('member-centre:security.paymentSet') : t('member-centre:security.paymentNotSet')}
            </p>
          </div>
          <span className={`mc-status mc-status--${payment.data ? 'ok' : 'wait'}`} aria-hidden="true">
            {payment.data ? '✓' : '!'}
          </span>
        </div>
        <p className="mc-field__hint">{t('member-centre:security.tips')}</p>
      </div>
    </div>
  );
}
