import { useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useT } from '../../../core/i18n/i18n';
import { authActions, selectAuth, type AuthRootState, type SmsPurpose } from '../state';
import { VERIFICATION_CODE_MAX } from '../validation';
import { Field } from './Field';

function useSecondsUntil(readyAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (readyAt <= Date.now()) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= readyAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [readyAt]);
  return Math.max(0, Math.ceil((readyAt - now) / 1000));
}

export interface SmsCodeFieldProps {
  purpose: SmsPurpose;
  /** The form's mobile number field and the message that refuses it, if any. */
  mobileField: string;
  validateMobile: (value: string) => string | undefined;
  countryDialingCode: string;
  regType?: 'username' | 'mobile';
  username?: string;
  name?: string;
  required?: boolean;
}

/**
 * The SMS code and its get-code button (spec section 4): the mobile number is checked first,
 * then the code is sent and the button counts the seconds down until it may send again.
 */
export function SmsCodeField({
  purpose,
  mobileField,
  validateMobile,
  countryDialingCode,
  regType,
  username,
  name = 'verificationCode',
  required = true,
}: SmsCodeFieldProps) {
  const t = useT();
  const dispatch = useDispatch();
  const form = useFormikContext<Record<string, string>>();
  const readyAt = useSelector((state: AuthRootState) => selectAuth(state).smsReadyAt[purpose]);
  const seconds = useSecondsUntil(readyAt);
  const [sending, setSending] = useState(false);

  function send() {
    const mobileNum = (form.values[mobileField] ?? '').trim();
    const problem = validateMobile(mobileNum);
    if (problem) {
      void form.setFieldTouched(mobileField, true, false);
      form.setFieldError(mobileField, problem);
      return;
    }
    setSending(true);
    dispatch(
      authActions.smsRequested({ purpose, mobileNum, countryDialingCode, regType, username }, () => {
        setSending(false);
      }),
    );
  }

  const counting = seconds > 0;
  return (
    <>
      {/* Announced once when the code goes out, not every second of the countdown. */}
      <span className="visually-hidden" role="status">
        {counting ? t('auth:fields.codeSent') : ''}
      </span>
      <Field
        name={name}
        label={t('auth:fields.verificationCode')}
        required={required}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_MAX}
        addon={
          // No dialing code yet (the merchant's arrives with the country-code call, after the
          // page's load): a code sent now would go to a number without one and be refused.
          <button
            type="button"
            className="btn btn--secondary field__send"
            onClick={send}
            disabled={counting || sending || !countryDialingCode}
          >
            {sending ? <span className="spinner" aria-hidden="true" /> : null}
            {counting ? t('auth:fields.resendIn', { seconds }) : t('auth:fields.getCode')}
          </button>
        }
      />
    </>
  );
}
