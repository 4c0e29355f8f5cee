import { definePlugin } from '../../core/plugin/define-plugin';
import { ROOT_PATHS } from '../../core/router/root-paths';
import { BANNER_REQUESTS } from './banner-groups';
import { homeSaga } from './saga';
import { homeReducer } from './state';

export default definePlugin({
  id: 'home',
  routes: [
    {
      path: [...ROOT_PATHS],
      // The page most visits open: in the brand's main script.
      when: 'first-screen',
      load: () => import('./pages/HomePage'),
      layout: 'full',
    },
    { path: '/join', load: () => import('./pages/JoinPage'), layout: 'full' },
  ],
  slots: {
    'shell.banner': [{ key: 'banner-strip', order: 0, when: 'first-screen', component: () => import('./components/BannerStrip') }],
  },
  reducer: homeReducer,
  saga: homeSaga,
  texts: [
    { when: 'first-screen', pt: () => import('./i18n/pt.json') },
    // The join page's.
    { when: 'on-demand', pt: () => import('./i18n/join.pt.json') },
  ],
  firstScreenRequests: BANNER_REQUESTS,
});
