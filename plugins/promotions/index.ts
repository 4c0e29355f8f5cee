import { definePlugin } from '../../core/plugin/define-plugin';

/**
 * Promotions (spec sections 2 to 7): the list at /promotions with category tabs and each
 * promotion's status for the member, the detail at /promoDetail?id= with the sanitised rules, and
 * the actions of each status: join, apply (remark and images), claim (with the messaging-app ID
 * prompt where the bonus needs it) and the raffle claim. The banner strip of /promotions
 * (w_promotion) is the home plugin's; its PROMOTION banners link to /promoDetail?id=.
 *
 * The operator switches all of it with the PROMOTIONS module; the REFERRAL promotion follows the
 * REFERRAL module on the platform's side (it is simply not listed while that is off).
 */
export default definePlugin({
  id: 'promotions',
  requires: ['auth'],
  enabledWhen: ({ features }) => features.isOn('PROMOTIONS'),
  routes: [
    {
      path: '/promotions',
      load: () => import('./pages/PromotionsPage'),
      layout: 'full',
    },
    {
      path: '/promoDetail',
      load: () => import('./pages/PromoDetailPage'),
      layout: 'full',
    },
  ],
  slots: {
    // After the game categories (order 10) and before the downloads (90), as spec section 2 lists them.
    'header.nav': [{ key: 'promotions', labelKey: 'promotions:nav', to: '/promotions', order: 20 }],
  },
  texts: [
    // Only the navigation label is on every page.
    { when: 'first-screen', pt: () => import('./i18n/pt.json') },
    { when: 'on-demand', pt: () => import('./i18n/pages.pt.json') },
  ],
  // Only the build calls this (for the early entry); webpack leaves the import alone.
  firstScreenRequests: () => import(/* webpackIgnore: true */ './first-screen').then((module) => module.promotionsFirstScreen()),
});
