import { useRemote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { formatCurrency } from '../../../core/format/money';
import { useT } from '../../../core/i18n/i18n';
import { DateRangeFilter, useDayRange } from '../../shared/centre/DateRangeFilter';
import { RemoteView } from '../../shared/centre/LoadState';
import { PageHeader } from '../../shared/centre/PageHeader';
import { agentApi, type TeamOverview as Overview } from '../api';
import { useMoney } from '../components/ReportTable';
import { formatDay } from '../format';
import type { PageProps } from '../pages';

/** Bars of the team's daily stakes and deposits, scaled to the period's largest day. */
function DayChart({ days }: { days: Overview['days'] }) {
  const t = useT();
  const { brand } = useEngine();
  const top = Math.max(1, ...days.flatMap((day) => [Number(day.bets), Number(day.deposits)]));
  const height = (value: string) => `${Math.round((Number(value) / top) * 100)}%`;
  // A period without a stake or a deposit would draw no bar at all: say so rather than show an empty box.
  if (days.every((day) => Number(day.bets) === 0 && Number(day.deposits) === 0))
    return (
      <figure className="mc-card ac-chart">
        <figcaption className="ac-chart__head">
          <h3 className="mc-card__title">{t('agent-centre:overview.chartTitle')}</h3>
        </figcaption>
        <p className="ac-chart__empty" data-testid="overview-chart-empty">
          <strong>{t('agent-centre:overview.chartEmpty')}</strong>
          <span>{t('agent-centre:overview.chartEmptyHint')}</span>
        </p>
      </figure>
    );
  return (
    <figure className="mc-card ac-chart">
      <figcaption className="ac-chart__head">
        <h3 className="mc-card__title">{t('agent-centre:overview.chartTitle')}</h3>
        <span className="ac-chart__legend" aria-hidden="true">
          <span className="ac-chart__key ac-chart__key--bets">{t('agent-centre:overview.legendBets')}</span>
          <span className="ac-chart__key ac-chart__key--deposits">{t('agent-centre:overview.legendDeposits')}</span>
        </span>
      </figcaption>
      <ol className="ac-chart__days" aria-label={t('agent-centre:overview.chartLabel')}>
        {days.map((day) => (
          <li
            key={day.date}
            className="ac-chart__day"
            aria-label={t('agent-centre:overview.dayBar', {
              date: formatDay(day.date),
              bets: formatCurrency(day.bets, brand.currencySymbol),
              deposits: formatCurrency(day.deposits, brand.currencySymbol),
            })}
          >
            <span className="ac-chart__bars" aria-hidden="true">
              <span className="ac-chart__bar ac-chart__bar--bets" style={{ height: height(day.bets) }} />
              <span className="ac-chart__bar ac-chart__bar--deposits" style={{ height: height(day.deposits) }} />
            </span>
            <span className="ac-chart__label" aria-hidden="true">
              {formatDay(day.date).slice(0, 5)}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

/**
 * agentTeamOverview, the default page: the team's size and movement in the period (members, new,
 * active, deposits, withdrawals, stakes, the players' result, bonuses) and a chart per day.
 */
export default function TeamOverview({ openEntry }: PageProps) {
  const t = useT();
  const { api } = useEngine();
  const { preset, range, choose } = useDayRange('week');
  const overview = useRemote(`agent-overview:${range.from}:${range.to}`, () => agentApi.overview(api, range));
  const money = useMoney();
  return (
    <div className="mc-page">
      <PageHeader
        title={t('agent-centre:overview.title')}
        lead={t('agent-centre:overview.lead')}
        action={
          <button type="button" className="btn btn--secondary" onClick={() => openEntry('downlineManagmentView')}>
            {t('agent-centre:overview.manage')}
          </button>
        }
      />
      <div className="mc-card">
        <DateRangeFilter preset={preset} onChange={choose} />
      </div>
      <RemoteView remote={overview} rows={3}>
        {(value) => (
          <>
            <dl className="ac-stats">
              <div className="ac-stat ac-stat--main">
                <dt>{t('agent-centre:overview.members')}</dt>
                <dd data-testid="overview-members">{value.team.members}</dd>
                <dd className="ac-stat__hint">
                  {t('agent-centre:overview.membersHint', { agents: value.team.agents, direct: value.team.directMembers })}
                </dd>
              </div>
              <div className="ac-stat">
                <dt>{t('agent-centre:overview.newMembers')}</dt>
                <dd>{value.team.newMembers}</dd>
              </div>
              <div className="ac-stat">
                <dt>{t('agent-centre:overview.activeMembers')}</dt>
                <dd>{value.team.activeMembers}</dd>
              </div>
              <div className="ac-stat">
                <dt>{t('agent-centre:overview.deposits')}</dt>
                <dd>{money(value.totals.deposits)}</dd>
              </div>
              <div className="ac-stat">
                <dt>{t('agent-centre:overview.withdrawals')}</dt>
                <dd>{money(value.totals.withdrawals)}</dd>
              </div>
              <div className="ac-stat">
                <dt>{t('agent-centre:overview.bets')}</dt>
                <dd>{money(value.totals.bets)}</dd>
              </div>
              <div className="ac-stat">
                <dt>{t('agent-centre:overview.net')}</dt>
                <dd className={value.totals.net.startsWith('-') ? 'ac-money--out' : 'ac-money--in'}>{money(value.totals.net)}</dd>
              </div>
              <div className="ac-stat">
                <dt>{t('agent-centre:overview.bonuses')}</dt>
                <dd>{money(value.totals.bonuses)}</dd>
              </div>
            </dl>
            <DayChart days={value.days} />
          </>
        )}
      </RemoteView>
    </div>
  );
}
