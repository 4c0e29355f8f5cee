import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { useRequireRealAccount } from '../../../core/session/require-real-account';
import { lobbiesActions, selectGameMenus, selectGameMenusStatus } from '../../lobbies';
import { lotteryApi, type LotteryGame, type PrizeMode } from '../api';
import { useRemote } from '../../../core/api/use-remote';
import { useEndRefusedSession } from '../../../core/session/use-end-refused-session';
import { useScrollEdges } from '../../../core/ui/use-scroll-edges';
import { useFavourites, useLotteryLaunch, useToken } from '../hooks';
import { launchTargetOf } from '../../lobbies';
import type { LotteryArea, LottoView } from '../launch';
import { prizeModeOf } from '../prize-mode';
import { LoadError, LoginPrompt, Note } from './Feedback';
import { GameCard, GameGridSkeleton } from './GameCard';
import { GroupTabs, type GroupTab } from './GroupTabs';
import { Hero } from './Hero';
import { Icon } from './Icon';
import { GameResults, VnResults } from './Results';
import { Stage } from './Stage';
import '../lottery.css';

// The lottery texts travel with its pages, not with what every page preloads.

const FAVOURITES_TAB = 'favourites';
const RECENT_TAB = 'recent';
/** The first tiles are on the first screen; the rest load as they scroll in. */
const EAGER_TILES = 4;

function withGameCode(params: URLSearchParams, gameCode: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (gameCode) next.set('gameCode', gameCode);
  else next.delete('gameCode');
  return next;
}

/**
 * One lottery page (spec section 2, "Lottery page, header only"): the game menu by group, the
 * player's favourites (and recent VN games), popular lotteries, the results, and the game itself
 * in an iframe once launched (`?gameCode=` or a tile; the login check comes first).
 */
export function LotteryLobby({ area }: { area: LotteryArea }) {
  const t = useT();
  const { api, brand } = useEngine();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('gameCode');
  const token = useToken();
  const loggedIn = token !== null;
  // Spec section 5: the protected-action check (no session: login popup; trial account: warning).
  const requireLogin = useRequireRealAccount();
  const endExpiredSession = useEndRefusedSession();
  const language = brand.languages.default;
  const device = brand.identity.device;

  // The prize mode comes from the merchant's menus, which the lobbies plugin loads (the SEA page has its own).
  const menus = useSelector(selectGameMenus);
  const menusStatus = useSelector(selectGameMenusStatus);
  const needsMenus = area !== 'sea';
  useEffect(() => {
    if (needsMenus && menusStatus === 'idle') dispatch(lobbiesActions.menusRequested());
  }, [needsMenus, menusStatus, dispatch]);
  const prizeMode: PrizeMode | null = area === 'sea' ? 'SEA' : menus ? prizeModeOf(menus) : null;
  const menusFailed = prizeMode === null && menusStatus === 'failed';
  const retryMenus = useCallback(() => dispatch(lobbiesActions.menusRequested()), [dispatch]);

  const menu = useRemote(area === 'vn' ? 'vn' : prizeMode && `menus:${prizeMode}`, () =>
    area === 'vn' ? lotteryApi.vnMenu(api, language) : lotteryApi.menus(api, prizeMode as PrizeMode, device, language),
  );
  const popular = useRemote(prizeMode && `popular:${prizeMode}`, () => lotteryApi.popular(api, prizeMode as PrizeMode, device, language));
  const recent = useRemote(area === 'vn' && token ? `recent:${token}` : null, () => lotteryApi.vnRecent(api, device));
  const opened = useRemote(area === 'vn' ? 'opened' : null, () => lotteryApi.vnOpened(api));

  const groups = useMemo(() => menu.data ?? [], [menu.data]);
  const pageGames = useMemo(() => groups.flatMap((group) => group.games), [groups]);
  /** The games this page launches itself; any other goes to its own lottery page. */
  const pageCatalogue = useMemo(() => {
    const byCode = new Map<string, LotteryGame>();
    for (const game of [...pageGames, ...(recent.data ?? [])]) if (!byCode.has(game.gameCode)) byCode.set(game.gameCode, game);
    return byCode;
  }, [pageGames, recent.data]);
  const catalogue = useMemo(() => {
    const byCode = new Map(pageCatalogue);
    for (const game of popular.data ?? []) if (!byCode.has(game.gameCode)) byCode.set(game.gameCode, game);
    return byCode;
  }, [pageCatalogue, popular.data]);
  const popularSettled = popular.status === 'loaded' || popular.status === 'failed' || menusFailed;

  // Launching: from `?gameCode=` once the game is known, or from a tile.
  const { state: launchState, launch, markUnknown, reset } = useLotteryLaunch(requireLogin);
  const attempted = useRef<string | null>(null);
  const stageHeading = useRef<HTMLHeadingElement>(null);
  const menuHeading = useRef<HTMLHeadingElement>(null);
  const focusStage = useRef(false);

  useEffect(() => {
    if (!requested) {
      attempted.current = null;
      return;
    }
    const key = `${requested}|${loggedIn}`;
    if (attempted.current === key) return;
    const game = catalogue.get(requested);
    if (game) {
      attempted.current = key;
      void launch(game);
    } else if (menu.status === 'loaded' && popularSettled) {
      attempted.current = key;
      markUnknown(requested.slice(0, 40));
    }
  }, [requested, loggedIn, catalogue, menu.status, popularSettled, launch, markUnknown]);

  // A lobby launch (no gameCode in the address) that waited for the login goes on once logged in.
  useEffect(() => {
    if (loggedIn && !requested && launchState.status === 'needsLogin') void launch(launchState.game, launchState.view);
  }, [loggedIn, requested, launchState, launch]);

  useEffect(() => {
    if (!focusStage.current || launchState.status === 'idle') return;
    focusStage.current = false;
    const heading = stageHeading.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    const section = heading.closest('section');
    if (section && typeof section.scrollIntoView === 'function') section.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [launchState]);

  const [pickedResults, setPickedResults] = useState<string | null>(null);

  const openGame = useCallback(
    (game: LotteryGame, view: LottoView = 'betting') => {
      if (!pageCatalogue.has(game.gameCode)) {
        // Another lottery page's game: the launch routing of spec section 4 (one rule, in the lobbies plugin).
        const target = launchTargetOf({ gameType: game.gameType, vassalage: game.vassalage, gameCode: game.gameCode });
        if (target.kind === 'route') navigate(target.to);
        return;
      }
      const gameCode = view === 'betting' ? game.gameCode : null;
      attempted.current = gameCode ? `${gameCode}|${loggedIn}` : null;
      focusStage.current = true;
      setSearchParams((params) => withGameCode(params, gameCode));
      if (gameCode && pageGames.some((g) => g.gameCode === gameCode)) setPickedResults(gameCode);
      void launch(game, view);
    },
    [pageCatalogue, pageGames, loggedIn, navigate, setSearchParams, launch],
  );

  const closeStage = useCallback(() => {
    attempted.current = null;
    reset();
    setSearchParams((params) => withGameCode(params, null));
    menuHeading.current?.focus();
  }, [reset, setSearchParams]);

  const retryLaunch = useCallback(() => {
    if (launchState.status === 'idle' || launchState.status === 'unknown') return;
    void launch(launchState.game, launchState.view);
  }, [launchState, launch]);

  const stageLogin = useCallback(() => {
    if (launchState.status === 'needsLogin' && requireLogin()) void launch(launchState.game, launchState.view);
  }, [launchState, requireLogin, launch]);

  // Favourites and tabs.
  const { codes: favouriteCodes, toggle: toggleFavouriteCode } = useFavourites(token, requireLogin);
  const favouriteSet = useMemo(() => new Set(favouriteCodes), [favouriteCodes]);
  const favouriteGames = useMemo(
    () => favouriteCodes.map((code) => catalogue.get(code)).filter((game): game is LotteryGame => game !== undefined),
    [favouriteCodes, catalogue],
  );
  const toggleFavourite = useCallback((game: LotteryGame) => toggleFavouriteCode(game.gameCode), [toggleFavouriteCode]);

  const tabs: GroupTab[] = [
    ...groups.map((group) => ({ key: group.gameGroupCode, label: group.title, count: group.games.length })),
    {
      key: FAVOURITES_TAB,
      label: t('lottery:menu.favourites'),
      icon: 'star' as const,
      count: loggedIn ? favouriteGames.length : undefined,
    },
    ...(area === 'vn' && loggedIn ? [{ key: RECENT_TAB, label: t('lottery:menu.recent'), icon: 'recent' as const }] : []),
  ];
  const [tab, setTab] = useState<string | null>(null);
  const requestedGroup = requested
    ? groups.find((group) => group.games.some((game) => game.gameCode === requested))?.gameGroupCode
    : undefined;
  const activeTab = tab && tabs.some((item) => item.key === tab) ? tab : (requestedGroup ?? groups[0]?.gameGroupCode ?? FAVOURITES_TAB);
  const activeCode = launchState.status === 'idle' || launchState.status === 'unknown' ? requested : launchState.game.gameCode;

  // The popular rail scrolls sideways; its arrows step a screenful and rest at the ends.
  const rail = useRef<HTMLUListElement>(null);
  const railEnds = useScrollEdges(rail, true, popular.data);
  const stepRail = (direction: 1 | -1) => {
    const element = rail.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth * 0.85, behavior: 'smooth' });
  };

  const grid = (games: readonly LotteryGame[], options: { tags?: boolean; rail?: boolean } = {}) => (
    <ul
      className={options.rail ? 'lottery-rail' : 'lottery-grid'}
      ref={options.rail ? rail : undefined}
      id={options.rail ? 'lottery-popular-rail' : undefined}
    >
      {games.map((game, index) => (
        <GameCard
          key={game.gameCode}
          game={game}
          favourite={favouriteSet.has(game.gameCode)}
          active={game.gameCode === activeCode}
          tag={options.tags ? game.gameGroupCode : undefined}
          eager={!options.rail && index < EAGER_TILES}
          onOpen={openGame}
          onToggleFavourite={toggleFavourite}
        />
      ))}
    </ul>
  );

  function menuPanel() {
    if (activeTab === FAVOURITES_TAB) {
      if (!loggedIn) return <LoginPrompt text={t('lottery:menu.favouritesLoggedOut')} onLogin={requireLogin} />;
      if (favouriteGames.length === 0) return <Note icon="star">{t('lottery:menu.favouritesEmpty')}</Note>;
      return grid(favouriteGames);
    }
    if (activeTab === RECENT_TAB) {
      if (recent.status === 'failed')
        return <LoadError title={t('lottery:menu.recentFailed')} error={recent.error} onRetry={recent.retry} />;
      if (recent.status !== 'loaded') return <GameGridSkeleton count={4} />;
      if ((recent.data ?? []).length === 0) return <Note icon="recent">{t('lottery:menu.recentEmpty')}</Note>;
      return grid(recent.data ?? []);
    }
    const group = groups.find((item) => item.gameGroupCode === activeTab);
    if (!group || group.games.length === 0) return <Note icon="ball">{t('lottery:menu.groupEmpty')}</Note>;
    return grid(group.games);
  }

  function menuContent() {
    if (menusFailed && area !== 'vn') return <LoadError title={t('lottery:menu.failed')} error={null} onRetry={retryMenus} />;
    if (menu.status === 'failed') return <LoadError title={t('lottery:menu.failed')} error={menu.error} onRetry={menu.retry} />;
    if (menu.status !== 'loaded') return <GameGridSkeleton />;
    if (groups.length === 0) return <Note icon="ball">{t('lottery:menu.empty')}</Note>;
    return (
      <GroupTabs id="lottery-menu" tabs={tabs} active={activeTab} onChange={setTab} label={t('lottery:menu.tabsLabel')}>
        {menuPanel()}
      </GroupTabs>
    );
  }

  function popularContent() {
    if (menusFailed) return <LoadError title={t('lottery:popular.failed')} error={null} onRetry={retryMenus} />;
    if (popular.status === 'failed') return <LoadError title={t('lottery:popular.failed')} error={popular.error} onRetry={popular.retry} />;
    if (popular.status !== 'loaded') return <GameGridSkeleton count={6} rail />;
    if ((popular.data ?? []).length === 0) return <Note icon="ball">{t('lottery:popular.empty')}</Note>;
    return grid(popular.data ?? [], { tags: true, rail: true });
  }

  // Results: the VN board, or one game's draws (token) on the other pages.
  const resultsCode =
    pickedResults && pageGames.some((game) => game.gameCode === pickedResults)
      ? pickedResults
      : requested && pageGames.some((game) => game.gameCode === requested)
        ? requested
        : (pageGames[0]?.gameCode ?? null);
  const draws = useRemote(area !== 'vn' && token && resultsCode ? `draws:${resultsCode}:${token}` : null, () =>
    lotteryApi.draws(api, resultsCode as string),
  );

  useEffect(() => {
    if (draws.status === 'failed') endExpiredSession(draws.error);
  }, [draws.status, draws.error, endExpiredSession]);
  useEffect(() => {
    if (recent.status === 'failed') endExpiredSession(recent.error);
  }, [recent.status, recent.error, endExpiredSession]);

  const vnLobbyGame = area === 'vn' ? pageGames[0] : undefined;

  const menuSection = (
    <section className="lottery-panel lottery-menu" aria-labelledby="lottery-menu-title">
      <div className="lottery-panel__head">
        <h2 id="lottery-menu-title" className="lottery-panel__title" ref={menuHeading} tabIndex={-1}>
          {t('lottery:menu.title')}
        </h2>
      </div>
      {menuContent()}
    </section>
  );
  const popularSection = (
    <section className="lottery-panel lottery-popular" aria-labelledby="lottery-popular-title">
      <div className="lottery-panel__head">
        <h2 id="lottery-popular-title" className="lottery-panel__title">
          {t('lottery:popular.title')}
        </h2>
        {popular.status === 'loaded' && !(railEnds.start && railEnds.end) ? (
          <div className="lottery-rail-arrows">
            <button
              type="button"
              className="lottery-rail-arrows__button"
              aria-label={t('lottery:popular.previous')}
              aria-controls="lottery-popular-rail"
              disabled={railEnds.start}
              onClick={() => stepRail(-1)}
            >
              <Icon name="chevronLeft" size={18} />
            </button>
            <button
              type="button"
              className="lottery-rail-arrows__button"
              aria-label={t('lottery:popular.next')}
              aria-controls="lottery-popular-rail"
              disabled={railEnds.end}
              onClick={() => stepRail(1)}
            >
              <Icon name="chevronRight" size={18} />
            </button>
          </div>
        ) : null}
      </div>
      {popularContent()}
    </section>
  );

  return (
    <div className={`lottery-page lottery-page--${area} container`}>
      <Hero
        area={area}
        compact={launchState.status !== 'idle'}
        action={
          // Always there on the VN page (no shift when the menu arrives); it needs a VN game to open the lobby with.
          area === 'vn' ? (
            <button
              type="button"
              className="btn btn--primary lottery-hero__action"
              disabled={!vnLobbyGame}
              onClick={() => vnLobbyGame && openGame(vnLobbyGame, 'lobby')}
            >
              {t('lottery:hero.openVnLobby')}
            </button>
          ) : null
        }
      />
      {launchState.status !== 'idle' ? (
        <Stage ref={stageHeading} state={launchState} onRetry={retryLaunch} onLogin={stageLogin} onClose={closeStage} />
      ) : null}
      {area === 'vn' ? (
        <>
          {menuSection}
          <VnResults opened={opened} language={language} />
          {popularSection}
        </>
      ) : (
        <div className="lottery-layout">
          <div className="lottery-layout__main">
            {menuSection}
            {popularSection}
          </div>
          <div className="lottery-layout__side">
            <GameResults
              games={pageGames}
              gameCode={resultsCode}
              onPick={setPickedResults}
              draws={draws}
              loggedIn={loggedIn}
              onLogin={requireLogin}
              language={language}
            />
          </div>
        </div>
      )}
    </div>
  );
}
