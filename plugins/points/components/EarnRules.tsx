import { useEngine } from '../../../core/engine-context';
import { formatCurrency } from '../../../core/format/money';
import { useT } from '../../../core/i18n/i18n';
import type { PointConfig } from '../api';
import { formatPoints, moneyForPoints } from '../rules';
import { PointsIcon } from './Icons';

/** How points are earned (the config's rules) and the mall's terms: rate, validity, limits. */
export function EarnRules({ config }: { config: PointConfig | null }) {
  const t = useT();
  const { brand } = useEngine();
  const money = (amount: string) => formatCurrency(amount, brand.currencySymbol);
  return (
    <section className="points-section points-earn" aria-labelledby="points-earn-title">
      <h2 id="points-earn-title" className="points-section__title">
        {t('points:earn.title')}
      </h2>
      {config ? (
        <>
          <ul className="earn-grid">
            {config.earnRules.map((rule) => (
              <li key={rule.source} className="earn-card">
                <span className={`earn-card__icon earn-card__icon--${rule.source.toLowerCase()}`}>
                  <PointsIcon name={rule.source} size={22} />
                </span>
                <div>
                  <h3 className="earn-card__title">{rule.title}</h3>
                  <p className="earn-card__points">
                    {rule.perAmount
                      ? t('points:earn.perAmount', { points: formatPoints(rule.points), amount: money(rule.perAmount) })
                      : t('points:earn.fixed', { points: formatPoints(rule.points) })}
                  </p>
                  <p className="earn-card__text">{rule.description}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="points-terms">
            <h3 className="points-terms__title">{t('points:earn.rules')}</h3>
            <ul className="points-terms__list">
              <li>
                {t('points:earn.rate', {
                  points: formatPoints(config.pointsPerUnit),
                  amount: money(moneyForPoints(config.pointsPerUnit, config.pointsPerUnit)),
                })}
              </li>
              <li>{t('points:earn.validity', { days: config.validityDays })}</li>
              <li>{t('points:earn.redeemLimit', { count: config.dailyRedeemLimit })}</li>
              <li>
                {t('points:earn.convertLimit', {
                  min: formatPoints(config.minConvertPoints),
                  step: formatPoints(config.convertStep),
                  max: formatPoints(config.dailyConvertLimit),
                })}
              </li>
              <li>{t('points:earn.review')}</li>
            </ul>
          </div>
        </>
      ) : (
        <ul className="earn-grid" aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index} className="earn-card earn-card--skeleton">
              <div className="skeleton earn-card__icon" />
              <div className="skeleton skeleton--title" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
