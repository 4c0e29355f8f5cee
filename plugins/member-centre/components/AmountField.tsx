import { useId } from 'react';
import { formatMoney } from '../../../core/format/money';
import { useT } from '../../../core/i18n/i18n';

/** An amount written as the site writes money, for the texts that show players how to type one. */
export const AMOUNT_EXAMPLE = formatMoney(1250.5);

/**
 * An amount input (decimal keyboard on phones) with its label, hint and error wired for screen
 * readers. What it holds is read with parseMoney (core/format/money.ts) by the page that sends it.
 */
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
          placeholder={formatMoney(0)}
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
