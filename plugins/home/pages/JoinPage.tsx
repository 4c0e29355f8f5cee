import { Link } from 'react-router-dom';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { PromiseGrid } from '../components/PromiseGrid';
import '../join.css';

/**
 * The partner programme's published tiers. The platform has no call for them (spec section 7); an
 * agent's real rates come with their contract in the agent centre.
 */
const COMMISSION_TIERS = [
  { activePlayers: '5+', share: '25%' },
  { activePlayers: '20+', share: '35%' },
  { activePlayers: '50+', share: '45%' },
  { activePlayers: '100+', share: '55%' },
] as const;

const BENEFITS = [
  { key: 'commission', icon: 'fast' },
  { key: 'reports', icon: 'secure' },
  { key: 'team', icon: 'anywhere' },
  { key: 'support', icon: 'support' },
] as const;

const STEPS = ['register', 'share', 'earn'] as const;

/** /join: the agent and affiliate programme ("join us" in the spec's page groups). */
export default function JoinPage() {
  const t = useT();
  const { brand } = useEngine();
  return (
    <div className="join-page container">
      <section className="join-hero" aria-labelledby="join-title">
        <div className="join-hero__copy">
          <p className="join-hero__eyebrow">{t('home:join.eyebrow', { brand: brand.name })}</p>
          <h1 id="join-title" className="join-hero__title">
            {t('home:join.title')}
          </h1>
          <p className="join-hero__lead">{t('home:join.lead')}</p>
          <div className="join-hero__actions">
            <Link className="btn btn--primary" to="/register">
              {t('home:join.apply')}
            </Link>
            <Link className="btn btn--ghost" to="/login?agent=1">
              {t('home:join.agentLogin')}
            </Link>
          </div>
        </div>
        <p className="join-hero__stat">
          <span className="join-hero__stat-value">{COMMISSION_TIERS[COMMISSION_TIERS.length - 1].share}</span>
          <span className="join-hero__stat-label">{t('home:join.statLabel')}</span>
        </p>
      </section>

      <section className="join-section" aria-labelledby="join-benefits-title">
        <h2 id="join-benefits-title" className="section-title">
          {t('home:join.benefitsTitle')}
        </h2>
        <PromiseGrid
          cards={BENEFITS.map((benefit) => ({
            key: benefit.key,
            icon: benefit.icon,
            title: t(`home:join.benefits.${benefit.key}Title`),
            text: t(`home:join.benefits.${benefit.key}Text`),
          }))}
        />
      </section>

      <div className="join-columns">
        <section className="join-section join-card" aria-labelledby="join-tiers-title">
          <h2 id="join-tiers-title" className="section-title">
            {t('home:join.tiersTitle')}
          </h2>
          <table className="join-tiers">
            <caption className="visually-hidden">{t('home:join.tiersCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('home:join.activePlayers')}</th>
                <th scope="col">{t('home:join.share')}</th>
              </tr>
            </thead>
            <tbody>
              {COMMISSION_TIERS.map((tier) => (
                <tr key={tier.activePlayers}>
                  <td>{tier.activePlayers}</td>
                  <td className="join-tiers__share">{tier.share}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="join-card__note">{t('home:join.tiersNote')}</p>
        </section>

        <section className="join-section join-card" aria-labelledby="join-steps-title">
          <h2 id="join-steps-title" className="section-title">
            {t('home:join.stepsTitle')}
          </h2>
          <ol className="join-steps">
            {STEPS.map((step, index) => (
              <li key={step} className="join-steps__item">
                <span className="join-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3 className="join-steps__title">{t(`home:join.steps.${step}Title`)}</h3>
                  <p className="join-steps__text">{t(`home:join.steps.${step}Text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
