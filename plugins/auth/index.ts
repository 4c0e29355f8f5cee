import { definePlugin } from '../../core/plugin/define-plugin';
import { AUTH_MODALS } from './modal-ids';
import { authReducer } from './state';

export { AUTH_MODALS } from './modal-ids';
export { selectAfterLoginModal, authActions } from './state';

/**
 * Accounts and sessions: login (username or SMS), registration from the server's rules,
 * captcha, forgotten and changed passwords, free play, logout, and the third-party route.
 * The header block is first-screen; its login form and formik load once the page has loaded, the
 * flows (5 KB) after the first paint, so they never compete with the largest paint for the
 * network; the dialogs on demand.
 */
export default definePlugin({
  id: 'auth',
  routes: [
    {
      path: ['/login', '/register', '/register.html'],
      load: () => import('./pages/AuthRoutePage'),
      layout: 'full',
      signIn: true,
    },
  ],
  slots: {
    'header.account': [{ key: 'account', order: 0, when: 'first-screen', component: () => import('./components/HeaderAccount') }],
  },
  modals: {
    [AUTH_MODALS.login]: () => import('./modals/LoginModal'),
    [AUTH_MODALS.register]: () => import('./modals/RegisterModal'),
    [AUTH_MODALS.forgotPassword]: () => import('./modals/ForgotPasswordModal'),
    [AUTH_MODALS.changePassword]: () => import('./modals/ChangePasswordModal'),
  },
  signInModal: AUTH_MODALS.login,
  reducer: authReducer,
  // A session ended before the flows ran still clears what they keep (remembered passwords).
  saga: { when: 'after-paint', load: () => import('./saga'), replay: ['core/sessionEnded'] },
  texts: [
    // The header's buttons; the forms, dialogs and workflows' texts come with them.
    { when: 'first-screen', pt: () => import('./i18n/pt.json') },
    { when: 'on-demand', pt: () => import('./i18n/flows.pt.json') },
  ],
});
