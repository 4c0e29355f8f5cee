import '../auth.css';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { Modal } from '../../../core/modal/Modal';
import { coreActions } from '../../../core/store/core-state';
import { DialogBanner } from '../components/DialogBanner';
import { LoginForm, type LoginType } from '../components/LoginForm';
import { Tabs } from '../components/Tabs';
import { AUTH_MODALS } from '../modal-ids';

/** loginPopupModal (spec section 2): username or SMS tabs (SMS only with MOBILEVERCODELOGIN3), banner, link to register. */
export default function LoginModal({ close, props }: { modalId: string; props: Record<string, unknown>; close: () => void }) {
  const t = useT();
  const { features } = useEngine();
  const dispatch = useDispatch();
  const smsLogin = features.isOn('MOBILEVERCODELOGIN3');
  const [tab, setTab] = useState<LoginType>(smsLogin && props.loginType === 'sms' ? 'sms' : 'username');
  // The agent site's login (spec section 6): only agents may sign in there, so it says so up front.
  const agentOnly = props.agentOnly === true;
  const form = <LoginForm key={tab} loginType={tab} agentOnly={agentOnly} />;
  return (
    <Modal title={t(agentOnly ? 'auth:login.agentTitle' : 'auth:login.title')} onClose={close} className="auth-modal" size="medium">
      <DialogBanner group="w_login" />
      {agentOnly ? <p className="auth-modal__notice">{t('auth:login.agentOnly')}</p> : null}
      {smsLogin ? (
        <Tabs
          label={t('auth:login.methods')}
          active={tab}
          onChange={setTab}
          tabs={[
            { key: 'username', label: t('auth:login.byUsername') },
            { key: 'sms', label: t('auth:login.bySms') },
          ]}
        >
          {form}
        </Tabs>
      ) : (
        form
      )}
      {features.isOn('DIRECTREG3') && !agentOnly ? (
        <p className="auth-modal__switch">
          {t('auth:login.noAccount')}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              close();
              dispatch(coreActions.modalOpened(AUTH_MODALS.register));
            }}
          >
            {t('auth:login.toRegister')}
          </button>
        </p>
      ) : null}
    </Modal>
  );
}
