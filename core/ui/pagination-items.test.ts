import { MARGIN_PAGES, PAGE_RANGE, paginationItems } from './pagination-items';

describe('paginationItems', () => {
  it('uses a window of 5 and 1 margin page', () => {
    expect([PAGE_RANGE, MARGIN_PAGES]).toEqual([5, 1]);
  });

  it('shows nothing without pages and every page when they fit', () => {
    expect(paginationItems(0, 1)).toEqual([]);
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(9, 5)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('windows the middle with both breaks', () => {
    expect(paginationItems(20, 10)).toEqual([1, 'break-before', 8, 9, 10, 11, 12, 'break-after', 20]);
  });

  it('clamps the window at the ends', () => {
    expect(paginationItems(20, 1)).toEqual([1, 2, 3, 4, 5, 'break-after', 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'break-before', 16, 17, 18, 19, 20]);
  });

  it('shows a single hidden page instead of a break', () => {
    // Page 4 of 20: the window 2-6 touches the margin, the gap before it is empty.
    expect(paginationItems(20, 4)).toEqual([1, 2, 3, 4, 5, 6, 'break-after', 20]);
    // Page 5 of 20: window 3-7; only page 2 would hide behind the break, so it shows.
    expect(paginationItems(20, 5)).toEqual([1, 2, 3, 4, 5, 6, 7, 'break-after', 20]);
    expect(paginationItems(10, 5)).toEqual([1, 2, 3, 4, 5, 6, 7, 'break-after', 10]);
  });

  it('clamps a selected page out of range', () => {
    expect(paginationItems(20, 99)).toEqual(paginationItems(20, 20));
    expect(paginationItems(20, -3)).toEqual(paginationItems(20, 1));
  });

  it('always includes the selected page, the first and the last, in ascending order', () => {
    for (let count = 1; count <= 40; count += 1) {
      for (let selected = 1; selected <= count; selected += 1) {
        const pages = paginationItems(count, selected).filter((item): item is number => typeof item === 'number');
        expect(pages).toContain(selected);
        expect(pages[0]).toBe(1);
        expect(pages[pages.length - 1]).toBe(count);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
      }
    }
  });
});
