import { useField } from 'formik';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useT } from '../../../core/i18n/i18n';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'prefix'> {
  name: string;
  label: string;
  hint?: string;
  /** Controls drawn inside the field's row, after the input (a show/hide toggle, a send button). */
  addon?: ReactNode;
  /** Controls drawn before the input (a dialing-code picker). */
  prefix?: ReactNode;
  /** Label kept for screen readers only (the compact header form). */
  hiddenLabel?: boolean;
}

/**
 * A labelled input bound to Formik. Its error is read out next to it (aria-describedby and a
 * polite live region) once the field was touched or the form submitted.
 */
export function Field({ name, label, hint, addon, prefix, hiddenLabel, className, ...input }: FieldProps) {
  const id = useId();
  const [field, meta] = useField<string>(name);
  const showError = Boolean(meta.touched && meta.error);
  const describedBy = [showError ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${showError ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className={hiddenLabel ? 'visually-hidden' : 'field__label'}>
        {label}
        {input.required ? (
          <span aria-hidden="true" className="field__required">
            *
          </span>
        ) : null}
      </label>
      <div className="field__row">
        {prefix}
        <input
          id={id}
          {...field}
          value={field.value ?? ''}
          {...input}
          className="field__input"
          aria-invalid={showError || undefined}
          aria-describedby={describedBy}
          placeholder={input.placeholder ?? (hiddenLabel ? label : undefined)}
        />
        {addon}
      </div>
      {hint && !showError ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} className="field__error" aria-live="polite">
        {showError ? meta.error : ''}
      </p>
    </div>
  );
}

/** A password input with a show/hide toggle (spec section 2). */
export function PasswordField(props: Omit<FieldProps, 'type' | 'addon'>) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      addon={
        <button
          type="button"
          className="field__toggle"
          aria-pressed={visible}
          aria-label={t(visible ? 'auth:fields.hidePassword' : 'auth:fields.showPassword')}
          onClick={() => setVisible((v) => !v)}
        >
          <span aria-hidden="true" className={`eye-icon${visible ? ' eye-icon--open' : ''}`} />
        </button>
      }
    />
  );
}

/** The form's own outcome (a refused login, a network failure), announced at once. */
export function FormStatus({ message }: { message: string | null | undefined }) {
  return (
    <p className={`form-status${message ? ' form-status--error' : ''}`} role="alert">
      {message ?? ''}
    </p>
  );
}

export function SubmitButton({ busy, children, className }: { busy: boolean; children: ReactNode; className?: string }) {
  return (
    <button
      type="submit"
      className={`btn btn--primary btn--block${className ? ` ${className}` : ''}`}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
