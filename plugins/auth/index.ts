import { definePlugin } from '../../core/plugin/define-plugin';
import { AUTH_MODALS } from './modal-ids';
import { authSaga } from './saga';
import { authReducer } from './state';

export { AUTH_MODALS } from './modal-ids';
export { selectAfterLoginModal, authActions } from './state';

/**
 * Accounts and sessions: login (username or SMS), registration from the server's rules,
 * captcha, forgotten and changed passwords, free play, logout, and the third-party route.
 * The header block is its own chunk (`auth-header`): formik stays out of the first paint.
 */
export default definePlugin({
  id: 'auth',
  routes: [
    {
      path: ['/login', '/register', '/register.html'],
      load: () => import(/* webpackChunkName: "auth-page" */ './pages/AuthRoutePage'),
      layout: 'home',
    },
  ],
  slots: {
    'header.account': [{ key: 'account', order: 0, component: () => import(/* webpackChunkName: "auth-header" */ './components/HeaderAccount') }],
  },
  modals: {
    [AUTH_MODALS.login]: () => import(/* webpackChunkName: "auth-login" */ './modals/LoginModal'),
    [AUTH_MODALS.register]: () => import(/* webpackChunkName: "auth-register" */ './modals/RegisterModal'),
    [AUTH_MODALS.forgotPassword]: () => import(/* webpackChunkName: "auth-forgot" */ './modals/ForgotPasswordModal'),
    [AUTH_MODALS.changePassword]: () => import(/* webpackChunkName: "auth-change-password" */ './modals/ChangePasswordModal'),
  },
  reducer: authReducer,
  saga: authSaga,
  i18n: { pt: () => import(/* webpackChunkName: "auth-i18n-pt" */ './i18n/pt.json') },
});
