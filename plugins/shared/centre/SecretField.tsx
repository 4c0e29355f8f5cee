import './centre.css';
import { useId, useState, type Ref } from 'react';
import { useT } from '../../../core/i18n/i18n';

/**
 * A password input with a show/hide toggle and its error wired for screen readers: the payment
 * password behind withdrawals and upline transfers, and the passwords that set it.
 */
export function SecretField({
  label,
  name,
  value,
  onChange,
  error,
  inputRef,
  numeric = false,
  autoComplete = 'off',
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  /** A digits-only secret (the payment password): the number keyboard on phones. */
  numeric?: boolean;
  autoComplete?: string;
}) {
  const t = useT();
  const id = useId();
  const errorId = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="mc-field">
      <label className="mc-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="mc-password">
        <input
          ref={inputRef}
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          className="mc-field__input"
          autoComplete={autoComplete}
          inputMode={numeric ? 'numeric' : undefined}
          maxLength={64}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="button" className="btn btn--ghost mc-password__toggle" aria-pressed={visible} onClick={() => setVisible(!visible)}>
          {t(visible ? 'centre:hidePassword' : 'centre:showPassword')}
        </button>
      </div>
      {error ? (
        <p className="mc-field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
