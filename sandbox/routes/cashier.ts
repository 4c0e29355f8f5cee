import type { FastifyInstance } from 'fastify';
import { formatCurrency } from '../../core/format/money';
import { routeSchema } from '../lib/api-schemas';
import { CHECKOUT_PAGE_CSP, renderCheckoutNotFound, renderCheckoutPage } from '../lib/checkout-page';
import { calendarRange } from '../lib/date-range';
import { ok } from '../lib/envelope';
import { ApiError, apiErrors } from '../lib/errors';
import { merchantOf } from '../lib/merchant-context';
import { paymentPasswordCheck } from '../lib/payment-password';
import { requireMember } from '../lib/session-auth';
import { type Account, hasPaymentPassword, lockAccountRow, TRIAL_ACCOUNT_TYPE } from '../store/accounts';
import { requireModuleOn } from '../store/whitelabel';
import {
  addPayoutAccount,
  cancelDepositOrder,
  confirmWithdrawal,
  createDepositOrder,
  findCheckout,
  findDepositOrder,
  listDepositChannels,
  listDepositOrders,
  listPayoutAccounts,
  listWithdrawals,
  openWithdrawalConfirmation,
  payDepositOrder,
  readCashierSettings,
  removePayoutAccount,
  settleDueWithdrawals,
  withdrawalsToday,
  type DepositOrder,
  type PixKeyType,
  type Withdrawal,
} from '../store/cashier';
import { findMerchant } from '../store/merchants';
import { activeExclusion, depositRoom } from '../store/responsible-gaming';
import { fromCents, readBalance, toCents } from '../store/wallets';
import type { RouteDeps } from './deps';
import { fingerprintOf, walletErrors } from './wallet';

/** Deposit and withdrawal lists span at most this many calendar days. */
export const MAX_CASHIER_RANGE_DAYS = 90;
const WITHDRAW_WORDING = { action: 'sacar', blocked: 'saques' };

/** The cashier failures (Portuguese, shown to players as they are). */
export const cashierErrors = {
  unavailable: () => new ApiError(503, 'CASHIER_UNAVAILABLE', 'O caixa está indisponível no momento. Tente novamente mais tarde.'),
  channelNotFound: () => new ApiError(404, 'CHANNEL_NOT_FOUND', 'Este meio de depósito não está disponível.'),
  outOfRange: (min: string, max: string, symbol: string) =>
    apiErrors.invalidRequest(`O valor deve estar entre ${formatCurrency(min, symbol)} e ${formatCurrency(max, symbol)}.`),
  depositLimit: (remaining: string, symbol: string) =>
    new ApiError(
      409,
      'DEPOSIT_LIMIT',
      toCents(remaining) > 0
        ? `Este depósito passa do limite que você definiu. Você ainda pode depositar até ${formatCurrency(remaining, symbol)} neste período.`
        : 'Você atingiu o limite de depósito que definiu para este período.',
    ),
  orderNotFound: () => new ApiError(404, 'ORDER_NOT_FOUND', 'Pedido de depósito não encontrado.'),
  orderNotPending: () => new ApiError(409, 'ORDER_NOT_PENDING', 'Este pedido não está mais aguardando pagamento.'),
  payoutNotFound: () => new ApiError(404, 'PAYOUT_ACCOUNT_NOT_FOUND', 'Chave PIX não encontrada. Escolha outra ou cadastre uma nova.'),
  tooManyPayoutAccounts: (max: number) =>
    new ApiError(409, 'TOO_MANY_PAYOUT_ACCOUNTS', `Você pode ter no máximo ${max} chaves PIX. Remova uma para cadastrar outra.`),
  duplicatePayoutAccount: () => new ApiError(409, 'DUPLICATE_PAYOUT_ACCOUNT', 'Esta chave PIX já está cadastrada.'),
  invalidPixKey: (message: string) => apiErrors.invalidRequest(message),
  dailyWithdrawals: (perDay: number) =>
    new ApiError(409, 'DAILY_WITHDRAWALS', `Você já fez ${perDay} saques nas últimas 24 horas. Tente novamente mais tarde.`),
  confirmationNotFound: () =>
    new ApiError(404, 'CONFIRMATION_NOT_FOUND', 'Esta confirmação de saque não existe ou já foi usada. Peça o saque de novo.'),
  confirmationExpired: () => new ApiError(410, 'CONFIRMATION_EXPIRED', 'O tempo para confirmar este saque terminou. Peça o saque de novo.'),
  trialAccount: () => new ApiError(403, 'FORBIDDEN', 'Contas de teste não depositam nem sacam. Crie uma conta real para continuar.'),
};

/** Whether the 11 digits of a CPF carry valid check digits. */
export function isValidCpf(digits: string): boolean {
  if (!/^[0-9]{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (length: number) => {
    const sum = [...digits.slice(0, length)].reduce((total, digit, index) => total + Number(digit) * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}

/** The key as the provider stores it, or the reason it is not a key of its type. */
export function normalisePixKey(type: PixKeyType, raw: string): { key: string } | { error: string } {
  const value = raw.trim();
  switch (type) {
    case 'CPF': {
      const digits = value.replace(/[.\-\s]/g, '');
      return isValidCpf(digits) ? { key: digits } : { error: 'CPF inválido. Confira os 11 dígitos.' };
    }
    case 'PHONE': {
      const digits = value.replace(/[\s()-]/g, '').replace(/^\+?55/, '');
      return /^[1-9][0-9]{9,10}$/.test(digits)
        ? { key: `+55${digits}` }
        : { error: 'Celular inválido. Use DDD e número, por exemplo (11) 91234-5678.' };
    }
    case 'EMAIL':
      return /^[^\s@<>]{1,64}@[^\s@<>]{1,255}\.[A-Za-z]{2,}$/.test(value) && value.length <= 77
        ? { key: value.toLowerCase() }
        : { error: 'E-mail inválido.' };
    case 'RANDOM':
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
        ? { key: value.toLowerCase() }
        : { error: 'Chave aleatória inválida: são 32 caracteres no formato 8-4-4-4-12.' };
  }
}

/** A PIX key shown back to its owner with the middle hidden, as banks do. */
export function maskPixKey(type: PixKeyType, key: string): string {
  if (type === 'CPF') return `***.${key.slice(3, 6)}.${key.slice(6, 9)}-**`;
  if (type === 'PHONE') return `${key.slice(0, 5)}*****${key.slice(-4)}`;
  if (type === 'EMAIL') {
    const [name, domain] = key.split('@');
    return `${name.slice(0, 2)}${'*'.repeat(Math.max(1, name.length - 2))}@${domain}`;
  }
  return `${key.slice(0, 4)}****${key.slice(-4)}`;
}

const wireOrder = (order: DepositOrder) => ({
  ...order,
  createdAt: order.createdAt.toISOString(),
  expiresAt: order.expiresAt.toISOString(),
  paidAt: order.paidAt?.toISOString() ?? null,
});
const wireWithdrawal = (withdrawal: Withdrawal) => ({
  ...withdrawal,
  payoutAccount: { ...withdrawal.payoutAccount, pixKey: maskPixKey(withdrawal.payoutAccount.keyType, withdrawal.payoutAccount.pixKey) },
  createdAt: withdrawal.createdAt.toISOString(),
  decidedAt: withdrawal.decidedAt?.toISOString() ?? null,
});

/**
 * The cashier (the spec names the pages, not their calls; see sandbox/README.md, "Cashier"):
 * GET    /wps/v2/wallets/deposit/channels            channels, limits and the deposit-limit room
 * POST   /wps/v2/wallets/deposits                    open an order; answers the payment page address
 * GET    /wps/v2/wallets/deposits/list               the member's orders by date
 * GET    /wps/v2/wallets/deposits/{orderId}          one order (polled while pending)
 * POST   /wps/v2/wallets/deposits/{orderId}/cancel   give up a pending order
 * GET    /wps/v2/wallets/withdrawals/overview        limits, PIX keys, withdrawable money
 * POST   /wps/v2/wallets/payout-accounts             add a PIX key
 * DELETE /wps/v2/wallets/payout-accounts/{id}        remove one
 * POST   /wps/v2/wallets/withdrawals/confirmation    fix amount and fee for confirming
 * POST   /wps/v2/wallets/withdrawals                 confirm behind the payment password
 * GET    /wps/v2/wallets/withdrawals/list            the member's withdrawals by date
 */
export function registerCashierRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db, clock } = deps;
  const paymentPassword = paymentPasswordCheck(deps);

  const settingsOf = async (merchantCode: string) => {
    const settings = await readCashierSettings(db, merchantCode);
    if (!settings) throw cashierErrors.unavailable();
    return settings;
  };
  const realMember = async (request: Parameters<typeof requireMember>[0]): Promise<Account> => {
    const member = await requireMember(request, deps);
    if (member.type === TRIAL_ACCOUNT_TYPE) throw cashierErrors.trialAccount();
    return member;
  };

  scope.get('/wps/v2/wallets/deposit/channels', { schema: routeSchema('v2-wallets-deposit-channels.json') }, async (request) => {
    const member = await requireMember(request, deps);
    return ok({ channels: await listDepositChannels(db, member.merchantCode), depositRoom: await depositRoom(db, member.id, clock.now()) });
  });

  scope.post<{ Body: { channelCode: string; amount: string; requestId: string } }>(
    '/wps/v2/wallets/deposits',
    { schema: routeSchema('v2-wallets-deposits.json') },
    async (request) => {
      const member = await realMember(request);
      // The member centre switched off takes no new money in; what is already there stays
      // reachable (balances, withdrawals, records): a switch must never lock a player's funds.
      await requireModuleOn(db, member.merchantCode, 'MEMBERCENTER');
      const now = clock.now();
      const { channelCode, amount, requestId } = request.body;
      const [settings, channels, merchant] = await Promise.all([
        settingsOf(member.merchantCode),
        listDepositChannels(db, member.merchantCode),
        findMerchant(db, member.merchantCode),
      ]);
      const channel = channels.find((candidate) => candidate.channelCode === channelCode);
      if (!channel || !merchant) throw cashierErrors.channelNotFound();
      const cents = toCents(amount);
      if (cents < toCents(channel.minAmount) || cents > toCents(channel.maxAmount))
        throw cashierErrors.outOfRange(channel.minAmount, channel.maxAmount, merchant.currencySymbol);
      const normalised = fromCents(cents);
      const opened = await db.transaction(async (tx) => {
        // The member's row is the lock: parallel orders cannot both pass the deposit limit.
        await lockAccountRow(tx, member.id);
        const exclusion = await activeExclusion(tx, member.id, now);
        if (exclusion) throw apiErrors.selfExcluded(exclusion.endsAt);
        const fingerprint = fingerprintOf('deposit', { channelCode, cents });
        const replay = await tx.query<{ fingerprint: string }>(
          `SELECT fingerprint FROM deposit_orders WHERE account_id = $1 AND request_key = $2`,
          [member.id, requestId],
        );
        if (!replay.rows[0]) {
          const room = await depositRoom(tx, member.id, now);
          if (room && cents > toCents(room.remaining)) throw cashierErrors.depositLimit(room.remaining, merchant.currencySymbol);
        }
        return createDepositOrder(tx, {
          merchantCode: member.merchantCode,
          merchantName: merchant.name,
          accountId: member.id,
          channelCode,
          amount: normalised,
          validMinutes: settings.depositOrderMinutes,
          request: { key: requestId, fingerprint },
          now,
        });
      });
      if (opened === 'REQUEST_ID_REUSED') throw walletErrors.requestIdReused();
      return ok({ order: wireOrder(opened.order), paymentUrl: `/cdn/a/pay/${opened.checkoutSecret}` });
    },
  );

  scope.get<{ Querystring: { from: string; to: string; pageNo: string; pageSize: string } }>(
    '/wps/v2/wallets/deposits/list',
    { schema: routeSchema('v2-wallets-deposits-list.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      const range = calendarRange(request.query.from, request.query.to, MAX_CASHIER_RANGE_DAYS);
      const page = await listDepositOrders(db, member.id, range, Number(request.query.pageNo), Number(request.query.pageSize), clock.now());
      return ok({ ...page, list: page.list.map(wireOrder) });
    },
  );

  scope.get<{ Params: { orderId: string } }>(
    '/wps/v2/wallets/deposits/:orderId',
    { schema: routeSchema('v2-wallets-deposits-orderId.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      const order = await findDepositOrder(db, member.id, request.params.orderId, clock.now());
      if (!order) throw cashierErrors.orderNotFound();
      return ok(wireOrder(order));
    },
  );

  scope.post<{ Params: { orderId: string } }>(
    '/wps/v2/wallets/deposits/:orderId/cancel',
    { schema: routeSchema('v2-wallets-deposits-orderId-cancel.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      const now = clock.now();
      const order = await findDepositOrder(db, member.id, request.params.orderId, now);
      if (!order) throw cashierErrors.orderNotFound();
      if (!(await cancelDepositOrder(db, member.id, order.orderId, now))) throw cashierErrors.orderNotPending();
      return ok(wireOrder((await findDepositOrder(db, member.id, order.orderId, now))!));
    },
  );

  scope.get('/wps/v2/wallets/withdrawals/overview', { schema: routeSchema('v2-wallets-withdrawals-overview.json') }, async (request) => {
    const member = await requireMember(request, deps);
    const now = clock.now();
    const settings = await settingsOf(member.merchantCode);
    await settleDueWithdrawals(db, member.id, settings.withdrawalSettleMinutes, now);
    const [payoutAccounts, withdrawable, used, paymentPasswordSet] = await Promise.all([
      listPayoutAccounts(db, member.id),
      readBalance(db, member.id),
      withdrawalsToday(db, member.id, now),
      hasPaymentPassword(db, member.id),
    ]);
    return ok({
      minAmount: settings.withdrawalMin,
      maxAmount: settings.withdrawalMax,
      feePercent: Number(settings.withdrawalFeePercent).toFixed(2),
      confirmationMinutes: settings.confirmationMinutes,
      withdrawalsLeftToday: Math.max(0, settings.withdrawalsPerDay - used),
      payoutAccountsMax: settings.payoutAccountsMax,
      payoutAccounts: payoutAccounts.map((account) => ({
        ...account,
        pixKey: maskPixKey(account.keyType, account.pixKey),
        createdAt: account.createdAt.toISOString(),
      })),
      withdrawable,
      paymentPasswordSet,
    });
  });

  scope.post<{ Body: { keyType: PixKeyType; pixKey: string; holderName: string; bankName: string } }>(
    '/wps/v2/wallets/payout-accounts',
    { schema: routeSchema('v2-wallets-payout-accounts.json') },
    async (request) => {
      const member = await realMember(request);
      const settings = await settingsOf(member.merchantCode);
      const { keyType, pixKey, holderName, bankName } = request.body;
      const normalised = normalisePixKey(keyType, pixKey);
      if ('error' in normalised) throw cashierErrors.invalidPixKey(normalised.error);
      const name = holderName.trim().replace(/\s+/g, ' ');
      if (!/^[\p{L}' .-]{3,60}$/u.test(name)) throw apiErrors.invalidRequest('Informe o nome completo do titular, só com letras.');
      const bank = bankName.trim();
      if (!/^[\p{L}\p{N}' .&-]{2,40}$/u.test(bank)) throw apiErrors.invalidRequest('Informe o nome do banco.');
      const added = await addPayoutAccount(
        db,
        member.id,
        { keyType, pixKey: normalised.key, holderName: name, bankName: bank },
        settings.payoutAccountsMax,
        clock.now(),
      );
      if (added === 'TOO_MANY') throw cashierErrors.tooManyPayoutAccounts(settings.payoutAccountsMax);
      if (added === 'DUPLICATE') throw cashierErrors.duplicatePayoutAccount();
      return ok({ ...added, pixKey: maskPixKey(added.keyType, added.pixKey), createdAt: added.createdAt.toISOString() });
    },
  );

  scope.delete<{ Params: { id: string } }>(
    '/wps/v2/wallets/payout-accounts/:id',
    { schema: routeSchema('v2-wallets-payout-accounts-id.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      if (!(await removePayoutAccount(db, member.id, Number(request.params.id), clock.now()))) throw cashierErrors.payoutNotFound();
      return ok(null);
    },
  );

  scope.post<{ Body: { payoutAccountId: number; amount: string } }>(
    '/wps/v2/wallets/withdrawals/confirmation',
    { schema: routeSchema('v2-wallets-withdrawals-confirmation.json') },
    async (request) => {
      const member = await realMember(request);
      const now = clock.now();
      const settings = await settingsOf(member.merchantCode);
      const payout = (await listPayoutAccounts(db, member.id)).find((account) => account.payoutAccountId === request.body.payoutAccountId);
      if (!payout) throw cashierErrors.payoutNotFound();
      const cents = toCents(request.body.amount);
      if (cents < toCents(settings.withdrawalMin) || cents > toCents(settings.withdrawalMax))
        throw cashierErrors.outOfRange(settings.withdrawalMin, settings.withdrawalMax, merchantOf(request).currencySymbol);
      if (cents > toCents(await readBalance(db, member.id))) throw walletErrors.insufficientFunds();
      if ((await withdrawalsToday(db, member.id, now)) >= settings.withdrawalsPerDay)
        throw cashierErrors.dailyWithdrawals(settings.withdrawalsPerDay);
      const amount = fromCents(cents);
      const confirmation = await openWithdrawalConfirmation(
        db,
        member.id,
        payout,
        amount,
        settings.withdrawalFeePercent,
        settings.confirmationMinutes,
        now,
      );
      return ok({
        ...confirmation,
        payoutAccount: { ...payout, pixKey: maskPixKey(payout.keyType, payout.pixKey), createdAt: payout.createdAt.toISOString() },
        expiresAt: confirmation.expiresAt.toISOString(),
      });
    },
  );

  scope.post<{ Body: { confirmationId: string; paymentPassword: string } }>(
    '/wps/v2/wallets/withdrawals',
    { schema: routeSchema('v2-wallets-withdrawals.json') },
    async (request) => {
      const member = await realMember(request);
      const settings = await settingsOf(member.merchantCode);
      await paymentPassword(member, request.body.paymentPassword, WITHDRAW_WORDING);
      const result = await confirmWithdrawal(
        db,
        { merchantCode: member.merchantCode, accountId: member.id },
        request.body.confirmationId,
        settings.withdrawalsPerDay,
        clock.now(),
      );
      if (result === 'CONFIRMATION_NOT_FOUND') throw cashierErrors.confirmationNotFound();
      if (result === 'CONFIRMATION_EXPIRED') throw cashierErrors.confirmationExpired();
      if (result === 'INSUFFICIENT_FUNDS') throw walletErrors.insufficientFunds();
      if (result === 'DAILY_COUNT') throw cashierErrors.dailyWithdrawals(settings.withdrawalsPerDay);
      return ok(wireWithdrawal(result));
    },
  );

  scope.get<{ Querystring: { from: string; to: string; pageNo: string; pageSize: string } }>(
    '/wps/v2/wallets/withdrawals/list',
    { schema: routeSchema('v2-wallets-withdrawals-list.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      const settings = await settingsOf(member.merchantCode);
      await settleDueWithdrawals(db, member.id, settings.withdrawalSettleMinutes, clock.now());
      const range = calendarRange(request.query.from, request.query.to, MAX_CASHIER_RANGE_DAYS);
      const page = await listWithdrawals(db, member.id, range, Number(request.query.pageNo), Number(request.query.pageSize));
      return ok({ ...page, list: page.list.map(wireWithdrawal) });
    },
  );
}

/**
 * GET  /cdn/{a|b}/pay/<secret>          the payment page of a deposit order (HTML)
 * POST /cdn/{a|b}/pay/<secret>/confirm  "pays" it (an empty form post) and shows the page again
 *
 * The sandbox's stand-in for the payment provider: the secret in the address is the credential,
 * as with a provider's checkout link. Registered outside the merchant scope, like the game page.
 */
export function registerCheckoutRoutes(app: FastifyInstance, { db, clock }: RouteDeps): void {
  void app.register(async (checkout) => {
    checkout.removeAllContentTypeParsers();
    // The form has no fields: whatever it posts is ignored.
    checkout.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, {}),
    );

    const show = async (cdn: string, secret: string, reply: import('fastify').FastifyReply, pay: boolean) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', CHECKOUT_PAGE_CSP);
      const now = clock.now();
      let order = await findCheckout(db, secret, now);
      const merchant = order && (await findMerchant(db, order.merchantCode));
      if (!order || !merchant) return reply.code(404).send(renderCheckoutNotFound(cdn));
      if (pay) order = { ...order, ...(await payDepositOrder(db, order.accountId, order.orderId, now))! };
      return reply.send(renderCheckoutPage({ cdn, merchant, order, confirmPath: `/cdn/${cdn}/pay/${secret}/confirm` }));
    };

    checkout.get<{ Params: { cdn: 'a' | 'b'; secret: string } }>(
      '/cdn/:cdn/pay/:secret',
      { schema: routeSchema('cdn-pay.json') },
      (request, reply) => show(request.params.cdn, request.params.secret, reply, false),
    );
    checkout.post<{ Params: { cdn: 'a' | 'b'; secret: string } }>(
      '/cdn/:cdn/pay/:secret/confirm',
      { schema: routeSchema('cdn-pay-confirm.json') },
      (request, reply) => show(request.params.cdn, request.params.secret, reply, true),
    );
  });
}
