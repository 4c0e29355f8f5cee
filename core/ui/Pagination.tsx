import type { KeyboardEvent } from 'react';
import { useT } from '../i18n/i18n';
import { paginationItems } from './pagination-items';

export interface PaginationProps {
  pageCount: number;
  /** 1-based. */
  page: number;
  onChange: (page: number) => void;
  /** Hide previous/first at the start and next/last at the end instead of disabling them. */
  hideDisabledEnds?: boolean;
  /** Names the navigation landmark, e.g. "Páginas de jogos". */
  label?: string;
}

/**
 * The pagination widget of spec section 2, reusable by any list. Real buttons in a navigation
 * landmark; besides Tab and Enter, the arrow keys step a page and Home/End jump to the ends.
 * Activating a page emits its number; previous and next do nothing at the ends.
 */
export function Pagination({ pageCount, page, onChange, hideDisabledEnds, label }: PaginationProps) {
  const t = useT();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const go = (target: number) => {
    const next = Math.min(Math.max(1, target), pageCount);
    if (next !== current) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 1, End: pageCount };
    if (!(event.key in moves)) return;
    event.preventDefault();
    go(moves[event.key]);
  };
  const atStart = current === 1;
  const atEnd = current === pageCount;
  const edge = (key: string, glyph: string, target: number, disabled: boolean) =>
    disabled && hideDisabledEnds ? null : (
      <li>
        {/* aria-disabled, not disabled: the focus stays on the button when the page reaches that end. */}
        <button
          type="button"
          className="pagination__button pagination__button--edge"
          aria-label={t(`pagination.${key}`)}
          aria-disabled={disabled}
          onClick={() => go(target)}
        >
          <span aria-hidden="true">{glyph}</span>
        </button>
      </li>
    );
  return (
    <nav className="pagination" aria-label={label ?? t('pagination.label')} onKeyDown={onKeyDown}>
      <ul className="pagination__list">
        {edge('first', '«', 1, atStart)}
        {edge('previous', '‹', current - 1, atStart)}
        {paginationItems(pageCount, current).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={`pagination__button${item === current ? ' pagination__button--current' : ''}`}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="pagination__break" aria-hidden="true">
              …
            </li>
          ),
        )}
        {edge('next', '›', current + 1, atEnd)}
        {edge('last', '»', pageCount, atEnd)}
      </ul>
    </nav>
  );
}
