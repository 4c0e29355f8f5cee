import type { Action, Reducer } from 'redux';
import type { Channel } from 'redux-saga';
import { actionChannel, all, call, flush, fork, getContext, put } from 'redux-saga/effects';
import { definePlugin } from '../../core/plugin/define-plugin';
import type { AddReducer, SagaContext } from '../../core/store/create-store';
import { NOTICE_MODAL_ID } from './modal-ids';
import { noticesActions } from './state';

export type { Notice } from './api';
export { NOTICE_MODAL_ID, type NoticeModalProps } from './modal-ids';
export { noticesActions, selectNotices, selectNoticesState } from './state';

/**
 * Nothing of the notices is needed for the first screen: the workflow and the reducer load in their
 * own chunk once the page has loaded, then the list is asked for. The early entry starts that same
 * call at that moment (firstScreenRequests, afterLoad) and the API client adopts its answer, so the
 * call neither competes with the largest paint nor loads the HTTP library. Actions sent before
 * that (the notice page asking) are kept and replayed.
 */
function* noticesRootSaga() {
  const early = (yield actionChannel((action: Action) => action.type.startsWith('notices/'))) as Channel<Action>;
  const pageLoaded: SagaContext['pageLoaded'] = yield getContext('pageLoaded');
  if (pageLoaded) yield call(pageLoaded);
  const [flows, state] = (yield all([
    call(() => import(/* webpackChunkName: "notices-flows" */ './saga')),
    call(() => import(/* webpackChunkName: "notices-flows" */ './reducer')),
  ])) as [typeof import('./saga'), typeof import('./reducer')];
  const addReducer: AddReducer = yield getContext('addReducer');
  addReducer('notices', state.noticesReducer as Reducer);
  const waiting = (yield flush(early)) as Action[];
  early.close();
  yield fork(flows.noticesSaga);
  // The marquee is on every page: the list is always wanted.
  if (!waiting.some((action) => action.type === 'notices/listRequested')) yield put(noticesActions.listRequested());
  for (const action of waiting) yield put(action);
}

/**
 * Announcements (spec sections 2, 3, 7, 9): the header's marquee of titles, the notice modal opened
 * at a title, and the paged /noticePage. Their HTML is untrusted: it is shown only through SafeHtml.
 */
export default definePlugin({
  id: 'notices',
  routes: [
    {
      path: '/noticePage',
      load: () => import(/* webpackChunkName: "notices-page" */ './pages/NoticePage'),
      chunk: 'notices-page',
      layout: 'home',
    },
  ],
  slots: {
    'header.top': [
      {
        key: 'marquee',
        order: 10,
        // A first-screen slot, so the shell preloads this small chunk before the first render: it
        // paints a same-size strip and swaps in the marquee (its own chunk) once the page has loaded.
        component: () => import(/* webpackChunkName: "notices" */ './components/MarqueeSlot'),
      },
    ],
  },
  modals: { [NOTICE_MODAL_ID]: () => import(/* webpackChunkName: "notices-modal" */ './modals/NoticeModal') },
  saga: noticesRootSaga,
  // Only the build calls this (for the early entry); webpack leaves the import alone.
  firstScreenRequests: (brand) => import(/* webpackIgnore: true */ './first-screen').then((module) => module.noticesFirstScreen(brand)),
});
