import { definePlugin, onUnlessSwitchedOff } from '../../core/plugin/define-plugin';
import { GAME_POPUP_MODAL_ID } from './modal-ids';
import { lobbiesActions } from './state';

export type { GameCategoryMenu, VendorCard } from './api';
export { lobbiesActions, selectGameMenus, selectGameMenusStatus } from './state';
export { launchTargetOf, type LaunchItem, type LaunchTarget } from './launch-routing';

const lobbyPage = () => import('./pages/LobbyPage');
const gamesPage = () => import('./pages/GamesPage');
const framePage = () => import('./pages/GameFramePage');

/**
 * Games: the header's categories from the game menus (vendor dropdowns, splits, in-house order),
 * the lobbies with their filters and lists, the games pages, the game launch of spec section 4,
 * the game popup, the game frame pages, and the home page's featured games and winners.
 */
export default definePlugin({
  id: 'lobbies',
  requires: ['auth'],
  // Each category's pages go with its module in the merchant's tree (the sandbox's GAMES node):
  // switched off, the address shows the not-found page, as the header leaves the category out.
  routes: [
    { path: '/rng', load: lobbyPage, layout: 'full', enabledWhen: onUnlessSwitchedOff('RNG') },
    { path: '/inhouse', load: lobbyPage, layout: 'full', enabledWhen: onUnlessSwitchedOff('INHOUSE') },
    { path: '/live', load: lobbyPage, layout: 'full', enabledWhen: onUnlessSwitchedOff('LIVE') },
    { path: '/fish', load: lobbyPage, layout: 'full', enabledWhen: onUnlessSwitchedOff('FISH') },
    { path: '/pvp', load: lobbyPage, layout: 'full', enabledWhen: onUnlessSwitchedOff('PVP') },
    { path: ['/sports', '/esports', '/cockfight'], load: gamesPage, layout: 'full', enabledWhen: onUnlessSwitchedOff('SPORTS') },
    { path: '/elott', load: gamesPage, layout: 'full', enabledWhen: onUnlessSwitchedOff('ELOTT') },
    { path: '/game', load: framePage, layout: 'headerOnly' },
    // The in-house games' frame (GameFramePage), with their category.
    { path: '/seamless', load: framePage, layout: 'headerOnly', enabledWhen: onUnlessSwitchedOff('INHOUSE') },
    { path: '/fbsports', load: framePage, layout: 'headerOnly', enabledWhen: onUnlessSwitchedOff('SPORTS') },
  ],
  slots: {
    'header.nav': [{ key: 'game-categories', order: 10, when: 'first-screen', component: () => import('./components/GameNav') }],
    'home.sections': [
      {
        key: 'games',
        order: 10,
        // Below the banner (the largest paint): a skeleton on the first screen, the sections after it.
        when: 'after-paint',
        placeholder: () => import('./components/HomeSectionsSkeleton'),
        component: () => import('./components/HomeSections'),
      },
    ],
    // The footer renders after the first paint; swiper comes with this chunk only.
    'footer.sections': [{ key: 'vendors', order: 20, component: () => import('./components/VendorCarousel') }],
  },
  modals: { [GAME_POPUP_MODAL_ID]: () => import('./modals/GamePopup') },
  saga: {
    // After the first paint: the header's categories and the lists follow it by a moment. The
    // header navigation is built from the game menus on every page. The lobby page waits for the
    // reducer (selectLobbiesReady) before it opens a lobby.
    when: 'after-paint',
    load: () => import('./flows'),
    start: lobbiesActions.menusRequested(),
  },
  texts: [{ when: 'first-screen', pt: () => import('./i18n/pt.json') }],
  // Only the build calls this (for the early entry): webpack leaves the import alone, so neither
  // the bundles nor any chunk carry the code that builds the list.
  firstScreenRequests: (brand) => import(/* webpackIgnore: true */ './first-screen').then((module) => module.gamesFirstScreen(brand)),
});
