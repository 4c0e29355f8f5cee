/** The login popup (spec section 2); core opens it when a visitor must log in (PluginDefinition.signInModal). */
export const LOGIN_MODAL_ID = 'loginPopupModal';

/** The auth plugin's modals, by the ids of spec section 2. */
export const AUTH_MODALS = {
  login: LOGIN_MODAL_ID,
  register: 'registerModal',
  forgotPassword: 'forgetPassModal',
  changePassword: 'changePassModal',
} as const;
