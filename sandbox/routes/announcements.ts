import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import { merchantOf } from '../lib/merchant-context';
import type { AnnouncementRecord } from '../store/site-content';
import type { RouteDeps } from './deps';

/** Which response group each announcement type fills. H (help) is stored but has no group here. */
const GROUP_OF_TYPE = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion' } as const;
type GroupedType = keyof typeof GROUP_OF_TYPE;

interface Query {
  types: string;
  platform?: 'W' | 'M';
  execution?: string;
}

/** GET /wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B */
export function registerAnnouncementRoutes(scope: FastifyInstance, { reads }: RouteDeps): void {
  scope.get<{ Querystring: Query }>(
    '/wps/relay/MCSFE_getListAnnouncements',
    { schema: routeSchema('relay-MCSFE_getListAnnouncements.json') },
    async (request) => {
      const types = request.query.types.split(',').filter((type): type is GroupedType => type in GROUP_OF_TYPE);
      // Every listed type is cached together and picked here: a list of types adds no entry.
      const wanted = new Set<string>(types);
      const announcements = (await reads.announcements(merchantOf(request).merchantCode)).filter((announcement) =>
        wanted.has(announcement.type),
      );
      const groups: Record<(typeof GROUP_OF_TYPE)[GroupedType], AnnouncementRecord[]> = {
        banners: [],
        player: [],
        popup: [],
        promotion: [],
      };
      for (const announcement of announcements) {
        groups[GROUP_OF_TYPE[announcement.type as GroupedType]].push(announcement);
      }
      return ok(groups);
    },
  );
}
