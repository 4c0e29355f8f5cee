import './centre.css';
import { useId } from 'react';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

/**
 * A labelled select of the member centre's forms and filters; `blankLabel` names the empty choice
 * ("all kinds", "pick a vendor"...).
 */
export function SelectField<V extends string>({
  label,
  name,
  value,
  blankLabel,
  options,
  onChange,
}: {
  label: string;
  name?: string;
  value: V | '';
  blankLabel: string;
  options: readonly SelectOption<V>[];
  onChange: (value: V | '') => void;
}) {
  const id = useId();
  return (
    <div className="mc-field">
      <label className="mc-field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} className="mc-field__input" value={value} onChange={(event) => onChange(event.target.value as V | '')}>
        <option value="">{blankLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
