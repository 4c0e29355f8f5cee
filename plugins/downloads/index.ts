import { definePlugin } from '../../core/plugin/define-plugin';

/** The download page (/down): the native apps with QR codes, and the brand's social channels. */
export default definePlugin({
  id: 'downloads',
  routes: [
    {
      path: '/down',
      load: () => import(/* webpackChunkName: "downloads-page" */ './pages/DownloadPage'),
      chunk: 'downloads-page',
      layout: 'home',
    },
  ],
  slots: {
    'header.nav': [{ key: 'down', labelKey: 'downloads:nav', to: '/down', order: 90, secondary: true }],
  },
  i18n: { pt: () => import(/* webpackChunkName: "downloads-i18n-pt" */ './i18n/pt.json') },
});
