import fc from 'fast-check';
import { DEMO_PASSWORD } from '../db/seed/accounts';
import { findAccountByUsername } from '../store/accounts';
import { toCents } from '../store/wallets';
import { call, tokenOf } from '../testing/accounts';
import { MARE, startSandbox, type RunningSandbox } from '../testing/fixtures';

/**
 * The ledger's promises under load, checked on random concurrent money moves over HTTP (10 runs of
 * 100 operations, each run fired at once): the merchant's wallets always sum to zero, a member's
 * money only changes by what came in or went out, no wallet goes below zero, and a request key
 * moves money once however often (and however concurrently) it is sent.
 */

const MEMBERS = ['jogador', 'membro1', 'membro2'] as const;
const VENDORS = ['PNG', 'AG', 'CQ9'] as const;
const TRANSFER = '/wps/relay/GCS_walletTransfer';

type Operation =
  | { kind: 'toVendor' | 'fromVendor'; member: number; vendor: number; cents: number; copies: number }
  | { kind: 'recall'; member: number; copies: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('toVendor' as const, 'fromVendor' as const),
    member: fc.nat(MEMBERS.length - 1),
    vendor: fc.nat(VENDORS.length - 1),
    // Up to 600.00: enough for some moves to overdraw a wallet and be refused.
    cents: fc.integer({ min: 1, max: 60_000 }),
    // The same request sent 1 to 3 times at once (a double click, a retry after a timeout).
    copies: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ kind: fc.constant('recall' as const), member: fc.nat(MEMBERS.length - 1), copies: fc.integer({ min: 1, max: 2 }) }),
);

const amountOf = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

describe('wallet ledger under random concurrent moves (property)', () => {
  let sandbox: RunningSandbox;
  const tokens: string[] = [];
  const accountIds: number[] = [];
  let keySequence = 0;

  beforeAll(async () => {
    sandbox = await startSandbox();
    for (const username of MEMBERS) {
      tokens.push(await tokenOf(sandbox, username, DEMO_PASSWORD));
      accountIds.push((await findAccountByUsername(sandbox.db, MARE.merchantCode, username))!.id);
    }
  }, 60_000);
  afterAll(() => sandbox?.close());

  const memberSums = async (): Promise<number[]> => {
    const { rows } = await sandbox.db.query<{ accountId: number; total: string }>(
      `SELECT account_id AS "accountId", sum(balance)::text AS total FROM wallets WHERE account_id = ANY($1::int[]) GROUP BY account_id`,
      [accountIds],
    );
    return accountIds.map((id) => toCents(rows.find((row) => row.accountId === id)?.total ?? '0'));
  };

  async function checkLedger(): Promise<void> {
    const { rows: totals } = await sandbox.db.query<{ total: string }>(`SELECT coalesce(sum(balance), 0)::text AS total FROM wallets WHERE merchant_code = $1`, [MARE.merchantCode]);
    expect(totals[0].total).toBe('0.00');
    const { rows: negative } = await sandbox.db.query(`SELECT wallet_id FROM wallets WHERE account_id IS NOT NULL AND balance < 0`);
    expect(negative).toEqual([]);
    const { rows: unbalanced } = await sandbox.db.query(`SELECT move_id FROM wallet_postings GROUP BY move_id HAVING sum(amount) <> 0 OR count(*) < 2`);
    expect(unbalanced).toEqual([]);
    const { rows: drift } = await sandbox.db.query(
      `SELECT w.wallet_id FROM wallets w LEFT JOIN wallet_postings p USING (wallet_id) GROUP BY w.wallet_id, w.balance HAVING w.balance <> coalesce(sum(p.amount), 0)`,
    );
    expect(drift).toEqual([]);
  }

  it('conserves money, never overdraws and moves each request key once over 1,000 operations', async () => {
    let operations = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 100, maxLength: 100 }), async (batch) => {
        const sumsBefore = await memberSums();
        const sent = batch.flatMap((op) => {
          keySequence += 1;
          const requestId = `prop-${keySequence.toString(36).padStart(6, '0')}`;
          const body =
            op.kind === 'recall'
              ? { from: 'ALL', to: 'MAIN', requestId }
              : op.kind === 'toVendor'
                ? { from: 'MAIN', to: VENDORS[op.vendor], amount: amountOf(op.cents), requestId }
                : { from: VENDORS[op.vendor], to: 'MAIN', amount: amountOf(op.cents), requestId };
          return Array.from({ length: op.copies }, () => ({ requestId, member: op.member, reply: call<{ moved: string }>(sandbox, 'POST', TRANSFER, body, { token: tokens[op.member] }) }));
        });
        const replies = await Promise.all(sent.map(async (request) => ({ ...request, reply: await request.reply })));
        operations += batch.length;

        // Every answer is a success or a refusal the player can read, never a server error.
        for (const { reply } of replies) {
          expect([200, 409]).toContain(reply.status);
          if (reply.status === 409) expect(reply.json.code).toBe('INSUFFICIENT_FUNDS');
        }
        // All successful answers to one key tell the same amount, and the key moved money at most once.
        const byKey = new Map<string, { member: number; moved: Set<string>; succeeded: boolean }>();
        for (const { requestId, member, reply } of replies) {
          const entry = byKey.get(requestId) ?? { member, moved: new Set<string>(), succeeded: false };
          if (reply.status === 200) {
            entry.succeeded = true;
            entry.moved.add(reply.json.value.moved);
          }
          byKey.set(requestId, entry);
        }
        const { rows: moves } = await sandbox.db.query<{ key: string; count: number }>(
          `SELECT idempotency_key AS key, count(*)::int AS count FROM wallet_moves WHERE idempotency_key = ANY($1::text[]) GROUP BY idempotency_key`,
          [[...byKey.keys()]],
        );
        for (const [key, entry] of byKey) {
          expect(entry.moved.size).toBeLessThanOrEqual(1);
          const recorded = moves.find((move) => move.key === key)?.count ?? 0;
          // A recall that found nothing to bring back succeeds without a move.
          expect(recorded).toBe(entry.succeeded && !entry.moved.has('0.00') ? 1 : 0);
        }
        // Transfers only move money between a member's own wallets.
        expect(await memberSums()).toEqual(sumsBefore);
        await checkLedger();
      }),
      { numRuns: 10 },
    );
    expect(operations).toBe(1_000);
  }, 300_000);
});
