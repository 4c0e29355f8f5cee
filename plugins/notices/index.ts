import { definePlugin } from '../../core/plugin/define-plugin';
import { NOTICE_MODAL_ID } from './modal-ids';
import { noticesActions } from './state';

export type { Notice } from './api';
export { NOTICE_MODAL_ID, type NoticeModalProps } from './modal-ids';
export { noticesActions, selectNotices, selectNoticesState } from './state';

/**
 * Announcements (spec sections 2, 3, 7, 9): the header's marquee of titles, the notice modal opened
 * at a title, and the paged /noticePage. Their HTML is untrusted: it is shown only through SafeHtml.
 */
export default definePlugin({
  id: 'notices',
  routes: [
    {
      path: '/noticePage',
      load: () => import('./pages/NoticePage'),
      layout: 'full',
      // The board is the notices list: opened here, the workflows that fetch it start at once.
      startsWorkflows: true,
    },
  ],
  slots: {
    'header.top': [
      {
        key: 'marquee',
        order: 10,
        // A small first-screen part: it paints a same-size strip and swaps in the marquee once the
        // page has loaded.
        when: 'first-screen',
        component: () => import('./components/MarqueeSlot'),
      },
    ],
  },
  texts: [{ when: 'on-demand', pt: () => import('./i18n/pt.json') }],
  modals: { [NOTICE_MODAL_ID]: () => import('./modals/NoticeModal') },
  saga: {
    // Elsewhere than /noticePage nothing of the notices is needed for the first screen: once the
    // page has loaded the list is asked for (the marquee is on every page). The early entry starts
    // that same call at that moment (firstScreenRequests, afterLoad; on /noticePage at once) and
    // the API client adopts its answer, so it neither competes with the largest paint nor loads
    // the HTTP library.
    when: 'after-load',
    load: () => import('./flows'),
    start: noticesActions.listRequested(),
  },
  // Only the build calls this (for the early entry); webpack leaves the import alone.
  firstScreenRequests: (brand) => import(/* webpackIgnore: true */ './first-screen').then((module) => module.noticesFirstScreen(brand)),
  // The page opens with these words, its largest content until the list is in.
  firstScreenIntro: { '/noticepage': { title: 'page.title', lead: 'page.lead' } },
});
