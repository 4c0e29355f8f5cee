import { QRCodeSVG } from 'qrcode.react';
import { useRemote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { formatDateTime } from '../../../core/format/date-time';
import { formatCurrency } from '../../../core/format/money';
import { useT } from '../../../core/i18n/i18n';
import { walletApi } from '../api';
import { CopyButton } from '../../shared/centre/CopyButton';
import { RemoteView } from '../../shared/centre/LoadState';
import { PageHeader } from '../../shared/centre/PageHeader';
import type { PageProps } from '../pages';

/**
 * referral, "invite friends": the member's invitation link and code (copy, QR, share on WhatsApp
 * or Telegram), how the reward works, and the friends who signed up with it.
 */
export default function Referral(_: PageProps) {
  const t = useT();
  const { api, brand } = useEngine();
  const overview = useRemote('referral', () => walletApi.referral(api));
  const money = (value: string) => formatCurrency(value, brand.currencySymbol);

  return (
    <div className="mc-page">
      <PageHeader
        title={t('member-centre:referral.title')}
        lead={
          overview.data
            ? t('member-centre:referral.lead', { amount: money(overview.data.rewardPerFriend) })
            : t('member-centre:referral.leadShort')
        }
      />
      <RemoteView remote={overview} rows={3}>
        {(value) => (
          <>
            {value.enabled && value.link && value.code ? (
              <section className="mc-card mc-invite" aria-label={t('member-centre:referral.share')}>
                <div className="mc-invite__qr">
                  <QRCodeSVG value={value.link} size={148} marginSize={2} title={t('member-centre:referral.qr')} />
                </div>
                <div className="mc-invite__share">
                  <p className="mc-invite__label">{t('member-centre:referral.link')}</p>
                  <code className="mc-invite__link" data-testid="referral-link">
                    {value.link}
                  </code>
                  <div className="mc-invite__actions">
                    <CopyButton text={value.link} label={t('member-centre:referral.copyLink')} className="btn btn--primary" />
                    <CopyButton text={value.code} label={t('member-centre:referral.copyCode', { code: value.code })} />
                  </div>
                  <div className="mc-invite__apps">
                    <a
                      className="btn btn--ghost"
                      href={`https://wa.me/?text=${encodeURIComponent(t('member-centre:referral.message', { name: brand.name, link: value.link }))}`}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      WhatsApp
                    </a>
                    <a
                      className="btn btn--ghost"
                      href={`https://t.me/share/url?url=${encodeURIComponent(value.link)}&text=${encodeURIComponent(t('member-centre:referral.messageShort', { name: brand.name }))}`}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      Telegram
                    </a>
                  </div>
                </div>
              </section>
            ) : (
              <p className="mc-card mc-empty">{t('member-centre:referral.off')}</p>
            )}
            <ol className="mc-steps" aria-label={t('member-centre:referral.how')}>
              {(['share', 'register', 'deposit'] as const).map((step, index) => (
                <li key={step} className="mc-steps__item">
                  <span className="mc-steps__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <span>{t(`member-centre:referral.steps.${step}`, { amount: money(value.rewardPerFriend) })}</span>
                </li>
              ))}
            </ol>
            <dl className="mc-summary">
              <div className="mc-summary__item">
                <dt>{t('member-centre:referral.invited')}</dt>
                <dd data-testid="referral-invited">{value.invitedCount}</dd>
              </div>
              <div className="mc-summary__item">
                <dt>{t('member-centre:referral.rewarded')}</dt>
                <dd>{value.rewardedCount}</dd>
              </div>
              <div className="mc-summary__item mc-summary__item--main">
                <dt>{t('member-centre:referral.earned')}</dt>
                <dd>{money(value.earned)}</dd>
              </div>
            </dl>
            <section className="mc-card" aria-labelledby="referral-friends">
              <h3 className="mc-card__title" id="referral-friends">
                {t('member-centre:referral.friends')}
              </h3>
              {value.friends.length === 0 ? (
                <p className="mc-empty">{t('member-centre:referral.noFriends')}</p>
              ) : (
                <ul className="mc-history">
                  {value.friends.map((friend) => (
                    <li key={`${friend.player}:${friend.joinedAt}`} className="mc-history__row" data-status={friend.status}>
                      <span className="mc-history__main">
                        <span className="mc-history__title">{friend.player}</span>
                        <time className="mc-history__time" dateTime={friend.joinedAt}>
                          {t('member-centre:referral.joined', { date: formatDateTime(friend.joinedAt) })}
                        </time>
                      </span>
                      <span className="mc-history__side">
                        {friend.reward ? <strong className="mc-history__amount">+{money(friend.reward)}</strong> : null}
                        <span className={`mc-status mc-status--${friend.status === 'REWARDED' ? 'ok' : 'wait'}`}>
                          {t(`member-centre:referral.statuses.${friend.status}`)}
                        </span>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </RemoteView>
    </div>
  );
}
