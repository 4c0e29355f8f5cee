import { useField } from 'formik';
import { useId } from 'react';
import { useT } from '../i18n/i18n';
import './remark-field.css';

/** Characters as the platform counts them (code points: an emoji is one). */
export const remarkLength = (remark: string) => [...remark].length;

export interface RemarkFieldProps {
  /** The Formik field it edits. */
  name?: string;
  label: string;
  placeholder: string;
  /** The most characters the platform takes; the counter turns red above it. */
  max: number;
  rows?: number;
  /** The dialog's first focus (see Modal's data-autofocus). */
  autoFocus?: boolean;
}

/**
 * A required free-text remark of a Formik form (feedback, a promotion application): a labelled
 * textarea with a live character counter and the field's error read out when it appears.
 */
export function RemarkField({ name = 'remark', label, placeholder, max, rows = 3, autoFocus = false }: RemarkFieldProps) {
  const t = useT();
  const id = useId();
  const [field, meta] = useField<string>(name);
  const length = remarkLength(field.value);
  const showError = Boolean(meta.touched && meta.error);
  return (
    <div className={`remark-field${showError ? ' remark-field--invalid' : ''}`}>
      <label htmlFor={`${id}-remark`} className="remark-field__label">
        {label}
        <span aria-hidden="true" className="remark-field__required">
          *
        </span>
      </label>
      <textarea
        id={`${id}-remark`}
        {...field}
        className="remark-field__input"
        rows={rows}
        required
        data-autofocus={autoFocus || undefined}
        placeholder={placeholder}
        aria-invalid={showError || undefined}
        aria-describedby={`${id}-counter${showError ? ` ${id}-error` : ''}`}
      />
      <div className="remark-field__under">
        <p id={`${id}-error`} className="remark-field__error" role="alert">
          {showError ? meta.error : ''}
        </p>
        <span id={`${id}-counter`} className={`remark-field__counter${length > max ? ' remark-field__counter--over' : ''}`}>
          {t('core:remark.counter', { count: length, max })}
        </span>
      </div>
    </div>
  );
}
