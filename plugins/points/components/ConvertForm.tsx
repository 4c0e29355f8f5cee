import { useId, useState, type FormEvent } from 'react';
import { useEngine } from '../../../core/engine-context';
import { formatCurrency } from '../../../core/format/money';
import { useT } from '../../../core/i18n/i18n';
import type { PointConfig } from '../api';
import { convertProblem, formatPoints, maxConvertible, moneyForPoints, parsePoints } from '../rules';
import { PointsIcon } from './Icons';

export interface ConvertFormProps {
  config: PointConfig;
  balance: number;
  /** Opens the payment-password step for this many points. */
  onConvert: (points: number) => void;
}

/** The conversion form: amount with quick picks, a live preview of the money, and the checks the platform makes. */
export function ConvertForm({ config, balance, onConvert }: ConvertFormProps) {
  const t = useT();
  const { brand } = useEngine();
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const maximum = maxConvertible(balance, config);
  const problem = convertProblem(text, balance, config);
  const points = parsePoints(text) ?? 0;
  const showProblem = touched && problem !== null;
  const problemText = problem
    ? t(`points:convert.problem.${problem}`, {
        min: formatPoints(config.minConvertPoints),
        step: formatPoints(config.convertStep),
        balance: formatPoints(balance),
        max: formatPoints(config.dailyConvertLimit),
      })
    : '';
  const quick = [
    { key: 'quickMin', points: config.minConvertPoints },
    { key: 'quickHalf', points: maxConvertible(Math.floor(maximum / 2), config) },
    { key: 'quickMax', points: maximum },
  ].filter((option) => option.points >= config.minConvertPoints && option.points <= maximum);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem === null) onConvert(points);
    else document.getElementById(fieldId)?.focus();
  }

  return (
    <section className="points-section points-convert" aria-labelledby="points-convert-title">
      <h2 id="points-convert-title" className="points-section__title">
        {t('points:convert.title')}
      </h2>
      <p className="points-section__lead">{t('points:convert.lead')}</p>
      <form className="convert-form" onSubmit={submit} noValidate>
        <div className="convert-form__fields">
          <label className="points-field__label" htmlFor={fieldId}>
            {t('points:convert.amount')}
          </label>
          <div className="points-field__control">
            <input
              id={fieldId}
              name="points"
              className="points-field__input points-field__input--large"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              value={text}
              placeholder={formatPoints(config.minConvertPoints)}
              aria-invalid={showProblem}
              aria-describedby={`${hintId}${showProblem ? ` ${errorId}` : ''}`}
              onChange={(event) => setText(event.target.value)}
              onBlur={() => setTouched(text !== '')}
            />
            <span className="points-field__suffix" aria-hidden="true">
              {t('points:unit')}
            </span>
          </div>
          <p id={hintId} className="points-field__hint">
            {maximum > 0
              ? t('points:convert.hint', { min: formatPoints(config.minConvertPoints), step: formatPoints(config.convertStep) })
              : t('points:convert.notEnough', { min: formatPoints(config.minConvertPoints) })}
          </p>
          {showProblem ? (
            <p id={errorId} className="points-field__error" role="alert">
              {problemText}
            </p>
          ) : null}
          {quick.length > 0 ? (
            <div className="points-chips" role="group" aria-label={t('points:convert.quick')}>
              {quick.map((option) => (
                <button
                  key={option.key}
                  type="button"
                  className="points-chip"
                  onClick={() => {
                    setText(String(option.points));
                    setTouched(true);
                  }}
                >
                  {t(`points:convert.${option.key}`)} · {formatPoints(option.points)}
                </button>
              ))}
            </div>
          ) : null}
        </div>
        <div className="convert-form__preview" aria-live="polite">
          <span className="convert-form__preview-label">{t('points:convert.preview')}</span>
          <strong className="convert-form__preview-amount">
            {formatCurrency(moneyForPoints(points, config.pointsPerUnit), brand.currencySymbol)}
          </strong>
          <span className="convert-form__rate">
            {t('points:earn.rate', { points: formatPoints(config.pointsPerUnit), amount: formatCurrency('1.00', brand.currencySymbol) })}
          </span>
          <button type="submit" className="btn btn--primary btn--large convert-form__submit">
            <PointsIcon name="convert" size={18} />
            {t('points:convert.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
