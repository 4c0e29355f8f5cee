import { wholeDaysOf } from './daily-totals';
import { inTransaction, type Db, type Queryable } from '../db/db';

/**
 * Members' money as a double-entry ledger (migration 009): a move is a set of postings on wallets
 * that sum to zero, applied in one transaction with the wallets locked, so money is only moved,
 * never made or lost, and a member wallet never goes below zero. Amounts travel as exact decimal
 * text ("1250.00") and are added as whole cents, never as floats.
 */

export const MAIN_WALLET = 'MAIN';

export type MoveKind =
  | 'OPENING'
  | 'DEPOSIT'
  | 'WITHDRAWAL'
  | 'WITHDRAWAL_RETURNED'
  | 'TRANSFER'
  | 'UPLINE'
  | 'BONUS'
  | 'POINTS'
  | 'REWARD'
  | 'REFERRAL'
  | 'MISSION'
  | 'BET'
  | 'PAYOUT'
  | 'SALARY'
  | 'DIVIDEND';

/** The house's counter-wallets: where money comes from and goes to outside the members' wallets. */
export type HouseWallet = 'OPENING' | 'DEPOSITS' | 'WITHDRAWALS' | 'BONUSES' | 'POINTS' | 'REWARDS' | 'GAMES' | 'COMMISSIONS';

/** A member wallet (MAIN or a vendor code) or one of the merchant's house wallets. */
export type WalletRef = { member: number; code: string } | { house: HouseWallet };

/** One side of a move: a signed amount in decimal text ("-25.00" leaves the wallet). */
export interface MoveLeg {
  wallet: WalletRef;
  amount: string;
}

export interface MoveRequest {
  merchantCode: string;
  /** The member the move is made for (the sender of an upline transfer). */
  accountId: number;
  kind: MoveKind;
  description: string;
  legs: readonly MoveLeg[];
  reference?: string | null;
  /** A request key chosen by the client and a digest of what it asked, for exactly-once moves. */
  idempotency?: { key: string; fingerprint: string } | null;
  now: Date;
}

export interface MoveResult {
  moveId: number;
  amount: string;
  createdAt: Date;
  /** True when the key had already moved money: nothing moved this time. */
  replayed: boolean;
}

export type WalletRefusalReason = 'INSUFFICIENT_FUNDS' | 'KEY_REUSED';

/** A move the ledger refuses; nothing was written. */
export class WalletRefusal extends Error {
  constructor(readonly reason: WalletRefusalReason) {
    super(reason);
    this.name = 'WalletRefusal';
  }
}

const MONEY = /^-?[0-9]{1,12}(\.[0-9]{1,2})?$/;

/** Decimal text to whole cents ("12.3" → 1230); refuses anything that is not plain money. */
export function toCents(amount: string): number {
  if (!MONEY.test(amount)) throw new Error(`not an amount of money: ${amount}`);
  const negative = amount.startsWith('-');
  const [whole, fraction = ''] = (negative ? amount.slice(1) : amount).split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

/** Whole cents to decimal text with two decimals (1230 → "12.30"). */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

interface LockedWallet {
  walletId: number;
  accountId: number | null;
  code: string;
  balanceCents: number;
}

function sameWallet(a: WalletRef, b: WalletRef): boolean {
  return 'member' in a && 'member' in b ? a.member === b.member && a.code === b.code : 'house' in a && 'house' in b && a.house === b.house;
}

/** Creates the wallets a move needs (a vendor sub-wallet is opened by its first transfer). */
async function ensureWallets(tx: Queryable, merchantCode: string, refs: readonly WalletRef[]): Promise<void> {
  const members = refs.filter((ref): ref is { member: number; code: string } => 'member' in ref);
  const houses = refs.filter((ref): ref is { house: HouseWallet } => 'house' in ref);
  if (members.length > 0) {
    await tx.query(
      `INSERT INTO wallets (merchant_code, account_id, wallet_code) SELECT $1, * FROM unnest($2::int[], $3::text[])
       ON CONFLICT (account_id, wallet_code) WHERE account_id IS NOT NULL DO NOTHING`,
      [merchantCode, members.map((ref) => ref.member), members.map((ref) => ref.code)],
    );
  }
  if (houses.length > 0) {
    await tx.query(
      `INSERT INTO wallets (merchant_code, account_id, wallet_code) SELECT $1, NULL, * FROM unnest($2::text[])
       ON CONFLICT (merchant_code, wallet_code) WHERE account_id IS NULL DO NOTHING`,
      [merchantCode, houses.map((ref) => ref.house)],
    );
  }
}

/**
 * Locks the move's wallets in wallet_id order (so two moves over the same wallets cannot deadlock
 * on a PostgreSQL server) and answers them in the order of `refs`, or undefined if one is missing.
 */
async function lockWallets(tx: Queryable, merchantCode: string, refs: readonly WalletRef[]): Promise<LockedWallet[] | undefined> {
  const members = refs.filter((ref): ref is { member: number; code: string } => 'member' in ref);
  const houses = refs.filter((ref): ref is { house: HouseWallet } => 'house' in ref);
  const { rows } = await tx.query<{ walletId: number; accountId: number | null; code: string; balance: string }>(
    `SELECT wallet_id AS "walletId", account_id AS "accountId", wallet_code AS code, balance::text AS balance
       FROM wallets
      WHERE merchant_code = $1
        AND ((account_id, wallet_code) IN (SELECT * FROM unnest($2::int[], $3::text[]))
             OR (account_id IS NULL AND wallet_code = ANY($4::text[])))
      ORDER BY wallet_id
        FOR UPDATE`,
    [merchantCode, members.map((ref) => ref.member), members.map((ref) => ref.code), houses.map((ref) => ref.house)],
  );
  const locked: LockedWallet[] = [];
  for (const ref of refs) {
    const row = rows.find((candidate) =>
      'member' in ref
        ? candidate.accountId === ref.member && candidate.code === ref.code
        : candidate.accountId === null && candidate.code === ref.house,
    );
    if (!row) return undefined;
    locked.push({ walletId: row.walletId, accountId: row.accountId, code: row.code, balanceCents: toCents(row.balance) });
  }
  return locked;
}

/**
 * Moves money: every leg applied or none. The legs must sum to zero and name different wallets.
 * A member wallet that would go below zero refuses the move (INSUFFICIENT_FUNDS). With an
 * idempotency key, a key that already moved money answers that move (replayed) if the fingerprint
 * matches and refuses (KEY_REUSED) if another request used it. Runs in the caller's transaction
 * when given one, else in its own.
 */
export async function moveMoney(db: Db | Queryable, request: MoveRequest): Promise<MoveResult> {
  return inTransaction(db, (tx) => moveIn(tx, request));
}

async function moveIn(tx: Queryable, request: MoveRequest): Promise<MoveResult> {
  const { legs } = request;
  if (legs.length < 2) throw new Error('a move needs at least two legs');
  const cents = legs.map((leg) => toCents(leg.amount));
  if (cents.reduce((sum, value) => sum + value, 0) !== 0) throw new Error('the legs of a move must sum to zero');
  if (cents.some((value) => value === 0)) throw new Error('a leg of a move cannot be zero');
  if (legs.some((leg, index) => legs.findIndex((other) => sameWallet(other.wallet, leg.wallet)) !== index))
    throw new Error('a move names a wallet twice');

  const refs = legs.map((leg) => leg.wallet);
  // Most moves touch wallets that exist already: one statement less than creating them first.
  let wallets = await lockWallets(tx, request.merchantCode, refs);
  if (!wallets) {
    await ensureWallets(tx, request.merchantCode, refs);
    wallets = await lockWallets(tx, request.merchantCode, refs);
    if (!wallets) throw new Error('a wallet of the move could not be opened');
  }

  // Checked under the wallet locks: a concurrent request with the same key has committed by now.
  if (request.idempotency) {
    const { rows } = await tx.query<{ moveId: string; amount: string; createdAt: Date; fingerprint: string }>(
      `SELECT move_id::text AS "moveId", amount::text AS amount, created_at AS "createdAt", fingerprint
         FROM wallet_moves WHERE account_id = $1 AND idempotency_key = $2`,
      [request.accountId, request.idempotency.key],
    );
    const earlier = rows[0];
    if (earlier) {
      if (earlier.fingerprint !== request.idempotency.fingerprint) throw new WalletRefusal('KEY_REUSED');
      return { moveId: Number(earlier.moveId), amount: earlier.amount, createdAt: earlier.createdAt, replayed: true };
    }
  }

  const after = wallets.map((wallet, index) => wallet.balanceCents + cents[index]);
  if (wallets.some((wallet, index) => wallet.accountId !== null && after[index] < 0)) throw new WalletRefusal('INSUFFICIENT_FUNDS');

  const amount = fromCents(cents.filter((value) => value > 0).reduce((sum, value) => sum + value, 0));
  // A copy of a keyed request that spent its key without locking these wallets (recordEmptyMove)
  // may commit between the check above and this insert: the key's unique index then answers
  // here, and the copy answers that move instead of failing.
  const { rows } = await tx.query<{ moveId: string }>(
    `INSERT INTO wallet_moves (merchant_code, account_id, kind, amount, description, reference, idempotency_key, fingerprint, created_at)
     VALUES ($1, $2, $3, $4::numeric, $5, $6, $7, $8, $9)
     ON CONFLICT (account_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
     RETURNING move_id::text AS "moveId"`,
    [
      request.merchantCode,
      request.accountId,
      request.kind,
      amount,
      request.description,
      request.reference ?? null,
      request.idempotency?.key ?? null,
      request.idempotency?.fingerprint ?? null,
      request.now,
    ],
  );
  if (!rows[0]) {
    const {
      rows: [earlier],
    } = await tx.query<{ moveId: string; amount: string; createdAt: Date; fingerprint: string }>(
      `SELECT move_id::text AS "moveId", amount::text AS amount, created_at AS "createdAt", fingerprint
         FROM wallet_moves WHERE account_id = $1 AND idempotency_key = $2`,
      [request.accountId, request.idempotency!.key],
    );
    if (earlier.fingerprint !== request.idempotency!.fingerprint) throw new WalletRefusal('KEY_REUSED');
    return { moveId: Number(earlier.moveId), amount: earlier.amount, createdAt: earlier.createdAt, replayed: true };
  }
  const moveId = Number(rows[0].moveId);
  const walletIds = wallets.map((wallet) => wallet.walletId);
  const balancesAfter = after.map(fromCents);
  await tx.query(
    `UPDATE wallets SET balance = moved.balance FROM unnest($1::int[], $2::numeric[]) AS moved (wallet_id, balance) WHERE wallets.wallet_id = moved.wallet_id`,
    [walletIds, balancesAfter],
  );
  await tx.query(
    `INSERT INTO wallet_postings (move_id, wallet_id, amount, balance_after) SELECT $1, * FROM unnest($2::int[], $3::numeric[], $4::numeric[])`,
    [moveId, walletIds, cents.map(fromCents), balancesAfter],
  );
  return { moveId, amount, createdAt: request.now, replayed: false };
}

/**
 * Spends a request key on a request that moves nothing (a recall that found every vendor wallet
 * empty): a TRANSFER of 0.00 without postings (migration 024), so every copy of the request
 * answers 0.00, also one answered after money has reached a vendor wallet. Answers the earlier
 * move when the key was spent already (replayed), and refuses a key another request used
 * (KEY_REUSED).
 */
export async function recordEmptyMove(
  tx: Queryable,
  request: Pick<MoveRequest, 'merchantCode' | 'accountId' | 'description' | 'now'> & { idempotency: { key: string; fingerprint: string } },
): Promise<MoveResult> {
  // No wallet is locked: the key's unique index settles copies racing here, a later one waiting
  // for the first to commit and then answering its move.
  const { rows } = await tx.query<{ moveId: string }>(
    `INSERT INTO wallet_moves (merchant_code, account_id, kind, amount, description, idempotency_key, fingerprint, created_at)
     VALUES ($1, $2, 'TRANSFER', 0, $3, $4, $5, $6)
     ON CONFLICT (account_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
     RETURNING move_id::text AS "moveId"`,
    [request.merchantCode, request.accountId, request.description, request.idempotency.key, request.idempotency.fingerprint, request.now],
  );
  if (rows[0]) return { moveId: Number(rows[0].moveId), amount: '0.00', createdAt: request.now, replayed: false };
  const { rows: earlier } = await tx.query<{ moveId: string; amount: string; createdAt: Date; fingerprint: string }>(
    `SELECT move_id::text AS "moveId", amount::text AS amount, created_at AS "createdAt", fingerprint
       FROM wallet_moves WHERE account_id = $1 AND idempotency_key = $2`,
    [request.accountId, request.idempotency.key],
  );
  if (earlier[0].fingerprint !== request.idempotency.fingerprint) throw new WalletRefusal('KEY_REUSED');
  return { moveId: Number(earlier[0].moveId), amount: earlier[0].amount, createdAt: earlier[0].createdAt, replayed: true };
}

/**
 * The move a request key already made for a member, if any: for callers that must answer a replay
 * before deciding what to move (a recall reads the balances it brings back).
 */
export async function findKeyedMove(
  db: Queryable,
  accountId: number,
  key: string,
): Promise<{ amount: string; fingerprint: string } | undefined> {
  const { rows } = await db.query<{ amount: string; fingerprint: string }>(
    `SELECT amount::text AS amount, fingerprint FROM wallet_moves WHERE account_id = $1 AND idempotency_key = $2`,
    [accountId, key],
  );
  return rows[0];
}

/** The house wallet each kind of credit is paid from. */
const CREDIT_SOURCE: Partial<Record<MoveKind, HouseWallet>> = {
  OPENING: 'OPENING',
  BONUS: 'BONUSES',
  POINTS: 'POINTS',
  REWARD: 'REWARDS',
  REFERRAL: 'REWARDS',
  MISSION: 'REWARDS',
  DEPOSIT: 'DEPOSITS',
  PAYOUT: 'GAMES',
  // Agent wages and dividends (agent centre): the house's cost of its agents, apart from player bonuses.
  SALARY: 'COMMISSIONS',
  DIVIDEND: 'COMMISSIONS',
};

/**
 * Credits a member's MAIN wallet from the house wallet of its kind (points conversions, promotion
 * bonuses, rewards, paid deposits). Answers the move and the new MAIN balance.
 */
export async function creditMemberWallet(
  tx: Queryable,
  credit: {
    merchantCode: string;
    accountId: number;
    amount: string;
    kind: MoveKind;
    description: string;
    reference?: string | null;
    now: Date;
  },
): Promise<{ moveId: number; balance: string }> {
  const source = CREDIT_SOURCE[credit.kind];
  if (!source) throw new Error(`no house wallet pays ${credit.kind}`);
  const move = await moveMoney(tx, {
    merchantCode: credit.merchantCode,
    accountId: credit.accountId,
    kind: credit.kind,
    description: credit.description,
    reference: credit.reference ?? null,
    legs: [
      { wallet: { house: source }, amount: fromCents(-toCents(credit.amount)) },
      { wallet: { member: credit.accountId, code: MAIN_WALLET }, amount: credit.amount },
    ],
    now: credit.now,
  });
  return { moveId: move.moveId, balance: await readBalance(tx, credit.accountId) };
}

/**
 * A member's MAIN balance as exact decimal text: 0.00 for an account no money has reached yet
 * (its wallet row is created by its first move).
 */
export async function readBalance(db: Queryable, accountId: number): Promise<string> {
  const { rows } = await db.query<{ balance: string }>(
    `SELECT coalesce((SELECT balance FROM wallets WHERE account_id = $1 AND wallet_code = 'MAIN'), 0)::numeric(14, 2)::text AS balance`,
    [accountId],
  );
  return rows[0]?.balance ?? '0.00';
}

export interface MemberWallet {
  code: string;
  balance: string;
}

/** Every wallet of a member (MAIN first, then vendor sub-wallets by code). */
export async function listMemberWallets(db: Queryable, accountId: number): Promise<MemberWallet[]> {
  const { rows } = await db.query<MemberWallet>(
    `SELECT wallet_code AS code, balance::text AS balance FROM wallets WHERE account_id = $1
      ORDER BY wallet_code <> 'MAIN', wallet_code`,
    [accountId],
  );
  return rows;
}

/** MAIN plus every vendor sub-wallet: what the header shows as sumBalance. */
export async function readSumBalance(db: Queryable, accountId: number): Promise<string> {
  const { rows } = await db.query<{ balance: string }>(
    `SELECT coalesce(sum(balance), 0)::numeric(14, 2)::text AS balance FROM wallets WHERE account_id = $1`,
    [accountId],
  );
  return rows[0]?.balance ?? '0.00';
}

export interface LedgerEntry {
  moveId: number;
  kind: MoveKind;
  description: string;
  wallet: string;
  amount: string;
  balanceAfter: string;
  createdAt: Date;
  reference: string | null;
}

/**
 * The postings on a member's own wallets in [from, to), newest first, optionally of some kinds,
 * with the range's credits and debits: the account record, straight from the ledger. The page walks
 * the postings' own (account, time, move) index, so it reads its rows only; the range's figures come
 * from the daily totals when the range is made of whole days (every record page's is).
 */
export async function listMemberPostings(
  db: Queryable,
  accountId: number,
  query: { from: Date; to: Date; kinds?: readonly MoveKind[]; pageNo: number; pageSize: number },
): Promise<{ list: LedgerEntry[]; totalCount: number; totalPages: number; credits: string; debits: string }> {
  const kinds = query.kinds ?? null;
  const days = wholeDaysOf(query);
  const [{ rows: totals }, { rows }] = await Promise.all([
    days
      ? db.query<{ count: number; credits: string; debits: string }>(
          `SELECT coalesce(sum(postings), 0)::int AS count, coalesce(sum(credits), 0)::numeric(14, 2)::text AS credits,
                  coalesce(sum(debits), 0)::numeric(14, 2)::text AS debits
             FROM ledger_daily_totals
            WHERE account_id = $1 AND day >= $2::date AND day < $3::date AND ($4::text[] IS NULL OR kind = ANY ($4::text[]))`,
          [accountId, days.fromDay, days.toDay, kinds],
        )
      : db.query<{ count: number; credits: string; debits: string }>(
          `SELECT count(*)::int AS count,
                  coalesce(sum(p.amount) FILTER (WHERE p.amount > 0), 0)::numeric(14, 2)::text AS credits,
                  coalesce(-sum(p.amount) FILTER (WHERE p.amount < 0), 0)::numeric(14, 2)::text AS debits
             FROM wallet_postings p JOIN wallet_moves m USING (move_id)
            WHERE p.account_id = $1 AND p.created_at >= $2 AND p.created_at < $3 AND ($4::text[] IS NULL OR m.kind = ANY ($4::text[]))`,
          [accountId, query.from, query.to, kinds],
        ),
    db.query<Omit<LedgerEntry, 'moveId'> & { moveId: string }>(
      `SELECT p.move_id::text AS "moveId", m.kind, m.description, w.wallet_code AS wallet, p.amount::text AS amount,
              p.balance_after::text AS "balanceAfter", p.created_at AS "createdAt", m.reference
         FROM wallet_postings p JOIN wallet_moves m USING (move_id) JOIN wallets w USING (wallet_id)
        WHERE p.account_id = $1 AND p.created_at >= $2 AND p.created_at < $3 AND ($4::text[] IS NULL OR m.kind = ANY ($4::text[]))
        ORDER BY p.created_at DESC, p.move_id DESC, w.wallet_code <> 'MAIN', w.wallet_code
        LIMIT $5 OFFSET $6`,
      [accountId, query.from, query.to, kinds, query.pageSize, (query.pageNo - 1) * query.pageSize],
    ),
  ]);
  const totalCount = totals[0]?.count ?? 0;
  return {
    list: rows.map((row) => ({ ...row, moveId: Number(row.moveId) })),
    totalCount,
    totalPages: Math.ceil(totalCount / query.pageSize),
    credits: totals[0]?.credits ?? '0.00',
    debits: totals[0]?.debits ?? '0.00',
  };
}
