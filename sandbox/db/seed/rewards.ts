import type { SandboxBrand } from '../../brands';
import { findAccountByUsername } from '../../store/accounts';
import { claimReward, grantReward } from '../../store/rewards';
import { creditMemberWallet } from '../../store/wallets';
import type { Queryable } from '../db';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * What jogador was credited as bonus and reward before his seeded play (seed/bets.ts loses exactly
 * this much, so his balance stays what the README says): a deposit bonus and a claimed cashback.
 */
export const SEEDED_CREDITS_CENTS = 5000 + 1500;

/**
 * The rewards area (after cashier, before bets: the credits land between his cashier history, which
 * ends at least 55 hours before the seed, and his play, so balances read in time order): jogador's rewards in every state (two to claim now,
 * one upcoming, one claimed, one expired) and a deposit bonus.
 */
export async function seedRewards(tx: Queryable, brand: SandboxBrand, now: Date = new Date()): Promise<void> {
  const jogador = await findAccountByUsername(tx, brand.merchantCode, 'jogador');
  if (!jogador) return;
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR_MS);
  const member = { merchantCode: brand.merchantCode, accountId: jogador.id };

  await creditMemberWallet(tx, {
    ...member,
    amount: '50.00',
    kind: 'BONUS',
    description: 'Bônus de recarga de fim de semana (10% do depósito)',
    reference: null,
    now: at(-50),
  });
  const claimed = await grantReward(tx, jogador.id, {
    kind: 'CASHBACK',
    title: 'Cashback semanal',
    description: '5% das perdas líquidas da semana passada em slots, sem exigência de apostas.',
    amount: '15.00',
    availableFrom: at(-72),
    expiresAt: at(-72 + 7 * 24),
  });
  await claimReward(tx, member, claimed, at(-48));

  await grantReward(tx, jogador.id, {
    kind: 'DAILY',
    title: 'Bônus diário de login',
    description: 'Entre todos os dias para resgatar. O valor cresce a cada dia seguido, até o sétimo.',
    amount: '2.00',
    availableFrom: at(-2),
    expiresAt: at(22),
  });
  await grantReward(tx, jogador.id, {
    kind: 'CASHBACK',
    title: 'Cashback dos jogos ao vivo',
    description: '3% das perdas líquidas em cassino ao vivo nos últimos 7 dias.',
    amount: '12.50',
    availableFrom: at(-20),
    expiresAt: at(5 * 24),
  });
  await grantReward(tx, jogador.id, {
    kind: 'VIP',
    title: 'Presente de nível Ouro',
    description: 'Um presente por manter o nível Ouro por mais um mês.',
    amount: '25.00',
    availableFrom: new Date(Math.ceil(now.getTime() / DAY_MS) * DAY_MS + 2 * DAY_MS),
    expiresAt: new Date(Math.ceil(now.getTime() / DAY_MS) * DAY_MS + 9 * DAY_MS),
  });
  await grantReward(tx, jogador.id, {
    kind: 'COMPENSATION',
    title: 'Compensação por instabilidade',
    description: 'Pedimos desculpas pela instabilidade no cassino ao vivo.',
    amount: '5.00',
    availableFrom: at(-10 * 24),
    expiresAt: at(-3 * 24),
  });
}
