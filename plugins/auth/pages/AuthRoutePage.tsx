import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { LOGIN_MODAL_ID } from '../modal-ids';
import { useEngine } from '../../../core/engine-context';
import { LazyView } from '../../../core/router/LazyView';
import { coreActions, type RootState } from '../../../core/store/core-state';
import { AUTH_MODALS } from '../modal-ids';

/** The query parameter of /register that carries an agent's code (spec section 2). */
export const REFERRAL_PARAM = 'referralCode';

/** /login?agent=1 is the agent site's login: only agents may sign in (spec section 6). */
export const AGENT_LOGIN_PARAM = 'agent';

/**
 * /login and /register (/register.html): the home page with the login or register dialog open
 * over it. The home page is whatever the brand mounts at '/', found through the engine.
 */
export default function AuthRoutePage() {
  const { resolved, features } = useEngine();
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const loggedIn = useSelector((state: RootState) => state.core.token !== null);
  const isRegister = pathname.toLowerCase().startsWith('/register');
  const referralCode = params.get(REFERRAL_PARAM);
  const agentOnly = params.get(AGENT_LOGIN_PARAM) === '1';
  useEffect(() => {
    if (loggedIn) return;
    if (isRegister) {
      if (features.isOn('DIRECTREG3'))
        dispatch(coreActions.modalOpened(AUTH_MODALS.register, { referralCode: referralCode?.slice(0, 32) ?? null }));
    } else {
      dispatch(coreActions.modalOpened(LOGIN_MODAL_ID, agentOnly ? { agentOnly: true } : {}));
    }
  }, [dispatch, features, isRegister, loggedIn, referralCode, agentOnly]);
  const home = resolved.routes.find((route) => route.path === '/');
  if (loggedIn && !isRegister) return <Navigate to="/" replace />;
  return home ? <LazyView load={home.load} props={{}} /> : null;
}
