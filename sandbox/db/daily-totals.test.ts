/**
 * The daily totals of migration 022 are copies kept by triggers: whatever writes the rows (the
 * seed, the store's moves and bets, set-based inserts, a settlement, an account's deletion), the
 * totals must equal a recount of the rows themselves, to the cent.
 */
import type { Queryable } from './db';
import { createTestAccount, placeTestBet } from '../testing/agents';
import { sandboxDatabases } from '../testing/databases';
import type { RunningSandbox } from '../testing/fixtures';
import { insertScaleMember, insertScaleTeam, insertScaleVendor } from '../testing/scale-data';
import { findAccountById } from '../store/accounts';
import { settleBet } from '../store/bets';
import { moveMoney } from '../store/wallets';

const databases = sandboxDatabases();
let sandbox: RunningSandbox;

async function findAccountByName(username: string) {
  const { rows } = await sandbox.db.query<{ account_id: number }>(
    `SELECT account_id FROM accounts WHERE merchant_code = 'MDS001' AND username = $1`,
    [username],
  );
  return rows[0] ? findAccountById(sandbox.db, rows[0].account_id) : undefined;
}

/** Rows of the totals that a recount from the ledger does not give, and the other way round. */
async function ledgerDrift(db: Queryable): Promise<unknown[]> {
  const { rows } = await db.query(
    `WITH recount AS (
       SELECT p.account_id, players_day(m.created_at) AS day, m.kind, w.wallet_code = 'MAIN' AS main, count(*)::int AS postings,
              coalesce(sum(p.amount) FILTER (WHERE p.amount > 0), 0)::numeric(16, 2) AS credits,
              coalesce(-sum(p.amount) FILTER (WHERE p.amount < 0), 0)::numeric(16, 2) AS debits
         FROM wallet_postings p JOIN wallet_moves m ON m.move_id = p.move_id JOIN wallets w ON w.wallet_id = p.wallet_id
        WHERE w.account_id IS NOT NULL GROUP BY 1, 2, 3, 4),
     kept AS (SELECT account_id, day, kind, main, postings, credits, debits FROM ledger_daily_totals WHERE postings <> 0)
     (SELECT 'missing' AS side, * FROM recount EXCEPT SELECT 'missing', * FROM kept)
     UNION ALL
     (SELECT 'extra', * FROM kept EXCEPT SELECT 'extra', * FROM recount)`,
  );
  return rows;
}

async function betDrift(db: Queryable): Promise<unknown[]> {
  const { rows } = await db.query(
    `WITH contributions AS (
       SELECT b.account_id, players_day(b.placed_at) AS day, g.vendor_code, b.status, 1 AS placed, b.stake AS placed_stake,
              coalesce(b.payout, 0) AS placed_payout, 0 AS settled, 0 AS settled_stake, 0 AS settled_payout
         FROM bets b JOIN games g ON g.game_id = b.game_id
       UNION ALL
       SELECT b.account_id, players_day(b.settled_at), g.vendor_code, b.status, 0, 0, 0, 1, b.stake, b.payout
         FROM bets b JOIN games g ON g.game_id = b.game_id WHERE b.settled_at IS NOT NULL),
     recount AS (
       SELECT account_id, day, vendor_code, status, sum(placed)::int AS placed, sum(placed_stake)::numeric(16, 2) AS placed_stake,
              sum(placed_payout)::numeric(16, 2) AS placed_payout, sum(settled)::int AS settled,
              sum(settled_stake)::numeric(16, 2) AS settled_stake, sum(settled_payout)::numeric(16, 2) AS settled_payout
         FROM contributions GROUP BY 1, 2, 3, 4),
     kept AS (
       SELECT account_id, day, vendor_code, status, placed, placed_stake, placed_payout, settled, settled_stake, settled_payout
         FROM bet_daily_totals WHERE placed <> 0 OR settled <> 0)
     (SELECT 'missing' AS side, * FROM recount EXCEPT SELECT 'missing', * FROM kept)
     UNION ALL
     (SELECT 'extra', * FROM kept EXCEPT SELECT 'extra', * FROM recount)`,
  );
  return rows;
}

/** Rows one query gives and the other does not, each way. */
async function difference(db: Queryable, kept: string, recount: string): Promise<unknown[]> {
  const { rows } = await db.query(
    `WITH kept AS (${kept}), recount AS (${recount})
     (SELECT 'missing' AS side, * FROM recount EXCEPT SELECT 'missing', * FROM kept)
     UNION ALL
     (SELECT 'extra', * FROM kept EXCEPT SELECT 'extra', * FROM recount)`,
  );
  return rows;
}

/** The team tables (migration 023) against a recount from the accounts tree and the members' own rows. */
async function teamDrift(db: Queryable): Promise<Record<string, unknown[]>> {
  const links = `WITH RECURSIVE up (account_id, agent_id, level) AS (
      SELECT account_id, upline_account_id, 1 FROM accounts WHERE upline_account_id IS NOT NULL
      UNION ALL
      SELECT up.account_id, a.upline_account_id, up.level + 1 FROM up JOIN accounts a ON a.account_id = up.agent_id
       WHERE a.upline_account_id IS NOT NULL)
    SELECT up.agent_id, up.account_id, up.level, lower(a.username) AS username_key, a.type AS account_type, a.created_at AS joined_at
      FROM up JOIN accounts a ON a.account_id = up.account_id`;
  return {
    links: await difference(db, 'SELECT agent_id, account_id, level, username_key, account_type, joined_at FROM team_links', links),
    ledger: await difference(
      db,
      'SELECT agent_id, day, kind, main, postings, credits, debits FROM team_ledger_daily WHERE postings <> 0',
      `SELECT l.agent_id, d.day, d.kind, d.main, sum(d.postings)::int, sum(d.credits)::numeric(16, 2), sum(d.debits)::numeric(16, 2)
         FROM team_links l JOIN ledger_daily_totals d ON d.account_id = l.account_id WHERE d.postings <> 0 GROUP BY 1, 2, 3, 4`,
    ),
    bets: await difference(
      db,
      `SELECT agent_id, day, vendor_code, status, placed, placed_stake, placed_payout, settled, settled_stake, settled_payout
         FROM team_bet_daily WHERE placed <> 0 OR settled <> 0`,
      `SELECT l.agent_id, b.day, b.vendor_code, b.status, sum(b.placed)::int, sum(b.placed_stake)::numeric(16, 2),
              sum(b.placed_payout)::numeric(16, 2), sum(b.settled)::int, sum(b.settled_stake)::numeric(16, 2), sum(b.settled_payout)::numeric(16, 2)
         FROM team_links l JOIN bet_daily_totals b ON b.account_id = l.account_id
        WHERE b.placed <> 0 OR b.settled <> 0 GROUP BY 1, 2, 3, 4`,
    ),
    activeDays: await difference(
      db,
      'SELECT agent_id, account_id, day, placed FROM team_active_days',
      `SELECT agent_id, account_id, day, bool_or(placed) FROM (
         SELECT l.agent_id, l.account_id, d.day, false AS placed
           FROM team_links l JOIN ledger_daily_totals d ON d.account_id = l.account_id WHERE report_kind(d.kind) AND d.postings > 0
         UNION ALL
         SELECT l.agent_id, l.account_id, b.day, b.placed > 0
           FROM team_links l JOIN bet_daily_totals b ON b.account_id = l.account_id WHERE b.placed > 0 OR b.settled > 0) activity
        GROUP BY 1, 2, 3`,
    ),
    teamBets: await difference(
      db,
      'SELECT agent_id, placed_at, bet_id FROM team_bets',
      'SELECT l.agent_id, b.placed_at, b.bet_id FROM team_links l JOIN bets b ON b.account_id = l.account_id',
    ),
    counts: await difference(
      db,
      'SELECT agent_id, members, agents, direct FROM team_counts WHERE members <> 0',
      `SELECT agent_id, count(*)::int, count(*) FILTER (WHERE account_type IN (1, 2, 41, 42))::int, count(*) FILTER (WHERE level = 1)::int
         FROM team_links GROUP BY 1`,
    ),
    joins: await difference(
      db,
      'SELECT agent_id, day, joined FROM team_joins_daily WHERE joined <> 0',
      'SELECT agent_id, players_day(joined_at), count(*)::int FROM team_links GROUP BY 1, 2',
    ),
    teamPostings: await difference(
      db,
      'SELECT agent_id, created_at, move_id, wallet_id FROM team_postings',
      `SELECT l.agent_id, m.created_at, p.move_id, p.wallet_id
         FROM team_links l JOIN wallets w ON w.account_id = l.account_id AND w.wallet_code = 'MAIN'
         JOIN wallet_postings p ON p.wallet_id = w.wallet_id JOIN wallet_moves m ON m.move_id = p.move_id`,
    ),
  };
}

const NO_TEAM_DRIFT = { links: [], ledger: [], bets: [], activeDays: [], teamBets: [], counts: [], joins: [], teamPostings: [] };

/** The game counts (migration 025) against a count of the games. */
const gameCountDrift = (db: Queryable) =>
  difference(
    db,
    'SELECT card_type, vendor_code, games FROM game_counts WHERE games <> 0',
    'SELECT card_type, vendor_code, count(*)::int FROM games GROUP BY 1, 2',
  );

async function expectNoDrift(): Promise<void> {
  expect(await ledgerDrift(sandbox.db)).toEqual([]);
  expect(await betDrift(sandbox.db)).toEqual([]);
  expect(await teamDrift(sandbox.db)).toEqual(NO_TEAM_DRIFT);
  expect(await gameCountDrift(sandbox.db)).toEqual([]);
}

// PGlite runs one transaction at a time; on PostgreSQL the writers below also run side by side,
// which is where the triggers' row locks and their one order (ORDER BY) show.
describe.each(databases)('the kept totals on $name', (database) => {
  beforeAll(async () => {
    sandbox = await database.startSandbox();
  }, 60_000);
  afterAll(() => sandbox?.close());

  it('holds the seeded ledger, bets and teams', async () => {
    const { rows } = await sandbox.db.query<{ days: number; teamDays: number; links: number }>(
      `SELECT (SELECT count(*) FROM ledger_daily_totals)::int AS days, (SELECT count(*) FROM team_bet_daily)::int AS "teamDays",
              (SELECT count(*) FROM team_links)::int AS links`,
    );
    expect(rows[0]).toEqual({ days: expect.any(Number), teamDays: expect.any(Number), links: expect.any(Number) });
    expect(Math.min(rows[0].days, rows[0].teamDays, rows[0].links)).toBeGreaterThan(0);
    await expectNoDrift();
  });

  it('follows moves, bets placed and settled, and set-based inserts', async () => {
    const agente1 = (await findAccountByName('agente1'))!;
    const agent = await createTestAccount(sandbox.db, { username: 'totaisagente', type: 2, upline: agente1 });
    const member = await createTestAccount(sandbox.db, { username: 'totais1', type: 0, upline: agent });
    // Both sides of midnight in UTC-3 (03:00 UTC): two players' days.
    await placeTestBet(sandbox.db, member, { stake: '5.00', payout: '12.50', placedAt: new Date('2026-11-20T02:59:30Z') });
    await placeTestBet(sandbox.db, member, { stake: '7.00', payout: null, placedAt: new Date('2026-11-20T03:00:00Z') });
    await moveMoney(sandbox.db, {
      merchantCode: member.merchantCode,
      accountId: member.id,
      kind: 'BONUS',
      description: 'Bônus de teste',
      legs: [
        { wallet: { house: 'BONUSES' }, amount: '-3.33' },
        { wallet: { member: member.id, code: 'MAIN' }, amount: '3.33' },
      ],
      now: new Date('2026-11-21T12:00:00Z'),
    });
    await expectNoDrift();

    const { rows: open } = await sandbox.db.query<{
      bet_id: number;
      round_ref: string;
      vendor_code: string;
      name: string;
      game_id: number;
    }>(
      `SELECT b.bet_id, b.round_ref, g.vendor_code, g.name, g.game_id FROM bets b JOIN games g USING (game_id)
        WHERE b.account_id = $1 AND b.status = 'PENDING'`,
      [member.id],
    );
    const bet = open[0];
    await settleBet(
      sandbox.db,
      {
        merchantCode: member.merchantCode,
        accountId: member.id,
        vendorCode: bet.vendor_code,
        gameName: bet.name,
        roundRef: bet.round_ref,
        betId: bet.bet_id,
      },
      { status: 'LOST' },
      new Date('2026-11-22T10:00:00Z'),
    );
    await expectNoDrift();

    const now = new Date('2026-11-25T15:00:00Z');
    await sandbox.db.transaction((tx) => insertScaleTeam(tx, member.merchantCode, 'DRIFT', 25, now));
    await sandbox.db.transaction((tx) => insertScaleMember(tx, member.merchantCode, 'DRIFT', 50, now));
    await sandbox.db.transaction((tx) => insertScaleVendor(tx, member.merchantCode, 'DRIFT', 30));
    await sandbox.db.query(`UPDATE games SET game_type = 'FISH' WHERE vendor_code = 'SCDRIFT' AND sort_order <= 10`);
    await sandbox.db.query(`DELETE FROM games WHERE vendor_code = 'SCDRIFT' AND sort_order > 25`);
    await expectNoDrift();
  });

  it('moves an account and its own team under another upline', async () => {
    const agente1 = (await findAccountByName('agente1'))!;
    const agent = await createTestAccount(sandbox.db, { username: 'totaismovido', type: 2, upline: agente1 });
    const member = await createTestAccount(sandbox.db, { username: 'totais3', type: 0, upline: agent });
    await placeTestBet(sandbox.db, member, { stake: '4.00', payout: '9.00', placedAt: new Date('2026-11-24T12:00:00Z') });
    const other = (await findAccountByName('agente2'))!;
    await sandbox.db.query('UPDATE accounts SET upline_account_id = $2 WHERE account_id = $1', [agent.id, other.id]);
    await expectNoDrift();
  });

  it('takes back from its upline what a deleted member had sent it, and refuses a changed posting', async () => {
    const agente1 = (await findAccountByName('agente1'))!;
    const upline = await createTestAccount(sandbox.db, { username: 'totaisreceptor', type: 2, upline: agente1 });
    const member = await createTestAccount(sandbox.db, { username: 'totaisemissor', type: 0, upline });
    const at = new Date('2026-11-25T13:00:00Z');
    await moveMoney(sandbox.db, {
      merchantCode: member.merchantCode,
      accountId: member.id,
      kind: 'BONUS',
      description: 'Bônus de teste',
      legs: [
        { wallet: { house: 'BONUSES' }, amount: '-9.00' },
        { wallet: { member: member.id, code: 'MAIN' }, amount: '9.00' },
      ],
      now: at,
    });
    // The member's move, with a posting on the upline's wallet.
    await moveMoney(sandbox.db, {
      merchantCode: member.merchantCode,
      accountId: member.id,
      kind: 'UPLINE',
      description: 'Para o agente',
      legs: [
        { wallet: { member: member.id, code: 'MAIN' }, amount: '-4.00' },
        { wallet: { member: upline.id, code: 'MAIN' }, amount: '4.00' },
      ],
      now: at,
    });
    await expectNoDrift();
    await expect(sandbox.db.query('UPDATE wallet_postings SET amount = amount WHERE account_id = $1', [upline.id])).rejects.toThrow(
      'append-only',
    );
    await sandbox.db.query('DELETE FROM accounts WHERE account_id = $1', [member.id]);
    await expectNoDrift();
  });

  it('refuses to move an account under its own downline', async () => {
    const agente1 = (await findAccountByName('agente1'))!;
    const top = await createTestAccount(sandbox.db, { username: 'totaiscima', type: 2, upline: agente1 });
    const below = await createTestAccount(sandbox.db, { username: 'totaisbaixo', type: 2, upline: top });
    await expect(sandbox.db.query('UPDATE accounts SET upline_account_id = $2 WHERE account_id = $1', [top.id, below.id])).rejects.toThrow(
      'own downline',
    );
    await expectNoDrift();
  });

  it('lets accounts go with their totals, an agent between two others too', async () => {
    const agente1 = (await findAccountByName('agente1'))!;
    const middle = await createTestAccount(sandbox.db, { username: 'totaismeio', type: 2, upline: agente1 });
    const member = await createTestAccount(sandbox.db, { username: 'totais2', type: 0, upline: middle });
    await placeTestBet(sandbox.db, member, { stake: '2.00', payout: '0.00', placedAt: new Date('2026-11-23T12:00:00Z') });
    await sandbox.db.query('DELETE FROM accounts WHERE account_id = $1', [middle.id]);
    await expectNoDrift();
    await sandbox.db.query('DELETE FROM accounts WHERE account_id = $1', [member.id]);
    const { rows } = await sandbox.db.query<{ n: number }>(
      'SELECT (SELECT count(*) FROM ledger_daily_totals WHERE account_id = $1) + (SELECT count(*) FROM bet_daily_totals WHERE account_id = $1) AS n',
      [member.id],
    );
    expect(Number(rows[0].n)).toBe(0);
    await expectNoDrift();
  });

  it('sees a total that drifted (the recount is a real check)', async () => {
    await sandbox.db
      .transaction(async (tx) => {
        await tx.query(
          `UPDATE ledger_daily_totals SET credits = credits + 0.01 WHERE ctid = (SELECT ctid FROM ledger_daily_totals LIMIT 1)`,
        );
        await tx.query(`UPDATE bet_daily_totals SET settled = settled + 1 WHERE ctid = (SELECT ctid FROM bet_daily_totals LIMIT 1)`);
        expect(await ledgerDrift(tx)).toHaveLength(2);
        expect(await betDrift(tx)).toHaveLength(2);
        await tx.query(`DELETE FROM team_bets WHERE ctid = (SELECT ctid FROM team_bets LIMIT 1)`);
        await tx.query(`UPDATE team_ledger_daily SET debits = debits + 0.01 WHERE ctid = (SELECT ctid FROM team_ledger_daily LIMIT 1)`);
        expect(await teamDrift(tx)).toEqual({
          ...NO_TEAM_DRIFT,
          teamBets: [expect.anything()],
          ledger: [expect.anything(), expect.anything()],
        });
        // Undone: the other tests' totals stay true.
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    await expectNoDrift();
  });

  it("stays true with a team's members betting side by side", async () => {
    const agente1 = (await findAccountByName('agente1'))!;
    const agent = await createTestAccount(sandbox.db, { username: 'totaisparalelo', type: 2, upline: agente1 });
    const members = await Promise.all(
      Array.from({ length: 12 }, (_, index) => createTestAccount(sandbox.db, { username: `totaisp${index}`, type: 0, upline: agent })),
    );
    const placedAt = new Date('2026-11-26T15:00:00Z');
    await Promise.all(
      members.flatMap((member, index) => [
        placeTestBet(sandbox.db, member, { stake: '3.00', payout: index % 2 ? '6.00' : '0.00', placedAt }),
        placeTestBet(sandbox.db, member, { stake: '1.00', payout: null, placedAt }),
      ]),
    );
    await expectNoDrift();
    const { rows } = await sandbox.db.query<{ placed: number }>(
      `SELECT sum(placed)::int AS placed FROM team_bet_daily WHERE agent_id = $1`,
      [agent.id],
    );
    expect(rows[0].placed).toBe(24);
  });
});

class Rollback extends Error {}
