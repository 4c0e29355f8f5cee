import '../auth.css';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { LOGIN_MODAL_ID } from '../modal-ids';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { Modal } from '../../../core/modal/Modal';
import { coreActions } from '../../../core/store/core-state';
import { REGISTER_FIELDS, type RegisterField } from '../api';
import { CaptchaField } from '../components/CaptchaField';
import { DialingCode, useDefaultDialingCode } from '../components/CountryCodePicker';
import { DialogBanner } from '../components/DialogBanner';
import { Field, FormStatus, PasswordField, SubmitButton } from '../components/Field';
import { SmsCodeField } from '../components/SmsCodeField';
import { SocialButtons } from '../components/SocialButtons';
import { Tabs } from '../components/Tabs';
import { useFlow } from '../components/use-flow';
import { authActions } from '../state';
import { checkAgainstRule, hintFor, registerPlan, validateRegister, type RegisterFieldPlan, type RegisterMode } from '../validation';

type Values = Record<RegisterField, string> & { countryDialingCode: string };

const INPUT_PROPS: Partial<
  Record<RegisterField, { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'email' | 'text' | 'tel' }>
> = {
  username: { autoComplete: 'username' },
  payeeName: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  idNumber: { inputMode: 'numeric', autoComplete: 'off' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { type: 'tel', inputMode: 'tel' },
  affiliateCode: { autoComplete: 'off' },
};

function emptyValues(dialingCode: string, affiliateCode: string): Values {
  const values = Object.fromEntries(REGISTER_FIELDS.map((key) => [key, ''])) as Values;
  values.affiliateCode = affiliateCode;
  values.countryDialingCode = dialingCode;
  return values;
}

function RegisterForm({ mode, referralCode }: { mode: RegisterMode; referralCode: string | null }) {
  const t = useT();
  const { features } = useEngine();
  const run = useFlow();
  const defaultDialingCode = useDefaultDialingCode();
  const [status, setStatus] = useState<string | null>(null);
  const plan = useMemo(
    () =>
      registerPlan(features.registerRules, {
        mode,
        smsVerification: features.isOn('REGMOBVERF3'),
        mobileWithPassword: features.isOn('MOBILENUMPASSREG3'),
        affiliateCode: features.isOn('AFFILIATECODE3'),
      }),
    [features, mode],
  );
  const initial = emptyValues(defaultDialingCode, referralCode ?? '');

  async function submit(values: Values) {
    setStatus(null);
    const fields = plan.map((field) => field.key);
    const result = await run((settle) =>
      authActions.registerSubmitted({ mode, values, countryDialingCode: values.countryDialingCode, referralCode, fields }, settle),
    );
    if (!result.ok) setStatus(result.message);
  }

  function renderField(field: RegisterFieldPlan, values: Values, setFieldValue: (name: string, value: string) => void) {
    const label = t(`auth:fields.${field.key}`);
    const hint = hintFor(field.rule);
    const common = { name: field.key, label, hint, required: field.required, maxLength: field.rule.maxLength };
    switch (field.key) {
      case 'password':
      case 'confirmPassword':
        return <PasswordField key={field.key} {...common} autoComplete="new-password" />;
      case 'paymentPassword':
        return <PasswordField key={field.key} {...common} autoComplete="off" inputMode="numeric" />;
      case 'captcha':
        return <CaptchaField key={field.key} hint={hint} maxLength={field.rule.maxLength} />;
      case 'mobileNum':
        return (
          <Field
            key={field.key}
            {...common}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            prefix={<DialingCode value={values.countryDialingCode} onChange={(code) => setFieldValue('countryDialingCode', code)} />}
          />
        );
      case 'verificationCode': {
        const mobilePlan = plan.find((f) => f.key === 'mobileNum');
        return (
          <SmsCodeField
            key={field.key}
            purpose="register"
            mobileField="mobileNum"
            validateMobile={(value) => (mobilePlan ? checkAgainstRule(value, mobilePlan.rule, true) : undefined)}
            countryDialingCode={values.countryDialingCode}
            regType={mode}
            username={mode === 'username' ? values.username.trim() || undefined : undefined}
          />
        );
      }
      default:
        return <Field key={field.key} {...common} {...INPUT_PROPS[field.key]} />;
    }
  }

  return (
    <Formik initialValues={initial} validate={(values) => validateRegister(values, plan)} onSubmit={submit}>
      {({ isSubmitting, values, setFieldValue, resetForm }) => (
        <Form
          noValidate
          className="register-form"
          aria-label={t(mode === 'mobile' ? 'auth:register.byMobile' : 'auth:register.byUsername')}
        >
          <div className="register-form__grid">
            {plan.map((field) => renderField(field, values, (name, value) => void setFieldValue(name, value)))}
          </div>
          <FormStatus message={status} />
          <div className="register-form__actions">
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                setStatus(null);
                // Reset nulls every field (spec section 2); the dialing code goes back to the merchant's.
                resetForm({ values: emptyValues(defaultDialingCode, '') });
              }}
            >
              {t('auth:register.reset')}
            </button>
            <SubmitButton busy={isSubmitting} className="register-form__submit">
              {t('auth:register.submit')}
            </SubmitButton>
          </div>
          <p className="register-form__age">{t('auth:register.ageNotice')}</p>
          <SocialButtons mode="register" onError={setStatus} />
        </Form>
      )}
    </Formik>
  );
}

/** registerModal (spec section 2): username and mobile tabs per the toggles, fields per the server rules. */
export default function RegisterModal({ close, props }: { modalId: string; props: Record<string, unknown>; close: () => void }) {
  const t = useT();
  const { features } = useEngine();
  const dispatch = useDispatch();
  const byUsername = features.isOn('USERNAMEREG3');
  const byMobile = features.isOn('MOBILENUMREG3');
  const [tab, setTab] = useState<RegisterMode>(byUsername ? 'username' : 'mobile');
  const referralCode = typeof props.referralCode === 'string' && props.referralCode ? props.referralCode : null;
  const available = features.isOn('DIRECTREG3') && (byUsername || byMobile);
  const form = <RegisterForm key={tab} mode={tab} referralCode={referralCode} />;
  return (
    <Modal title={t('auth:register.title')} onClose={close} className="auth-modal auth-modal--register" size="large">
      <DialogBanner group="w_reg" />
      {!available ? (
        <p className="auth-modal__unavailable">{t('auth:register.unavailable')}</p>
      ) : byUsername && byMobile ? (
        <Tabs
          label={t('auth:register.methods')}
          active={tab}
          onChange={setTab}
          tabs={[
            { key: 'username', label: t('auth:register.byUsername') },
            { key: 'mobile', label: t('auth:register.byMobile') },
          ]}
        >
          {form}
        </Tabs>
      ) : (
        form
      )}
      <p className="auth-modal__switch">
        {t('auth:register.haveAccount')}{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => {
            close();
            dispatch(coreActions.modalOpened(LOGIN_MODAL_ID));
          }}
        >
          {t('auth:register.toLogin')}
        </button>
      </p>
    </Modal>
  );
}
