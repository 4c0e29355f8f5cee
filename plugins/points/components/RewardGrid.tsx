import { useId, useState } from 'react';
import { useT } from '../../../core/i18n/i18n';
import { CdnImage } from '../../../core/media/CdnImage';
import { REWARD_CATEGORIES, type Reward, type RewardCategory } from '../api';
import { formatPoints, redeemBlock } from '../rules';
import { PointsIcon } from './Icons';

type Filter = RewardCategory | 'ALL';

export interface RewardGridProps {
  rewards: Reward[] | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  failure: string | null;
  onRetry: () => void;
  /** The member's points; null for a visitor (every reward shows as available, the button asks for a login). */
  balance: number | null;
  loggedIn: boolean;
  onRedeem: (reward: Reward) => void;
}

/** The catalogue: category chips, then cards with artwork, cost, stock and the redeem button. */
export function RewardGrid({ rewards, status, failure, onRetry, balance, loggedIn, onRedeem }: RewardGridProps) {
  const t = useT();
  const [filter, setFilter] = useState<Filter>('ALL');
  const shown = (rewards ?? []).filter((reward) => filter === 'ALL' || reward.category === filter);
  return (
    <section className="points-section" aria-labelledby="points-rewards-title">
      <div className="points-section__head">
        <h2 id="points-rewards-title" className="points-section__title">
          {t('points:rewards.title')}
        </h2>
        <div className="points-chips" role="group" aria-label={t('points:category.label')}>
          {(['ALL', ...REWARD_CATEGORIES] as Filter[]).map((category) => (
            <button
              key={category}
              type="button"
              className={`points-chip${filter === category ? ' points-chip--active' : ''}`}
              aria-pressed={filter === category}
              onClick={() => setFilter(category)}
            >
              {t(`points:category.${category}`)}
            </button>
          ))}
        </div>
      </div>
      {status === 'failed' && !rewards ? (
        <div className="chunk-error chunk-error--compact" role="alert">
          <h3 className="chunk-error__title">{t('points:rewards.failed')}</h3>
          {failure ? <p className="chunk-error__text">{failure}</p> : null}
          <button type="button" className="btn btn--primary" onClick={onRetry}>
            {t('core:app.retry')}
          </button>
        </div>
      ) : !rewards ? (
        <ul className="reward-grid" aria-busy="true" aria-label={t('points:rewards.loading')}>
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index} className="reward-card reward-card--skeleton">
              <div className="skeleton reward-card__art" />
              <div className="reward-card__body">
                <div className="skeleton skeleton--title" />
                <div className="skeleton reward-card__line" />
                <div className="skeleton reward-card__line reward-card__line--short" />
              </div>
            </li>
          ))}
        </ul>
      ) : shown.length === 0 ? (
        <p className="points-empty">{t('points:rewards.empty')}</p>
      ) : (
        <ul className="reward-grid">
          {shown.map((reward) => (
            <RewardCard key={reward.rewardId} reward={reward} balance={balance} loggedIn={loggedIn} onRedeem={onRedeem} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RewardCard({
  reward,
  balance,
  loggedIn,
  onRedeem,
}: {
  reward: Reward;
  balance: number | null;
  loggedIn: boolean;
  onRedeem: (reward: Reward) => void;
}) {
  const t = useT();
  const reasonId = useId();
  const block = redeemBlock(reward, loggedIn ? balance : null);
  // While the member's balance loads, nothing is known to be unaffordable yet, but nothing is sent either.
  const waiting = loggedIn && balance === null;
  const reason =
    block === 'soldOut'
      ? t('points:rewards.soldOut')
      : block === 'shortOfPoints'
        ? t('points:rewards.shortOfPoints', { points: formatPoints(reward.pointCost - (balance ?? 0)) })
        : null;
  return (
    <li className={`reward-card${block ? ' reward-card--blocked' : ''}`} data-reward-id={reward.rewardId}>
      <div className="reward-card__art">
        <CdnImage path={reward.imagePath} alt="" width={480} height={300} className="reward-card__image" />
        <span className={`reward-card__badge reward-card__badge--${reward.category.toLowerCase()}`}>
          {t(`points:category.${reward.category}`)}
        </span>
        {reward.stock === 0 ? <span className="reward-card__sold-out">{t('points:rewards.soldOut')}</span> : null}
      </div>
      <div className="reward-card__body">
        <h3 className="reward-card__name">{reward.name}</h3>
        <p className="reward-card__text">{reward.description}</p>
        <div className="reward-card__meta">
          <span className="reward-card__cost">
            <PointsIcon name="coin" size={18} />
            {t('points:rewards.cost', { points: formatPoints(reward.pointCost) })}
          </span>
          {reward.stock !== null && reward.stock > 0 ? (
            <span className="reward-card__stock">{t('points:rewards.stockLeft', { count: reward.stock })}</span>
          ) : null}
        </div>
        <button
          type="button"
          className="btn btn--primary reward-card__action"
          disabled={block !== null || waiting}
          aria-label={loggedIn ? t('points:rewards.redeemName', { name: reward.name }) : undefined}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => onRedeem(reward)}
        >
          {loggedIn ? t('points:rewards.redeem') : t('points:rewards.loginToRedeem')}
        </button>
        {reason && block === 'shortOfPoints' ? (
          <p id={reasonId} className="reward-card__reason">
            {reason}
          </p>
        ) : reason ? (
          <span id={reasonId} className="visually-hidden">
            {reason}
          </span>
        ) : null}
      </div>
    </li>
  );
}
