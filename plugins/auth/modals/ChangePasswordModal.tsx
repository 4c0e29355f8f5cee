import '../auth.css';
import { Form, Formik, type FormikErrors } from 'formik';
import { useState } from 'react';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { Modal } from '../../../core/modal/Modal';
import { openCustomerService } from '../../../core/shell/customer-service';
import { Field, FormStatus, PasswordField, SubmitButton } from '../components/Field';
import { useFlow } from '../components/use-flow';
import { passwordMemory } from '../password-memory';
import { authActions, type ChangePasswordValues } from '../state';
import { checkAgainstRule, hintFor, requiredText, ruleFor } from '../validation';

/**
 * changePassModal (spec section 2): the current password and the account field only when the
 * login password is not in memory; the new password with show/hide; a customer-service link.
 * Forced after a login with the default or an expired password: it cannot be dismissed, only
 * completed or left by logging out.
 */
export default function ChangePasswordModal({ close, props }: { modalId: string; props: Record<string, unknown>; close: () => void }) {
  const t = useT();
  const { features } = useEngine();
  const run = useFlow();
  const [status, setStatus] = useState<string | null>(null);
  const [knownPassword] = useState(() => passwordMemory.read() !== null);
  const forced = props.forced === true;
  const passwordRule = ruleFor(features.registerRules, 'password');

  function validate(values: ChangePasswordValues) {
    const errors: FormikErrors<ChangePasswordValues> = {};
    if (!knownPassword) {
      const old = requiredText(values.oldPassword, 64);
      const username = requiredText(values.username, 64);
      if (old) errors.oldPassword = old;
      if (username) errors.username = username;
    }
    const next = passwordRule ? checkAgainstRule(values.newPassword, passwordRule, true) : requiredText(values.newPassword, 64);
    if (next) errors.newPassword = next;
    return errors;
  }

  async function logout() {
    const result = await run((settle) => authActions.logoutRequested(settle));
    if (result.ok) close();
  }

  return (
    <Modal title={t('auth:changePassword.title')} onClose={forced ? undefined : close} closable={!forced} className="auth-modal">
      {forced ? (
        <p className="auth-modal__notice">
          {t(props.reason === 'expired' ? 'auth:changePassword.expired' : 'auth:changePassword.default')}
        </p>
      ) : null}
      <Formik
        initialValues={{ oldPassword: '', username: '', newPassword: '' }}
        validate={validate}
        onSubmit={async (values) => {
          setStatus(null);
          const result = await run((settle) => authActions.changePasswordSubmitted(values, settle));
          if (!result.ok) setStatus(result.message);
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className="change-password-form" aria-label={t('auth:changePassword.title')}>
            {knownPassword ? null : (
              <>
                <Field
                  name="username"
                  label={t('auth:fields.accountOrMobile')}
                  autoComplete="username"
                  autoCapitalize="none"
                  required
                  maxLength={64}
                />
                <PasswordField
                  name="oldPassword"
                  label={t('auth:fields.oldPassword')}
                  autoComplete="current-password"
                  required
                  maxLength={64}
                />
              </>
            )}
            <PasswordField
              name="newPassword"
              label={t('auth:fields.newPassword')}
              hint={hintFor(passwordRule)}
              autoComplete="new-password"
              required
              maxLength={passwordRule?.maxLength ?? 64}
            />
            <FormStatus message={status} />
            <SubmitButton busy={isSubmitting}>{t('auth:changePassword.submit')}</SubmitButton>
            <div className="change-password-form__links">
              <button type="button" className="link-button" onClick={() => openCustomerService(features)}>
                {t('auth:changePassword.customerService')}
              </button>
              {forced ? (
                <button type="button" className="link-button" onClick={() => void logout()}>
                  {t('auth:logout.action')}
                </button>
              ) : null}
            </div>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
