import type { Action, Reducer } from 'redux';
import type { Channel } from 'redux-saga';
import { actionChannel, all, call, flush, fork, getContext, put } from 'redux-saga/effects';
import { definePlugin } from '../../core/plugin/define-plugin';
import type { AddReducer, SagaContext } from '../../core/store/create-store';
import { GAME_POPUP_MODAL_ID } from './modal-ids';
import { lobbiesActions } from './state';

export type { GameCategoryMenu, VendorCard } from './api';
export { lobbiesActions, selectGameMenus, selectGameMenusStatus } from './state';
export { launchTargetOf, type LaunchItem, type LaunchTarget } from './launch-routing';

/**
 * The workflows and the reducer live in their own chunk, loaded after the first paint, not in the
 * entry or the preloaded `lobbies` chunk. The plugin's own actions that arrive before it are kept
 * and replayed for the reducer and the workflows. Core actions (session start and end) are not:
 * before the reducer is mounted there is nothing of the session's to reset. The lobby page waits
 * for the reducer (selectLobbiesReady) before it opens a lobby.
 */
function* lobbiesRootSaga() {
  const early = (yield actionChannel((action: Action) => action.type.startsWith('lobbies/'))) as Channel<Action>;
  // After the first paint: the header's categories and the lists follow it by a moment.
  const firstScreenPainted: SagaContext['firstScreenPainted'] = yield getContext('firstScreenPainted');
  if (firstScreenPainted) yield call(firstScreenPainted);
  const [flows, state] = (yield all([
    call(() => import(/* webpackChunkName: "lobbies-flows" */ './saga')),
    call(() => import(/* webpackChunkName: "lobbies-flows" */ './reducer')),
  ])) as [typeof import('./saga'), typeof import('./reducer')];
  const addReducer: AddReducer = yield getContext('addReducer');
  addReducer('lobbies', state.lobbiesReducer as Reducer);
  const waiting = (yield flush(early)) as Action[];
  early.close();
  yield fork(flows.lobbiesSaga);
  // The header navigation is built from the game menus on every page.
  if (!waiting.some((action) => action.type === 'lobbies/menusRequested')) yield put(lobbiesActions.menusRequested());
  for (const action of waiting) yield put(action);
}

const lobbyPage = () => import(/* webpackChunkName: "lobbies-page" */ './pages/LobbyPage');
const gamesPage = () => import(/* webpackChunkName: "lobbies-games" */ './pages/GamesPage');
const framePage = () => import(/* webpackChunkName: "lobbies-frame" */ './pages/GameFramePage');

/**
 * Games: the header's categories from the game menus (vendor dropdowns, splits, in-house order),
 * the lobbies with their filters and lists, the games pages, the game launch of spec section 4,
 * the game popup, the game frame pages, and the home page's featured games and winners.
 */
export default definePlugin({
  id: 'lobbies',
  requires: ['auth'],
  routes: [
    { path: ['/live', '/pvp', '/rng', '/inhouse', '/fish'], load: lobbyPage, chunk: 'lobbies-page', layout: 'home' },
    { path: ['/sports', '/esports', '/cockfight', '/elott'], load: gamesPage, chunk: 'lobbies-games', layout: 'home' },
    { path: ['/game', '/seamless', '/fbsports'], load: framePage, chunk: 'lobbies-frame', layout: 'headerOnly' },
  ],
  slots: {
    'header.nav': [
      { key: 'game-categories', order: 10, component: () => import(/* webpackChunkName: "lobbies" */ './components/GameNav') },
    ],
    'home.sections': [
      {
        key: 'games',
        order: 10,
        // Below the banner: the skeleton comes with the header's chunk, the sections after the first paint.
        placeholder: () => import(/* webpackChunkName: "lobbies" */ './components/HomeSectionsSkeleton'),
        component: () => import(/* webpackChunkName: "lobbies-home" */ './components/HomeSections'),
      },
    ],
    // The footer renders after the first paint; swiper comes with this chunk only.
    'footer.sections': [
      { key: 'vendors', order: 20, component: () => import(/* webpackChunkName: "lobbies-vendors" */ './components/VendorCarousel') },
    ],
  },
  modals: { [GAME_POPUP_MODAL_ID]: () => import(/* webpackChunkName: "lobbies-popup" */ './modals/GamePopup') },
  saga: lobbiesRootSaga,
  i18n: { pt: () => import(/* webpackChunkName: "lobbies-i18n-pt" */ './i18n/pt.json') },
  // Only the build calls this (for the early entry): webpack leaves the import alone, so neither
  // the bundles nor any chunk carry the code that builds the list.
  firstScreenRequests: (brand) => import(/* webpackIgnore: true */ './first-screen').then((module) => module.gamesFirstScreen(brand)),
});
