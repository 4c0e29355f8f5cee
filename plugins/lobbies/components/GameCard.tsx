import { memo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useEngine } from '../../../core/engine-context';
import { formatCurrency } from '../../../core/format/money';
import { useT } from '../../../core/i18n/i18n';
import { CdnImage } from '../../../core/media/CdnImage';
import { selectLoggedIn, type RootState } from '../../../core/store/core-state';
import type { Game } from '../api';
import { lobbiesActions, selectIsFavourite, type LobbiesState } from '../state';
import { HotBadge } from './HotBadge';

export { GameCardSkeleton } from './GameCardSkeleton';

/** Tile size in CSS pixels: fixed, so lazy images never move the grid. */
export const TILE_SIZE = 180;

/**
 * A game tile: artwork, name, vendor and minimum bet; play on click, star to favourite (login
 * required). Memoised: a longer list (load more) renders only its new cards.
 */
export const GameCard = memo(function GameCard({
  game,
  eager,
  holdUntilSettled,
}: {
  game: Game;
  eager?: boolean;
  /** CdnImage's: false once the grid is on screen. */
  holdUntilSettled?: boolean;
}) {
  const t = useT();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { brand } = useEngine();
  const loggedIn = useSelector((state: RootState) => selectLoggedIn(state));
  const favourite = useSelector((state: RootState) => loggedIn && selectIsFavourite(state as { lobbies?: LobbiesState }, game));
  return (
    <article className="game-card" data-game={game.gameCode} data-node-id={game.nodeId}>
      <button
        type="button"
        className="game-card__play"
        aria-label={t('lobbies:card.play', { name: game.gameName })}
        onClick={() =>
          dispatch(
            lobbiesActions.launchRequested(
              { gameType: game.gameType, vassalage: game.vassalage, gameCode: game.gameCode, name: game.gameName },
              navigate,
            ),
          )
        }
      >
        <CdnImage
          path={game.image}
          alt=""
          width={TILE_SIZE}
          height={TILE_SIZE}
          className="game-card__image"
          eager={eager}
          holdUntilSettled={holdUntilSettled}
        />
        <span className="game-card__overlay" aria-hidden="true">
          <span className="game-card__play-icon" />
        </span>
      </button>
      {game.isHot === 1 ? (
        <span className="game-card__hot">
          <HotBadge />
        </span>
      ) : null}
      <button
        type="button"
        className={`game-card__fav${favourite ? ' game-card__fav--on' : ''}`}
        aria-pressed={favourite}
        aria-label={t(favourite ? 'lobbies:card.unfavourite' : 'lobbies:card.favourite', { name: game.gameName })}
        onClick={() => dispatch(lobbiesActions.favouriteToggled(game))}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
        </svg>
      </button>
      <div className="game-card__meta">
        <h3 className="game-card__name">{game.gameName}</h3>
        <p className="game-card__details">
          <span className="game-card__vendor">{game.vassalage}</span>
          <span className="game-card__min-bet">
            {t('lobbies:card.minBet', { amount: formatCurrency(game.minBet, brand.currencySymbol) })}
          </span>
        </p>
      </div>
    </article>
  );
});
