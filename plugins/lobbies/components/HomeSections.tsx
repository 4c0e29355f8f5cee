import '../lobbies.css';
import { useRemote } from '../../../core/api/use-remote';
import { useSelector } from 'react-redux';
import { useEngine } from '../../../core/engine-context';
import type { RootState } from '../../../core/store/core-state';
import { formatCurrency } from '../../../core/format/money';
import { useT } from '../../../core/i18n/i18n';
import { CdnImage } from '../../../core/media/CdnImage';
import { usePageLoaded } from '../../../core/ui/use-page-loaded';
import { GAMES_PATHS, hotGamesQuery, rankListQuery, type Game, type Winner } from '../api';
import { GameCard } from './GameCard';
import { FEATURED_COUNT, HomeSectionsFrame } from './HomeSectionsSkeleton';

/** Landing content (spec section 2, other screens): featured games and the latest winners. */
export default function HomeSections() {
  const t = useT();
  const { api, brand } = useEngine();
  // Below the banner (the page's largest paint): asked for and shown once the page has loaded,
  // skeletons of the same size until then, so neither the calls nor the cards' images compete
  // with the largest paint for the network (on HTTP/1.1 every call in flight takes a connection).
  // The early entry starts the same calls at that moment (`afterLoad`): the client adopts them,
  // so the HTTP library is not loaded for them.
  const pageLoaded = usePageLoaded();
  // Fetched again when a session starts or ends: the stars are the player's own.
  const token = useSelector((state: RootState) => state.core.token);
  const featured = useRemote(pageLoaded ? `featured:${token ?? ''}` : null, () =>
    api.get<Game[]>(GAMES_PATHS.hotGames, { auth: 'optional', params: hotGamesQuery(brand, 'RNG') }),
  );
  const winners = useRemote(pageLoaded ? 'winners' : null, () => api.get<Winner[]>(GAMES_PATHS.rankList, { params: rankListQuery() }));
  const showFeatured = featured.status === 'loaded';
  const showWinners = winners.status === 'loaded';
  const failed = <p className="lobby-state">{t('lobbies:states.errorText')}</p>;
  return (
    <HomeSectionsFrame
      featuredBusy={!showFeatured}
      winnersBusy={!showWinners}
      featured={
        featured.status === 'failed' ? (
          failed
        ) : showFeatured ? (
          <div className="game-grid game-grid--row">
            {(featured.data ?? []).slice(0, FEATURED_COUNT).map((game) => (
              <GameCard key={game.nodeId} game={game} />
            ))}
          </div>
        ) : null
      }
      winners={
        winners.status === 'failed' ? (
          failed
        ) : showWinners ? (
          <ol className="winner-list">
            {(winners.data ?? []).map((winner) => (
              <li key={`${winner.rank}-${winner.wonAt}`} className="winner-list__item">
                <CdnImage path={winner.image} alt="" width={48} height={48} className="winner-list__image" />
                <span className="winner-list__who">
                  <strong>{winner.player}</strong>
                  <span className="winner-list__game">{winner.gameName}</span>
                </span>
                <span className="winner-list__amount">{formatCurrency(winner.amount, brand.currencySymbol)}</span>
              </li>
            ))}
          </ol>
        ) : null
      }
    />
  );
}
