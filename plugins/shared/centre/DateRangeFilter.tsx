import './centre.css';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useT } from '../../../core/i18n/i18n';
import { customRangeProblem, presetRange, type DayRange, type RangePreset } from './day-range';

export type { DayRange, RangePreset } from './day-range';
export { presetRange } from './day-range';

const PRESETS: RangePreset[] = ['today', 'yesterday', 'week', 'month', 'custom'];

/** The chosen preset and its days, starting at `initial`; `choose` is DateRangeFilter's onChange. */
export function useDayRange(initial: Exclude<RangePreset, 'custom'>) {
  const [chosen, setChosen] = useState<{ preset: RangePreset; range: DayRange }>(() => ({ preset: initial, range: presetRange(initial) }));
  const choose = useCallback((preset: RangePreset, range: DayRange) => setChosen({ preset, range }), []);
  return { ...chosen, choose };
}

/**
 * The date-range filter of the record pages: today, yesterday, 7 days, 30 days (one tap each) or
 * custom dates checked before any call.
 */
export function DateRangeFilter({ preset, onChange }: { preset: RangePreset; onChange: (preset: RangePreset, range: DayRange) => void }) {
  const t = useT();
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState<DayRange>(presetRange('week'));
  const [problem, setProblem] = useState<ReturnType<typeof customRangeProblem>>(null);

  function apply(event: FormEvent) {
    event.preventDefault();
    const found = customRangeProblem(draft);
    setProblem(found);
    if (!found) onChange('custom', draft);
  }

  return (
    <div className="mc-range">
      <div className="mc-range__presets" role="group" aria-label={t('centre:range.label')}>
        {PRESETS.map((key) => (
          <button
            key={key}
            type="button"
            className={`mc-preset${key === preset ? ' mc-preset--chosen' : ''}`}
            aria-pressed={key === preset}
            onClick={() => (key === 'custom' ? onChange('custom', draft) : onChange(key, presetRange(key)))}
          >
            {t(`centre:range.${key}`)}
          </button>
        ))}
      </div>
      {preset === 'custom' ? (
        <form className="mc-range__custom" onSubmit={apply} noValidate>
          <div className="mc-field">
            <label className="mc-field__label" htmlFor={fromId}>
              {t('centre:range.from')}
            </label>
            <input
              id={fromId}
              type="date"
              className="mc-field__input"
              value={draft.from}
              max={draft.to || undefined}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            />
          </div>
          <div className="mc-field">
            <label className="mc-field__label" htmlFor={toId}>
              {t('centre:range.to')}
            </label>
            <input
              id={toId}
              type="date"
              className="mc-field__input"
              value={draft.to}
              min={draft.from || undefined}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            />
          </div>
          <button type="submit" className="btn btn--primary">
            {t('centre:range.apply')}
          </button>
          {problem ? (
            <p id={errorId} className="mc-field__error" role="alert">
              {t(`centre:range.problem.${problem}`)}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
