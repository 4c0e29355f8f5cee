import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useT } from '../../../core/i18n/i18n';
import { authActions, selectAuth, type AuthRootState } from '../state';
import { Field } from './Field';

/** The image captcha: type its characters; click the image for another one (at most once a second). */
export function CaptchaField({
  name = 'captcha',
  hint,
  hiddenLabel,
  maxLength = 8,
}: {
  name?: string;
  hint?: string;
  hiddenLabel?: boolean;
  maxLength?: number;
}) {
  const t = useT();
  const dispatch = useDispatch();
  const captcha = useSelector((state: AuthRootState) => selectAuth(state).captcha);
  useEffect(() => {
    if (!captcha.image && !captcha.loading) dispatch(authActions.captchaRefreshRequested());
    // Only on mount: later refreshes are the user's clicks or a failed attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Field
      name={name}
      label={t('auth:fields.captcha')}
      hint={hint}
      hiddenLabel={hiddenLabel}
      required
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={maxLength}
      inputMode="text"
      className="field--captcha"
      addon={
        <button
          type="button"
          className="captcha-image"
          onClick={() => dispatch(authActions.captchaRefreshRequested())}
          aria-label={t('auth:fields.captchaRefresh')}
        >
          {captcha.image ? (
            <img src={captcha.image} alt={t('auth:fields.captchaImage')} width={120} height={40} />
          ) : (
            <span className={`captcha-image__placeholder${captcha.failed ? ' captcha-image__placeholder--failed' : ''}`}>
              {captcha.failed ? t('auth:fields.captchaFailed') : t('core:app.loading')}
            </span>
          )}
        </button>
      }
    />
  );
}
