import type { SandboxBrand } from '../../brands';
import { findAccountByUsername } from '../../store/accounts';
import { addScore } from '../../store/missions';
import type { Queryable } from '../db';

/** Mission points of the week so far, so the leaderboard has a race to show (points only, no money). */
const WEEK_SCORES: Readonly<Record<string, number>> = {
  agente1: 140,
  membro1: 90,
  jogador: 60,
  membro2: 50,
  agente2: 30,
  padrao: 20,
};

export async function seedMissions(tx: Queryable, brand: SandboxBrand, now: Date = new Date()): Promise<void> {
  for (const [username, points] of Object.entries(WEEK_SCORES)) {
    const account = await findAccountByUsername(tx, brand.merchantCode, username);
    if (account) await addScore(tx, { merchantCode: brand.merchantCode, accountId: account.id }, points, now);
  }
}
