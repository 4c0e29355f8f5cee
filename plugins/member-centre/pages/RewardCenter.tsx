import { useEffect, useState } from 'react';
import { errorText } from '../../../core/api/present-error';
import { useRemote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { formatDateTime } from '../../../core/format/date-time';
import { formatCurrency } from '../../../core/format/money';
import { useT } from '../../../core/i18n/i18n';
import { walletApi, type Reward } from '../api';
import { balancesChanged } from '../balance-store';
import { RemoteView } from '../../shared/centre/LoadState';
import { Notice } from '../components/Notice';
import { PageHeader } from '../../shared/centre/PageHeader';
import { inboxCountsChanged } from '../inbox-counts';
import type { PageProps } from '../pages';

/** When the reward's state changes next, as the card says it. */
function whenText(reward: Reward, t: ReturnType<typeof useT>): string {
  if (reward.status === 'AVAILABLE') return t('member-centre:rewards.until', { date: formatDateTime(reward.expiresAt) });
  if (reward.status === 'UPCOMING') return t('member-centre:rewards.from', { date: formatDateTime(reward.availableFrom) });
  if (reward.status === 'CLAIMED')
    return t('member-centre:rewards.claimedAt', { date: formatDateTime(reward.claimedAt ?? reward.expiresAt) });
  return t('member-centre:rewards.expiredAt', { date: formatDateTime(reward.expiresAt) });
}

/**
 * rewardCenter, "reward centre": the member's cashback, daily and VIP rewards, those to claim first;
 * claiming one pays it into the main wallet at once (the header's balance and the menu's badge
 * follow).
 */
export default function RewardCenter(_: PageProps) {
  const t = useT();
  const { api, brand } = useEngine();
  const [reload, setReload] = useState(0);
  const rewards = useRemote(`rewards:${reload}`, () => walletApi.rewards(api));
  const [claiming, setClaiming] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const money = (value: string) => formatCurrency(value, brand.currencySymbol);

  const claim = async (reward: Reward) => {
    setClaiming(reward.id);
    setOutcome(null);
    try {
      const result = await walletApi.claimReward(api, reward.id);
      balancesChanged(result.balances);
      setOutcome({
        kind: 'success',
        text: t('member-centre:rewards.claimed', { amount: money(result.reward.amount), title: result.reward.title }),
      });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorText(error) });
    } finally {
      setClaiming(null);
      setReload((n) => n + 1);
    }
  };

  const available = rewards.data?.availableCount ?? 0;
  // The list answers how many are left to claim: the menu's badge follows it.
  useEffect(() => {
    if (rewards.data) inboxCountsChanged({ availableReward: rewards.data.availableCount });
  }, [rewards.data]);

  return (
    <div className="mc-page">
      <PageHeader
        title={t('member-centre:rewards.title')}
        lead={
          rewards.data && available > 0
            ? t('member-centre:rewards.availableLead', { count: available, amount: money(rewards.data.availableAmount) })
            : t('member-centre:rewards.lead')
        }
      />
      {outcome ? <Notice kind={outcome.kind}>{outcome.text}</Notice> : null}
      <RemoteView remote={rewards} rows={3} isEmpty={(value) => value.list.length === 0} empty={t('member-centre:rewards.empty')}>
        {(value) => (
          <ul className="mc-rewards" aria-label={t('member-centre:rewards.title')}>
            {value.list.map((reward) => (
              <li
                key={reward.id}
                className={`mc-reward mc-reward--${reward.status.toLowerCase()}`}
                data-reward-id={reward.id}
                data-status={reward.status}
              >
                <div className="mc-reward__amount">{money(reward.amount)}</div>
                <div className="mc-reward__body">
                  <span className="mc-reward__kind">{t(`member-centre:rewards.kinds.${reward.kind}`)}</span>
                  <h3 className="mc-reward__title">{reward.title}</h3>
                  <p className="mc-reward__text">{reward.description}</p>
                  <p className="mc-reward__when">{whenText(reward, t)}</p>
                </div>
                <div className="mc-reward__action">
                  {reward.status === 'AVAILABLE' ? (
                    <button
                      type="button"
                      className="btn btn--primary"
                      disabled={claiming !== null}
                      aria-busy={claiming === reward.id}
                      onClick={() => void claim(reward)}
                    >
                      {t('member-centre:rewards.claim')}
                    </button>
                  ) : (
                    <span
                      className={`mc-status mc-status--${reward.status === 'CLAIMED' ? 'ok' : reward.status === 'UPCOMING' ? 'wait' : 'neutral'}`}
                    >
                      {t(`member-centre:rewards.statuses.${reward.status}`)}
                    </span>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </RemoteView>
    </div>
  );
}
