import { definePlugin } from '../../core/plugin/define-plugin';

/** The download page (/down): the native apps with QR codes, and the brand's social channels. */
export default definePlugin({
  id: 'downloads',
  routes: [
    {
      path: '/down',
      load: () => import('./pages/DownloadPage'),
      layout: 'full',
      // Getting the app needs no account.
      public: true,
    },
  ],
  slots: {
    'header.nav': [{ key: 'down', labelKey: 'downloads:nav', to: '/down', order: 90, secondary: true }],
  },
  texts: [{ when: 'first-screen', pt: () => import('./i18n/pt.json') }],
});
