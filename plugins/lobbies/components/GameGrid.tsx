import { memo, useDeferredValue, useEffect, useId, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useT } from '../../../core/i18n/i18n';
import { useNearViewport } from '../../../core/ui/use-near-viewport';
import type { Game } from '../api';
import { canLoadMore, lobbiesActions, selectLobby } from '../state';
import { throttle } from '../throttle';
import { GameCard, GameCardSkeleton } from './GameCard';

/** Spec section 9: infinite scroll throttled 200 ms. */
export const INFINITE_SCROLL_THROTTLE_MS = 200;
/** How close to the end of the list (px) the next page starts loading. */
const PRELOAD_DISTANCE = 600;

/** The lobby's list: skeletons, the games, load more (button and infinite scroll), empty and error states. */
export function GameGrid({ skeletons }: { skeletons: number }) {
  const t = useT();
  const titleId = useId();
  const dispatch = useDispatch();
  const lobby = useSelector(selectLobby);
  const end = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  // Below a lobby's banner the grid starts off a phone's first screen and a laptop's: its pictures
  // wait for the start-up to settle. Where it is on screen (a lobby without a banner, a tall
  // window, a visitor who scrolled down at once) they are asked for at once.
  const onScreen = useNearViewport(grid, '0px');
  const more = canLoadMore(lobby);

  useEffect(() => {
    if (!more) return undefined;
    const check = throttle(() => {
      const bottom = end.current?.getBoundingClientRect().top ?? Infinity;
      if (bottom - window.innerHeight < PRELOAD_DISTANCE) dispatch(lobbiesActions.loadMoreRequested());
    }, INFINITE_SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', check.run, { passive: true });
    return () => {
      window.removeEventListener('scroll', check.run);
      check.cancel();
    };
  }, [more, dispatch]);

  if (lobby.status === 'failed' && lobby.games.length === 0) {
    return (
      <div className="lobby-state lobby-state--error" role="alert">
        <p className="lobby-state__title">{t('lobbies:states.errorTitle')}</p>
        <p>{t('lobbies:states.errorText')}</p>
        <button type="button" className="btn btn--primary" onClick={() => dispatch(lobbiesActions.reloadRequested())}>
          {t('core:app.retry')}
        </button>
      </div>
    );
  }
  const loadingFirst = lobby.status === 'loading' || lobby.status === 'idle';
  if (!loadingFirst && lobby.games.length === 0) {
    const key = lobby.listType === 'fav' ? 'emptyFav' : lobby.listType === 'recent' ? 'emptyRecent' : 'empty';
    return (
      <div className="lobby-state" role="status">
        <p className="lobby-state__title">{t(`lobbies:states.${key}Title`)}</p>
        <p>{t(`lobbies:states.${key}Text`)}</p>
      </div>
    );
  }
  return (
    <section className="game-list" aria-labelledby={titleId} aria-busy={loadingFirst || lobby.status === 'loadingMore'}>
      {/* A heading, not only a label: the cards' names are h3 under the page's h1. */}
      <h2 id={titleId} className="visually-hidden">
        {t('lobbies:list.label')}
      </h2>
      <div ref={grid} className="game-grid" data-count={lobby.games.length}>
        <GameCards
          games={loadingFirst ? null : lobby.games}
          skeletons={skeletons}
          loadingMore={lobby.status === 'loadingMore'}
          onScreen={onScreen}
        />
      </div>
      <div ref={end} className="game-list__end">
        {lobby.status === 'failed' ? (
          <p className="game-list__error" role="alert">
            {t('lobbies:states.moreFailed')}{' '}
            <button type="button" className="btn btn--ghost" onClick={() => dispatch(lobbiesActions.loadMoreRequested())}>
              {t('core:app.retry')}
            </button>
          </p>
        ) : null}
        {more ? (
          <button type="button" className="btn btn--primary game-list__more" onClick={() => dispatch(lobbiesActions.loadMoreRequested())}>
            {t('lobbies:list.loadMore')}
          </button>
        ) : null}
        {!loadingFirst && lobby.games.length > 0 ? (
          <p className="game-list__count">{t('lobbies:list.shown', { count: lobby.games.length })}</p>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The cards, rendered at transition priority: a list arriving from the store would otherwise
 * render its cards in one long task (the store's updates are synchronous); deferred, React renders
 * them in slices and the skeletons stay until it is done. Memoised, so the urgent pass with the
 * previous list costs nothing.
 */
function GameCards({
  games,
  skeletons,
  loadingMore,
  onScreen,
}: {
  games: readonly Game[] | null;
  skeletons: number;
  loadingMore: boolean;
  onScreen: boolean;
}) {
  const shown = useDeferredValue(games);
  // While the deferred list lags: a longer list (load more) keeps its cards and shows the next
  // page's skeletons; a different list (another filter or list type) shows skeletons, never the
  // previous list's cards.
  const grown = shown !== null && games !== null && games.length > shown.length && shown.every((game, index) => games[index] === game);
  const lagging = shown !== games;
  const more = loadingMore || (lagging && grown);
  return (
    <>
      <CardList games={lagging && !grown ? null : shown} skeletons={skeletons} onScreen={onScreen} />
      {more ? Array.from({ length: 5 }, (_, index) => <GameCardSkeleton key={`more-${index}`} />) : null}
    </>
  );
}

const CardList = memo(function CardList({
  games,
  skeletons,
  onScreen,
}: {
  games: readonly Game[] | null;
  skeletons: number;
  onScreen: boolean;
}) {
  if (!games)
    return (
      <>
        {Array.from({ length: skeletons }, (_, index) => (
          <GameCardSkeleton key={index} />
        ))}
      </>
    );
  return (
    <>
      {games.map((game) => (
        <GameCard key={game.nodeId} game={game} holdUntilSettled={!onScreen} />
      ))}
    </>
  );
});
