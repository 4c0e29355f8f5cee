import { CdnImage } from '../../../core/media/CdnImage';
import { useT } from '../../../core/i18n/i18n';
import type { LotteryGame } from '../api';
import { Countdown } from './Countdown';
import { Icon } from './Icon';

export const TILE_SIZE = 180;

/** "Sorteio a cada 5 minutos", "Sorteio a cada hora", "Sorteio diário"; short: "5 min", "1 h", "diário". */
export function intervalText(t: ReturnType<typeof useT>, minutes: number, short = false): string {
  const keys = short ? 'lottery:intervalShort' : 'lottery:interval';
  if (minutes >= 1440 && minutes % 1440 === 0) return t(`${keys}.daily`);
  if (minutes >= 60 && minutes % 60 === 0) return t(`${keys}.hours`, { count: minutes / 60 });
  return t(`${keys}.minutes`, { count: minutes });
}

export interface GameCardProps {
  game: LotteryGame;
  favourite: boolean;
  active: boolean;
  /** Shown as a chip over the art (the popular list shows the game group). */
  tag?: string;
  eager?: boolean;
  onOpen: (game: LotteryGame) => void;
  onToggleFavourite: (game: LotteryGame) => void;
}

/** A lottery tile: opens the game; the star keeps it among the player's favourites. */
export function GameCard({ game, favourite, active, tag, eager, onOpen, onToggleFavourite }: GameCardProps) {
  const t = useT();
  return (
    <li className={`lottery-card${active ? ' lottery-card--active' : ''}`}>
      <button
        type="button"
        className="lottery-card__open"
        aria-label={t('lottery:card.play', { game: game.gameName })}
        aria-current={active ? 'true' : undefined}
        onClick={() => onOpen(game)}
      >
        <span className="lottery-card__art">
          <CdnImage className="lottery-card__image" path={game.image} alt="" width={TILE_SIZE} height={TILE_SIZE} eager={eager} />
          <Countdown className="lottery-card__timer" game={game} />
        </span>
        <span className="lottery-card__body">
          <span className="lottery-card__name">{game.gameName}</span>
          <span className="lottery-card__meta">
            {tag ? <span className="lottery-card__tag">{tag}</span> : null}
            <span className="lottery-card__interval">{intervalText(t, game.drawIntervalMinutes, true)}</span>
          </span>
        </span>
      </button>
      <button
        type="button"
        className="lottery-card__star"
        aria-label={t('lottery:card.favourite', { game: game.gameName })}
        aria-pressed={favourite}
        onClick={() => onToggleFavourite(game)}
      >
        <Icon name="star" size={18} />
      </button>
    </li>
  );
}

export function GameGridSkeleton({ count = 8, rail }: { count?: number; rail?: boolean }) {
  return (
    <ul className={rail ? 'lottery-rail' : 'lottery-grid'} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="lottery-card lottery-card--skeleton">
          <span className="skeleton lottery-card__art" />
          <span className="skeleton lottery-card__line" />
          <span className="skeleton lottery-card__line lottery-card__line--short" />
        </li>
      ))}
    </ul>
  );
}
