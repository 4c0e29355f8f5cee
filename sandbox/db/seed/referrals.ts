import type { SandboxBrand } from '../../brands';
import { findAccountByUsername } from '../../store/accounts';
import { recordReferral, REFERRAL_REWARD, rewardReferrer } from '../../store/referrals';
import { toCents } from '../../store/wallets';
import type { Queryable } from '../db';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** jogador's invitation code (README). */
export const JOGADOR_REFERRAL_CODE = 'JOGADOR10';
/** What jogador was paid for friends before his seeded play (seed/bets.ts loses it again). */
export const SEEDED_REFERRAL_CENTS = toCents(REFERRAL_REWARD);

/**
 * The referrals area (after rewards, before bets, so balances read in time order): jogador's code
 * and three friends who registered with it, one of whom deposited and earned him the reward.
 */
export async function seedReferrals(tx: Queryable, brand: SandboxBrand, now: Date = new Date()): Promise<void> {
  const jogador = await findAccountByUsername(tx, brand.merchantCode, 'jogador');
  if (!jogador) return;
  await tx.query('INSERT INTO referral_codes (account_id, merchant_code, code) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    jogador.id,
    brand.merchantCode,
    JOGADOR_REFERRAL_CODE,
  ]);
  const friends: [username: string, daysAgo: number][] = [
    ['membro3', 12],
    ['padrao', 6],
    ['expirada', 2],
  ];
  for (const [username, daysAgo] of friends) {
    const friend = await findAccountByUsername(tx, brand.merchantCode, username);
    if (friend) await recordReferral(tx, friend.id, jogador.id, new Date(now.getTime() - daysAgo * DAY_MS));
  }
  // membro3 deposited: jogador was paid, after the seeded reward claim (48 hours ago) and before the play (44).
  const rewarded = await findAccountByUsername(tx, brand.merchantCode, 'membro3');
  if (!rewarded) return;
  await rewardReferrer(tx, brand.merchantCode, rewarded.id, new Date(now.getTime() - 47 * HOUR_MS));
}
