import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import type { RootState } from '../../../core/store/core-state';
import type { Country } from '../api';
import { authActions, selectAuth, type AuthRootState } from '../state';

/** Spec section 9: the dropdown closes 200 ms after the picker loses focus. */
export const PICKER_CLOSE_DELAY_MS = 200;

/** The merchant's own dialing code, from the shell's country-code call ('' until it answers). */
export function useDefaultDialingCode(): string {
  return useSelector((state: RootState) => state.core.country?.countryDialingCode ?? '');
}

/**
 * The country-code picker of spec section 2: a read-only input that opens a list of flags and
 * dialing codes. Keyboard: Enter, Space or ArrowDown opens; arrows move; Enter picks; Escape closes.
 */
export function CountryCodePicker({ value, onChange, label }: { value: string; onChange: (dialingCode: string) => void; label: string }) {
  const t = useT();
  const id = useId();
  const dispatch = useDispatch();
  const countries = useSelector((state: AuthRootState) => selectAuth(state).countries);
  const ownCountry = useSelector((state: RootState) => state.core.country);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const list: Country[] = countries ?? (ownCountry ? [{ ...ownCountry, name: ownCountry.countryCode }] : []);
  const current = list.find((c) => c.countryDialingCode === value);

  useEffect(() => {
    if (!countries) dispatch(authActions.countriesRequested());
  }, [countries, dispatch]);
  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  function openList() {
    setActive(
      Math.max(
        0,
        list.findIndex((c) => c.countryDialingCode === value),
      ),
    );
    setOpen(true);
  }
  function pick(country: Country) {
    onChange(country.countryDialingCode);
    setOpen(false);
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!open && ['Enter', ' ', 'ArrowDown'].includes(event.key)) {
      event.preventDefault();
      openList();
      return;
    }
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => Math.min(list.length - 1, i + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (list[active]) pick(list[active]);
    }
  }

  return (
    <div className="country-picker">
      <input
        id={id}
        readOnly
        className="country-picker__input"
        role="combobox"
        aria-label={label}
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open && list[active] ? `${id}-${list[active].countryCode}` : undefined}
        value={current ? `${current.countryCode} ${current.countryDialingCode}` : value}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={onKeyDown}
        onFocus={() => closeTimer.current && clearTimeout(closeTimer.current)}
        onBlur={() => {
          closeTimer.current = setTimeout(() => setOpen(false), PICKER_CLOSE_DELAY_MS);
        }}
      />
      {open ? (
        <ul id={`${id}-list`} role="listbox" className="country-picker__list" aria-label={t('auth:fields.countryList')}>
          {list.map((country, index) => (
            <li
              key={country.countryCode}
              id={`${id}-${country.countryCode}`}
              role="option"
              aria-selected={country.countryDialingCode === value}
              className={`country-picker__option${index === active ? ' country-picker__option--active' : ''}`}
              // mousedown, not click: it lands before the input's blur starts the close timer.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(country);
              }}
            >
              <span aria-hidden="true" className="country-picker__flag">
                {country.countryCode}
              </span>
              <span className="country-picker__name">{country.name}</span>
              <span className="country-picker__code">{country.countryDialingCode}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The dialing code in front of a mobile number: the picker while the merchant shows the
 * country-code choice (COUNTRYCODE3), otherwise the merchant's own code, fixed.
 */
export function DialingCode({ value, onChange }: { value: string; onChange: (dialingCode: string) => void }) {
  const t = useT();
  const { features } = useEngine();
  const ownCode = useDefaultDialingCode();
  // A form opened before the country code arrived takes it as soon as it does.
  useEffect(() => {
    if (!value && ownCode) onChange(ownCode);
  }, [value, ownCode, onChange]);
  if (!features.isOn('COUNTRYCODE3')) return <span className="field__fixed-prefix">{value}</span>;
  return <CountryCodePicker label={t('auth:fields.countryCode')} value={value} onChange={onChange} />;
}
