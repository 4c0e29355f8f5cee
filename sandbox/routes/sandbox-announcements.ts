import type { FastifyInstance } from 'fastify';
import { loadBrands } from '../brands';
import { seedAnnouncements } from '../db/seed/announcements';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import { apiErrors } from '../lib/errors';
import { findMerchant } from '../store/merchants';
import type { RouteDeps } from './deps';

interface AnnouncementInput {
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  title: string;
  content: string;
}

interface Body {
  merchantCode: string;
  /** Absent: the merchant's seeded announcements come back. */
  announcements?: AnnouncementInput[];
}

/** Loaded announcements are one minute apart, the first the newest, so the answer keeps their order. */
const SPACING_MS = 60_000;

/**
 * Test control (not part of the platform; off with SANDBOX_CONTROLS=off):
 *   POST /__sandbox/announcements   replaces a merchant's announcements, or restores the seeded ones
 * The XSS test loads its hostile vectors through it; they are stored verbatim, as the platform's
 * CMS stores whatever it is given, so only the front end's sanitiser stands between them and a page.
 */
export function registerAnnouncementControlRoutes(app: FastifyInstance, { db, clock, invalidation }: RouteDeps, brandsDir?: string): void {
  app.post<{ Body: Body }>('/__sandbox/announcements', { schema: routeSchema('sandbox-announcements.json') }, async (request) => {
    const { merchantCode, announcements } = request.body;
    if (!(await findMerchant(db, merchantCode))) throw apiErrors.unknownMerchant();
    const now = clock.now();
    const count = await invalidation.changing(merchantCode, ['announcements'], () =>
      db.transaction(async (tx) => {
        await tx.query('DELETE FROM announcements WHERE merchant_code = $1', [merchantCode]);
        if (announcements === undefined) {
          const brand = loadBrands(brandsDir).find((candidate) => candidate.merchantCode === merchantCode);
          if (brand) await seedAnnouncements(tx, brand, now);
        } else {
          for (const [index, announcement] of announcements.entries()) {
            await tx.query('INSERT INTO announcements (merchant_code, type, title, content, published_at) VALUES ($1, $2, $3, $4, $5)', [
              merchantCode,
              announcement.type,
              announcement.title,
              announcement.content,
              new Date(now.getTime() - index * SPACING_MS),
            ]);
          }
        }
        const { rows } = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM announcements WHERE merchant_code = $1', [
          merchantCode,
        ]);
        return rows[0].count;
      }),
    );
    return ok({ merchantCode, count });
  });
}
