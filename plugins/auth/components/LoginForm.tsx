import { Form, Formik, type FormikErrors, type FormikProps } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { LOGIN_MODAL_ID } from '../modal-ids';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { coreActions } from '../../../core/store/core-state';
import { AUTH_MODALS } from '../modal-ids';
import { loadRemembered, REMEMBERING_ATTRIBUTE } from '../remember-me';
import { authActions, selectAuth, type AuthRootState, type LoginValues } from '../state';
import { checkAgainstRule, mobileRule, requiredText, VERIFICATION_CODE_MAX } from '../validation';
import { CaptchaField } from './CaptchaField';
import { DialingCode, useDefaultDialingCode } from './CountryCodePicker';
import { Field, FormStatus, PasswordField, SubmitButton } from './Field';
import { SmsCodeField } from './SmsCodeField';
import { SocialButtons } from './SocialButtons';
import { useFlow } from './use-flow';

export type LoginType = 'username' | 'sms';

const CREDENTIAL_MAX = 64;

/**
 * The login form (spec section 2): username and password, or mobile number and SMS code; the
 * captcha once the platform asks for it; remember me; forgot password; free play; social
 * sign-in. `isHeaderLogin` is the compact variant in the header (username only, fewer extras).
 */
export function LoginForm({
  loginType,
  isHeaderLogin = false,
  agentOnly = false,
}: {
  loginType: LoginType;
  isHeaderLogin?: boolean;
  agentOnly?: boolean;
}) {
  const t = useT();
  const { brand, features } = useEngine();
  const dispatch = useDispatch();
  const run = useFlow();
  const captchaRequired = useSelector((state: AuthRootState) => selectAuth(state).captcha.required);
  const defaultDialingCode = useDefaultDialingCode();
  const [status, setStatus] = useState<string | null>(null);
  const [freePlayBusy, setFreePlayBusy] = useState(false);
  const [remembering, setRemembering] = useState(true);
  const form = useRef<FormikProps<LoginValues>>(null);
  const rules = features.registerRules;
  const mobile = useMemo(() => mobileRule(rules), [rules]);
  const merchantCode = brand.identity.merchantCode;

  // The remembered login is read without holding the page (loadRemembered) and filled in once
  // read, unless the visitor has typed or left a field meanwhile.
  useEffect(() => {
    let live = true;
    void loadRemembered(merchantCode).then((remembered) => {
      if (!live) return;
      const current = form.current;
      if (remembered && current && !current.dirty && Object.keys(current.touched).length === 0) {
        const { values } = current;
        current.resetForm({
          values: {
            ...values,
            username: remembered.username,
            mobileNum: remembered.sms?.mobileNum ?? values.mobileNum,
            countryDialingCode: remembered.sms?.countryDialingCode ?? values.countryDialingCode,
            remember: true,
          },
        });
      }
      setRemembering(false);
    });
    return () => {
      live = false;
    };
  }, [merchantCode]);

  const initialValues: LoginValues = {
    mode: loginType,
    username: '',
    password: '',
    mobileNum: '',
    countryDialingCode: defaultDialingCode,
    verificationCode: '',
    captcha: '',
    remember: false,
    ...(agentOnly ? { agentOnly: true } : {}),
  };

  const validateMobile = (value: string) => checkAgainstRule(value, mobile, true);

  function validate(values: LoginValues): FormikErrors<LoginValues> {
    const errors: FormikErrors<LoginValues> = {};
    if (values.mode === 'username') {
      const username = requiredText(values.username, CREDENTIAL_MAX);
      const password = requiredText(values.password, CREDENTIAL_MAX);
      if (username) errors.username = username;
      if (password) errors.password = password;
    } else {
      const mobileNum = validateMobile(values.mobileNum);
      const code = requiredText(values.verificationCode, VERIFICATION_CODE_MAX);
      if (mobileNum) errors.mobileNum = mobileNum;
      if (code) errors.verificationCode = code;
    }
    if (captchaRequired) {
      const captcha = requiredText(values.captcha, 8);
      if (captcha) errors.captcha = captcha;
    }
    return errors;
  }

  async function submit(values: LoginValues) {
    setStatus(null);
    const result = await run((settle) => authActions.loginSubmitted(values, settle));
    if (!result.ok) setStatus(result.message);
  }

  async function freePlay() {
    setFreePlayBusy(true);
    setStatus(null);
    const result = await run((settle) => authActions.freePlayRequested(settle));
    setFreePlayBusy(false);
    if (!result.ok) setStatus(result.message);
  }

  const openModal = (id: string) => {
    dispatch(coreActions.modalClosed(LOGIN_MODAL_ID));
    dispatch(coreActions.modalOpened(id));
  };

  return (
    <Formik innerRef={form} initialValues={initialValues} validate={validate} onSubmit={submit} enableReinitialize={false}>
      {({ isSubmitting, values, setFieldValue }) => (
        <Form
          noValidate
          className={`login-form${isHeaderLogin ? ' login-form--header' : ''}`}
          aria-label={t('auth:login.title')}
          {...{ [REMEMBERING_ATTRIBUTE]: remembering || undefined }}
        >
          {values.mode === 'username' ? (
            <>
              <Field
                name="username"
                label={t('auth:fields.username')}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={CREDENTIAL_MAX}
                required
                hiddenLabel={isHeaderLogin}
              />
              <PasswordField
                name="password"
                label={t('auth:fields.password')}
                autoComplete="current-password"
                maxLength={CREDENTIAL_MAX}
                required
                hiddenLabel={isHeaderLogin}
              />
            </>
          ) : (
            <>
              <Field
                name="mobileNum"
                type="tel"
                label={t('auth:fields.mobileNum')}
                autoComplete="tel-national"
                inputMode="numeric"
                maxLength={mobile.maxLength}
                required
                prefix={
                  <DialingCode value={values.countryDialingCode} onChange={(code) => void setFieldValue('countryDialingCode', code)} />
                }
              />
              <SmsCodeField
                purpose="login"
                mobileField="mobileNum"
                validateMobile={validateMobile}
                countryDialingCode={values.countryDialingCode}
              />
            </>
          )}
          {captchaRequired ? <CaptchaField hiddenLabel={isHeaderLogin} /> : null}
          {isHeaderLogin ? null : (
            <div className="login-form__row">
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={values.remember}
                  onChange={(event) => void setFieldValue('remember', event.target.checked)}
                />
                <span>{t('auth:login.remember')}</span>
              </label>
              <button type="button" className="link-button" onClick={() => openModal(AUTH_MODALS.forgotPassword)}>
                {t('auth:login.forgot')}
              </button>
            </div>
          )}
          <FormStatus message={status} />
          <SubmitButton busy={isSubmitting}>{t('auth:login.submit')}</SubmitButton>
          {!isHeaderLogin && features.isOn('FREEPLAY3') ? (
            <button
              type="button"
              className="btn btn--ghost btn--block"
              onClick={() => void freePlay()}
              disabled={freePlayBusy}
              aria-busy={freePlayBusy || undefined}
            >
              {freePlayBusy ? <span className="spinner" aria-hidden="true" /> : null}
              {t('auth:login.freePlay')}
            </button>
          ) : null}
          {!isHeaderLogin ? <SocialButtons onError={setStatus} /> : null}
        </Form>
      )}
    </Formik>
  );
}
