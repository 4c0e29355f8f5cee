import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { errorText } from '../../../core/api/present-error';
import { useT } from '../../../core/i18n/i18n';
import { Modal } from '../../../core/modal/Modal';
import { PointsIcon } from './Icons';

const MAX_LENGTH = 64;

export interface PaymentPasswordDialogProps {
  title: string;
  /** What the member is about to do (reward, amounts, balance after). */
  summary: ReactNode;
  /** Sends the spend; a rejection shows the server's message and keeps the dialog open. */
  onSubmit: (paymentPassword: string) => Promise<void>;
  /** Called with the error when the session ended instead (the dialog closes). */
  onSessionEnded: (error: unknown) => boolean;
  onClose: () => void;
}

/**
 * The payment-password step of a redemption or conversion: a masked field (with show/hide), the
 * server's refusal in an alert under it, and a busy submit button. Escape and the close control
 * cancel; focus stays inside while it is open.
 */
export function PaymentPasswordDialog({ title, summary, onSubmit, onSessionEnded, onClose }: PaymentPasswordDialogProps) {
  const t = useT();
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    if (password === '') {
      setError(t('points:password.required'));
      inputRef.current?.focus();
      return;
    }
    if (password.length > MAX_LENGTH) {
      setError(t('points:password.tooLong'));
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(password);
    } catch (failure) {
      if (onSessionEnded(failure)) {
        onClose();
        return;
      }
      setError(errorText(failure));
      setPassword('');
      setBusy(false);
      inputRef.current?.focus();
    }
  }

  return (
    <Modal title={title} onClose={busy ? undefined : onClose} size="small" className="points-dialog">
      <form className="points-dialog__form" onSubmit={submit} noValidate>
        <div className="points-dialog__summary">{summary}</div>
        <label className="points-field__label" htmlFor={fieldId}>
          <PointsIcon name="lock" size={16} /> {t('points:password.label')}
        </label>
        <div className="points-field__control points-field__control--password">
          <input
            ref={inputRef}
            id={fieldId}
            name="paymentPassword"
            className="points-field__input"
            type={visible ? 'text' : 'password'}
            inputMode="numeric"
            autoComplete="off"
            maxLength={MAX_LENGTH + 1}
            value={password}
            data-autofocus
            aria-invalid={error !== null}
            aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
            onChange={(event) => {
              setPassword(event.target.value);
              if (error) setError(null);
            }}
          />
          <button type="button" className="points-field__reveal" aria-pressed={visible} onClick={() => setVisible((shown) => !shown)}>
            {visible ? t('points:password.hide') : t('points:password.show')}
          </button>
        </div>
        <p id={hintId} className="points-field__hint">
          {t('points:password.hint')}
        </p>
        {error ? (
          <p id={errorId} className="points-field__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="points-dialog__buttons">
          <button type="button" className="btn btn--ghost" onClick={onClose} disabled={busy}>
            {t('points:password.cancel')}
          </button>
          <button type="submit" className="btn btn--primary" aria-busy={busy} disabled={busy}>
            {busy ? <span className="points-spinner" aria-hidden="true" /> : null}
            {busy ? t('points:password.working') : t('points:password.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
