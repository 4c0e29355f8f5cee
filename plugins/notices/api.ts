import type { SchemaDefinition } from '../../core/api/schema-types';
import type { Brand } from '../../core/brand/brand-types';
import type announcements from '../../schemas/generated/api-relay-MCSFE_getListAnnouncements';

type Definition<Name extends keyof (typeof announcements)['definitions']> = SchemaDefinition<
  typeof announcements,
  Name,
  [typeof announcements]
>;

/** One announcement (spec section 3: id, title, HTML content, time). `content` is untrusted HTML. */
export type Notice = Definition<'notice'>;
/** The call's answer: the four response groups (banners, player, popup, promotion). */
export type AnnouncementGroups = Definition<'response'>;
export type NoticeType = Notice['type'];

/** relay/MCSFE_getListAnnouncements (spec section 7): types B, PL, PU, PR; platform W; execution B. */
export const ANNOUNCEMENTS_PATH = 'relay/MCSFE_getListAnnouncements';

/** The types the call groups; H (help) is the help centre's and has no group in this answer. */
const GROUPED_TYPES: readonly NoticeType[] = ['B', 'PL', 'PU', 'PR'];

/**
 * The query: the brand's announcement types that the call groups, in the brand's order (spec
 * section 9: the request uses B, PL, PU, PR), platform W (the site is the web device), execution B.
 */
export function announcementsQuery(brand: Brand): { types: string; platform: 'W'; execution: 'B' } {
  const types = brand.constants.announcementTypes.filter((type): type is NoticeType => (GROUPED_TYPES as readonly string[]).includes(type));
  return { types: (types.length ? types : GROUPED_TYPES).join(','), platform: 'W', execution: 'B' };
}
