import { EVERY_PATH } from '../../core/api/early-shared';
import { definePlugin } from '../../core/plugin/define-plugin';
import { HELP_CENTER_PATH, HELP_MODAL_ID } from './ids';

export { HELP_MODAL_ID } from './ids';

const helpPage = () => import(/* webpackChunkName: "help-page" */ './pages/HelpPage');

/**
 * The help centre (spec section 2): /help on the home layout (banner group w_help is the home
 * plugin's) with /help#{tag} deep links, /helpmc without the header for the mobile app, the
 * helpModal, and the footer's topic list and help widget of type menu. Topics come from
 * system/helpCenter; their HTML renders only through the core's sanitiser.
 */
export default definePlugin({
  id: 'help',
  routes: [
    { path: '/help', load: helpPage, chunk: 'help-page', layout: 'home' },
    { path: '/helpmc', load: helpPage, chunk: 'help-page', layout: 'bare' },
  ],
  slots: {
    // The footer renders after the first paint: this chunk loads then, never before it.
    'footer.sections': [
      { key: 'help', order: 10, component: () => import(/* webpackChunkName: "help-footer" */ './components/FooterHelp') },
    ],
  },
  modals: { [HELP_MODAL_ID]: () => import(/* webpackChunkName: "help-modal" */ './modals/HelpModal') },
  // A deep link to the help centre asks for its topics alongside the framework; every other page
  // for the footer's topic list once it has loaded (adopted by the footer, no HTTP library).
  firstScreenRequests: {
    [EVERY_PATH]: [{ path: HELP_CENTER_PATH, afterLoad: true }],
    '/help': [{ path: HELP_CENTER_PATH }],
    '/helpmc': [{ path: HELP_CENTER_PATH }],
  },
});
