import { formatCurrency } from '../../../core/format/money';
import type { SandboxBrand } from '../../brands';
import { hashString, seededRandom } from '../../lib/art/svg-kit';
import { findAccountByUsername } from '../../store/accounts';
import { appendEntry, decideRedemptionIn, type EarnSource, type RewardCategory } from '../../store/points';
import type { Queryable } from '../db';
import type { HashOnce } from './accounts';

/**
 * jogador's payment password (README, demo accounts). Not 123456: that is the platform's default
 * login password, which forces a change.
 */
export const DEMO_PAYMENT_PASSWORD = '246810';

interface BrandPoints {
  settings: {
    pointsPerUnit: number;
    minConvertPoints: number;
    convertStep: number;
    dailyConvertLimit: number;
    dailyRedeemLimit: number;
    validityDays: number;
  };
  earn: { source: EarnSource; points: number; perAmount: string | null; title: string; description: string }[];
  rewards: { category: RewardCategory; name: string; description: string; pointCost: number; stock: number | null; motif: string }[];
}

/** A brand's points content, its amounts written with `money` (the brand's symbol, spec section 9). */
type PointsContent = (money: (amount: number) => string) => BrandPoints;

const MARE: PointsContent = (money) => ({
  settings: {
    pointsPerUnit: 100,
    minConvertPoints: 1000,
    convertStep: 100,
    dailyConvertLimit: 50_000,
    dailyRedeemLimit: 5,
    validityDays: 365,
  },
  earn: [
    {
      source: 'BET',
      points: 1,
      perAmount: '10.00',
      title: 'Apostas',
      description: `Ganhe 1 ponto a cada ${money(10)} apostados em slots, cassino ao vivo e esportes.`,
    },
    {
      source: 'DEPOSIT',
      points: 5,
      perAmount: '10.00',
      title: 'Depósitos',
      description: `Cada ${money(10)} depositados rendem 5 pontos, creditados na hora.`,
    },
    {
      source: 'MISSION',
      points: 200,
      perAmount: null,
      title: 'Missões diárias',
      description: 'Conclua as missões do dia e receba até 200 pontos por missão.',
    },
    {
      source: 'CHECKIN',
      points: 20,
      perAmount: null,
      title: 'Presença diária',
      description: 'Entre todos os dias e ganhe 20 pontos de presença.',
    },
    {
      source: 'REFERRAL',
      points: 500,
      perAmount: null,
      title: 'Indique um amigo',
      description: 'Ganhe 500 pontos quando um amigo indicado fizer o primeiro depósito.',
    },
  ],
  rewards: [
    {
      category: 'FREE_SPINS',
      name: '20 giros grátis no Tesouro Asteca',
      description: `Giros de ${money(0.5)} válidos por 7 dias. Ganhos sem rollover.`,
      pointCost: 1500,
      stock: null,
      motif: 'slots',
    },
    {
      category: 'FREE_SPINS',
      name: '50 giros grátis em slots populares',
      description: 'Use em qualquer slot da seleção da semana. Validade de 7 dias.',
      pointCost: 3500,
      stock: 500,
      motif: 'slots',
    },
    {
      category: 'BONUS',
      name: `Bônus de ${money(10)}`,
      description: 'Crédito de bônus com rollover de 5x, válido por 15 dias.',
      pointCost: 1200,
      stock: null,
      motif: 'coins',
    },
    {
      category: 'BONUS',
      name: `Bônus de ${money(50)}`,
      description: 'Crédito de bônus com rollover de 5x, válido por 15 dias.',
      pointCost: 5500,
      stock: 200,
      motif: 'chips',
    },
    {
      category: 'BONUS',
      name: 'Cashback extra de 5% no fim de semana',
      description: 'Mais 5% de cashback sobre as perdas de sábado e domingo.',
      pointCost: 8000,
      stock: 100,
      motif: 'coins',
    },
    {
      category: 'BONUS',
      name: `Aposta grátis de ${money(25)} em esportes`,
      description: 'Aposta simples ou múltipla com odd mínima de 1.50.',
      pointCost: 3000,
      stock: 0,
      motif: 'football',
    },
    {
      category: 'MERCHANDISE',
      name: 'Camiseta oficial Maré da Sorte',
      description: 'Algodão premium, tamanhos P ao GG. Frete grátis para todo o país.',
      pointCost: 12000,
      stock: 40,
      motif: 'gift',
    },
    {
      category: 'MERCHANDISE',
      name: 'Fone de ouvido Bluetooth',
      description: 'Fone sem fio com estojo de carga e até 20 horas de bateria.',
      pointCost: 45000,
      stock: 8,
      motif: 'phone',
    },
    {
      category: 'MERCHANDISE',
      name: 'Smartphone 128 GB',
      description: 'Smartphone desbloqueado com tela de 6.5" e câmera tripla.',
      pointCost: 250000,
      stock: 2,
      motif: 'phone',
    },
  ],
});

const TREVO: PointsContent = (money) => ({
  settings: {
    pointsPerUnit: 200,
    minConvertPoints: 2000,
    convertStep: 200,
    dailyConvertLimit: 100_000,
    dailyRedeemLimit: 3,
    validityDays: 180,
  },
  earn: [
    {
      source: 'BET',
      points: 2,
      perAmount: '10.00',
      title: 'Apostas',
      description: `Ganhe 2 pontos a cada ${money(10)} apostados em qualquer jogo.`,
    },
    {
      source: 'DEPOSIT',
      points: 10,
      perAmount: '20.00',
      title: 'Depósitos',
      description: `Cada ${money(20)} depositados rendem 10 pontos.`,
    },
    {
      source: 'MISSION',
      points: 300,
      perAmount: null,
      title: 'Missões da semana',
      description: 'Complete as missões semanais e ganhe até 300 pontos em cada uma.',
    },
    { source: 'CHECKIN', points: 30, perAmount: null, title: 'Presença diária', description: 'Faça login todos os dias e some 30 pontos.' },
  ],
  rewards: [
    {
      category: 'FREE_SPINS',
      name: '30 giros grátis no Trevo Dourado',
      description: `Giros de ${money(0.4)} válidos por 5 dias.`,
      pointCost: 2400,
      stock: null,
      motif: 'slots',
    },
    {
      category: 'FREE_SPINS',
      name: '100 giros grátis premium',
      description: `Giros de ${money(1)} em slots selecionados. Validade de 7 dias.`,
      pointCost: 16000,
      stock: 150,
      motif: 'slots',
    },
    {
      category: 'BONUS',
      name: `Bônus de ${money(20)}`,
      description: 'Crédito de bônus com rollover de 4x, válido por 10 dias.',
      pointCost: 4400,
      stock: null,
      motif: 'coins',
    },
    {
      category: 'BONUS',
      name: `Bônus de ${money(100)}`,
      description: 'Crédito de bônus com rollover de 4x, válido por 10 dias.',
      pointCost: 21000,
      stock: 60,
      motif: 'chips',
    },
    {
      category: 'BONUS',
      name: `Mesa VIP: ficha de ${money(50)} no ao vivo`,
      description: 'Ficha para roleta ou blackjack ao vivo.',
      pointCost: 10500,
      stock: 0,
      motif: 'roulette',
    },
    {
      category: 'MERCHANDISE',
      name: 'Boné Trevo Azul',
      description: 'Boné bordado com ajuste traseiro. Frete grátis.',
      pointCost: 9000,
      stock: 25,
      motif: 'gift',
    },
    {
      category: 'MERCHANDISE',
      name: 'Caixa de som portátil',
      description: 'Resistente à água, 12 horas de bateria.',
      pointCost: 60000,
      stock: 5,
      motif: 'phone',
    },
  ],
});

const BY_BRAND: Record<string, PointsContent> = { 'mare-da-sorte': MARE, 'trevo-azul': TREVO };

const DAY_MS = 24 * 60 * 60_000;

/**
 * Seeds the points mall of one merchant (a later seed area, after accounts): settings, how to
 * earn, the catalogue, jogador's payment password and two months of points history with one
 * redemption in each status, and some points for membro1, who has no payment password.
 */
export async function seedPoints(tx: Queryable, brand: SandboxBrand, hashOnce: HashOnce, now: Date = new Date()): Promise<void> {
  const money = (amount: number) => formatCurrency(amount, brand.currencySymbol);
  const content = (BY_BRAND[brand.id] ?? MARE)(money);
  const s = content.settings;
  await tx.query(
    `INSERT INTO point_settings (merchant_code, points_per_unit, min_convert_points, convert_step_points, daily_convert_limit, daily_redeem_limit, validity_days)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (merchant_code) DO NOTHING`,
    [brand.merchantCode, s.pointsPerUnit, s.minConvertPoints, s.convertStep, s.dailyConvertLimit, s.dailyRedeemLimit, s.validityDays],
  );
  for (const [index, rule] of content.earn.entries()) {
    await tx.query(
      `INSERT INTO point_earn_rules (merchant_code, source, points, per_amount, title, description, sort_order) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (merchant_code, source) DO NOTHING`,
      [brand.merchantCode, rule.source, rule.points, rule.perAmount, rule.title, rule.description, index + 1],
    );
  }
  // The area may run again over a merchant whose catalogue survived (its area rows lost): reuse it.
  const existing = await tx.query<{ reward_id: number }>(
    'SELECT reward_id FROM point_rewards WHERE merchant_code = $1 ORDER BY sort_order',
    [brand.merchantCode],
  );
  const rewardIds: number[] = existing.rows.map((row) => row.reward_id);
  for (const [index, reward] of (rewardIds.length ? [] : content.rewards).entries()) {
    const { rows } = await tx.query<{ reward_id: number }>(
      `INSERT INTO point_rewards (merchant_code, category, name, description, point_cost, stock, motif, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING reward_id`,
      [brand.merchantCode, reward.category, reward.name, reward.description, reward.pointCost, reward.stock, reward.motif, index + 1],
    );
    rewardIds.push(rows[0].reward_id);
  }

  const jogador = await findAccountByUsername(tx, brand.merchantCode, 'jogador');
  if (jogador && !(await hasPointsHistory(tx, jogador.id))) {
    await tx.query('UPDATE accounts SET payment_password_hash = $2 WHERE account_id = $1', [
      jogador.id,
      await hashOnce(DEMO_PAYMENT_PASSWORD),
    ]);
    await seedHistory(tx, jogador.id, content, money, rewardIds, brand.merchantCode, now);
  }
  const membro1 = await findAccountByUsername(tx, brand.merchantCode, 'membro1');
  if (membro1 && !(await hasPointsHistory(tx, membro1.id))) {
    await appendEntry(tx, {
      accountId: membro1.id,
      points: 2500,
      kind: 'DEPOSIT',
      description: `Depósito de ${money(50)}`,
      createdAt: new Date(now.getTime() - 3 * DAY_MS),
    });
  }
}

async function hasPointsHistory(tx: Queryable, accountId: number): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM point_ledger WHERE account_id = $1 LIMIT 1', [accountId]);
  return rows.length > 0;
}

/** About two months of earning, a conversion and three redemptions (approved, rejected and refunded, in process). */
async function seedHistory(
  tx: Queryable,
  accountId: number,
  content: BrandPoints,
  money: (amount: number) => string,
  rewardIds: number[],
  merchantCode: string,
  now: Date,
): Promise<void> {
  const random = seededRandom(hashString(`points:${merchantCode}`));
  const at = (daysAgo: number, hour: number) => new Date(now.getTime() - daysAgo * DAY_MS + (hour - 12) * 60 * 60_000);
  const rule = (source: EarnSource) => content.earn.find((candidate) => candidate.source === source);
  for (let daysAgo = 60; daysAgo >= 1; daysAgo -= 1) {
    const checkin = rule('CHECKIN');
    if (checkin && random() < 0.7) {
      await appendEntry(tx, {
        accountId,
        points: checkin.points,
        kind: 'CHECKIN',
        description: 'Presença diária',
        createdAt: at(daysAgo, 9),
      });
    }
    const bet = rule('BET');
    if (bet?.perAmount && random() < 0.6) {
      const wagered = Math.round(50 + random() * 950);
      const points = Math.max(1, Math.floor(wagered / Number(bet.perAmount)) * bet.points);
      await appendEntry(tx, {
        accountId,
        points,
        kind: 'BET',
        description: `Apostas de ${money(wagered)} em slots`,
        createdAt: at(daysAgo, 21),
      });
    }
    const deposit = rule('DEPOSIT');
    if (deposit?.perAmount && daysAgo % 9 === 0) {
      const amount = [100, 200, 250, 500][daysAgo % 4];
      const points = Math.floor(amount / Number(deposit.perAmount)) * deposit.points;
      await appendEntry(tx, {
        accountId,
        points,
        kind: 'DEPOSIT',
        description: `Depósito de ${money(amount)}`,
        createdAt: at(daysAgo, 14),
      });
    }
    const mission = rule('MISSION');
    if (mission && daysAgo % 7 === 3) {
      await appendEntry(tx, {
        accountId,
        points: mission.points,
        kind: 'MISSION',
        description: 'Missão concluída: 100 rodadas em slots',
        createdAt: at(daysAgo, 18),
      });
    }
  }
  // Enough to redeem most of the catalogue in the demo, not the most expensive prizes.
  const mission = rule('MISSION');
  await appendEntry(tx, {
    accountId,
    points: 15_000,
    kind: 'MISSION',
    description: 'Prêmio do torneio semanal de slots',
    createdAt: at(45, 22),
  });
  if (mission)
    await appendEntry(tx, {
      accountId,
      points: mission.points,
      kind: 'MISSION',
      description: 'Missão concluída: primeiro depósito da semana',
      createdAt: at(2, 10),
    });

  const redeem = async (rewardIndex: number, daysAgo: number) => {
    const rewardId = rewardIds[rewardIndex];
    const reward = content.rewards[rewardIndex];
    const { rows } = await tx.query<{ redeem_id: number }>(
      `INSERT INTO point_redemptions (account_id, reward_id, reward_name, points, status, created_at) VALUES ($1, $2, $3, $4, 'IN_PROCESS', $5) RETURNING redeem_id`,
      [accountId, rewardId, reward.name, reward.pointCost, at(daysAgo, 16)],
    );
    await tx.query('UPDATE point_rewards SET stock = stock - 1 WHERE reward_id = $1 AND stock IS NOT NULL', [rewardId]);
    await appendEntry(tx, {
      accountId,
      points: -reward.pointCost,
      kind: 'REDEEM',
      description: `Resgate: ${reward.name}`,
      redeemId: rows[0].redeem_id,
      createdAt: at(daysAgo, 16),
    });
    return rows[0].redeem_id;
  };
  const approved = await redeem(0, 40);
  await decideRedemptionIn(tx, approved, { status: 'APPROVED', remark: 'Giros creditados na sua conta.', now: at(40, 18) });
  const rejected = await redeem(
    content.rewards.findIndex((reward) => reward.category === 'MERCHANDISE'),
    25,
  );
  await decideRedemptionIn(tx, rejected, {
    status: 'REJECTED',
    remark: 'Endereço de entrega incompleto. Os pontos foram devolvidos.',
    now: at(24, 11),
  });
  await redeem(2, 1);

  const step = content.settings.convertStep;
  const convertPoints = content.settings.minConvertPoints + 5 * step;
  const moneyAmount = (convertPoints / content.settings.pointsPerUnit).toFixed(2);
  // Seed history only: the wallet already holds its seeded balance, so this credit is not replayed on it.
  await appendEntry(tx, {
    accountId,
    points: -convertPoints,
    kind: 'CONVERT',
    description: 'Conversão de pontos em saldo',
    moneyAmount,
    createdAt: at(12, 20),
  });
}
