import { useEffect, useState } from 'react';
import { errorText } from '../../../core/api/present-error';
import { useRemote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { formatCurrency } from '../../../core/format/money';
import { useT } from '../../../core/i18n/i18n';
import { walletApi, type Mission } from '../api';
import { balancesChanged } from '../balance-store';
import { RemoteView } from '../../shared/centre/LoadState';
import { Notice } from '../components/Notice';
import { PageHeader } from '../../shared/centre/PageHeader';
import { inboxCountsChanged } from '../inbox-counts';
import type { PageProps } from '../pages';

/** Progress as the player reads it: money for the stake mission, a count otherwise. */
function progressText(mission: Mission, symbol: string): string {
  if (mission.metric !== 'STAKE') return `${mission.progress}/${mission.target}`;
  return `${formatCurrency(mission.progress / 100, symbol)} / ${formatCurrency(mission.target / 100, symbol)}`;
}

/**
 * missionLeaderboard, "mission activity": today's missions with the member's progress (read from
 * their own bets and deposits), a claim for each one done, and the week's ranking by mission points.
 */
export default function MissionActivity(_: PageProps) {
  const t = useT();
  const { api, brand } = useEngine();
  const [reload, setReload] = useState(0);
  const summary = useRemote(`missions:${reload}`, () => walletApi.missions(api));
  const board = useRemote(`mission-board:${reload}`, () => walletApi.missionBoard(api));
  const [claiming, setClaiming] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const money = (value: string) => formatCurrency(value, brand.currencySymbol);

  useEffect(() => {
    if (summary.data) inboxCountsChanged({ claimableMission: summary.data.claimableCount });
  }, [summary.data]);

  const claim = async (mission: Mission) => {
    setClaiming(mission.code);
    setOutcome(null);
    try {
      const result = await walletApi.claimMission(api, mission.code);
      balancesChanged(result.balances);
      setOutcome({ kind: 'success', text: t('member-centre:missions.claimed', { amount: money(mission.reward), points: mission.points }) });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorText(error) });
    } finally {
      setClaiming(null);
      setReload((n) => n + 1);
    }
  };

  return (
    <div className="mc-page">
      <PageHeader
        title={t('member-centre:missions.title')}
        lead={summary.data ? t('member-centre:missions.scoreLead', { score: summary.data.weekScore }) : t('member-centre:missions.lead')}
      />
      {outcome ? <Notice kind={outcome.kind}>{outcome.text}</Notice> : null}
      <RemoteView remote={summary} rows={4}>
        {(value) => (
          <ul className="mc-missions" aria-label={t('member-centre:missions.today')}>
            {value.missions.map((mission) => (
              <li
                key={mission.code}
                className={`mc-mission mc-mission--${mission.status.toLowerCase()}`}
                data-mission={mission.code}
                data-status={mission.status}
              >
                <div className="mc-mission__body">
                  <h3 className="mc-mission__title">{mission.title}</h3>
                  <p className="mc-mission__text">{mission.description}</p>
                  <div className="mc-mission__progress">
                    <progress
                      max={mission.target}
                      value={mission.progress}
                      aria-label={t('member-centre:missions.progress', { title: mission.title })}
                    />
                    <span>{progressText(mission, brand.currencySymbol)}</span>
                  </div>
                </div>
                <div className="mc-mission__side">
                  <span className="mc-mission__reward">{money(mission.reward)}</span>
                  <span className="mc-mission__points">{t('member-centre:missions.points', { count: mission.points })}</span>
                  {mission.status === 'CLAIMABLE' ? (
                    <button
                      type="button"
                      className="btn btn--primary"
                      disabled={claiming !== null}
                      aria-busy={claiming === mission.code}
                      onClick={() => void claim(mission)}
                    >
                      {t('member-centre:missions.claim')}
                    </button>
                  ) : (
                    <span className={`mc-status mc-status--${mission.status === 'CLAIMED' ? 'ok' : 'wait'}`}>
                      {t(`member-centre:missions.statuses.${mission.status}`)}
                    </span>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </RemoteView>
      <section className="mc-card" aria-labelledby="mission-board-title">
        <h3 className="mc-card__title" id="mission-board-title">
          {t('member-centre:missions.board')}
        </h3>
        <RemoteView remote={board} rows={3} isEmpty={(value) => value.list.length === 0} empty={t('member-centre:missions.boardEmpty')}>
          {(value) => (
            <>
              <ol className="mc-board">
                {value.list.map((row) => (
                  <li
                    key={`${row.rank}:${row.player}`}
                    className={`mc-board__row${row.me ? ' mc-board__row--me' : ''}`}
                    aria-current={row.me ? 'true' : undefined}
                  >
                    <span className={`mc-board__rank mc-board__rank--${Math.min(row.rank, 4)}`}>{row.rank}</span>
                    <span className="mc-board__player">
                      {row.player}
                      {row.me ? <span className="mc-board__you"> {t('member-centre:missions.you')}</span> : null}
                    </span>
                    <span className="mc-board__score">{t('member-centre:missions.points', { count: row.score })}</span>
                  </li>
                ))}
              </ol>
              {value.me && !value.list.some((row) => row.me) ? (
                <p className="mc-field__hint">{t('member-centre:missions.myRank', { rank: value.me.rank, score: value.me.score })}</p>
              ) : null}
            </>
          )}
        </RemoteView>
      </section>
    </div>
  );
}
