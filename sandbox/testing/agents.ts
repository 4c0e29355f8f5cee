/**
 * Helpers for the agent-centre tests: their own agents, members, contracts and bets, written
 * through the store functions the routes use (so the ledger and the bets agree), and a clock the
 * test sets to a chosen instant.
 */
import type { Queryable } from '../db/db';
import { insertAccount, type Account, type AccountType } from '../store/accounts';
import { writeAgentFlags } from '../store/agent-centre';
import type { ContractKind } from '../store/agent-contracts';
import { placeBet, settleBet } from '../store/bets';
import { moveMoney } from '../store/wallets';
import { MARE, type RunningSandbox } from './fixtures';

/** The sandbox clock as the test moves it: `now()` is what the routes read, `setNow()` moves it there. */
export function testClock(sandbox: RunningSandbox) {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    setNow(at: Date) {
      const step = at.getTime() - (Date.now() + offsetMs);
      sandbox.controls.advanceClock(step);
      offsetMs += step;
    },
  };
}

export interface TestAccountSpec {
  username: string;
  type: AccountType;
  upline?: Account;
  flags?: { enableCt?: boolean; enableSalary?: boolean; enableContract?: boolean };
  createdAt?: Date;
}

/** An account with the demo password (its hash is copied from agente1: no slow hashing per test). */
export async function createTestAccount(db: Queryable, spec: TestAccountSpec, merchantCode: string = MARE.merchantCode): Promise<Account> {
  const { rows } = await db.query<{ password_hash: string }>(
    `SELECT password_hash FROM accounts WHERE merchant_code = $1 AND username = 'agente1'`,
    [merchantCode],
  );
  const account = await insertAccount(db, {
    merchantCode,
    username: spec.username,
    passwordHash: rows[0].password_hash,
    type: spec.type,
    nickname: spec.username,
    uplineAccountId: spec.upline?.id ?? null,
    firstLoginDone: true,
    createdAt: spec.createdAt,
  });
  const flags = { enableCt: false, enableSalary: false, enableContract: false, ...spec.flags };
  await writeAgentFlags(db, account.id, flags);
  return account;
}

/** A contract written straight into the table (an ACTIVE one as if accepted at `at`). */
export async function insertContract(
  db: Queryable,
  contract: { kind: ContractKind; upline: Account | null; downline: Account; rate: string; status: 'ACTIVE' | 'PENDING'; at: Date },
): Promise<number> {
  const { rows } = await db.query<{ contract_id: number }>(
    `INSERT INTO agent_contracts (merchant_code, kind, upline_account_id, downline_account_id, rate, status, created_at, decided_at)
     VALUES ($1, $2, $3, $4, $5::numeric, $6, $7, $8) RETURNING contract_id`,
    [
      contract.downline.merchantCode,
      contract.kind,
      contract.upline?.id ?? null,
      contract.downline.id,
      contract.rate,
      contract.status,
      contract.at,
      contract.status === 'ACTIVE' ? contract.at : null,
    ],
  );
  return rows[0].contract_id;
}

let roundSequence = 0;

/**
 * A bet of `member` placed at `placedAt` and, unless its payout is null, settled at `settledAt`
 * (default: a minute later). The stake is first put in the vendor wallet from the house.
 */
export async function placeTestBet(
  db: Queryable,
  member: Account,
  bet: { stake: string; payout: string | null; placedAt: Date; settledAt?: Date },
): Promise<void> {
  const { rows } = await db.query<{ game_id: number; vendor_code: string; name: string }>(
    `SELECT game_id, vendor_code, name FROM games WHERE vendor_code <> 'HOUSE' ORDER BY game_id LIMIT 1`,
  );
  const game = rows[0];
  await moveMoney(db, {
    merchantCode: member.merchantCode,
    accountId: member.id,
    kind: 'OPENING',
    description: 'Saldo de teste',
    legs: [
      { wallet: { house: 'OPENING' }, amount: `-${bet.stake}` },
      { wallet: { member: member.id, code: game.vendor_code }, amount: bet.stake },
    ],
    now: bet.placedAt,
  });
  roundSequence += 1;
  // Unlike the seed's rounds (R + merchant code ...), so a test's rounds never clash with them.
  const roundRef = `RTEST${String(roundSequence).padStart(8, '0')}`;
  const placed = { merchantCode: member.merchantCode, accountId: member.id, vendorCode: game.vendor_code, gameName: game.name, roundRef };
  const betId = await placeBet(db, { ...placed, gameId: game.game_id, stake: bet.stake, now: bet.placedAt });
  if (bet.payout === null) return;
  const outcome = bet.payout === '0.00' ? ({ status: 'LOST' } as const) : ({ status: 'WON', payout: bet.payout } as const);
  await settleBet(db, { ...placed, betId }, outcome, bet.settledAt ?? new Date(bet.placedAt.getTime() + 60_000));
}
