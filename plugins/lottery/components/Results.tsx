import { useState } from 'react';
import { useT } from '../../../core/i18n/i18n';
import { Pagination } from '../../../core/ui/Pagination';
import type { Draw, LotteryGame } from '../api';
import type { Remote } from '../../../core/api/use-remote';
import { Balls, DrawList, DrawListSkeleton } from './DrawList';
import { LoadError, LoginPrompt, Note } from './Feedback';
import { formatDrawTime } from '../format';

export const RESULTS_PAGE_SIZE = 10;

/** The VN results board: the last opened numbers of every VN game, ten a page. */
export function VnResults({ opened, language }: { opened: Remote<Draw[]>; language: string }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const draws = opened.data ?? [];
  const pageCount = Math.max(1, Math.ceil(draws.length / RESULTS_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const shown = draws.slice((current - 1) * RESULTS_PAGE_SIZE, current * RESULTS_PAGE_SIZE);
  return (
    <section className="lottery-panel lottery-results" aria-labelledby="lottery-results-title">
      <h2 id="lottery-results-title" className="lottery-panel__title">
        {t('lottery:results.vnTitle')}
      </h2>
      {opened.status === 'failed' ? (
        <LoadError title={t('lottery:results.failed')} error={opened.error} onRetry={opened.retry} />
      ) : opened.status !== 'loaded' ? (
        <DrawListSkeleton rows={10} board />
      ) : draws.length === 0 ? (
        <Note icon="ball">{t('lottery:results.emptyAll')}</Note>
      ) : (
        <>
          <DrawList draws={shown} language={language} showGame board />
          <Pagination pageCount={pageCount} page={current} onChange={setPage} label={t('lottery:results.pagesLabel')} />
        </>
      )}
    </section>
  );
}

/** One game's last draws (token call): a game picker, the latest result large, then the rest. */
export function GameResults({
  games,
  gameCode,
  onPick,
  draws,
  loggedIn,
  onLogin,
  language,
}: {
  games: readonly LotteryGame[];
  gameCode: string | null;
  onPick: (gameCode: string) => void;
  draws: Remote<Draw[]>;
  loggedIn: boolean;
  onLogin: () => void;
  language: string;
}) {
  const t = useT();
  const list = draws.data ?? [];
  const [latest, ...rest] = list;
  return (
    <section className="lottery-panel lottery-results" aria-labelledby="lottery-results-title">
      <h2 id="lottery-results-title" className="lottery-panel__title">
        {t('lottery:results.title')}
      </h2>
      {games.length > 0 ? (
        <label className="lottery-select">
          <span className="lottery-select__label">{t('lottery:results.gameLabel')}</span>
          <select className="lottery-select__input" value={gameCode ?? ''} onChange={(event) => onPick(event.target.value)}>
            {games.map((game) => (
              <option key={game.gameCode} value={game.gameCode}>
                {game.gameName}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {!loggedIn ? (
        <LoginPrompt text={t('lottery:results.loginPrompt')} onLogin={onLogin} />
      ) : gameCode === null ? (
        <Note icon="ball">{t('lottery:results.pick')}</Note>
      ) : draws.status === 'failed' ? (
        <LoadError title={t('lottery:results.failed')} error={draws.error} onRetry={draws.retry} />
      ) : draws.status !== 'loaded' ? (
        <DrawListSkeleton rows={5} />
      ) : list.length === 0 ? (
        <Note icon="ball">{t('lottery:results.empty')}</Note>
      ) : (
        <>
          <div className="lottery-latest">
            <p className="lottery-latest__label">{t('lottery:results.latest')}</p>
            <p className="lottery-latest__issue">
              {t('lottery:results.issue', { issue: latest.issue })} ·{' '}
              <time dateTime={latest.openedAt}>{formatDrawTime(latest.openedAt, language)}</time>
            </p>
            <Balls numbers={latest.numbers} size="large" />
          </div>
          {rest.length > 0 ? <DrawList draws={rest} language={language} /> : null}
        </>
      )}
    </section>
  );
}
