import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * How a report table fits its card: how many of its secondary columns have moved into the row
 * detail, or whether each row is shown as a card (its name, its key figures, the rest in its detail).
 */
export interface ColumnFit {
  /** How many of the secondary columns, in their folding order, are folded into the row detail. */
  folded: number;
  /** Each row is a card: every secondary column is folded and the key figures stack under the row's name. */
  stacked: boolean;
}

export const NOTHING_FOLDED: ColumnFit = { folded: 0, stacked: false };

/** A card narrower than this (a phone) shows each row as a card, whatever its columns measure. */
export const STACK_BELOW_PX = 480;

/** The disclosure column's width before it has been measured (reports.css: .ac-report__more). */
export const DISCLOSURE_ESTIMATE_PX = 56;

/**
 * The fewest secondary columns to fold (first in `secondary` first) for the table to fit
 * `available` px: the columns left plus the disclosure column (once anything is folded) must fit.
 * `widths` holds each column's natural width, as measured while the table overflowed; a level
 * that leaves a column of unknown width in the row is not known to fit. When even the key columns
 * alone do not fit, or the card is a phone's, the rows stack. Null: not enough is known to say.
 */
export function planColumnFit(
  available: number,
  order: readonly string[],
  secondary: readonly string[],
  widths: ReadonlyMap<string, number>,
  disclosure: number,
): ColumnFit | null {
  if (available < STACK_BELOW_PX) return { folded: secondary.length, stacked: true };
  let allFoldedKnown = true;
  for (let folded = 0; folded <= secondary.length; folded += 1) {
    const away = new Set(secondary.slice(0, folded));
    let total = folded > 0 ? disclosure : 0;
    let known = true;
    for (const key of order) {
      if (away.has(key)) continue;
      const width = widths.get(key);
      if (width === undefined) known = false;
      else total += width;
    }
    if (known && total <= available) return { folded, stacked: false };
    if (folded === secondary.length) allFoldedKnown = known;
  }
  return allFoldedKnown ? { folded: secondary.length, stacked: true } : null;
}

/**
 * Keeps a report table inside its card: a ResizeObserver on the scrolling box and the table
 * tells when either changes size, and the table's own layout (already done when the observer
 * reports, so nothing is laid out twice) says whether it overflows and how wide each column is.
 * Folding only grows while the table overflows and only shrinks while it fits, so the two never
 * chase each other. The first change in a frame renders at once (flushSync), before the browser
 * paints, so no frame shows the table scrolling; any further change that frame waits for the next.
 *
 * `order` lists every column key, `secondary` the keys that may fold, first to fold first. Header
 * cells carry `data-column` (their key); the disclosure column's header cell is `.ac-report__more`.
 */
export function useColumnFit(order: readonly string[], secondary: readonly string[]) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const [fit, setFit] = useState<ColumnFit>(NOTHING_FOLDED);
  // The fit last asked for (the state may not have rendered it yet): only `apply` changes either.
  const current = useRef(fit);
  const signature = `${order.join(',')}|${secondary.join(',')}`;

  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    const table = tableRef.current;
    if (!scroller || !table || typeof ResizeObserver === 'undefined') return undefined;
    const [orderNow, secondaryNow] = signature.split('|').map((keys) => (keys ? keys.split(',') : []));
    const widths = new Map<string, number>();
    let disclosure = DISCLOSURE_ESTIMATE_PX;
    let renderedThisFrame = false;
    let frame = 0;
    // Other columns (a table whose columns changed): folding starts afresh from the whole table,
    // whose widths the observer measures next; the old level was planned for other columns.
    if (current.current !== NOTHING_FOLDED) {
      current.current = NOTHING_FOLDED;
      setFit(NOTHING_FOLDED);
    }

    const apply = (next: ColumnFit) => {
      const now = current.current;
      if (next.folded === now.folded && next.stacked === now.stacked) return;
      current.current = next;
      if (renderedThisFrame) {
        setFit(next);
        return;
      }
      renderedThisFrame = true;
      frame = requestAnimationFrame(() => {
        renderedThisFrame = false;
      });
      flushSync(() => setFit(next));
    };

    const observer = new ResizeObserver(() => {
      const available = scroller.clientWidth;
      // Not laid out (a closed or hidden panel): nothing to decide from.
      if (available === 0) return;
      const now = current.current;
      if (now.stacked) {
        const plan = planColumnFit(available, orderNow, secondaryNow, widths, disclosure);
        // Wide again but never measured as a table: show it as one and measure it then.
        if (plan === null) apply(NOTHING_FOLDED);
        else if (!plan.stacked) apply(plan);
        return;
      }
      const overflowing = scroller.scrollWidth > available;
      if (!overflowing && available < STACK_BELOW_PX) {
        apply({ folded: secondaryNow.length, stacked: true });
        return;
      }
      if (overflowing) {
        // A table wider than its box is at its natural widths (one that fits is stretched to it).
        for (const cell of table.querySelectorAll<HTMLElement>('thead [data-column]')) {
          // Rounded up, so that columns which add up to the box's (whole-pixel) width do fit in it.
          const width = Math.ceil(cell.getBoundingClientRect().width);
          if (width > 0) widths.set(cell.dataset.column ?? '', width);
        }
        const more = table.querySelector('thead .ac-report__more');
        if (more) disclosure = Math.ceil(more.getBoundingClientRect().width);
      }
      const plan = planColumnFit(available, orderNow, secondaryNow, widths, disclosure);
      if (!overflowing) {
        if (plan !== null && plan.folded < now.folded) apply(plan);
        return;
      }
      if (plan !== null && (plan.stacked || plan.folded > now.folded)) apply(plan);
      // The widths said it fits, yet it overflows (a pixel of rounding): one column more.
      else if (now.folded < secondaryNow.length) apply({ folded: now.folded + 1, stacked: false });
      else apply({ folded: secondaryNow.length, stacked: true });
    });
    observer.observe(scroller);
    observer.observe(table);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [signature]);

  return { scrollRef, tableRef, fit };
}
