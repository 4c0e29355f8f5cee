import type { Queryable } from '../db/db';

/** 0 member; 1, 2, 41, 42 agents (levels of the agent centre); 4 free-play trial. */
export type AccountType = 0 | 1 | 2 | 4 | 41 | 42;

/** Free-play trial accounts (spec section 6: refused protected actions). */
export const TRIAL_ACCOUNT_TYPE = 4;
export const AGENT_TYPES: readonly AccountType[] = [1, 2, 41, 42];

export interface Account {
  id: number;
  merchantCode: string;
  username: string;
  /** argon2id PHC string; null when the account has no usable password (SMS-only, trial). */
  passwordHash: string | null;
  type: AccountType;
  nickname: string;
  email: string | null;
  mobileNum: string | null;
  countryDialingCode: string | null;
  uplineAccountId: number | null;
  passwordExpired: boolean;
  usesDefaultPassword: boolean;
  firstLoginDone: boolean;
  frozen: boolean;
  clubLabel: { labelName: string; rankLevel: number } | null;
  memberLabels: string[];
  createdAt: Date;
}

/** What registration (or the seed) writes; everything optional is null when absent. */
export interface NewAccount {
  merchantCode: string;
  username: string;
  passwordHash: string | null;
  usesDefaultPassword?: boolean;
  type: AccountType;
  nickname: string;
  email?: string | null;
  mobileNum?: string | null;
  countryDialingCode?: string | null;
  uplineAccountId?: number | null;
  payeeName?: string | null;
  paymentPasswordHash?: string | null;
  qqNum?: string | null;
  line?: string | null;
  whatsapp?: string | null;
  facebook?: string | null;
  wechat?: string | null;
  idNumber?: string | null;
  registerUrl?: string | null;
  registerMethod?: string | null;
  registerDomain?: string | null;
  passwordExpired?: boolean;
  firstLoginDone?: boolean;
  frozen?: boolean;
  clubLabel?: { labelName: string; rankLevel: number } | null;
  memberLabels?: string[];
  createdAt?: Date;
}

interface AccountRow {
  account_id: number;
  merchant_code: string;
  username: string;
  password_hash: string | null;
  type: AccountType;
  nickname: string;
  email: string | null;
  mobile_num: string | null;
  country_dialing_code: string | null;
  upline_account_id: number | null;
  password_expired: boolean;
  uses_default_password: boolean;
  first_login_done: boolean;
  frozen: boolean;
  club_label_name: string | null;
  club_rank_level: number | null;
  member_labels: string[] | null;
  created_at: Date;
}

const COLUMNS = `account_id, merchant_code, username, password_hash, type, nickname, email, mobile_num, country_dialing_code,
  upline_account_id, password_expired, uses_default_password, first_login_done, frozen, club_label_name, club_rank_level,
  member_labels, created_at`;

function toAccount(row: AccountRow): Account {
  return {
    id: row.account_id,
    merchantCode: row.merchant_code,
    username: row.username,
    passwordHash: row.password_hash,
    type: row.type,
    nickname: row.nickname,
    email: row.email,
    mobileNum: row.mobile_num,
    countryDialingCode: row.country_dialing_code,
    uplineAccountId: row.upline_account_id,
    passwordExpired: row.password_expired,
    usesDefaultPassword: row.uses_default_password,
    firstLoginDone: row.first_login_done,
    frozen: row.frozen,
    clubLabel:
      row.club_label_name !== null && row.club_rank_level !== null
        ? { labelName: row.club_label_name, rankLevel: row.club_rank_level }
        : null,
    memberLabels: row.member_labels ?? [],
    createdAt: new Date(row.created_at),
  };
}

/** Usernames are unique per merchant whatever their case. */
export async function findAccountByUsername(db: Queryable, merchantCode: string, username: string): Promise<Account | undefined> {
  const { rows } = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE merchant_code = $1 AND lower(username) = lower($2)`, [
    merchantCode,
    username,
  ]);
  return rows[0] && toAccount(rows[0]);
}

export async function findAccountByMobile(
  db: Queryable,
  merchantCode: string,
  countryDialingCode: string,
  mobileNum: string,
): Promise<Account | undefined> {
  const { rows } = await db.query<AccountRow>(
    `SELECT ${COLUMNS} FROM accounts WHERE merchant_code = $1 AND country_dialing_code = $2 AND mobile_num = $3`,
    [merchantCode, countryDialingCode, mobileNum],
  );
  return rows[0] && toAccount(rows[0]);
}

export async function findAccountById(db: Queryable, accountId: number): Promise<Account | undefined> {
  const { rows } = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE account_id = $1`, [accountId]);
  return rows[0] && toAccount(rows[0]);
}

/** Inserts an account; a unique-index clash surfaces as DuplicateAccountError. */
export async function insertAccount(db: Queryable, account: NewAccount): Promise<Account> {
  try {
    const { rows } = await db.query<AccountRow>(
      `INSERT INTO accounts (merchant_code, username, password_hash, uses_default_password, type, nickname, email, mobile_num,
                             country_dialing_code, upline_account_id, payee_name, payment_password_hash, qq_num, line, whatsapp,
                             facebook, wechat, id_number, register_url, register_method, register_domain, password_expired,
                             first_login_done, frozen, club_label_name, club_rank_level, member_labels, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24,
               $25, $26, $27, COALESCE($28, now()))
       RETURNING ${COLUMNS}`,
      [
        account.merchantCode,
        account.username,
        account.passwordHash,
        account.usesDefaultPassword ?? false,
        account.type,
        account.nickname,
        account.email ?? null,
        account.mobileNum ?? null,
        account.countryDialingCode ?? null,
        account.uplineAccountId ?? null,
        account.payeeName ?? null,
        account.paymentPasswordHash ?? null,
        account.qqNum ?? null,
        account.line ?? null,
        account.whatsapp ?? null,
        account.facebook ?? null,
        account.wechat ?? null,
        account.idNumber ?? null,
        account.registerUrl ?? null,
        account.registerMethod ?? null,
        account.registerDomain ?? null,
        account.passwordExpired ?? false,
        account.firstLoginDone ?? false,
        account.frozen ?? false,
        account.clubLabel?.labelName ?? null,
        account.clubLabel?.rankLevel ?? null,
        account.memberLabels ?? [],
        account.createdAt ?? null,
      ],
    );
    return toAccount(rows[0]);
  } catch (error) {
    const clash = duplicateOf(error);
    if (clash) throw new DuplicateAccountError(clash);
    throw error;
  }
}

/** Registration raced another one for the same username or mobile number. */
export class DuplicateAccountError extends Error {
  constructor(readonly field: 'username' | 'mobile') {
    super(`duplicate ${field}`);
    this.name = 'DuplicateAccountError';
  }
}

function duplicateOf(error: unknown): 'username' | 'mobile' | undefined {
  if (!(error instanceof Error) || (error as { code?: string }).code !== '23505') return undefined;
  return error.message.includes('accounts_mobile') ? 'mobile' : 'username';
}

/**
 * Locks a member's account row until the caller's transaction ends, so that one member's checks and
 * writes of one kind (deposit limits, withdrawals, payout accounts, mission claims) run one after
 * the other. FOR NO KEY UPDATE, not FOR UPDATE: every row that names the account (a wallet move, a
 * withdrawal) takes a KEY SHARE lock on it for its foreign key, which FOR UPDATE would block. A
 * transfer holding the member's wallets and inserting its move then waited for a withdrawal holding
 * the account and waiting for those wallets: a deadlock on a PostgreSQL server, one request failed.
 */
export async function lockAccountRow(tx: Queryable, accountId: number): Promise<void> {
  await tx.query('SELECT 1 FROM accounts WHERE account_id = $1 FOR NO KEY UPDATE', [accountId]);
}

/** Records the first login; answers true when this was it. */
export async function markLoggedIn(db: Queryable, accountId: number): Promise<boolean> {
  const { rows } = await db.query<{ account_id: number }>(
    'UPDATE accounts SET first_login_done = true WHERE account_id = $1 AND NOT first_login_done RETURNING account_id',
    [accountId],
  );
  return rows.length > 0;
}

/** Sets a new password hash; the expired and default-password states are cleared. */
export async function updatePassword(db: Queryable, accountId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE accounts SET password_hash = $2, password_expired = false, uses_default_password = false WHERE account_id = $1', [
    accountId,
    passwordHash,
  ]);
}

/** Whether the member has set a payment password (withdrawals, points, upline transfers ask for it). */
export async function hasPaymentPassword(db: Queryable, accountId: number): Promise<boolean> {
  const { rows } = await db.query<{ set: boolean }>('SELECT payment_password_hash IS NOT NULL AS set FROM accounts WHERE account_id = $1', [
    accountId,
  ]);
  return rows[0]?.set === true;
}

export async function updatePaymentPassword(db: Queryable, accountId: number, paymentPasswordHash: string): Promise<void> {
  await db.query('UPDATE accounts SET payment_password_hash = $2 WHERE account_id = $1', [accountId, paymentPasswordHash]);
}

/** The agent an invitation code names (an active agent account of the merchant), if any. */
export async function findAffiliateAgent(db: Queryable, merchantCode: string, code: string): Promise<Account | undefined> {
  const { rows } = await db.query<AccountRow>(
    `SELECT ${COLUMNS.split(',')
      .map((column) => `a.${column.trim()}`)
      .join(', ')}
       FROM affiliate_codes c JOIN accounts a ON a.account_id = c.account_id
      WHERE c.merchant_code = $1 AND upper(c.code) = upper($2) AND a.merchant_code = $1
        AND a.type = ANY($3::int[]) AND NOT a.frozen`,
    [merchantCode, code, [...AGENT_TYPES]],
  );
  return rows[0] && toAccount(rows[0]);
}

export async function insertAffiliateCode(db: Queryable, merchantCode: string, code: string, accountId: number): Promise<void> {
  await db.query('INSERT INTO affiliate_codes (merchant_code, code, account_id) VALUES ($1, $2, $3)', [merchantCode, code, accountId]);
}

export async function countAccountsWithEmail(db: Queryable, merchantCode: string, email: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM accounts WHERE merchant_code = $1 AND lower(email) = lower($2)',
    [merchantCode, email],
  );
  return rows[0]?.n ?? 0;
}

/** The oldest account of the merchant with this e-mail (case-insensitive), if any. */
export async function findAccountByEmail(db: Queryable, merchantCode: string, email: string): Promise<Account | undefined> {
  const { rows } = await db.query<AccountRow>(
    `SELECT ${COLUMNS} FROM accounts WHERE merchant_code = $1 AND lower(email) = lower($2) ORDER BY account_id LIMIT 1`,
    [merchantCode, email],
  );
  return rows[0] && toAccount(rows[0]);
}
