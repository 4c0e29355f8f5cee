import { definePlugin } from '../../core/plugin/define-plugin';
import { HELP_CENTER_PATH, HELP_MODAL_ID } from './ids';

export { HELP_MODAL_ID } from './ids';

const helpPage = () => import('./pages/HelpPage');

/**
 * The help centre (spec section 2): /help on the full layout (banner group w_help is the home
 * plugin's) with /help#{tag} deep links, /helpmc without the header for the mobile app, the
 * helpModal, and the footer's topic list and help widget of type menu. Topics come from
 * system/helpCenter; their HTML renders only through the core's sanitiser.
 */
export default definePlugin({
  id: 'help',
  routes: [
    { path: '/help', load: helpPage, layout: 'full' },
    // The mobile app's help centre opens without a session.
    { path: '/helpmc', load: helpPage, layout: 'bare', public: true },
  ],
  slots: {
    // The footer renders after the first paint: this chunk loads then, never before it.
    'footer.sections': [{ key: 'help', order: 10, component: () => import('./components/FooterHelp') }],
  },
  modals: { [HELP_MODAL_ID]: () => import('./modals/HelpModal') },
  texts: [{ when: 'on-demand', pt: () => import('./i18n/pt.json') }],
  // A deep link to the help centre asks for its topics alongside the framework. The footer's list
  // is not declared: it asks when the footer nears the screen, which may be long after the early
  // answers go stale (tests/first-screen-requests.test.ts caught the wasted call).
  firstScreenRequests: {
    '/help': [{ path: HELP_CENTER_PATH }],
    '/helpmc': [{ path: HELP_CENTER_PATH }],
  },
});
