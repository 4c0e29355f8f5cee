import { definePlugin } from '../../core/plugin/define-plugin';

/**
 * The points mall (/pointMall, spec sections 2, 3 and 7): balance, rewards, how to earn, redeem and
 * convert behind the payment password, the redemption history and the points statement. The
 * operator's POINTMALL module (under PROMOTION) switches the page and its menu entry on and off.
 * Route matching ignores case, so /pointmall opens it too.
 */
export default definePlugin({
  id: 'points',
  requires: ['auth'],
  enabledWhen: ({ features }) => features.isOn('POINTMALL'),
  routes: [
    {
      path: '/pointMall',
      load: () => import('./pages/PointMallPage'),
      layout: 'full',
    },
  ],
  slots: {
    'header.nav': [{ key: 'point-mall', labelKey: 'points:nav', to: '/pointMall', order: 80, secondary: true }],
  },
  texts: [
    // The navigation label.
    { when: 'first-screen', pt: () => import('./i18n/pt.json') },
    { when: 'on-demand', pt: () => import('./i18n/page.pt.json') },
  ],
});
