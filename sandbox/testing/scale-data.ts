/**
 * Large data for the scale bench (`npm run bench:scale`, issue 24) and the scale tests, written
 * with set-based SQL (a 10,000-member team in seconds, where the store's one-move-at-a-time
 * functions would take minutes). Every move is double-entry like the store's (its postings sum to
 * zero, house counter-wallets carry the other side) and every bet has its BET and PAYOUT moves, so
 * the reports read what they would read in production. What is not kept true: the postings'
 * `balance_after` (no page sums it; the wallets' own balances are set from their postings at the
 * end, so the member wallets never go below zero and every wallet agrees with its postings).
 */
import type { Queryable } from '../db/db';

const DAY_MS = 86_400_000;

/** How far back the data goes: inside the 90-day range the report pages accept. */
export const SCALE_SPAN_DAYS = 28;

/** The slot vendor whose wallet the scale bets are played from. */
async function slotGame(db: Queryable): Promise<{ gameId: number; vendorCode: string }> {
  const { rows } = await db.query<{ game_id: number; vendor_code: string }>(
    `SELECT game_id, vendor_code FROM games WHERE game_type = 'RNG' AND vendor_code <> 'HOUSE' ORDER BY game_id LIMIT 1`,
  );
  return { gameId: rows[0].game_id, vendorCode: rows[0].vendor_code };
}

/** The merchant's house wallet of a purpose, made when missing (as the store makes it at first use). */
async function houseWallet(db: Queryable, merchantCode: string, code: string): Promise<number> {
  await db.query(
    `INSERT INTO wallets (merchant_code, account_id, wallet_code) VALUES ($1, NULL, $2)
     ON CONFLICT (merchant_code, wallet_code) WHERE account_id IS NULL DO NOTHING`,
    [merchantCode, code],
  );
  const { rows } = await db.query<{ wallet_id: number }>(
    'SELECT wallet_id FROM wallets WHERE merchant_code = $1 AND account_id IS NULL AND wallet_code = $2',
    [merchantCode, code],
  );
  return rows[0].wallet_id;
}

async function demoPasswordHash(db: Queryable, merchantCode: string): Promise<string> {
  const { rows } = await db.query<{ password_hash: string }>(
    `SELECT password_hash FROM accounts WHERE merchant_code = $1 AND username = 'agente1'`,
    [merchantCode],
  );
  return rows[0].password_hash;
}

/**
 * Moves of the accounts in the temporary table `scale_moves`: one wallet_moves row each and its
 * two postings, from wallet `source` to `target` (codes of the member's own wallets, or
 * `house:<CODE>`). Move ids are drawn from the table's own sequence first, so the postings need
 * no join back to the moves.
 */
async function writeMoves(db: Queryable, merchantCode: string): Promise<void> {
  await db.query(`UPDATE scale_moves SET move_id = nextval(pg_get_serial_sequence('wallet_moves', 'move_id'))`);
  for (const end of ['source', 'target']) {
    await db.query(
      `UPDATE scale_moves s SET ${end}_id = w.wallet_id FROM wallets w
        WHERE s.${end} NOT LIKE 'house:%' AND w.account_id = s.account_id AND w.wallet_code = s.${end}`,
    );
    await db.query(
      `UPDATE scale_moves s SET ${end}_id = w.wallet_id FROM wallets w
        WHERE s.${end} LIKE 'house:%' AND w.merchant_code = $1 AND w.account_id IS NULL AND w.wallet_code = substr(s.${end}, 7)`,
      [merchantCode],
    );
  }
  await db.query(
    `INSERT INTO wallet_moves (move_id, merchant_code, account_id, kind, amount, description, reference, created_at)
     SELECT move_id, $1, account_id, kind, amount, kind, ref, at FROM scale_moves`,
    [merchantCode],
  );
  await db.query(
    `INSERT INTO wallet_postings (move_id, wallet_id, amount, balance_after)
     SELECT move_id, source_id, -amount, 0 FROM scale_moves UNION ALL SELECT move_id, target_id, amount, 0 FROM scale_moves`,
  );
}

/** Sets each touched wallet's balance to the sum of its postings. */
async function settleBalances(db: Queryable, merchantCode: string): Promise<void> {
  await db.query(
    `UPDATE wallets w SET balance = s.total
       FROM (SELECT p.wallet_id, sum(p.amount) AS total FROM wallet_postings p
               JOIN wallets x ON x.wallet_id = p.wallet_id
              WHERE x.merchant_code = $1 AND (x.account_id IS NULL OR x.account_id IN (SELECT account_id FROM scale_moves))
              GROUP BY 1) s
      WHERE w.wallet_id = s.wallet_id`,
    [merchantCode],
  );
}

/** Runs inside a transaction (its work tables go with it). */
async function withMoveTable(db: Queryable, fill: () => Promise<void>, merchantCode: string): Promise<void> {
  await db.query(
    `CREATE TEMPORARY TABLE scale_moves (account_id integer, kind text, amount numeric(14, 2), at timestamptz, ref text,
                                         source text, target text, move_id bigint, source_id integer, target_id integer)
     ON COMMIT DROP`,
  );
  await fill();
  await writeMoves(db, merchantCode);
  await settleBalances(db, merchantCode);
}

/**
 * Bets of the accounts in `scale_bets(account_id, k, at, won)`: stake 10.00, a win pays 25.00,
 * settled a minute after placing; each with its BET move (vendor wallet → house GAMES) and, when
 * won, its PAYOUT move back. Round references start with `R<label>`.
 */
async function queueBets(db: Queryable, label: string, vendorCode: string, gameId: number): Promise<void> {
  await db.query(
    `INSERT INTO bets (account_id, game_id, round_ref, stake, payout, status, placed_at, settled_at)
     SELECT account_id, $1, 'R' || $2 || lpad(account_id::text, 9, '0') || lpad(k::text, 6, '0'), 10.00,
            CASE WHEN won THEN 25.00 ELSE 0 END, CASE WHEN won THEN 'WON' ELSE 'LOST' END, at, at + interval '1 minute'
       FROM scale_bets`,
    [gameId, label],
  );
  await db.query(
    `INSERT INTO scale_moves (account_id, kind, amount, at, ref, source, target)
     SELECT account_id, 'BET', 10.00, at, 'R' || $1 || lpad(account_id::text, 9, '0') || lpad(k::text, 6, '0'), $2, 'house:GAMES' FROM scale_bets
     UNION ALL
     SELECT account_id, 'PAYOUT', 25.00, at + interval '1 minute', 'R' || $1 || lpad(account_id::text, 9, '0') || lpad(k::text, 6, '0'), 'house:GAMES', $2
       FROM scale_bets WHERE won`,
    [label, vendorCode],
  );
}

export interface ScaleTeam {
  agentId: number;
  agentUsername: string;
  size: number;
}

/**
 * A type-1 agent `<label>agent` with `size` direct downlines (`<label>m00001`...), each with two
 * deposits of 100.00, a transfer of 50.00 to the slot vendor's wallet and three settled bets (one
 * won), spread over the last SCALE_SPAN_DAYS days before `now`. `label`: capitals and digits.
 */
export async function insertScaleTeam(db: Queryable, merchantCode: string, label: string, size: number, now: Date): Promise<ScaleTeam> {
  const passwordHash = await demoPasswordHash(db, merchantCode);
  const agentUsername = `${label.toLowerCase()}agent`;
  const start = new Date(now.getTime() - SCALE_SPAN_DAYS * DAY_MS);
  const {
    rows: [{ account_id: agentId }],
  } = await db.query<{ account_id: number }>(
    `INSERT INTO accounts (merchant_code, username, password_hash, type, nickname, first_login_done, created_at)
     VALUES ($1, $2, $3, 1, $2, true, $4) RETURNING account_id`,
    [merchantCode, agentUsername, passwordHash, start],
  );
  await db.query(
    `INSERT INTO accounts (merchant_code, username, type, nickname, upline_account_id, first_login_done, created_at)
     SELECT $1, $2 || 'm' || lpad(i::text, 5, '0'), 0, $2 || ' ' || i, $3, true, $4::timestamptz + (i % $5) * interval '1 day'
       FROM generate_series(1, $6) i`,
    [merchantCode, label.toLowerCase(), agentId, start, SCALE_SPAN_DAYS, size],
  );
  const { gameId, vendorCode } = await slotGame(db);
  await db.query(
    `INSERT INTO wallets (merchant_code, account_id, wallet_code)
     SELECT $1, a.account_id, code FROM accounts a CROSS JOIN unnest(ARRAY['MAIN', $2]) code WHERE a.upline_account_id = $3`,
    [merchantCode, vendorCode, agentId],
  );
  await Promise.all(['DEPOSITS', 'GAMES'].map((code) => houseWallet(db, merchantCode, code)));
  await withMoveTable(
    db,
    async () => {
      // Each member's day of activity follows its join day; hours apart so no two of its moves share an instant.
      const dayOf = `a.created_at + interval '1 hour'`;
      await db.query(
        `INSERT INTO scale_moves (account_id, kind, amount, at, ref, source, target)
         SELECT a.account_id, 'DEPOSIT', 100.00, ${dayOf} + k * interval '1 minute', NULL, 'house:DEPOSITS', 'MAIN'
           FROM accounts a CROSS JOIN generate_series(1, 2) k WHERE a.upline_account_id = $1
         UNION ALL
         SELECT a.account_id, 'TRANSFER', 50.00, ${dayOf} + interval '5 minutes', NULL, 'MAIN', $2
           FROM accounts a WHERE a.upline_account_id = $1`,
        [agentId, vendorCode],
      );
      await db.query(
        `CREATE TEMPORARY TABLE scale_bets ON COMMIT DROP AS
         SELECT a.account_id, k, ${dayOf} + (10 + k * 3) * interval '1 minute' AS at, k = 1 AS won
           FROM accounts a CROSS JOIN generate_series(1, 3) k WHERE a.upline_account_id = $1`,
        [agentId],
      );
      await queueBets(db, label, vendorCode, gameId);
    },
    merchantCode,
  );
  return { agentId, agentUsername, size };
}

export interface ScaleMember {
  accountId: number;
  username: string;
  moves: number;
}

/**
 * A member `<label>member` with `moves` ledger moves spread evenly over the last SCALE_SPAN_DAYS
 * days: a fifth deposits of 100.00, a fifth transfers of 20.00 to the slot vendor's wallet, two
 * fifths bets (stake 10.00, each with its BET move) and a fifth wins (their PAYOUT moves of 25.00).
 */
export async function insertScaleMember(
  db: Queryable,
  merchantCode: string,
  label: string,
  moves: number,
  now: Date,
): Promise<ScaleMember> {
  const passwordHash = await demoPasswordHash(db, merchantCode);
  const username = `${label.toLowerCase()}member`;
  const start = new Date(now.getTime() - SCALE_SPAN_DAYS * DAY_MS);
  const {
    rows: [{ account_id: accountId }],
  } = await db.query<{ account_id: number }>(
    `INSERT INTO accounts (merchant_code, username, password_hash, type, nickname, first_login_done, created_at)
     VALUES ($1, $2, $3, 0, $2, true, $4) RETURNING account_id`,
    [merchantCode, username, passwordHash, start],
  );
  const { gameId, vendorCode } = await slotGame(db);
  await db.query(`INSERT INTO wallets (merchant_code, account_id, wallet_code) VALUES ($1, $2, 'MAIN'), ($1, $2, $3)`, [
    merchantCode,
    accountId,
    vendorCode,
  ]);
  await Promise.all(['DEPOSITS', 'GAMES'].map((code) => houseWallet(db, merchantCode, code)));
  const rounds = Math.max(1, Math.floor(moves / 5));
  // One step of the span per round; its deposit, transfer and two bets are minutes apart inside it.
  const stepMs = Math.floor((SCALE_SPAN_DAYS * DAY_MS) / rounds);
  await withMoveTable(
    db,
    async () => {
      await db.query(
        `INSERT INTO scale_moves (account_id, kind, amount, at, ref, source, target)
         SELECT $1::integer, 'DEPOSIT', 100.00, $2::timestamptz + i * $3::bigint * interval '1 millisecond', NULL, 'house:DEPOSITS', 'MAIN'
           FROM generate_series(0, $4::integer - 1) i
         UNION ALL
         SELECT $1::integer, 'TRANSFER', 20.00, $2::timestamptz + i * $3::bigint * interval '1 millisecond' + interval '1 second', NULL, 'MAIN', $5::text
           FROM generate_series(0, $4::integer - 1) i`,
        [accountId, start, stepMs, rounds, vendorCode],
      );
      await db.query(
        `CREATE TEMPORARY TABLE scale_bets ON COMMIT DROP AS
         SELECT $1::integer AS account_id, i * 2 + k AS k,
                $2::timestamptz + i * $3::bigint * interval '1 millisecond' + (2 + k) * interval '1 second' AS at, k = 0 AS won
           FROM generate_series(0, $4::integer - 1) i CROSS JOIN generate_series(0, 1) k`,
        [accountId, start, stepMs, rounds],
      );
      await queueBets(db, label, vendorCode, gameId);
    },
    merchantCode,
  );
  return { accountId, username, moves: rounds * 5 };
}

/**
 * A slot vendor `SC<label>` with `games` games (`Scale <label> 00001`...), on the merchant's slots
 * menu after its own vendors. Answers the vendor's code.
 */
export async function insertScaleVendor(db: Queryable, merchantCode: string, label: string, games: number): Promise<string> {
  const vendorCode = `SC${label}`;
  await db.query(
    `INSERT INTO game_vendors (vendor_code, name, account_type_id)
     SELECT $1, 'Scale ' || $2, account_type_id FROM game_vendors WHERE vendor_code <> 'HOUSE' ORDER BY vendor_code LIMIT 1`,
    [vendorCode, label],
  );
  await db.query(
    `INSERT INTO merchant_vendor_cards (merchant_code, game_type, vendor_code, is_game, sort_order)
     SELECT $1, 'RNG', $2, 'VASSALAGE', coalesce(max(sort_order), 0) + 1 FROM merchant_vendor_cards WHERE merchant_code = $1`,
    [merchantCode, vendorCode],
  );
  await db.query(
    `INSERT INTO games (vendor_code, game_type, game_code, name, slug, min_bet, is_hot, sort_order)
     SELECT $1, 'RNG', 'g' || i, 'Scale ' || $2 || ' ' || lpad(i::text, 5, '0'), 'scale-' || lower($2) || '-' || lpad(i::text, 5, '0'),
            0.20, i % 50 = 0, i
       FROM generate_series(1, $3) i`,
    [vendorCode, label, games],
  );
  return vendorCode;
}
