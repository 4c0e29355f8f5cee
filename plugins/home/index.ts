import { definePlugin } from '../../core/plugin/define-plugin';
import { HOME_PATHS } from '../../core/router/home-paths';
import { BANNER_REQUESTS } from './banner-groups';
import { homeSaga } from './saga';
import { homeReducer } from './state';

export default definePlugin({
  id: 'home',
  routes: [
    {
      path: [...HOME_PATHS],
      load: () => import(/* webpackChunkName: "home" */ './pages/HomePage'),
      chunk: 'home',
      layout: 'home',
    },
    { path: '/join', load: () => import(/* webpackChunkName: "join-page" */ './pages/JoinPage'), chunk: 'join-page', layout: 'home' },
  ],
  slots: {
    'shell.banner': [{ key: 'banner-strip', order: 0, component: () => import(/* webpackChunkName: "home" */ './components/BannerStrip') }],
  },
  reducer: homeReducer,
  saga: homeSaga,
  i18n: { pt: () => import(/* webpackChunkName: "home-i18n-pt" */ './i18n/pt.json') },
  firstScreenRequests: BANNER_REQUESTS,
});
