import firstScreen from '../../plugins/auth/i18n/pt.json';
import flows from '../../plugins/auth/i18n/flows.pt.json';

type Bundle = Record<string, unknown>;

function merge(into: Bundle, from: Bundle): Bundle {
  const result: Bundle = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = result[key];
    result[key] =
      existing && typeof existing === 'object' && value && typeof value === 'object' ? merge(existing as Bundle, value as Bundle) : value;
  }
  return result;
}

/**
 * Every auth text as the site shows it: the header's buttons (first-screen bundle) merged with the
 * forms' and workflows' texts, the way i18next merges them when their chunks load.
 */
export const authPt = merge(firstScreen, flows) as typeof firstScreen &
  typeof flows & {
    login: typeof firstScreen.login & typeof flows.login;
    register: typeof firstScreen.register & typeof flows.register;
    changePassword: typeof firstScreen.changePassword & typeof flows.changePassword;
    logout: typeof firstScreen.logout & typeof flows.logout;
  };
