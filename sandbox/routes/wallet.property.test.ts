import fc from 'fast-check';
import { DEMO_PASSWORD } from '../db/seed/accounts';
import { findAccountByUsername } from '../store/accounts';
import { toCents } from '../store/wallets';
import { DEMO_PAYMENT_PASSWORD } from '../db/seed/points';
import { createPasswordHasher } from '../lib/passwords';
import { call, tokenOf } from '../testing/accounts';
import { sandboxDatabases } from '../testing/databases';
import { MARE, type JsonReply, type RunningSandbox } from '../testing/fixtures';
import { send } from '../testing/http';

/**
 * The ledger's promises under load, checked on random concurrent transfers, deposits and
 * withdrawals over HTTP (10 runs of 100 operations, each run fired at once), on PGlite and on a
 * PostgreSQL server, where the requests' transactions really overlap: the merchant's
 * wallets always sum to zero, a member's money only changes by what they deposited and withdrew,
 * no wallet goes below zero, a request key moves money once however often (and however
 * concurrently) it is sent, and a withdrawal confirmed several times at once pays out once.
 */

const MEMBERS = ['jogador', 'membro1', 'membro2'] as const;
const VENDORS = ['PNG', 'AG', 'CQ9'] as const;
const TRANSFER = '/wps/relay/GCS_walletTransfer';

type Operation =
  | { kind: 'toVendor' | 'fromVendor'; member: number; vendor: number; cents: number; copies: number }
  | { kind: 'recall'; member: number; copies: number }
  | { kind: 'deposit'; member: number; cents: number; copies: number }
  | { kind: 'withdraw'; member: number; cents: number; copies: number };

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
  // Deposits of 10.00 to 800.00 and withdrawals of 20.00 to 800.00 (the merchant's minimums).
  fc.record({
    kind: fc.constant('deposit' as const),
    member: fc.nat(MEMBERS.length - 1),
    cents: fc.integer({ min: 1_000, max: 80_000 }),
    copies: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    member: fc.nat(MEMBERS.length - 1),
    cents: fc.integer({ min: 2_000, max: 80_000 }),
    copies: fc.integer({ min: 1, max: 3 }),
  }),
);

const amountOf = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

describe.each(sandboxDatabases())('wallet ledger under random concurrent moves (property) on $name', (database) => {
  let sandbox: RunningSandbox;
  const tokens: string[] = [];
  const accountIds: number[] = [];
  const payoutIds: number[] = [];
  let keySequence = 0;

  beforeAll(async () => {
    sandbox = await database.startSandbox();
    for (const username of MEMBERS) {
      tokens.push(await tokenOf(sandbox, username, DEMO_PASSWORD));
      accountIds.push((await findAccountByUsername(sandbox.db, MARE.merchantCode, username))!.id);
    }
    // Every member can withdraw as often as the test asks, behind a payment password hashed with
    // the light argon2 settings (hundreds of checks would otherwise cost 0.1 s of main thread each).
    await sandbox.db.query(`UPDATE accounts SET payment_password_hash = $3 WHERE merchant_code = $1 AND username = ANY($2::text[])`, [
      MARE.merchantCode,
      [...MEMBERS],
      await createPasswordHasher('fast').hash(DEMO_PAYMENT_PASSWORD),
    ]);
    await sandbox.db.query(`UPDATE cashier_settings SET withdrawals_per_day = 100000 WHERE merchant_code = $1`, [MARE.merchantCode]);
    for (const [member, token] of tokens.entries()) {
      const { json } = await call<{ payoutAccounts: { payoutAccountId: number }[] }>(
        sandbox,
        'GET',
        '/wps/v2/wallets/withdrawals/overview',
        undefined,
        { token },
      );
      let [payout] = json.value.payoutAccounts;
      if (!payout) {
        const added = await call<{ payoutAccountId: number }>(
          sandbox,
          'POST',
          '/wps/v2/wallets/payout-accounts',
          { keyType: 'EMAIL', pixKey: `${MEMBERS[member]}@example.com`, holderName: 'Titular de Teste', bankName: 'Banco Teste' },
          { token },
        );
        payout = added.json.value;
      }
      payoutIds.push(payout.payoutAccountId);
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
    const { rows: totals } = await sandbox.db.query<{ total: string }>(
      `SELECT coalesce(sum(balance), 0)::text AS total FROM wallets WHERE merchant_code = $1`,
      [MARE.merchantCode],
    );
    expect(totals[0].total).toBe('0.00');
    const { rows: negative } = await sandbox.db.query(`SELECT wallet_id FROM wallets WHERE account_id IS NOT NULL AND balance < 0`);
    expect(negative).toEqual([]);
    const { rows: unbalanced } = await sandbox.db.query(
      `SELECT move_id FROM wallet_postings GROUP BY move_id HAVING sum(amount) <> 0 OR count(*) < 2`,
    );
    expect(unbalanced).toEqual([]);
    const { rows: drift } = await sandbox.db.query(
      `SELECT w.wallet_id FROM wallets w LEFT JOIN wallet_postings p USING (wallet_id) GROUP BY w.wallet_id, w.balance HAVING w.balance <> coalesce(sum(p.amount), 0)`,
    );
    expect(drift).toEqual([]);
  }

  it('conserves money, never overdraws and moves each request key once over 1,000 operations', async () => {
    let operations = 0;
    const attempts = { deposits: 0, withdrawals: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 100, maxLength: 100 }), async (batch) => {
        const sumsBefore = await memberSums();
        // Every request of the previous run has been answered: what is newer than this belongs to this run.
        const started = new Date();
        const transfers: Promise<{ requestId: string; member: number; reply: JsonReply<{ moved: string }> }>[] = [];
        const cashier: Promise<void>[] = [];
        let withdrawalAttempts = 0;
        for (const op of batch) {
          keySequence += 1;
          const requestId = `prop-${keySequence.toString(36).padStart(6, '0')}`;
          const token = tokens[op.member];
          if (op.kind === 'deposit') {
            // Copies of one order request, each then pressing pay on the page address it got.
            for (let copy = 0; copy < op.copies; copy += 1) {
              cashier.push(
                (async () => {
                  const opened = await call<{ paymentUrl: string }>(
                    sandbox,
                    'POST',
                    '/wps/v2/wallets/deposits',
                    { channelCode: 'PIX', amount: amountOf(op.cents), requestId },
                    { token },
                  );
                  expect(opened.status).toBe(200);
                  const paid = await send(sandbox.baseUrl.replace(/\/$/, ''), {
                    method: 'POST',
                    path: `${opened.json.value.paymentUrl}/confirm`,
                    headers: { 'content-type': 'application/x-www-form-urlencoded' },
                    body: '',
                  });
                  // A later copy replaced the address: the provider no longer knows this one.
                  expect([200, 404]).toContain(paid.status);
                })(),
              );
            }
            continue;
          }
          if (op.kind === 'withdraw') {
            cashier.push(
              (async () => {
                const opened = await call<{ confirmationId: string }>(
                  sandbox,
                  'POST',
                  '/wps/v2/wallets/withdrawals/confirmation',
                  { payoutAccountId: payoutIds[op.member], amount: amountOf(op.cents) },
                  { token },
                );
                if (opened.status === 409) return expect(opened.json.code).toBe('INSUFFICIENT_FUNDS');
                expect(opened.status).toBe(200);
                withdrawalAttempts += 1;
                // The confirm button pressed several times at once: one withdrawal.
                const confirms = await Promise.all(
                  Array.from({ length: op.copies }, () =>
                    call(
                      sandbox,
                      'POST',
                      '/wps/v2/wallets/withdrawals',
                      { confirmationId: opened.json.value.confirmationId, paymentPassword: DEMO_PAYMENT_PASSWORD },
                      { token },
                    ),
                  ),
                );
                const statuses = confirms.map((reply) => reply.status);
                for (const reply of confirms)
                  if (reply.status !== 200) expect(reply.json.code).toMatch(/^(CONFIRMATION_NOT_FOUND|INSUFFICIENT_FUNDS)$/);
                expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(1);
              })(),
            );
            continue;
          }
          const body =
            op.kind === 'recall'
              ? { from: 'ALL', to: 'MAIN', requestId }
              : op.kind === 'toVendor'
                ? { from: 'MAIN', to: VENDORS[op.vendor], amount: amountOf(op.cents), requestId }
                : { from: VENDORS[op.vendor], to: 'MAIN', amount: amountOf(op.cents), requestId };
          for (let copy = 0; copy < op.copies; copy += 1) {
            transfers.push(
              call<{ moved: string }>(sandbox, 'POST', TRANSFER, body, { token }).then((reply) => ({
                requestId,
                member: op.member,
                reply,
              })),
            );
          }
        }
        const [replies] = await Promise.all([Promise.all(transfers), Promise.all(cashier)]);
        operations += batch.length;
        attempts.withdrawals += withdrawalAttempts;

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
          // A recall that found nothing to bring back spends its key on a move of 0.00.
          expect(recorded).toBe(entry.succeeded ? 1 : 0);
        }
        // Each deposit request opened one order, paid at most once; each paid order moved money once.
        const { rows: orders } = await sandbox.db.query<{ accountId: number; paid: string; orders: number; moves: number; keys: number }>(
          `SELECT o.account_id AS "accountId", coalesce(sum(o.amount) FILTER (WHERE o.status = 'PAID'), 0)::text AS paid, count(*)::int AS orders,
                  count(DISTINCT o.request_key)::int AS keys,
                  (SELECT count(*)::int FROM wallet_moves m WHERE m.account_id = o.account_id AND m.kind = 'DEPOSIT' AND m.created_at >= $2) AS moves
             FROM deposit_orders o WHERE o.account_id = ANY($1::int[]) AND o.created_at >= $2 GROUP BY o.account_id`,
          [accountIds, started],
        );
        const { rows: withdrawn } = await sandbox.db.query<{ accountId: number; total: string }>(
          `SELECT account_id AS "accountId", sum(amount)::text AS total FROM withdrawals WHERE account_id = ANY($1::int[]) AND created_at >= $2 GROUP BY account_id`,
          [accountIds, started],
        );
        const expected = sumsBefore.map((sum, member) => {
          const row = orders.find((order) => order.accountId === accountIds[member]);
          if (row) expect(row.orders).toBe(row.keys);
          const out = withdrawn.find((withdrawal) => withdrawal.accountId === accountIds[member]);
          return sum + toCents(row?.paid ?? '0') - toCents(out?.total ?? '0');
        });
        attempts.deposits += orders.reduce((total, row) => total + row.orders, 0);
        // A member's money changes by what they deposited and withdrew, nothing else.
        expect(await memberSums()).toEqual(expected);
        await checkLedger();
      }),
      // Races do not shrink: a smaller batch rarely fails the same way, and shrinking one ran for
      // minutes, past the test's time-out, without ever naming the failure.
      { numRuns: 10, endOnFailure: true },
    );
    expect(operations).toBe(1_000);
    // The mix really exercised the cashier, not only transfers.
    expect(attempts.deposits).toBeGreaterThan(100);
    expect(attempts.withdrawals).toBeGreaterThan(50);
  }, 300_000);
});
