import type { SandboxBrand } from '../../brands';
import { findAccountByUsername } from '../../store/accounts';
import {
  addPayoutAccount,
  confirmWithdrawal,
  createDepositOrder,
  decideWithdrawal,
  openWithdrawalConfirmation,
  payDepositOrder,
} from '../../store/cashier';
import type { Queryable } from '../db';

const DAY_MS = 86_400_000;

interface BrandCashier {
  settings: {
    withdrawalMin: string;
    withdrawalMax: string;
    withdrawalsPerDay: number;
    withdrawalFeePercent: string;
    confirmationMinutes: number;
    depositOrderMinutes: number;
    withdrawalSettleMinutes: number;
    payoutAccountsMax: number;
  };
  channels: { code: string; name: string; description: string; min: string; max: string; presets: string[]; arrival: string }[];
}

const PIX = {
  code: 'PIX',
  name: 'PIX',
  description: 'Pague com o app do seu banco lendo o QR code ou usando o código copia e cola.',
  arrival: 'Na hora',
};

const BY_BRAND: Record<string, BrandCashier> = {
  'trevo-azul': {
    settings: {
      withdrawalMin: '30.00',
      withdrawalMax: '20000.00',
      withdrawalsPerDay: 3,
      withdrawalFeePercent: '1.00',
      confirmationMinutes: 3,
      depositOrderMinutes: 20,
      withdrawalSettleMinutes: 2,
      payoutAccountsMax: 2,
    },
    channels: [
      { ...PIX, min: '20.00', max: '20000.00', presets: ['30.00', '50.00', '100.00', '250.00', '500.00', '1000.00'] },
      {
        code: 'TED',
        name: 'Transferência bancária',
        description: 'TED ou DOC para a conta indicada no pedido, com o número do pedido na descrição.',
        min: '100.00',
        max: '50000.00',
        presets: ['100.00', '500.00', '1000.00', '5000.00'],
        arrival: 'Em até 1 dia útil',
      },
    ],
  },
};

const MARE: BrandCashier = {
  settings: {
    withdrawalMin: '20.00',
    withdrawalMax: '50000.00',
    withdrawalsPerDay: 5,
    withdrawalFeePercent: '0.00',
    confirmationMinutes: 5,
    depositOrderMinutes: 30,
    withdrawalSettleMinutes: 2,
    payoutAccountsMax: 3,
  },
  channels: [
    { ...PIX, min: '10.00', max: '50000.00', presets: ['20.00', '50.00', '100.00', '200.00', '500.00', '1000.00'] },
    {
      code: 'TED',
      name: 'Transferência bancária',
      description: 'TED ou DOC para a conta indicada no pedido, com o número do pedido na descrição.',
      min: '100.00',
      max: '100000.00',
      presets: ['100.00', '500.00', '1000.00', '5000.00'],
      arrival: 'Em até 1 dia útil',
    },
    {
      code: 'USDT',
      name: 'USDT (TRC-20)',
      description: 'Envie USDT pela rede TRON para o endereço do pedido. A cotação é fixada por 30 minutos.',
      min: '50.00',
      max: '200000.00',
      presets: ['100.00', '500.00', '1000.00', '5000.00'],
      arrival: 'Após 20 confirmações (cerca de 2 minutos)',
    },
  ],
};

/**
 * The cashier area (a later seed area, see index.ts): the merchant's withdrawal settings and
 * deposit channels, and jogador's history: a PIX key, two paid deposits, an order left to expire,
 * a paid and a returned withdrawal. The history's money nets to zero, so the demo balance stays
 * what README says.
 */
export async function seedCashier(tx: Queryable, brand: SandboxBrand, now: Date = new Date()): Promise<void> {
  const content = BY_BRAND[brand.id] ?? MARE;
  const s = content.settings;
  await tx.query(
    `INSERT INTO cashier_settings (merchant_code, withdrawal_min, withdrawal_max, withdrawals_per_day, withdrawal_fee_percent, confirmation_minutes,
                                   deposit_order_minutes, withdrawal_settle_minutes, payout_accounts_max)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (merchant_code) DO NOTHING`,
    [
      brand.merchantCode,
      s.withdrawalMin,
      s.withdrawalMax,
      s.withdrawalsPerDay,
      s.withdrawalFeePercent,
      s.confirmationMinutes,
      s.depositOrderMinutes,
      s.withdrawalSettleMinutes,
      s.payoutAccountsMax,
    ],
  );
  for (const [index, channel] of content.channels.entries()) {
    await tx.query(
      `INSERT INTO deposit_channels (merchant_code, channel_code, name, description, min_amount, max_amount, presets, arrival, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7::numeric[], $8, $9) ON CONFLICT (merchant_code, channel_code) DO NOTHING`,
      [
        brand.merchantCode,
        channel.code,
        channel.name,
        channel.description,
        channel.min,
        channel.max,
        channel.presets,
        channel.arrival,
        index + 1,
      ],
    );
  }

  const jogador = await findAccountByUsername(tx, brand.merchantCode, 'jogador');
  if (!jogador) return;
  const at = (daysAgo: number, hour: number) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - daysAgo * DAY_MS + hour * 3_600_000);
  const payout = await addPayoutAccount(
    tx,
    jogador.id,
    { keyType: 'EMAIL', pixKey: 'jogador@example.com', holderName: 'Jogador Demo', bankName: 'Nubank' },
    s.payoutAccountsMax,
    at(40, 10),
  );
  if (typeof payout === 'string') return;

  const deposit = async (daysAgo: number, amount: string, channelCode: string, pay: boolean) => {
    const opened = await createDepositOrder(tx, {
      merchantCode: brand.merchantCode,
      merchantName: brand.name,
      accountId: jogador.id,
      channelCode,
      amount,
      validMinutes: s.depositOrderMinutes,
      request: { key: `seed-deposit-${daysAgo}`, fingerprint: 'seed' },
      now: at(daysAgo, 20),
    });
    if (pay && typeof opened !== 'string')
      await payDepositOrder(tx, jogador.id, opened.order.orderId, new Date(at(daysAgo, 20).getTime() + 90_000));
  };
  const withdraw = async (daysAgo: number, amount: string, rejectReason: string | null) => {
    const when = at(daysAgo, 14);
    const confirmation = await openWithdrawalConfirmation(
      tx,
      jogador.id,
      payout,
      amount,
      s.withdrawalFeePercent,
      s.confirmationMinutes,
      when,
    );
    const withdrawal = await confirmWithdrawal(
      tx,
      { merchantCode: brand.merchantCode, accountId: jogador.id },
      confirmation.confirmationId,
      s.withdrawalsPerDay,
      new Date(when.getTime() + 60_000),
    );
    if (typeof withdrawal === 'string') return;
    const decided = new Date(when.getTime() + 3 * 3_600_000);
    await decideWithdrawal(
      tx,
      withdrawal.withdrawalId,
      rejectReason ? { status: 'REJECTED', reason: rejectReason } : { status: 'PAID' },
      decided,
    );
  };

  await deposit(21, '500.00', 'PIX', true);
  await withdraw(18, '300.00', 'A chave PIX informada não pertence ao titular da conta. Confira os dados e peça o saque de novo.');
  await deposit(12, '200.00', 'PIX', true);
  await deposit(6, '1000.00', 'TED', false);
  await withdraw(3, '700.00', null);
}
