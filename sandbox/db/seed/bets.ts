import type { SandboxBrand } from '../../brands';
import { findAccountByUsername } from '../../store/accounts';
import { placeBet, settleBet } from '../../store/bets';
import { fromCents, MAIN_WALLET, moveMoney, toCents } from '../../store/wallets';
import type { Queryable } from '../db';
import { SEEDED_REFERRAL_CENTS } from './referrals';
import { SEEDED_CREDITS_CENTS } from './rewards';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** One seeded bet: its stake and what it returned (null: still open; 'void': the stake came back). */
export type SeedBet = [stake: string, payout: string | null | 'void'];

interface Session {
  gameType: string;
  /** When the session began, before the seed's now. */
  hoursAgo: number;
  /** Moved from MAIN to the vendor wallet first, and all of it back at the end. */
  bankroll: string;
  bets: SeedBet[];
}

/**
 * jogador's play: three sessions (slots, live casino, lottery) over the last days, each after the
 * cashier history and the seeded bonus, reward and referral so every wallet's balance-after reads
 * in time order. What the sessions lose together is what those credited, so the demo
 * balance stays what the README says; each session's rest goes back to MAIN at its end.
 */
const SESSIONS: Session[] = [
  {
    gameType: 'RNG',
    hoursAgo: 44,
    bankroll: '150.00',
    bets: [
      ['5.00', '0'],
      ['5.00', '12.50'],
      ['10.00', '0'],
      ['10.00', '0'],
      ['2.50', '5.00'],
      ['10.00', '0'],
      ['5.00', '0'],
      ['20.00', '0'],
      ['5.00', '0'],
      ['10.00', '0'],
    ],
  },
  {
    gameType: 'LIVE',
    hoursAgo: 26,
    bankroll: '200.00',
    bets: [
      ['25.00', '50.00'],
      ['25.00', '0'],
      ['50.00', '0'],
      ['25.00', '50.00'],
      ['50.00', '25.00'],
    ],
  },
  {
    gameType: 'LOTT',
    hoursAgo: 4,
    bankroll: '100.00',
    bets: [
      ['10.00', '0'],
      ['20.00', 'void'],
      ['15.00', '55.00'],
      ['10.00', '0'],
      ['20.00', null],
    ],
  },
];

export async function seedBets(tx: Queryable, brand: SandboxBrand, now: Date = new Date()): Promise<void> {
  const jogador = await findAccountByUsername(tx, brand.merchantCode, 'jogador');
  if (!jogador) return;
  const results = SESSIONS.map((session) => sessionResult(session.bets));
  if (results.reduce((sum, net) => sum + net, 0) !== -(SEEDED_CREDITS_CENTS + SEEDED_REFERRAL_CENTS))
    throw new Error('the seeded play must lose exactly what the seeded credits paid');
  for (const [index, session] of SESSIONS.entries()) {
    const start = now.getTime() - session.hoursAgo * HOUR_MS;
    const roundRefOf = (position: number) =>
      `R${brand.merchantCode.replace(/[^0-9A-Z]/g, '')}${String(index + 1)}${String(position + 1).padStart(3, '0')}${String(start).slice(-6)}`;
    await playSeedSession(tx, brand, jogador.id, { ...session, start }, roundRefOf);
  }
}

/** What a session's bets win (+) or lose (−) in cents; an open bet has lost its stake for now. */
export function sessionResult(bets: readonly SeedBet[]): number {
  return bets.reduce(
    (net, [stake, payout]) => net - toCents(stake) + (payout === null ? 0 : payout === 'void' ? toCents(stake) : toCents(payout)),
    0,
  );
}

/**
 * Plays one seeded session for a member through the bet store, as the games do: the bankroll moves
 * from MAIN to the vendor wallet of the brand's first vendor of the game type, each bet is placed 4
 * minutes after the last and settled before the next (so the wallet's balances read in time order),
 * and the rest goes back to MAIN 2 hours after the last bet. Nothing is played when the brand has
 * no game of the type.
 */
export async function playSeedSession(
  tx: Queryable,
  brand: SandboxBrand,
  accountId: number,
  session: { gameType: string; start: number; bankroll: string; bets: readonly SeedBet[] },
  roundRefOf: (position: number) => string,
): Promise<void> {
  const { rows: games } = await tx.query<{ game_id: number; vendor_code: string; name: string }>(
    `SELECT g.game_id, g.vendor_code, g.name FROM games g
       JOIN merchant_vendor_cards c ON c.vendor_code = g.vendor_code AND c.game_type = g.game_type AND c.merchant_code = $1
      WHERE g.game_type = $2 AND g.vendor_code = (
        SELECT c2.vendor_code FROM merchant_vendor_cards c2 JOIN games g2 ON g2.vendor_code = c2.vendor_code AND g2.game_type = c2.game_type
         WHERE c2.merchant_code = $1 AND c2.game_type = $2 ORDER BY c2.sort_order, c2.vendor_code LIMIT 1)
      ORDER BY g.sort_order, g.game_id LIMIT 3`,
    [brand.merchantCode, session.gameType],
  );
  if (games.length === 0) return;
  const vendorCode = games[0].vendor_code;
  const stakes = session.bets.reduce((sum, [stake]) => sum + toCents(stake), 0);
  if (toCents(session.bankroll) < stakes) throw new Error(`a seeded ${session.gameType} session stakes more than its bankroll`);

  const { start } = session;
  const transfer = (from: string, to: string, cents: number, at: number) =>
    moveMoney(tx, {
      merchantCode: brand.merchantCode,
      accountId,
      kind: 'TRANSFER',
      description: `Transferência ${from} → ${to}`,
      legs: [
        { wallet: { member: accountId, code: from }, amount: fromCents(-cents) },
        { wallet: { member: accountId, code: to }, amount: fromCents(cents) },
      ],
      now: new Date(at),
    });
  await transfer(MAIN_WALLET, vendorCode, toCents(session.bankroll), start);
  let at = start;
  for (const [position, [stake, payout]] of session.bets.entries()) {
    const game = games[position % games.length];
    at += 4 * MINUTE_MS;
    const roundRef = roundRefOf(position);
    const betId = await placeBet(tx, {
      merchantCode: brand.merchantCode,
      accountId,
      gameId: game.game_id,
      vendorCode,
      gameName: game.name,
      stake,
      roundRef,
      now: new Date(at),
    });
    if (payout === null) continue;
    // Settled before the next bet (4 minutes later), so the vendor wallet's balances read in time order.
    const settledAt = new Date(at + (session.gameType === 'LOTT' ? 3 : 1) * MINUTE_MS);
    const bet = { merchantCode: brand.merchantCode, accountId, betId, vendorCode, gameName: game.name, roundRef };
    if (payout === 'void') await settleBet(tx, bet, { status: 'VOID' }, settledAt);
    else if (toCents(payout) === 0) await settleBet(tx, bet, { status: 'LOST' }, settledAt);
    else await settleBet(tx, bet, { status: 'WON', payout: fromCents(toCents(payout)) }, settledAt);
  }
  // Back to MAIN once the last settlement is in (a lottery ticket waits for its draw).
  await transfer(vendorCode, MAIN_WALLET, toCents(session.bankroll) + sessionResult(session.bets), at + 2 * HOUR_MS);
}
