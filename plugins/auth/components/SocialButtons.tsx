import { useState } from 'react';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { authActions } from '../state';
import { useFlow } from './use-flow';

/** Social sign-in through the third-party service, when the merchant (SOCIALLOGIN3) and the brand both offer it. */
export function SocialButtons({ onError, mode = 'login' }: { onError: (message: string | null) => void; mode?: 'login' | 'register' }) {
  const t = useT();
  const { brand, features } = useEngine();
  const run = useFlow();
  const [busy, setBusy] = useState<string | null>(null);
  const providers = brand.thirdPartyAuth?.socialProviders ?? [];
  if (!features.isOn('SOCIALLOGIN3') || providers.length === 0) return null;
  async function signIn(provider: 'google' | 'facebook') {
    setBusy(provider);
    onError(null);
    const result = await run((settle) => authActions.socialLoginRequested(provider, settle));
    setBusy(null);
    if (!result.ok) onError(result.message);
  }
  return (
    <div className="social-buttons">
      <p className="social-buttons__label">{t(mode === 'login' ? 'auth:social.loginWith' : 'auth:social.registerWith')}</p>
      <div className="social-buttons__row">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className={`btn social-button social-button--${provider}`}
            disabled={busy !== null}
            aria-busy={busy === provider || undefined}
            onClick={() => void signIn(provider)}
          >
            <span aria-hidden="true" className="social-button__icon">
              {provider === 'google' ? 'G' : 'f'}
            </span>
            {t(`auth:social.${provider}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
