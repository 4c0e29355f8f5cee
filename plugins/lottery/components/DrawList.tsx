import { useT } from '../../../core/i18n/i18n';
import type { Draw } from '../api';
import { formatDrawTime } from '../format';

export function Balls({ numbers, size = 'normal' }: { numbers: readonly string[]; size?: 'normal' | 'large' }) {
  const t = useT();
  return (
    <span
      className={`lottery-balls lottery-balls--${size}`}
      role="img"
      aria-label={t('lottery:results.numbers', { numbers: numbers.join(', ') })}
    >
      {numbers.map((number, index) => (
        <span key={index} className="lottery-ball" aria-hidden="true">
          {number}
        </span>
      ))}
    </span>
  );
}

/**
 * Draws, newest first: the issue, when it opened and the numbers; the game name first when the
 * draws mix games. A board lays them out as tiles.
 */
export function DrawList({
  draws,
  language,
  showGame,
  board,
}: {
  draws: readonly Draw[];
  language: string;
  showGame?: boolean;
  board?: boolean;
}) {
  const t = useT();
  return (
    <ol className={`lottery-draws${board ? ' lottery-draws--board' : ''}`}>
      {draws.map((draw) => {
        const time = (
          <time className="lottery-draw__time" dateTime={draw.openedAt}>
            {formatDrawTime(draw.openedAt, language, !board)}
          </time>
        );
        return (
          <li key={`${draw.gameCode}:${draw.issue}`} className="lottery-draw">
            {showGame ? <span className="lottery-draw__title">{draw.gameName}</span> : null}
            <span className="lottery-draw__head">
              <span className={showGame ? 'lottery-draw__issue' : 'lottery-draw__title'}>
                {t('lottery:results.issueShort', { issue: draw.issue })}
              </span>
              {time}
            </span>
            <Balls numbers={draw.numbers} />
          </li>
        );
      })}
    </ol>
  );
}

export function DrawListSkeleton({ rows = 5, board }: { rows?: number; board?: boolean }) {
  return (
    <ul className={`lottery-draws${board ? ' lottery-draws--board' : ''}`} aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className="lottery-draw lottery-draw--skeleton">
          <span className="skeleton lottery-draw__line" />
          <span className="skeleton lottery-draw__line lottery-draw__line--balls" />
        </li>
      ))}
    </ul>
  );
}
