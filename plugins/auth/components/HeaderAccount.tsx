import '../auth.css';
import { useDispatch, useSelector } from 'react-redux';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { LazyView } from '../../../core/router/LazyView';
import { canOpenAgentCentre } from '../../../core/session/account-types';
import { accountTypeOf, useOpenCentre, useRequireRealAccount } from '../../../core/session/require-real-account';
import { SlotHost } from '../../../core/slots/slots';
import { coreActions, type RootState } from '../../../core/store/core-state';
import { useMediaQuery } from '../../../core/ui/use-media-query';
import { usePageLoaded } from '../../../core/ui/use-page-loaded';
import { AUTH_MODALS, LOGIN_MODAL_ID } from '../modal-ids';
import { authActions } from '../state';
import { useFlow } from './use-flow';

const loadHeaderLoginForm = () => import('./HeaderLoginForm');
/**
 * Where auth.css shows the header's form: narrower, the login button opens the dialog instead, and
 * the form (its chunk and formik's, about 55 KB of script, and its render) would be built unseen.
 */
const HEADER_FORM_SHOWN = 'not all and (max-width: 1100px)';

function LoggedOut() {
  const t = useT();
  // The header form (and formik with it) waits until the page has loaded, so it never competes
  // with the first paint or the banner for the network or main thread.
  const pageLoaded = usePageLoaded();
  const formShown = useMediaQuery(HEADER_FORM_SHOWN);
  const { features } = useEngine();
  const dispatch = useDispatch();
  return (
    <div className="header-account header-account--guest">
      {/* Its room is kept (auth.css) while the form's chunk loads after the first paint. */}
      <div className="header-account__form">
        {pageLoaded && formShown ? <LazyView load={loadHeaderLoginForm} props={{}} compact /> : null}
      </div>
      <button
        type="button"
        className="btn btn--secondary header-account__login"
        onClick={() => dispatch(coreActions.modalOpened(LOGIN_MODAL_ID))}
      >
        {t('auth:login.submit')}
      </button>
      {features.isOn('DIRECTREG3') ? (
        <button
          type="button"
          className="btn btn--primary header-account__register"
          onClick={() => dispatch(coreActions.modalOpened(AUTH_MODALS.register))}
        >
          {t('auth:register.submit')}
        </button>
      ) : null}
    </div>
  );
}

function LoggedIn() {
  const t = useT();
  const dispatch = useDispatch();
  const run = useFlow();
  const openCentre = useOpenCentre();
  const requireRealAccount = useRequireRealAccount();
  const member = useSelector((state: RootState) => state.core.member);
  const memberLoading = useSelector((state: RootState) => state.core.member === null && !state.core.memberInfoFailed);
  const type = useSelector((state: RootState) => accountTypeOf(state));
  const name = member?.nickname || member?.account || t('auth:account.member');
  return (
    // Busy while the member's own data (name, VIP label) loads: the block still changes then.
    <div className="header-account header-account--member" aria-busy={memberLoading ? true : undefined}>
      <button
        type="button"
        className="header-account__avatar"
        onClick={() => openCentre('member')}
        aria-label={t('auth:account.openMemberCentre', { name })}
      >
        <span aria-hidden="true" className="avatar">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="header-account__who">
          <span className="header-account__name">{name}</span>
          {type === 4 ? (
            <span className="badge badge--trial">{t('auth:account.trial')}</span>
          ) : member?.clubLabel ? (
            <span className="badge badge--vip">{member.clubLabel.labelName}</span>
          ) : null}
        </span>
      </button>
      <SlotHost name="header.member" className="header-account__extras" />
      {canOpenAgentCentre(type) ? (
        <button
          type="button"
          className="btn btn--secondary header-account__agent"
          title={t('auth:account.agentCentre')}
          onClick={() => openCentre('agent')}
        >
          <span className="icon icon--agent" aria-hidden="true" />
          <span className="header-account__agent-text">{t('auth:account.agentCentre')}</span>
        </button>
      ) : null}
      <button
        type="button"
        className="icon-button header-account__password"
        aria-label={t('auth:changePassword.title')}
        title={t('auth:changePassword.title')}
        onClick={() => {
          const openChange = () => dispatch(coreActions.modalOpened(AUTH_MODALS.changePassword));
          if (requireRealAccount(openChange)) openChange();
        }}
      >
        <span aria-hidden="true" className="icon icon--key" />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('auth:logout.action')}
        title={t('auth:logout.action')}
        onClick={() => void run((settle) => authActions.logoutRequested(settle))}
      >
        <span aria-hidden="true" className="icon icon--logout" />
      </button>
    </div>
  );
}

/** The header's account place: the login form (or its buttons on small screens), or the logged-in block. */
export default function HeaderAccount() {
  const loggedIn = useSelector((state: RootState) => state.core.token !== null);
  return loggedIn ? <LoggedIn /> : <LoggedOut />;
}
