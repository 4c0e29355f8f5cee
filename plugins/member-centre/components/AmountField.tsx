import { useId } from 'react';
import { useT } from '../../../core/i18n/i18n';

/** An amount input (decimal keyboard on phones) with its label, hint and error wired for screen readers. */
export function AmountField({
  value,
  onChange,
  error,
  hint,
  currencySymbol,
  label,
  name = 'amount',
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  hint?: string;
  currencySymbol: string;
  label?: string;
  name?: string;
}) {
  const t = useT();
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mc-field">
      <label className="mc-field__label" htmlFor={id}>
        {label ?? t('member-centre:common.amount')}
      </label>
      <div className="mc-amount">
        <span className="mc-amount__symbol" aria-hidden="true">
          {currencySymbol}
        </span>
        <input
          id={id}
          name={name}
          className="mc-field__input mc-amount__input"
          inputMode="decimal"
          autoComplete="off"
          maxLength={16}
          placeholder={t('member-centre:common.amountPlaceholder')}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {hint ? (
        <p id={hintId} className="mc-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mc-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
