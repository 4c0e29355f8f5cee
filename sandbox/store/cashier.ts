import { createHash, randomBytes } from 'node:crypto';
import { inTransaction, type Db, type Queryable } from '../db/db';
import { lockAccountRow } from './accounts';
import { fromCents, MAIN_WALLET, moveMoney, toCents } from './wallets';
import { rewardReferrer } from './referrals';

/**
 * Deposits and withdrawals (migration 010). Money moves only through the ledger: a paid deposit
 * is a DEPOSIT move from the house's DEPOSITS wallet, a confirmed withdrawal a WITHDRAWAL move to
 * the house's WITHDRAWALS wallet (returned by a WITHDRAWAL_RETURNED move if it is turned down).
 */

const MINUTE_MS = 60_000;
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

export interface CashierSettings {
  withdrawalMin: string;
  withdrawalMax: string;
  withdrawalsPerDay: number;
  withdrawalFeePercent: string;
  confirmationMinutes: number;
  depositOrderMinutes: number;
  withdrawalSettleMinutes: number;
  payoutAccountsMax: number;
}

export async function readCashierSettings(db: Queryable, merchantCode: string): Promise<CashierSettings | undefined> {
  const { rows } = await db.query<CashierSettings>(
    `SELECT withdrawal_min::text AS "withdrawalMin", withdrawal_max::text AS "withdrawalMax", withdrawals_per_day AS "withdrawalsPerDay",
            withdrawal_fee_percent::text AS "withdrawalFeePercent", confirmation_minutes AS "confirmationMinutes",
            deposit_order_minutes AS "depositOrderMinutes", withdrawal_settle_minutes AS "withdrawalSettleMinutes",
            payout_accounts_max AS "payoutAccountsMax"
       FROM cashier_settings WHERE merchant_code = $1`,
    [merchantCode],
  );
  return rows[0];
}

export interface DepositChannel {
  channelCode: string;
  name: string;
  description: string;
  minAmount: string;
  maxAmount: string;
  presets: string[];
  arrival: string;
}

export async function listDepositChannels(db: Queryable, merchantCode: string): Promise<DepositChannel[]> {
  const { rows } = await db.query<DepositChannel>(
    `SELECT channel_code AS "channelCode", name, description, min_amount::text AS "minAmount", max_amount::text AS "maxAmount",
            presets::text[] AS presets, arrival
       FROM deposit_channels WHERE merchant_code = $1 AND enabled ORDER BY sort_order, channel_code`,
    [merchantCode],
  );
  return rows;
}

export type DepositStatus = 'PENDING' | 'PAID' | 'CANCELLED' | 'EXPIRED';

export interface DepositOrder {
  orderId: string;
  channelCode: string;
  channelName: string;
  amount: string;
  status: DepositStatus;
  paymentCode: string;
  createdAt: Date;
  expiresAt: Date;
  paidAt: Date | null;
}

/** EXPIRED is not stored: a PENDING order past its time reads as expired. */
const DEPOSIT_COLUMNS = `o.order_id AS "orderId", o.channel_code AS "channelCode", coalesce(c.name, o.channel_code) AS "channelName",
  o.amount::text AS amount, CASE WHEN o.status = 'PENDING' AND o.expires_at <= $NOW THEN 'EXPIRED' ELSE o.status END AS status,
  o.payment_code AS "paymentCode", o.created_at AS "createdAt", o.expires_at AS "expiresAt", o.paid_at AS "paidAt"`;
const DEPOSIT_FROM = `deposit_orders o LEFT JOIN deposit_channels c ON c.merchant_code = o.merchant_code AND c.channel_code = o.channel_code`;

function depositColumns(nowParam: number): string {
  return DEPOSIT_COLUMNS.replace('$NOW', `$${nowParam}`);
}

/** A reference that reads well on a statement: a letter, the date and random characters. */
function referenceId(letter: 'D' | 'W', now: Date): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, '');
  const random = Array.from(randomBytes(6), (byte) => '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'[byte % 34]).join('');
  return `${letter}${date}${random}`;
}

/** A PIX "copia e cola" payload stand-in: recognisable, unique, and carrying the order. */
function pixCode(orderId: string, amount: string, merchantName: string): string {
  const name = merchantName
    .normalize('NFD')
    .replace(/[^A-Za-z ]/g, '')
    .toUpperCase()
    .slice(0, 25);
  return `00020126580014BR.GOV.BCB.PIX0136${orderId.toLowerCase()}5204000053039865405${amount}5802BR59${String(name.length).padStart(2, '0')}${name}6009SAO PAULO62${String(orderId.length + 4).padStart(2, '0')}05${String(orderId.length).padStart(2, '0')}${orderId}6304`;
}

export async function findDepositOrder(db: Queryable, accountId: number, orderId: string, now: Date): Promise<DepositOrder | undefined> {
  const { rows } = await db.query<DepositOrder>(
    `SELECT ${depositColumns(3)} FROM ${DEPOSIT_FROM} WHERE o.account_id = $1 AND o.order_id = $2`,
    [accountId, orderId, now],
  );
  return rows[0];
}

export interface NewDepositOrder {
  merchantCode: string;
  merchantName: string;
  accountId: number;
  channelCode: string;
  amount: string;
  validMinutes: number;
  request: { key: string; fingerprint: string };
  now: Date;
}

export type DepositRefusal = 'REQUEST_ID_REUSED';

/** A new order with the secret of its payment page (kept only as a hash, so shown once). */
export interface OpenedDepositOrder {
  order: DepositOrder;
  checkoutSecret: string;
}

/**
 * Opens a deposit order. A replayed request key answers the order it opened, with a new payment
 * page secret (the first answer was presumably lost, and only the secret's hash is kept).
 */
export async function createDepositOrder(tx: Queryable, order: NewDepositOrder): Promise<OpenedDepositOrder | DepositRefusal> {
  const checkoutSecret = randomBytes(32).toString('base64url');
  const { rows: earlier } = await tx.query<{ orderId: string; fingerprint: string }>(
    `SELECT order_id AS "orderId", fingerprint FROM deposit_orders WHERE account_id = $1 AND request_key = $2`,
    [order.accountId, order.request.key],
  );
  if (earlier[0]) {
    if (earlier[0].fingerprint !== order.request.fingerprint) return 'REQUEST_ID_REUSED';
    await tx.query(`UPDATE deposit_orders SET checkout_hash = $2 WHERE order_id = $1`, [earlier[0].orderId, hashOf(checkoutSecret)]);
    return { order: (await findDepositOrder(tx, order.accountId, earlier[0].orderId, order.now))!, checkoutSecret };
  }
  const orderId = referenceId('D', order.now);
  await tx.query(
    `INSERT INTO deposit_orders (order_id, merchant_code, account_id, channel_code, amount, status, payment_code, checkout_hash, request_key, fingerprint, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5::numeric, 'PENDING', $6, $11, $7, $8, $9, $10)`,
    [
      orderId,
      order.merchantCode,
      order.accountId,
      order.channelCode,
      order.amount,
      pixCode(orderId, order.amount, order.merchantName),
      order.request.key,
      order.request.fingerprint,
      order.now,
      new Date(order.now.getTime() + order.validMinutes * MINUTE_MS),
      hashOf(checkoutSecret),
    ],
  );
  return { order: (await findDepositOrder(tx, order.accountId, orderId, order.now))!, checkoutSecret };
}

/** The order behind a payment page secret, with whose it is. */
export async function findCheckout(
  db: Queryable,
  checkoutSecret: string,
  now: Date,
): Promise<(DepositOrder & { accountId: number; merchantCode: string }) | undefined> {
  const { rows } = await db.query<DepositOrder & { accountId: number; merchantCode: string }>(
    `SELECT ${depositColumns(2)}, o.account_id AS "accountId", o.merchant_code AS "merchantCode" FROM ${DEPOSIT_FROM} WHERE o.checkout_hash = $1`,
    [hashOf(checkoutSecret), now],
  );
  return rows[0];
}

/**
 * The payment provider's word that an order was paid: credits the MAIN wallet once. Answers the
 * order as it is afterwards; an order already paid stays paid (the provider may tell twice), one
 * cancelled or expired is not paid.
 */
export async function payDepositOrder(
  db: Db | Queryable,
  accountId: number,
  orderId: string,
  now: Date,
): Promise<DepositOrder | undefined> {
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ merchantCode: string; amount: string; status: string; expiresAt: Date }>(
      `SELECT merchant_code AS "merchantCode", amount::text AS amount, status, expires_at AS "expiresAt"
         FROM deposit_orders WHERE account_id = $1 AND order_id = $2 FOR UPDATE`,
      [accountId, orderId],
    );
    const order = rows[0];
    if (!order) return undefined;
    if (order.status === 'PENDING' && order.expiresAt > now) {
      const move = await moveMoney(tx, {
        merchantCode: order.merchantCode,
        accountId,
        kind: 'DEPOSIT',
        description: `Depósito ${orderId}`,
        reference: orderId,
        legs: [
          { wallet: { house: 'DEPOSITS' }, amount: fromCents(-toCents(order.amount)) },
          { wallet: { member: accountId, code: MAIN_WALLET }, amount: order.amount },
        ],
        now,
      });
      await tx.query(`UPDATE deposit_orders SET status = 'PAID', paid_at = $2, move_id = $3 WHERE order_id = $1`, [
        orderId,
        now,
        move.moveId,
      ]);
      // A referred member's first paid deposit pays whoever invited them (once).
      await rewardReferrer(tx, order.merchantCode, accountId, now);
    }
    return findDepositOrder(tx, accountId, orderId, now);
  });
}

/** The member gives up a pending order; answers false when it was not pending any more. */
export async function cancelDepositOrder(db: Queryable, accountId: number, orderId: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE deposit_orders SET status = 'CANCELLED' WHERE account_id = $1 AND order_id = $2 AND status = 'PENDING' AND expires_at > $3 RETURNING order_id`,
    [accountId, orderId, now],
  );
  return rows.length > 0;
}

export interface Page<T> {
  list: T[];
  totalCount: number;
  totalPages: number;
}

export interface DateRange {
  from: Date;
  to: Date;
}

export async function listDepositOrders(
  db: Queryable,
  accountId: number,
  range: DateRange,
  pageNo: number,
  pageSize: number,
  now: Date,
): Promise<Page<DepositOrder> & { totalPaid: string }> {
  const { rows: totals } = await db.query<{ count: number; paid: string }>(
    `SELECT count(*)::int AS count, coalesce(sum(amount) FILTER (WHERE status = 'PAID'), 0)::numeric(14, 2)::text AS paid
       FROM deposit_orders WHERE account_id = $1 AND created_at >= $2 AND created_at < $3`,
    [accountId, range.from, range.to],
  );
  const { rows } = await db.query<DepositOrder>(
    `SELECT ${depositColumns(6)} FROM ${DEPOSIT_FROM}
      WHERE o.account_id = $1 AND o.created_at >= $2 AND o.created_at < $3
      ORDER BY o.created_at DESC, o.order_id DESC LIMIT $4 OFFSET $5`,
    [accountId, range.from, range.to, pageSize, (pageNo - 1) * pageSize, now],
  );
  const totalCount = totals[0]?.count ?? 0;
  return { list: rows, totalCount, totalPages: Math.ceil(totalCount / pageSize), totalPaid: totals[0]?.paid ?? '0.00' };
}

/** Money deposited (paid orders) since `since`: what the deposit limits count. */
export async function depositedSince(db: Queryable, accountId: number, since: Date): Promise<string> {
  const { rows } = await db.query<{ total: string }>(
    `SELECT coalesce(sum(amount), 0)::numeric(14, 2)::text AS total FROM deposit_orders WHERE account_id = $1 AND status = 'PAID' AND paid_at > $2`,
    [accountId, since],
  );
  return rows[0]?.total ?? '0.00';
}

// Payout accounts --------------------------------------------------------------------------------

export type PixKeyType = 'CPF' | 'PHONE' | 'EMAIL' | 'RANDOM';

export interface PayoutAccount {
  payoutAccountId: number;
  keyType: PixKeyType;
  pixKey: string;
  holderName: string;
  bankName: string;
  createdAt: Date;
}

const PAYOUT_COLUMNS = `payout_account_id AS "payoutAccountId", key_type AS "keyType", pix_key AS "pixKey", holder_name AS "holderName", bank_name AS "bankName", created_at AS "createdAt"`;

export async function listPayoutAccounts(db: Queryable, accountId: number): Promise<PayoutAccount[]> {
  const { rows } = await db.query<PayoutAccount>(
    `SELECT ${PAYOUT_COLUMNS} FROM payout_accounts WHERE account_id = $1 AND removed_at IS NULL ORDER BY payout_account_id`,
    [accountId],
  );
  return rows;
}

export type PayoutRefusal = 'TOO_MANY' | 'DUPLICATE';

/** Adds a payout account, at most `max` in use at once; the same key twice is refused. */
export async function addPayoutAccount(
  db: Db | Queryable,
  accountId: number,
  account: { keyType: PixKeyType; pixKey: string; holderName: string; bankName: string },
  max: number,
  now: Date,
): Promise<PayoutAccount | PayoutRefusal> {
  return inTransaction(db, async (tx) => {
    // The member's account row is the lock: two parallel additions cannot both pass the count.
    await lockAccountRow(tx, accountId);
    const current = await listPayoutAccounts(tx, accountId);
    if (current.some((existing) => existing.keyType === account.keyType && existing.pixKey === account.pixKey)) return 'DUPLICATE';
    if (current.length >= max) return 'TOO_MANY';
    const { rows } = await tx.query<PayoutAccount>(
      `INSERT INTO payout_accounts (account_id, key_type, pix_key, holder_name, bank_name, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${PAYOUT_COLUMNS}`,
      [accountId, account.keyType, account.pixKey, account.holderName, account.bankName, now],
    );
    return rows[0];
  });
}

export async function removePayoutAccount(db: Queryable, accountId: number, payoutAccountId: number, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE payout_accounts SET removed_at = $3 WHERE account_id = $1 AND payout_account_id = $2 AND removed_at IS NULL RETURNING payout_account_id`,
    [accountId, payoutAccountId, now],
  );
  return rows.length > 0;
}

// Withdrawals ------------------------------------------------------------------------------------

export interface WithdrawalConfirmation {
  confirmationId: string;
  amount: string;
  fee: string;
  receive: string;
  payoutAccount: PayoutAccount;
  expiresAt: Date;
}

/** The fee of a withdrawal, rounded up to the cent so the house never pays the rounding. */
export function withdrawalFee(amount: string, feePercent: string): string {
  const basisPoints = Math.round(Number(feePercent) * 100);
  return fromCents(Math.ceil((toCents(amount) * basisPoints) / 10_000));
}

/** Fixes a withdrawal's amount and fee for the member to confirm within `minutes`. */
export async function openWithdrawalConfirmation(
  db: Queryable,
  accountId: number,
  payoutAccount: PayoutAccount,
  amount: string,
  feePercent: string,
  minutes: number,
  now: Date,
): Promise<WithdrawalConfirmation> {
  const confirmationId = randomBytes(24).toString('base64url');
  const fee = withdrawalFee(amount, feePercent);
  const expiresAt = new Date(now.getTime() + minutes * MINUTE_MS);
  await db.query(
    `INSERT INTO withdrawal_confirmations (confirmation_hash, account_id, payout_account_id, amount, fee, created_at, expires_at) VALUES ($1, $2, $3, $4::numeric, $5::numeric, $6, $7)`,
    [hashOf(confirmationId), accountId, payoutAccount.payoutAccountId, amount, fee, now, expiresAt],
  );
  return { confirmationId, amount, fee, receive: fromCents(toCents(amount) - toCents(fee)), payoutAccount, expiresAt };
}

export type WithdrawalStatus = 'PROCESSING' | 'PAID' | 'REJECTED';

export interface Withdrawal {
  withdrawalId: string;
  amount: string;
  fee: string;
  receive: string;
  status: WithdrawalStatus;
  rejectReason: string | null;
  payoutAccount: { keyType: PixKeyType; pixKey: string; bankName: string };
  createdAt: Date;
  decidedAt: Date | null;
}

const WITHDRAWAL_COLUMNS = `w.withdrawal_id AS "withdrawalId", w.amount::text AS amount, w.fee::text AS fee, (w.amount - w.fee)::numeric(14, 2)::text AS receive,
  w.status, w.reject_reason AS "rejectReason", p.key_type AS "keyType", p.pix_key AS "pixKey", p.bank_name AS "bankName",
  w.created_at AS "createdAt", w.decided_at AS "decidedAt"`;

type WithdrawalRow = Omit<Withdrawal, 'payoutAccount'> & { keyType: PixKeyType; pixKey: string; bankName: string };
const toWithdrawal = ({ keyType, pixKey, bankName, ...rest }: WithdrawalRow): Withdrawal => ({
  ...rest,
  payoutAccount: { keyType, pixKey, bankName },
});

export type WithdrawalRefusal = 'CONFIRMATION_NOT_FOUND' | 'CONFIRMATION_EXPIRED' | 'INSUFFICIENT_FUNDS' | 'DAILY_COUNT';

/**
 * Confirms a withdrawal: within its time, once, with the money leaving the MAIN wallet in the same
 * transaction. The day's count is checked here too, since confirmations may be opened in parallel.
 */
export async function confirmWithdrawal(
  db: Db | Queryable,
  member: { merchantCode: string; accountId: number },
  confirmationId: string,
  perDay: number,
  now: Date,
): Promise<Withdrawal | WithdrawalRefusal> {
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ payoutAccountId: number; amount: string; fee: string; expiresAt: Date; usedAt: Date | null }>(
      `SELECT payout_account_id AS "payoutAccountId", amount::text AS amount, fee::text AS fee, expires_at AS "expiresAt", used_at AS "usedAt"
         FROM withdrawal_confirmations WHERE confirmation_hash = $1 AND account_id = $2 FOR UPDATE`,
      [hashOf(confirmationId), member.accountId],
    );
    const confirmation = rows[0];
    if (!confirmation || confirmation.usedAt) return 'CONFIRMATION_NOT_FOUND';
    if (confirmation.expiresAt <= now) return 'CONFIRMATION_EXPIRED';
    await lockAccountRow(tx, member.accountId);
    if ((await withdrawalsToday(tx, member.accountId, now)) >= perDay) return 'DAILY_COUNT';
    const withdrawalId = referenceId('W', now);
    let moveId: number;
    try {
      moveId = (
        await moveMoney(tx, {
          merchantCode: member.merchantCode,
          accountId: member.accountId,
          kind: 'WITHDRAWAL',
          description: `Saque ${withdrawalId}`,
          reference: withdrawalId,
          legs: [
            { wallet: { member: member.accountId, code: MAIN_WALLET }, amount: fromCents(-toCents(confirmation.amount)) },
            { wallet: { house: 'WITHDRAWALS' }, amount: confirmation.amount },
          ],
          now,
        })
      ).moveId;
    } catch (error) {
      if (error instanceof Error && error.name === 'WalletRefusal') return 'INSUFFICIENT_FUNDS';
      throw error;
    }
    await tx.query(`UPDATE withdrawal_confirmations SET used_at = $2 WHERE confirmation_hash = $1`, [hashOf(confirmationId), now]);
    await tx.query(
      `INSERT INTO withdrawals (withdrawal_id, merchant_code, account_id, payout_account_id, amount, fee, status, created_at, move_id)
       VALUES ($1, $2, $3, $4, $5::numeric, $6::numeric, 'PROCESSING', $7, $8)`,
      [
        withdrawalId,
        member.merchantCode,
        member.accountId,
        confirmation.payoutAccountId,
        confirmation.amount,
        confirmation.fee,
        now,
        moveId,
      ],
    );
    return (await findWithdrawal(tx, member.accountId, withdrawalId))!;
  });
}

/** Withdrawals confirmed in the 24 hours before `now` (any status: a rejected one used its turn). */
export async function withdrawalsToday(db: Queryable, accountId: number, now: Date): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM withdrawals WHERE account_id = $1 AND created_at > $2 AND created_at <= $3`,
    [accountId, new Date(now.getTime() - 24 * 60 * MINUTE_MS), now],
  );
  return rows[0]?.count ?? 0;
}

export async function findWithdrawal(db: Queryable, accountId: number, withdrawalId: string): Promise<Withdrawal | undefined> {
  const { rows } = await db.query<WithdrawalRow>(
    `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals w JOIN payout_accounts p USING (payout_account_id) WHERE w.account_id = $1 AND w.withdrawal_id = $2`,
    [accountId, withdrawalId],
  );
  return rows[0] && toWithdrawal(rows[0]);
}

export async function listWithdrawals(
  db: Queryable,
  accountId: number,
  range: DateRange,
  pageNo: number,
  pageSize: number,
): Promise<Page<Withdrawal> & { totalPaid: string }> {
  const { rows: totals } = await db.query<{ count: number; paid: string }>(
    `SELECT count(*)::int AS count, coalesce(sum(amount) FILTER (WHERE status = 'PAID'), 0)::numeric(14, 2)::text AS paid
       FROM withdrawals WHERE account_id = $1 AND created_at >= $2 AND created_at < $3`,
    [accountId, range.from, range.to],
  );
  const { rows } = await db.query<WithdrawalRow>(
    `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals w JOIN payout_accounts p USING (payout_account_id)
      WHERE w.account_id = $1 AND w.created_at >= $2 AND w.created_at < $3
      ORDER BY w.created_at DESC, w.withdrawal_id DESC LIMIT $4 OFFSET $5`,
    [accountId, range.from, range.to, pageSize, (pageNo - 1) * pageSize],
  );
  const totalCount = totals[0]?.count ?? 0;
  return { list: rows.map(toWithdrawal), totalCount, totalPages: Math.ceil(totalCount / pageSize), totalPaid: totals[0]?.paid ?? '0.00' };
}

/**
 * The payment provider's decision: PAID, or REJECTED with the money returned to the MAIN wallet.
 * Answers false when the withdrawal was no longer processing.
 */
export async function decideWithdrawal(
  db: Db | Queryable,
  withdrawalId: string,
  decision: { status: 'PAID' } | { status: 'REJECTED'; reason: string },
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ merchantCode: string; accountId: number; amount: string; status: string }>(
      `SELECT merchant_code AS "merchantCode", account_id AS "accountId", amount::text AS amount, status FROM withdrawals WHERE withdrawal_id = $1 FOR UPDATE`,
      [withdrawalId],
    );
    const withdrawal = rows[0];
    if (!withdrawal || withdrawal.status !== 'PROCESSING') return false;
    if (decision.status === 'PAID') {
      await tx.query(`UPDATE withdrawals SET status = 'PAID', decided_at = $2 WHERE withdrawal_id = $1`, [withdrawalId, now]);
      return true;
    }
    const move = await moveMoney(tx, {
      merchantCode: withdrawal.merchantCode,
      accountId: withdrawal.accountId,
      kind: 'WITHDRAWAL_RETURNED',
      description: `Saque ${withdrawalId} devolvido`,
      reference: withdrawalId,
      legs: [
        { wallet: { house: 'WITHDRAWALS' }, amount: fromCents(-toCents(withdrawal.amount)) },
        { wallet: { member: withdrawal.accountId, code: MAIN_WALLET }, amount: withdrawal.amount },
      ],
      now,
    });
    await tx.query(
      `UPDATE withdrawals SET status = 'REJECTED', decided_at = $2, reject_reason = $3, return_move_id = $4 WHERE withdrawal_id = $1`,
      [withdrawalId, now, decision.reason, move.moveId],
    );
    return true;
  });
}

/** The sandbox's payment provider pays each withdrawal `settleMinutes` after it was confirmed. */
export async function settleDueWithdrawals(db: Db | Queryable, accountId: number, settleMinutes: number, now: Date): Promise<void> {
  const { rows } = await db.query<{ withdrawalId: string }>(
    `SELECT withdrawal_id AS "withdrawalId" FROM withdrawals WHERE account_id = $1 AND status = 'PROCESSING' AND created_at <= $2`,
    [accountId, new Date(now.getTime() - settleMinutes * MINUTE_MS)],
  );
  for (const { withdrawalId } of rows) await decideWithdrawal(db, withdrawalId, { status: 'PAID' }, now);
}
