import type { Notice } from './api';
import {
  clampIndex,
  clampPage,
  formatNoticeTime,
  NOTICE_PAGE_SIZE,
  noticeListOf,
  pageCountOf,
  pageItems,
  pageOfIndex,
  toggleSelection,
} from './notice-list';

const notice = (id: number, time: string, type: Notice['type'] = 'B'): Notice => ({
  id,
  title: `Aviso ${id}`,
  content: `<p>${id}</p>`,
  time,
  type,
});

describe('the notice list', () => {
  it('merges the four groups newest first, ties by the higher id, each announcement once', () => {
    const list = noticeListOf({
      banners: [notice(1, '2026-11-20T10:00:00.000Z'), notice(2, '2026-11-18T10:00:00.000Z')],
      player: [notice(3, '2026-11-21T10:00:00.000Z', 'PL')],
      popup: [notice(4, '2026-11-20T10:00:00.000Z', 'PU'), notice(1, '2026-11-20T10:00:00.000Z')],
      promotion: [notice(5, 'not a date', 'PR')],
    });
    expect(list.map((item) => item.id)).toEqual([3, 4, 1, 2, 5]);
  });

  it('is empty for empty groups', () => {
    expect(noticeListOf({ banners: [], player: [], popup: [], promotion: [] })).toEqual([]);
  });
});

describe('paging by 9', () => {
  const list = Array.from({ length: 21 }, (_, index) => index);

  it('uses the spec page size', () => {
    expect(NOTICE_PAGE_SIZE).toBe(9);
  });

  it('counts pages, at least one', () => {
    expect([pageCountOf(0), pageCountOf(1), pageCountOf(9), pageCountOf(10), pageCountOf(18), pageCountOf(19)]).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it('slices a page, the last one short', () => {
    expect(pageItems(list, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageItems(list, 2)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(pageItems(list, 3)).toEqual([18, 19, 20]);
  });

  it('brings any page number from the address into range', () => {
    expect([
      clampPage(0, 21),
      clampPage(-3, 21),
      clampPage(4, 21),
      clampPage(2.7, 21),
      clampPage(Number.NaN, 21),
      clampPage(Number('abc'), 21),
    ]).toEqual([1, 1, 3, 2, 1, 1]);
    expect(pageItems(list, 99)).toEqual([18, 19, 20]);
    expect(clampPage(5, 0)).toBe(1);
  });

  it('finds the page of an index', () => {
    expect([pageOfIndex(0), pageOfIndex(8), pageOfIndex(9), pageOfIndex(20), pageOfIndex(-1)]).toEqual([1, 1, 2, 3, 1]);
  });
});

describe('selection', () => {
  it('selects another title, and collapses the selected one when it is activated again', () => {
    expect(toggleSelection(null, 4)).toBe(4);
    expect(toggleSelection(3, 4)).toBe(4);
    expect(toggleSelection(4, 4)).toBeNull();
  });

  it('keeps a modal index inside the list', () => {
    expect([clampIndex(3, 12), clampIndex(12, 12), clampIndex(-1, 12), clampIndex(2, 0), clampIndex(Number.NaN, 5)]).toEqual([
      3, 11, 0, 0, 0,
    ]);
  });
});

describe('formatNoticeTime', () => {
  it('writes day/month/year hours:minutes in local time, nothing for a bad date', () => {
    const local = new Date(2026, 10, 2, 9, 5);
    expect(formatNoticeTime(local.toISOString())).toBe('02/11/2026 09:05');
    expect(formatNoticeTime('garbage')).toBe('');
  });
});
