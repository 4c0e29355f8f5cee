import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBrands } from '../brands';
import { MARE, TREVO } from '../testing/fixtures';
import type { Db } from './db';
import { readMigrations, runMigrations } from './migrate';
import { openPgliteDb } from './pglite-db';
import { postgresDbOverPool, type PoolLike } from './postgres-db';
import { seedDatabase } from './seed';

const COUNTED_TABLES = [
  'merchants',
  'sandbox_status',
  'whitelabel_modules',
  'banners',
  'announcements',
  'resources',
  'merchant_domains',
  'customer_service',
  'countries',
  'game_categories',
  'game_vendors',
  'merchant_vendor_cards',
  'accounts',
  'affiliate_codes',
  'register_rules',
  'merchant_seed_areas',
  'games',
  'wallets',
  'wallet_moves',
  'wallet_postings',
  'deposit_orders',
  'withdrawals',
  'payout_accounts',
  'member_messages',
  'bets',
  'member_rewards',
  'mission_scores',
  'referrals',
  'promotions',
  'promotion_entries',
  'point_settings',
  'point_earn_rules',
  'point_rewards',
  'point_ledger',
  'help_topics',
  'help_widget_items',
  'agent_announcements',
  'agent_contracts',
  'agent_payouts',
];

async function countRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = rows[0].n;
  }
  return counts;
}

describe('migrations and seed (PGlite in memory)', () => {
  let db: Db;
  const brands = loadBrands();

  beforeAll(async () => {
    db = await openPgliteDb();
  });
  afterAll(() => db.close());

  it('applies every migration once, then nothing on a second run', async () => {
    const versions = readMigrations().map((migration) => migration.version);
    expect(versions).toEqual([
      '001',
      '002',
      '003',
      '004',
      '005',
      '006',
      '007',
      '008',
      '009',
      '010',
      '011',
      '012',
      '013',
      '014',
      '015',
      '016',
      '017',
      '018',
      '019',
      '020',
      '021',
      '022',
      '023',
      '024',
      '025',
      '026',
      '027',
      '028',
      '029',
      '030',
    ]);
    expect(await runMigrations(db)).toEqual(versions);
    expect(await runMigrations(db)).toEqual([]);
    const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => row.version)).toEqual(versions);
  });

  it('seeds every brand once: a second run changes no count', async () => {
    const first = await seedDatabase(db, brands);
    expect(first).toEqual({ seeded: [MARE.merchantCode, TREVO.merchantCode], alreadySeeded: [] });
    const afterFirst = await countRows(db);
    expect(afterFirst.merchants).toBe(2);
    expect(afterFirst.announcements).toBe(24);
    expect(afterFirst.banners).toBe(38);
    expect(afterFirst.customer_service).toBe(6);
    // Eleven demo accounts per merchant, and agente1's deeper team: subagente1, membro4, membro5, subagente2, membro6.
    expect(afterFirst.accounts).toBe(2 * (11 + 5));
    expect(afterFirst.affiliate_codes).toBe(2);
    expect(afterFirst.games).toBe(372);
    // Nine demo accounts per merchant start with money: a MAIN wallet and an opening move each, paid
    // from the merchant's OPENING house wallet; jogador's cashier history adds two paid deposits, two
    // withdrawals and one returned (the DEPOSITS and WITHDRAWALS house wallets). Two postings a move.
    // jogador's bonus and claimed reward add, per merchant, the BONUSES and REWARDS house wallets
    // and two moves; his play three vendor wallets, the GAMES house wallet and 33 moves: 20 bets,
    // 7 returns (won or void) and a transfer in and out for each of 3 sessions.
    // A paid referral adds one more move (from the same REWARDS wallet).
    // The agent centre's members (membro4, 5, 6) add, per merchant, a MAIN wallet each and 8 vendor
    // wallets (3 + 2 + 3 game types played), 5 paid deposits and 11 sessions: 35 bets, 11 returns
    // (won or void) and 22 transfers, 72 moves.
    expect(afterFirst.wallets).toBe(24 + 2 * (2 + 4) + 2 * (3 + 8));
    expect(afterFirst.wallet_moves).toBe(28 + 2 * (3 + 33) + 2 * 72);
    expect(afterFirst.wallet_postings).toBe(2 * (28 + 2 * (3 + 33) + 2 * 72));
    expect(afterFirst.referrals).toBe(2 * 3);
    expect(afterFirst.member_rewards).toBe(2 * 5);
    expect(afterFirst.mission_scores).toBe(2 * 6);
    expect(afterFirst.bets).toBe(2 * (20 + 35));
    expect([afterFirst.deposit_orders, afterFirst.withdrawals, afterFirst.payout_accounts]).toEqual([6 + 2 * 5, 4, 2]);
    // Per merchant: five announcements for agents and seven contracts (five ACTIVE, two PENDING); nothing settled yet.
    expect([afterFirst.agent_announcements, afterFirst.agent_contracts, afterFirst.agent_payouts]).toEqual([2 * 5, 2 * 7, 0]);
    // jogador's inbox: six messages per merchant.
    expect(afterFirst.member_messages).toBe(12);

    // The demo passwords, as argon2id hashes at the standard cost (OWASP's minimum) and nowhere in plain text.
    const accounts = await db.query<{ password_hash: string | null }>(`SELECT password_hash FROM accounts WHERE type <> 4`);
    expect(accounts.rows.length).toBeGreaterThan(0);
    for (const { password_hash: hash } of accounts.rows)
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    const everything = await db.query<{ row: string }>('SELECT row_to_json(a)::text AS row FROM accounts a');
    for (const plaintext of ['Sorte2026', 'Sorte2025']) expect(JSON.stringify(everything.rows)).not.toContain(plaintext);

    const second = await seedDatabase(db, brands);
    expect(second).toEqual({ seeded: [], alreadySeeded: [MARE.merchantCode, TREVO.merchantCode] });
    expect(await countRows(db)).toEqual(afterFirst);
  });

  it('seeds the accounts area of a merchant seeded before it existed, once', async () => {
    // A persistent database from before the accounts migration: its merchants are seeded, their accounts are not.
    const before = await countRows(db);
    for (const table of ['affiliate_codes', 'register_rules', 'accounts', 'merchant_seed_areas']) {
      await db.query(`DELETE FROM ${table} WHERE merchant_code = $1`, [MARE.merchantCode]);
    }
    const report = await seedDatabase(db, brands);
    expect(report).toEqual({ seeded: [], alreadySeeded: [MARE.merchantCode, TREVO.merchantCode] });
    const counts = await countRows(db);
    expect([counts.accounts, counts.affiliate_codes, counts.register_rules, counts.agent_contracts]).toEqual([32, 2, 32, 14]);
    // The later areas run again over merchant content that survived: nothing of it is doubled.
    for (const table of [
      'promotions',
      'point_settings',
      'point_earn_rules',
      'point_rewards',
      'help_topics',
      'help_widget_items',
      'agent_announcements',
    ]) {
      expect([table, counts[table]]).toEqual([table, before[table]]);
    }
    expect(counts.point_ledger).toBeGreaterThan(0);
    const { rows } = await db.query<{ username: string; upline: string | null }>(
      `SELECT a.username, u.username AS upline FROM accounts a LEFT JOIN accounts u ON u.account_id = a.upline_account_id
        WHERE a.merchant_code = $1 AND a.username LIKE 'membro%' ORDER BY a.username`,
      [MARE.merchantCode],
    );
    expect(rows).toEqual([
      ...['membro1', 'membro2', 'membro3'].map((username) => ({ username, upline: 'agente1' })),
      { username: 'membro4', upline: 'subagente1' },
      { username: 'membro5', upline: 'subagente1' },
      { username: 'membro6', upline: 'subagente2' },
    ]);
  });

  it("gives a database seeded before the agent centre agente1's deeper team, its play and contracts, once", async () => {
    const before = await countRows(db);
    // As before migration 017's seed area: no team below agente1's members, no contracts, no announcements for agents.
    await db.query(
      `DELETE FROM accounts WHERE merchant_code = $1 AND username IN ('subagente1', 'membro4', 'membro5', 'subagente2', 'membro6')`,
      [MARE.merchantCode],
    );
    for (const table of ['agent_contracts', 'agent_announcements'])
      await db.query(`DELETE FROM ${table} WHERE merchant_code = $1`, [MARE.merchantCode]);
    await db.query(`DELETE FROM merchant_seed_areas WHERE merchant_code = $1 AND area = 'agent_centre'`, [MARE.merchantCode]);
    expect((await countRows(db)).accounts).toBe(before.accounts - 5);

    await seedDatabase(db, brands);
    expect(await countRows(db)).toEqual(before);
    const { rows } = await db.query<{ username: string; upline: string; flags: boolean[] }>(
      `SELECT a.username, u.username AS upline, ARRAY[a.enable_ct, a.enable_salary, a.enable_contract] AS flags
         FROM accounts a JOIN accounts u ON u.account_id = a.upline_account_id
        WHERE a.merchant_code = $1 AND a.username LIKE 'sub%' ORDER BY a.username`,
      [MARE.merchantCode],
    );
    expect(rows).toEqual([
      { username: 'subagente1', upline: 'agente1', flags: [true, true, true] },
      { username: 'subagente2', upline: 'subagente1', flags: [false, true, true] },
    ]);
  });

  it('keeps changes made after seeding, but follows brand.json for identity', async () => {
    await db.query(`UPDATE banners SET title = 'Alterado pelo teste' WHERE merchant_code = $1`, [MARE.merchantCode]);
    const renamed = brands.map((brand) => (brand.id === MARE.brand ? { ...brand, name: 'Maré Renomeada' } : brand));
    await seedDatabase(db, renamed);
    const { rows } = await db.query<{ title: string }>('SELECT DISTINCT title FROM banners WHERE merchant_code = $1', [MARE.merchantCode]);
    expect(rows).toEqual([{ title: 'Alterado pelo teste' }]);
    const merchant = await db.query<{ name: string }>('SELECT name FROM merchants WHERE merchant_code = $1', [MARE.merchantCode]);
    expect(merchant.rows[0].name).toBe('Maré Renomeada');
  });

  it('gives the two brands different switches', async () => {
    const { rows } = await db.query<{ merchant_code: string; enabled: boolean }>(
      `SELECT merchant_code, enabled FROM whitelabel_modules WHERE mod_id = 'FREEPLAY3' ORDER BY merchant_code`,
    );
    expect(rows).toEqual([
      { merchant_code: MARE.merchantCode, enabled: true },
      { merchant_code: TREVO.merchantCode, enabled: false },
    ]);
  });

  it('turns the balances of a database from before the ledger into opening moves that sum to zero', async () => {
    const before = mkdtempSync(join(tmpdir(), 'migrations-'));
    const older = await openPgliteDb();
    try {
      for (const migration of readMigrations().filter((m) => m.version < '009'))
        writeFileSync(join(before, `${migration.version}_${migration.name}.sql`), migration.sql);
      await runMigrations(older, before);
      await older.exec(`
        INSERT INTO countries VALUES ('BR', '+55', 'Brasil', 1);
        INSERT INTO merchants (merchant_code, brand_id, name, platform, currency_symbol, default_language, country_code,
                               color_primary, color_accent, color_background, color_surface, color_chat_header)
        VALUES ('M1', 'm1', 'M1', 'M1', 'R$', 'pt', 'BR', '#000', '#000', '#000', '#000', '#000'),
               ('M2', 'm2', 'M2', 'M2', 'R$', 'pt', 'BR', '#000', '#000', '#000', '#000', '#000');
        INSERT INTO accounts (account_id, merchant_code, username, type, nickname) VALUES (1, 'M1', 'a', 0, 'A'), (2, 'M1', 'b', 0, 'B'), (3, 'M2', 'c', 0, 'C'), (4, 'M1', 'd', 0, 'D');
        INSERT INTO member_wallets VALUES (1, 10.50), (2, 2000.00), (3, 7.00), (4, 0);
      `);
      expect(await runMigrations(older)).toContain('009');
      const { rows: wallets } = await older.query<{ merchant: string; account: number | null; code: string; balance: string }>(
        `SELECT merchant_code AS merchant, account_id AS account, wallet_code AS code, balance::text AS balance FROM wallets ORDER BY merchant_code, account_id NULLS FIRST`,
      );
      expect(wallets).toEqual([
        { merchant: 'M1', account: null, code: 'OPENING', balance: '-2010.50' },
        { merchant: 'M1', account: 1, code: 'MAIN', balance: '10.50' },
        { merchant: 'M1', account: 2, code: 'MAIN', balance: '2000.00' },
        { merchant: 'M1', account: 4, code: 'MAIN', balance: '0.00' },
        { merchant: 'M2', account: null, code: 'OPENING', balance: '-7.00' },
        { merchant: 'M2', account: 3, code: 'MAIN', balance: '7.00' },
      ]);
      // Each opening move has two postings that cancel out, and each wallet's postings add up to its balance.
      const { rows: moves } = await older.query<{ total: string; postings: number }>(
        `SELECT sum(p.amount)::text AS total, count(*)::int AS postings FROM wallet_moves m JOIN wallet_postings p USING (move_id) GROUP BY m.move_id`,
      );
      expect(moves).toHaveLength(3);
      expect(moves.every((move) => move.total === '0.00' && move.postings === 2)).toBe(true);
      const { rows: drift } = await older.query(
        `SELECT w.wallet_id FROM wallets w LEFT JOIN wallet_postings p USING (wallet_id) GROUP BY w.wallet_id, w.balance HAVING w.balance <> coalesce(sum(p.amount), 0)`,
      );
      expect(drift).toEqual([]);
      expect((await older.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'member_wallets'`)).rows).toHaveLength(0);
    } finally {
      await older.close();
      rmSync(before, { recursive: true, force: true });
    }
  });

  it('refuses a migration edited after it was applied', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    try {
      writeFileSync(join(dir, '900_probe.sql'), 'CREATE TABLE probe (id int);');
      expect(await runMigrations(db, dir)).toEqual(['900']);
      writeFileSync(join(dir, '900_probe.sql'), 'CREATE TABLE probe (id bigint);');
      await expect(runMigrations(db, dir)).rejects.toThrow(/900_probe\.sql changed after it was applied/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rolls a failing migration back entirely', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    try {
      writeFileSync(join(dir, '901_broken.sql'), 'CREATE TABLE half_done (id int); SELECT * FROM no_such_table;');
      await expect(runMigrations(db, dir)).rejects.toThrow(/no_such_table/);
      const { rows } = await db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'`);
      expect(rows).toHaveLength(0);
      expect((await db.query(`SELECT 1 FROM schema_migrations WHERE version = '901'`)).rows).toHaveLength(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rejects badly named migration files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    try {
      writeFileSync(join(dir, '4_wallets.sql'), '');
      expect(() => readMigrations(dir)).toThrow(/must be named NNN_name\.sql/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('PostgreSQL adapter', () => {
  /** A pg Pool stand-in that records the statements each connection runs. */
  function fakePool(failOn?: string) {
    const log: string[] = [];
    let released = 0;
    const run = async (sql: string) => {
      log.push(sql);
      if (failOn && sql.includes(failOn)) throw new Error(`failed: ${sql}`);
      return { rows: [{ ok: true }] };
    };
    const pool: PoolLike = {
      query: run,
      connect: async () => ({ query: run as never, release: () => void (released += 1) }),
      end: async () => undefined,
    };
    return { pool, log, released: () => released };
  }

  it('commits a transaction that succeeds and releases its connection', async () => {
    const { pool, log, released } = fakePool();
    const db = postgresDbOverPool(pool);
    const result = await db.transaction(async (tx) => (await tx.query('SELECT 1')).rows);
    expect(result).toEqual([{ ok: true }]);
    expect(log).toEqual(['BEGIN', 'SELECT 1', 'COMMIT']);
    expect(released()).toBe(1);
  });

  it('rolls back a transaction that throws, releases, and rethrows', async () => {
    const { pool, log, released } = fakePool('INSERT');
    const db = postgresDbOverPool(pool);
    await expect(db.transaction((tx) => tx.query('INSERT INTO x VALUES (1)'))).rejects.toThrow('failed');
    expect(log).toEqual(['BEGIN', 'INSERT INTO x VALUES (1)', 'ROLLBACK']);
    expect(released()).toBe(1);
  });

  it('runs again, from the start, a transaction the server aborted as a deadlock, and gives up after four tries', async () => {
    const { pool, log, released } = fakePool();
    let deadlocks = 1;
    const deadlocked = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const db = postgresDbOverPool(pool);
    const result = await db.transaction(async (tx) => {
      await tx.query('UPDATE team');
      if (deadlocks-- > 0) throw deadlocked;
      return 'done';
    });
    expect([result, log]).toEqual(['done', ['BEGIN', 'UPDATE team', 'ROLLBACK', 'BEGIN', 'UPDATE team', 'COMMIT']]);
    expect(released()).toBe(2);
    await expect(
      db.transaction(async () => {
        throw deadlocked;
      }),
    ).rejects.toThrow('deadlock detected');
    expect(released()).toBe(2 + 5);
    // Any other failure is not run again.
    await expect(
      db.transaction(async () => {
        throw new Error('check violated');
      }),
    ).rejects.toThrow('check violated');
    expect(released()).toBe(2 + 5 + 1);
  });
});
