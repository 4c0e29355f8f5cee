import { formatDateTime } from '../../../core/format/date-time';
import { useId, useState, type FormEvent } from 'react';
import { errorText } from '../../../core/api/present-error';
import { useRemote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { formatCurrency } from '../../../core/format/money';
import { useT } from '../../../core/i18n/i18n';
import { Pagination } from '../../../core/ui/Pagination';
import { pointsApi } from '../api';

import { defaultRange, formatPoints, rangeProblem, type RangeProblem } from '../rules';

const PAGE_SIZE = 10;

/** The points statement (ODSFE2_MemTransDet): a date range, then the movements with the balance after each, paged. */
export function MovementList({ revision, onSessionEnded }: { revision: number; onSessionEnded: (error: unknown) => boolean }) {
  const t = useT();
  const { api, brand } = useEngine();
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState(defaultRange);
  const [range, setRange] = useState(draft);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const [page, setPage] = useState(1);
  const list = useRemote(`movements:${range.startDate}:${range.endDate}:${page}:${revision}`, () =>
    pointsApi.movements(api, { ...range, pageNo: page, pageSize: PAGE_SIZE }).catch((error: unknown) => {
      onSessionEnded(error);
      throw error;
    }),
  );

  function apply(event: FormEvent) {
    event.preventDefault();
    const found = rangeProblem(draft.startDate, draft.endDate);
    setProblem(found);
    if (found) return;
    setRange(draft);
    setPage(1);
  }

  const value = list.data;
  return (
    <section className="points-section" aria-labelledby="points-movements-title">
      <h2 id="points-movements-title" className="points-section__title">
        {t('points:movements.title')}
      </h2>
      <form className="range-form" onSubmit={apply} noValidate>
        <div className="range-form__field">
          <label className="points-field__label" htmlFor={fromId}>
            {t('points:movements.from')}
          </label>
          <input
            id={fromId}
            name="startDate"
            type="date"
            className="points-field__input"
            value={draft.startDate}
            max={draft.endDate || undefined}
            aria-invalid={problem !== null}
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => setDraft({ ...draft, startDate: event.target.value })}
          />
        </div>
        <div className="range-form__field">
          <label className="points-field__label" htmlFor={toId}>
            {t('points:movements.to')}
          </label>
          <input
            id={toId}
            name="endDate"
            type="date"
            className="points-field__input"
            value={draft.endDate}
            min={draft.startDate || undefined}
            aria-invalid={problem !== null}
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => setDraft({ ...draft, endDate: event.target.value })}
          />
        </div>
        <button type="submit" className="btn btn--primary range-form__apply">
          {t('points:movements.apply')}
        </button>
        {problem ? (
          <p id={errorId} className="points-field__error range-form__error" role="alert">
            {t(`points:movements.problem.${problem}`)}
          </p>
        ) : null}
      </form>
      {list.status === 'failed' ? (
        <div className="chunk-error chunk-error--compact" role="alert">
          <h3 className="chunk-error__title">{t('points:movements.failed')}</h3>
          <p className="chunk-error__text">{errorText(list.error)}</p>
          <button type="button" className="btn btn--primary" onClick={list.retry}>
            {t('core:app.retry')}
          </button>
        </div>
      ) : !value ? (
        <div className="movement-table__wrap" aria-busy="true" aria-label={t('points:movements.loading')}>
          {Array.from({ length: 5 }, (_, index) => (
            <div key={index} className="skeleton movement-table__skeleton" />
          ))}
        </div>
      ) : value.list.length === 0 ? (
        <p className="points-empty">{t('points:movements.empty')}</p>
      ) : (
        <>
          <div className="movement-table__wrap">
            {/* Explicit roles: the narrow layout restyles the rows as grids, which drops table semantics in some browsers. */}
            {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- as said above */}
            <table className="movement-table" role="table">
              <caption className="visually-hidden">{t('points:movements.title')}</caption>
              <thead role="rowgroup">
                <tr role="row">
                  <th role="columnheader" scope="col">
                    {t('points:movements.date')}
                  </th>
                  <th role="columnheader" scope="col">
                    {t('points:movements.description')}
                  </th>
                  <th role="columnheader" scope="col" className="movement-table__number">
                    {t('points:movements.points')}
                  </th>
                  <th role="columnheader" scope="col" className="movement-table__number">
                    {t('points:movements.balance')}
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {value.list.map((movement) => (
                  <tr key={movement.entryId} role="row" data-kind={movement.kind}>
                    <td role="cell" className="movement-table__date">
                      <time dateTime={movement.createdAt}>{formatDateTime(movement.createdAt)}</time>
                    </td>
                    <td role="cell">
                      <span className={`kind-tag kind-tag--${movement.points > 0 ? 'in' : 'out'}`}>
                        {t(`points:kind.${movement.kind}`)}
                      </span>
                      <span className="movement-table__text">{movement.description}</span>
                      {movement.moneyAmount ? (
                        <span className="movement-table__money">
                          {t('points:movements.money', { amount: formatCurrency(movement.moneyAmount, brand.currencySymbol) })}
                        </span>
                      ) : null}
                    </td>
                    <td
                      role="cell"
                      className={`movement-table__number movement-table__points movement-table__points--${movement.points > 0 ? 'in' : 'out'}`}
                    >
                      {movement.points > 0 ? '+' : ''}
                      {formatPoints(movement.points)}
                    </td>
                    <td role="cell" className="movement-table__number" data-label={t('points:movements.balance')}>
                      {formatPoints(movement.balanceAfter)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
          </div>
          <Pagination pageCount={value.totalPages} page={page} onChange={setPage} label={t('points:movements.pages')} />
        </>
      )}
    </section>
  );
}
