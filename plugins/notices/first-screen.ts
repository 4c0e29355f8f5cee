import { EVERY_PATH } from '../../core/api/early-shared';
import type { Brand } from '../../core/brand/brand-types';
import type { FirstScreenRequests } from '../../core/plugin/define-plugin';
import { ANNOUNCEMENTS_PATH, announcementsQuery } from './api';

/**
 * The marquee's call on every page, for the early entry (see PluginDefinition.firstScreenRequests):
 * started once the page has loaded (`afterLoad`, it is not part of the largest paint), and adopted
 * by the notices saga, which asks for exactly this, so no page loads the HTTP library for it. On
 * /noticePage the list is the page itself: the same call goes out with the page's first requests.
 */
export function noticesFirstScreen(brand: Brand): FirstScreenRequests {
  const announcements = { path: ANNOUNCEMENTS_PATH, params: announcementsQuery(brand) };
  return {
    [EVERY_PATH]: [{ ...announcements, afterLoad: true }],
    '/noticepage': [announcements],
  };
}
