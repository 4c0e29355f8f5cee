import type { AnnouncementGroups, Notice } from './api';

/** Spec section 9: the notice page shows 9 announcements a page. */
export const NOTICE_PAGE_SIZE = 9;

/**
 * The notice list (spec section 3, store value "notice list") from the call's four groups: every
 * announcement once, newest first (the order the sandbox answers each group in, kept across the
 * groups), ties by the higher id. The marquee, the notice modal and /noticePage all show this
 * list, so an index means the same announcement in each.
 */
export function noticeListOf(groups: AnnouncementGroups): Notice[] {
  const seen = new Set<number>();
  const all: Notice[] = [];
  for (const notice of [...groups.banners, ...groups.player, ...groups.popup, ...groups.promotion]) {
    if (seen.has(notice.id)) continue;
    seen.add(notice.id);
    all.push(notice);
  }
  const timeOf = (notice: Notice) => {
    const time = Date.parse(notice.time);
    return Number.isNaN(time) ? 0 : time;
  };
  return all.sort((a, b) => timeOf(b) - timeOf(a) || b.id - a.id);
}

export function pageCountOf(total: number, pageSize: number = NOTICE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** A page number from anywhere (the address, a click) brought into 1..pageCount. */
export function clampPage(page: number, total: number, pageSize: number = NOTICE_PAGE_SIZE): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), pageCountOf(total, pageSize));
}

/** The announcements of a 1-based page. */
export function pageItems<T>(list: readonly T[], page: number, pageSize: number = NOTICE_PAGE_SIZE): T[] {
  const current = clampPage(page, list.length, pageSize);
  return list.slice((current - 1) * pageSize, current * pageSize);
}

/** Which page holds the announcement at `index` of the list. */
export function pageOfIndex(index: number, pageSize: number = NOTICE_PAGE_SIZE): number {
  return Math.floor(Math.max(0, index) / pageSize) + 1;
}

/**
 * The selection after a title is activated: another title is selected, the selected one collapses
 * (spec section 2: "clicking the selected one again collapses it").
 */
export function toggleSelection(selected: number | null, clicked: number): number | null {
  return selected === clicked ? null : clicked;
}

/** An index brought into the list (the marquee may have been built from an older list). */
export function clampIndex(index: number, length: number): number {
  if (length === 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(0, Math.floor(index)), length - 1);
}

/** "22/11/2026 14:05" in the player's local time: the site's clock in the header shows the same zone. */
export function formatNoticeTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
