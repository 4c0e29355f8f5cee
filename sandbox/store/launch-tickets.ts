import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';
import { MINUTE_MS } from '../lib/clock';

/** A launch address opens the game page for 30 minutes. */
export const LAUNCH_TICKET_TTL_MS = 30 * MINUTE_MS;

const hashTicket = (ticket: string): string => createHash('sha256').update(ticket, 'utf8').digest('hex');

export interface NewLaunch {
  accountId: number;
  /** Null for a vendor's lobby. */
  gameId: number | null;
  vendorCode: string;
  lottoView: 'betting' | 'lobby' | null;
}

/**
 * Issues a ticket for one launch and answers it (32 random bytes, base64url). Only its SHA-256
 * is stored: the ticket is a bearer credential for the game page, like a session token.
 */
export async function createLaunchTicket(db: Queryable, launch: NewLaunch, now: Date): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  // The member's dead tickets go as new ones come, so the table does not grow without end.
  await db.query('DELETE FROM game_launch_tickets WHERE account_id = $1 AND expires_at <= $2', [launch.accountId, now]);
  await db.query(
    `INSERT INTO game_launch_tickets (ticket_hash, account_id, game_id, vendor_code, lotto_view, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      hashTicket(ticket),
      launch.accountId,
      launch.gameId,
      launch.vendorCode,
      launch.lottoView,
      new Date(now.getTime() + LAUNCH_TICKET_TTL_MS),
    ],
  );
  return ticket;
}

/** What the game page shows for a live ticket. */
export interface LaunchView {
  merchantCode: string;
  username: string;
  accountId: number;
  vendorCode: string;
  vendorName: string;
  lottoView: 'betting' | 'lobby' | null;
  /** Null for a vendor's lobby. */
  game: { name: string; slug: string; gameType: string; gameClassify: string | null; minBet: string } | null;
}

/** The launch behind a ticket, while it is valid and its account is not frozen; else undefined. */
export async function findLaunch(db: Queryable, ticket: string, now: Date): Promise<LaunchView | undefined> {
  const { rows } = await db.query<{
    merchant_code: string;
    username: string;
    account_id: number;
    vendor_code: string;
    vendor_name: string;
    lotto_view: LaunchView['lottoView'];
    game_name: string | null;
    slug: string | null;
    game_type: string | null;
    game_classify: string | null;
    min_bet: string | null;
  }>(
    `SELECT a.merchant_code, a.username, a.account_id, t.vendor_code, v.name AS vendor_name, t.lotto_view,
            g.name AS game_name, g.slug, g.game_type, g.game_classify, g.min_bet::text AS min_bet
       FROM game_launch_tickets t
       JOIN accounts a ON a.account_id = t.account_id
       JOIN game_vendors v ON v.vendor_code = t.vendor_code
       LEFT JOIN games g ON g.game_id = t.game_id
      WHERE t.ticket_hash = $1 AND t.expires_at > $2 AND NOT a.frozen`,
    [hashTicket(ticket), now],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    merchantCode: row.merchant_code,
    username: row.username,
    accountId: row.account_id,
    vendorCode: row.vendor_code,
    vendorName: row.vendor_name,
    lottoView: row.lotto_view,
    game:
      row.game_name === null || row.slug === null || row.game_type === null || row.min_bet === null
        ? null
        : { name: row.game_name, slug: row.slug, gameType: row.game_type, gameClassify: row.game_classify, minBet: row.min_bet },
  };
}
