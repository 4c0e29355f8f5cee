import type { ReactNode } from 'react';
import { errorText } from '../../../core/api/present-error';
import { useT } from '../../../core/i18n/i18n';
import { Icon, type IconName } from './Icon';

/** A failed section: what happened (the server's words or the catalogue's) and a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="lottery-note lottery-note--error" role="alert">
      <span className="lottery-note__icon">
        <Icon name="alert" />
      </span>
      <p className="lottery-note__title">{title}</p>
      <p className="lottery-note__text">{errorText(error)}</p>
      <button type="button" className="btn btn--ghost lottery-note__action" onClick={onRetry}>
        {t('lottery:actions.retry')}
      </button>
    </div>
  );
}

/** An empty section or a prompt, with an optional action. */
export function Note({ icon, children, action }: { icon: IconName; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="lottery-note">
      <span className="lottery-note__icon">
        <Icon name={icon} />
      </span>
      <p className="lottery-note__text">{children}</p>
      {action}
    </div>
  );
}

/** The login prompt shown in place of what needs a session. */
export function LoginPrompt({ text, onLogin }: { text: string; onLogin: () => void }) {
  const t = useT();
  return (
    <Note
      icon="lock"
      action={
        <button type="button" className="btn btn--primary lottery-note__action" onClick={onLogin}>
          {t('lottery:actions.login')}
        </button>
      }
    >
      {text}
    </Note>
  );
}
