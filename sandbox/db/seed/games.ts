import type { SandboxBrand } from '../../brands';
import type { Queryable } from '../db';
import { catalogueGames } from './game-catalogue';
import { MAIN_WALLET, moveMoney, toCents } from '../../store/wallets';
import { vendorCardsFor } from './vendor-cards';

/**
 * Writes the game catalogue (shared by every merchant). Upserted on every start like the other
 * reference data, keyed by (vendor, game code), so game ids (favourites, recents) stay put and an
 * edit in game-catalogue.ts reaches a persistent database. One statement over arrays: PGlite
 * starts once per test file, and 366 single-row INSERTs would cost seconds each time.
 */
export async function upsertGameCatalogue(tx: Queryable): Promise<void> {
  const games = catalogueGames();
  const column = <K extends keyof (typeof games)[number]>(key: K) => games.map((game) => game[key]);
  await tx.query(
    `INSERT INTO games (vendor_code, game_type, game_code, name, slug, game_classify, min_bet, min_line_num,
                        is_hot, is_top, game_group_code, draw_interval_minutes, sort_order)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::numeric[],
                          $8::int[], $9::boolean[], $10::boolean[], $11::text[], $12::int[], $13::int[])
     ON CONFLICT (vendor_code, game_code) DO UPDATE SET
       game_type = EXCLUDED.game_type, name = EXCLUDED.name, slug = EXCLUDED.slug, game_classify = EXCLUDED.game_classify,
       min_bet = EXCLUDED.min_bet, min_line_num = EXCLUDED.min_line_num, is_hot = EXCLUDED.is_hot, is_top = EXCLUDED.is_top,
       game_group_code = EXCLUDED.game_group_code, draw_interval_minutes = EXCLUDED.draw_interval_minutes,
       sort_order = EXCLUDED.sort_order`,
    [
      column('vendorCode'),
      column('gameType'),
      column('gameCode'),
      column('name'),
      column('slug'),
      column('gameClassify'),
      column('minBet'),
      column('minLineNum'),
      column('isHot'),
      column('isTop'),
      column('gameGroupCode'),
      column('drawIntervalMinutes'),
      games.map((_, index) => index),
    ],
  );
}

/**
 * Demo balances by username, paid in by one opening move each. Accounts not listed, and every
 * account registered later, start at 0 (their wallet row is created by their first move).
 */
/** When the demo money arrived: before any seeded history. */
const OPENING_DATE = new Date('2026-01-01T12:00:00Z');

export const DEMO_BALANCES: Readonly<Record<string, string>> = {
  jogador: '1250.00',
  agente1: '5000.00',
  agente2: '5000.00',
  agente41: '5000.00',
  agente42: '5000.00',
  padrao: '300.00',
  expirada: '80.50',
  congelado: '0.00',
  membro1: '420.75',
  membro2: '98765.43',
  membro3: '0.00',
};

/**
 * The per-merchant part of the games area (a later seed area, see index.ts): demo wallets, and
 * vendor cards added to the menus after a database was first seeded (trevo-azul's LOTT card under
 * ELOTT). Cards already there are left alone, so on a new database this only writes wallets.
 */
export async function seedGamesArea(tx: Queryable, brand: SandboxBrand): Promise<void> {
  const cards = vendorCardsFor(brand);
  await tx.query(
    `INSERT INTO merchant_vendor_cards (merchant_code, game_type, vendor_code, is_hot, is_game, sort_order)
     SELECT $1, card.game_type, card.vendor_code, card.is_hot, card.is_game, card.sort_order
       FROM unnest($2::text[], $3::text[], $4::boolean[], $5::text[], $6::int[])
            AS card (game_type, vendor_code, is_hot, is_game, sort_order)
     ON CONFLICT (merchant_code, game_type, vendor_code) DO NOTHING`,
    [
      brand.merchantCode,
      cards.map((card) => card.gameType),
      cards.map((card) => card.vendor),
      cards.map((card) => card.isHot),
      cards.map((card) => card.isGame),
      cards.map((_, index) => index),
    ],
  );
  // Opening moves from the house, so the demo money has a history in the ledger like any other.
  const { rows } = await tx.query<{ accountId: number; username: string }>(
    `SELECT account_id AS "accountId", lower(username) AS username FROM accounts WHERE merchant_code = $1 AND lower(username) = ANY($2::text[])`,
    [brand.merchantCode, Object.keys(DEMO_BALANCES)],
  );
  for (const { accountId, username } of rows) {
    const balance = DEMO_BALANCES[username];
    if (toCents(balance) === 0) continue;
    await moveMoney(tx, {
      merchantCode: brand.merchantCode,
      accountId,
      kind: 'OPENING',
      description: 'Saldo inicial',
      legs: [
        { wallet: { house: 'OPENING' }, amount: `-${balance}` },
        { wallet: { member: accountId, code: MAIN_WALLET }, amount: balance },
      ],
      now: OPENING_DATE,
    });
  }
}
