/**
 * The page numbers a pagination widget shows (spec section 2: "page numbers collapse into a
 * windowed range with margin pages and a break marker"). The spec leaves the values open; ours:
 * a window of 5 pages around the selected one and 1 margin page at each end, e.g. for page 10 of
 * 20: 1 … 8 9 10 11 12 … 20. A break that would hide a single page shows that page instead.
 */
export const PAGE_RANGE = 5;
export const MARGIN_PAGES = 1;

export type PaginationItem = number | 'break-before' | 'break-after';

export function paginationItems(
  pageCount: number,
  selected: number,
  range: number = PAGE_RANGE,
  margin: number = MARGIN_PAGES,
): PaginationItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(selected)), count);
  const all = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
  // Everything fits: the window, both margins and the two breaks would show as many items anyway.
  if (count <= range + 2 * margin + 2) return all(1, count);

  let start = current - Math.floor(range / 2);
  let end = start + range - 1;
  if (start < 1) [start, end] = [1, range];
  if (end > count) [start, end] = [count - range + 1, count];

  const items: PaginationItem[] = [];
  const head = all(1, margin);
  const tail = all(count - margin + 1, count);
  items.push(...head.filter((page) => page < start));
  const gapBefore = start - (margin + 1);
  if (gapBefore === 1) items.push(margin + 1);
  else if (gapBefore > 1) items.push('break-before');
  items.push(...all(Math.max(start, 1), Math.min(end, count)));
  const gapAfter = count - margin - end;
  if (gapAfter === 1) items.push(end + 1);
  else if (gapAfter > 1) items.push('break-after');
  items.push(...tail.filter((page) => page > end));
  return items;
}
