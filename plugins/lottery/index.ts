import { definePlugin, onUnlessSwitchedOff } from '../../core/plugin/define-plugin';

/** The lottery pages serve the LOTT vendors, which a merchant may card under LOTT or ELOTT. */
const lotteriesCarried = onUnlessSwitchedOff('LOTT', 'ELOTT');

/**
 * The lottery pages (spec section 2, "Lottery page, header only"): the Vietnamese lobby, the
 * South-East Asian lobby and the brand's own, each with its game menu, favourites, popular
 * lotteries, results, and the game in an iframe after the login check. Each page loads when its
 * route opens (a visit opens one of them). Route matching ignores case,
 * so `/vnlottery` also serves `/vnLottery` (the spelling launches use).
 */
export default definePlugin({
  id: 'lottery',
  requires: ['lobbies'],
  routes: [
    {
      path: '/vnlottery',
      load: () => import('./pages/VnLotteryPage'),
      layout: 'headerOnly',
      enabledWhen: lotteriesCarried,
    },
    {
      path: '/seaLottery',
      load: () => import('./pages/SeaLotteryPage'),
      layout: 'headerOnly',
      enabledWhen: lotteriesCarried,
    },
    {
      path: ['/lottery', '/lott'],
      load: () => import('./pages/LotteryPage'),
      layout: 'headerOnly',
      enabledWhen: lotteriesCarried,
    },
  ],
  texts: [{ when: 'on-demand', pt: () => import('./i18n/pt.json') }],
});
