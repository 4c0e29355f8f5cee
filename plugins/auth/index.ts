import { definePlugin } from '../../core/plugin/define-plugin';
import { AUTH_MODALS } from './modal-ids';
import { actionChannel, call, flush, fork, getContext, put } from 'redux-saga/effects';
import type { Action } from 'redux';
import type { SagaContext } from '../../core/store/create-store';
import { authReducer } from './state';

export { AUTH_MODALS } from './modal-ids';
export { selectAfterLoginModal, authActions } from './state';

/**
 * The flows (login, registration, passwords, logout) load after the first paint, in their own
 * chunk: nobody can use them before the page is on screen, and their 5 KB would otherwise compete
 * with the largest paint for the network. Actions that arrive before the chunk are kept and replayed.
 */
function* authRootSaga() {
  const early = (yield actionChannel(
    (action: Action) => action.type.startsWith('auth/') || action.type === 'core/sessionEnded',
  )) as import('redux-saga').Channel<Action>;
  const firstScreenPainted: SagaContext['firstScreenPainted'] = yield getContext('firstScreenPainted');
  if (firstScreenPainted) yield call(firstScreenPainted);
  const flows = (yield call(() => import(/* webpackChunkName: "auth-flows" */ './saga'))) as typeof import('./saga');
  const waiting = (yield flush(early)) as Action[];
  early.close();
  yield fork(flows.authSaga);
  for (const action of waiting) yield put(action);
}

/**
 * Accounts and sessions: login (username or SMS), registration from the server's rules,
 * captcha, forgotten and changed passwords, free play, logout, and the third-party route.
 * The header block is the `auth` chunk (preloaded); its login form and formik load after the
 * first paint (`auth-header-form`), the dialogs on demand.
 */
export default definePlugin({
  id: 'auth',
  routes: [
    {
      path: ['/login', '/register', '/register.html'],
      load: () => import(/* webpackChunkName: "auth-page" */ './pages/AuthRoutePage'),
      chunk: 'auth-page',
      layout: 'home',
    },
  ],
  slots: {
    // Named after the plugin: index.html preloads it, so the header block costs no extra round trip.
    'header.account': [{ key: 'account', order: 0, component: () => import(/* webpackChunkName: "auth" */ './components/HeaderAccount') }],
  },
  modals: {
    [AUTH_MODALS.login]: () => import(/* webpackChunkName: "auth-login" */ './modals/LoginModal'),
    [AUTH_MODALS.register]: () => import(/* webpackChunkName: "auth-register" */ './modals/RegisterModal'),
    [AUTH_MODALS.forgotPassword]: () => import(/* webpackChunkName: "auth-forgot" */ './modals/ForgotPasswordModal'),
    [AUTH_MODALS.changePassword]: () => import(/* webpackChunkName: "auth-change-password" */ './modals/ChangePasswordModal'),
  },
  reducer: authReducer,
  saga: authRootSaga,
  i18n: { pt: () => import(/* webpackChunkName: "auth-i18n-pt" */ './i18n/pt.json') },
});
