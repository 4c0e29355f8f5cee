import '../auth.css';
import { Form, Formik, type FormikErrors } from 'formik';
import { useState } from 'react';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { Modal } from '../../../core/modal/Modal';
import { DialingCode, useDefaultDialingCode } from '../components/CountryCodePicker';
import { Field, FormStatus, PasswordField, SubmitButton } from '../components/Field';
import { SmsCodeField } from '../components/SmsCodeField';
import { Tabs } from '../components/Tabs';
import { useFlow } from '../components/use-flow';
import { authActions, type ResetByPhoneValues } from '../state';
import { checkAgainstRule, emailText, hintFor, mobileRule, requiredText, ruleFor, VERIFICATION_CODE_MAX } from '../validation';

type Tab = 'email' | 'mobileNum';

function EmailForm() {
  const t = useT();
  const { features } = useEngine();
  const run = useFlow();
  const [status, setStatus] = useState<string | null>(null);
  const emailRule = ruleFor(features.registerRules, 'email');
  function validate(values: { username: string; email: string }) {
    const errors: FormikErrors<typeof values> = {};
    // Only required: members who registered by mobile have digit usernames the registration rule refuses.
    const username = requiredText(values.username, 64);
    const email = emailText(values.email, emailRule);
    if (username) errors.username = username;
    if (email) errors.email = email;
    return errors;
  }
  return (
    <Formik
      initialValues={{ username: '', email: '' }}
      validate={validate}
      onSubmit={async (values) => {
        setStatus(null);
        const result = await run((settle) => authActions.forgotByEmailSubmitted(values, settle));
        if (!result.ok) setStatus(result.message);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="forgot-form" aria-label={t('auth:forgot.byEmail')}>
          <p className="forgot-form__intro">{t('auth:forgot.emailIntro')}</p>
          <Field name="username" label={t('auth:fields.username')} autoComplete="username" autoCapitalize="none" required maxLength={64} />
          <Field
            name="email"
            type="email"
            label={t('auth:fields.email')}
            autoComplete="email"
            inputMode="email"
            required
            maxLength={emailRule?.maxLength ?? 64}
          />
          <FormStatus message={status} />
          <SubmitButton busy={isSubmitting}>{t('auth:forgot.sendEmail')}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}

function PhoneForm() {
  const t = useT();
  const { features } = useEngine();
  const run = useFlow();
  const defaultDialingCode = useDefaultDialingCode();
  const [status, setStatus] = useState<string | null>(null);
  const mobile = mobileRule(features.registerRules);
  const passwordRule = ruleFor(features.registerRules, 'password');
  const validateMobile = (value: string) => checkAgainstRule(value, mobile, true);
  function validate(values: ResetByPhoneValues) {
    const errors: FormikErrors<ResetByPhoneValues> = {};
    const mobileNum = validateMobile(values.mobileNum);
    const code = requiredText(values.verificationCode, VERIFICATION_CODE_MAX);
    const password = passwordRule ? checkAgainstRule(values.newPassword, passwordRule, true) : requiredText(values.newPassword, 64);
    if (mobileNum) errors.mobileNum = mobileNum;
    if (code) errors.verificationCode = code;
    if (password) errors.newPassword = password;
    return errors;
  }
  return (
    <Formik
      initialValues={{ mobileNum: '', countryDialingCode: defaultDialingCode, verificationCode: '', newPassword: '' }}
      validate={validate}
      onSubmit={async (values) => {
        setStatus(null);
        const result = await run((settle) => authActions.resetByPhoneSubmitted(values, settle));
        if (!result.ok) setStatus(result.message);
      }}
    >
      {({ isSubmitting, values, setFieldValue }) => (
        <Form noValidate className="forgot-form" aria-label={t('auth:forgot.byPhone')}>
          <Field
            name="mobileNum"
            type="tel"
            label={t('auth:fields.mobileNum')}
            inputMode="numeric"
            autoComplete="tel-national"
            required
            maxLength={mobile.maxLength}
            prefix={<DialingCode value={values.countryDialingCode} onChange={(code) => void setFieldValue('countryDialingCode', code)} />}
          />
          <SmsCodeField
            purpose="forgot"
            mobileField="mobileNum"
            validateMobile={validateMobile}
            countryDialingCode={values.countryDialingCode}
          />
          <PasswordField
            name="newPassword"
            label={t('auth:fields.newPassword')}
            hint={hintFor(passwordRule)}
            autoComplete="new-password"
            required
            maxLength={passwordRule?.maxLength ?? 64}
          />
          <FormStatus message={status} />
          <SubmitButton busy={isSubmitting}>{t('auth:forgot.resetAndLogin')}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}

/** forgetPassModal (spec section 2): by e-mail, and by phone when CHNGPASSVERIF3 shows the tabs. */
export default function ForgotPasswordModal({ close }: { modalId: string; props: Record<string, unknown>; close: () => void }) {
  const t = useT();
  const { features } = useEngine();
  const [tab, setTab] = useState<Tab>('email');
  const withTabs = features.isOn('CHNGPASSVERIF3');
  return (
    <Modal title={t('auth:forgot.title')} onClose={close} className="auth-modal">
      {withTabs ? (
        <Tabs
          label={t('auth:forgot.methods')}
          active={tab}
          onChange={setTab}
          tabs={[
            { key: 'email', label: t('auth:forgot.byEmail') },
            { key: 'mobileNum', label: t('auth:forgot.byPhone') },
          ]}
        >
          {tab === 'email' ? <EmailForm /> : <PhoneForm />}
        </Tabs>
      ) : (
        <EmailForm />
      )}
    </Modal>
  );
}
