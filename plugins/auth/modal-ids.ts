import { LOGIN_MODAL_ID } from '../../core/api/present-error';

/** The auth plugin's modals, by the ids of spec section 2. */
export const AUTH_MODALS = {
  login: LOGIN_MODAL_ID,
  register: 'registerModal',
  forgotPassword: 'forgetPassModal',
  changePassword: 'changePassModal',
} as const;
