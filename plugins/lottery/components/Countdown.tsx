import { useT } from '../../../core/i18n/i18n';
import type { LotteryGame } from '../api';
import { formatCountdown } from '../format';
import { useNow } from '../hooks';
import { nextDrawAfter } from '../launch';

/**
 * Time to the game's next draw, ticking on the page's shared clock (not announced on each tick).
 * `labelled` adds the "next draw in" words for screen readers where no visible text says it.
 */
export function Countdown({
  game,
  className,
  labelled = true,
}: {
  game: Pick<LotteryGame, 'nextDrawAt' | 'drawIntervalMinutes'>;
  className?: string;
  labelled?: boolean;
}) {
  const t = useT();
  const now = useNow();
  const next = nextDrawAfter(game, now);
  if (next === null) return null;
  return (
    <span className={className}>
      {labelled ? <span className="visually-hidden">{t('lottery:card.nextDraw')} </span> : null}
      <time dateTime={new Date(next).toISOString()}>{formatCountdown(next - now)}</time>
    </span>
  );
}
