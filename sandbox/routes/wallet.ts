import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { calendarRange } from '../lib/date-range';
import { ok } from '../lib/envelope';
import { ApiError, apiErrors } from '../lib/errors';
import { requireMember } from '../lib/session-auth';
import { type Account, TRIAL_ACCOUNT_TYPE } from '../store/accounts';
import { consolidatedOf } from '../store/agent-settlement';
import {
  findKeyedMove,
  fromCents,
  listMemberPostings,
  listMemberWallets,
  MAIN_WALLET,
  moveMoney,
  recordEmptyMove,
  toCents,
  WalletRefusal,
  type MoveKind,
  type MoveLeg,
  type WalletRefusalReason,
} from '../store/wallets';
import { listVendorWallets, type WalletName } from '../store/vendor-wallets';
import type { Queryable } from '../db/db';
import { activeExclusion } from '../store/responsible-gaming';
import type { RouteDeps } from './deps';

const MAIN_WALLET_NAME = 'Carteira principal';
const RECALL_DESCRIPTION = 'Recolher saldos das carteiras de jogos';
/** The account record spans at most this many calendar days. */
export const MAX_RECORD_RANGE_DAYS = 90;

/** The wallet failures (Portuguese, shown to players as they are). */
export const walletErrors = {
  insufficientFunds: () => new ApiError(409, 'INSUFFICIENT_FUNDS', 'Saldo insuficiente para esta operação.'),
  requestIdReused: () =>
    new ApiError(409, 'REQUEST_ID_REUSED', 'Esta operação já foi usada para outro pedido. Atualize a página e tente outra vez.'),
  trialAccount: () => new ApiError(403, 'FORBIDDEN', 'Contas de teste não movimentam dinheiro. Crie uma conta real para continuar.'),
  amountRequired: () => apiErrors.invalidRequest('Informe o valor.'),
  amountNotPositive: () => apiErrors.invalidRequest('O valor deve ser maior que zero.'),
  sameWallet: () => apiErrors.invalidRequest('Escolha carteiras diferentes para a transferência.'),
  mainOnOneSide: () => apiErrors.invalidRequest('Uma das carteiras da transferência deve ser a carteira principal.'),
  refusal: (reason: WalletRefusalReason) =>
    reason === 'INSUFFICIENT_FUNDS' ? walletErrors.insufficientFunds() : walletErrors.requestIdReused(),
};

/** A digest of what a keyed request asked, so the same key for another request is refused. */
export function fingerprintOf(call: string, fields: Record<string, unknown>): string {
  return createHash('sha256')
    .update(JSON.stringify([call, fields]))
    .digest('hex');
}

/** Every wallet the member can hold at this merchant, with their balances and the sums. */
export async function balancesOf(db: Queryable, member: Account, vendorWallets?: readonly WalletName[]) {
  const [held, names] = await Promise.all([listMemberWallets(db, member.id), vendorWallets ?? listVendorWallets(db, member.merchantCode)]);
  const balanceOf = (code: string) => held.find((wallet) => wallet.code === code)?.balance ?? '0.00';
  const wallets = [
    { code: MAIN_WALLET, name: MAIN_WALLET_NAME, balance: balanceOf(MAIN_WALLET) },
    ...names.map((vendor: WalletName) => ({ ...vendor, balance: balanceOf(vendor.code) })),
  ];
  const sum = held.reduce((total, wallet) => total + toCents(wallet.balance), 0);
  return { sumBalance: fromCents(sum), mainBalance: balanceOf(MAIN_WALLET), wallets };
}

/**
 * The wallet calls of spec section 7 (token):
 * GET  /wps/v2/wallets/balance            sumBalance, the main wallet and each vendor wallet
 * GET  /wps/relay/GCS_merchantWallet      the merchant's wallet mode and the wallets (isSingle)
 * POST /wps/relay/GCS_walletTransfer      main ↔ vendor wallet, or every vendor wallet back to main
 * GET  /wps/member/info/funds/consolidated  the salary and dividend schemes of the account
 * GET  /wps/v2/records/transactions        the account record: postings on the member's wallets
 */
export function registerWalletRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db, clock } = deps;

  scope.get('/wps/v2/wallets/balance', { schema: routeSchema('v2-wallets-balance.json') }, async (request) => {
    const member = await requireMember(request, deps);
    return ok(await balancesOf(db, member));
  });

  scope.get<{ Querystring: { isSingle?: string } }>(
    '/wps/relay/GCS_merchantWallet',
    { schema: routeSchema('relay-GCS_merchantWallet.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      const single = request.query.isSingle === '1' || request.query.isSingle === 'true';
      return ok({ singleWallet: false, wallets: single ? [] : (await balancesOf(db, member)).wallets });
    },
  );

  scope.post<{ Body: { from: string; to: string; amount?: string; requestId: string } }>(
    '/wps/relay/GCS_walletTransfer',
    { schema: routeSchema('relay-GCS_walletTransfer.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      if (member.type === TRIAL_ACCOUNT_TYPE) throw walletErrors.trialAccount();
      const exclusion = await activeExclusion(db, member.id, clock.now());
      if (exclusion) throw apiErrors.selfExcluded(exclusion.endsAt);
      const { from, to, amount, requestId } = request.body;
      const vendorWallets = await listVendorWallets(db, member.merchantCode);
      const vendors = new Set(vendorWallets.map((vendor) => vendor.code));
      const known = (code: string) => code === MAIN_WALLET || vendors.has(code);
      if (from !== 'ALL' && !known(from)) throw apiErrors.vendorNotFound();
      if (!known(to)) throw apiErrors.vendorNotFound();
      if (from === to) throw walletErrors.sameWallet();
      if (from === 'ALL' ? to !== MAIN_WALLET : from !== MAIN_WALLET && to !== MAIN_WALLET) throw walletErrors.mainOnOneSide();
      if (from !== 'ALL' && amount === undefined) throw walletErrors.amountRequired();
      const cents = amount === undefined ? 0 : toCents(amount);
      if (from !== 'ALL' && cents <= 0) throw walletErrors.amountNotPositive();
      const idempotency = { key: requestId, fingerprint: fingerprintOf('walletTransfer', { from, to, cents }) };

      try {
        const moved = await db.transaction(async (tx) => {
          let legs: MoveLeg[];
          if (from === 'ALL') {
            // A replayed recall answers what the first one brought back, not the (now empty) vendor wallets.
            const earlier = await findKeyedMove(tx, member.id, requestId);
            if (earlier) {
              if (earlier.fingerprint !== idempotency.fingerprint) throw new WalletRefusal('KEY_REUSED');
              return earlier.amount;
            }
            // Under the move's own locks the balances could still change between this read and the
            // move; moveMoney re-checks each wallet, so a stale read can only be refused, not overdraw.
            const held = (await listMemberWallets(tx, member.id)).filter(
              (wallet) => wallet.code !== MAIN_WALLET && toCents(wallet.balance) > 0,
            );
            const total = held.reduce((sum, wallet) => sum + toCents(wallet.balance), 0);
            // Nothing to bring back still spends the key. A copy of this recall sent at the same
            // time can get here after the first one moved money (it found no move above, then
            // empty wallets): recordEmptyMove then answers that move.
            if (total === 0) {
              const nothingMoved = await recordEmptyMove(tx, {
                merchantCode: member.merchantCode,
                accountId: member.id,
                description: RECALL_DESCRIPTION,
                idempotency,
                now: clock.now(),
              });
              return nothingMoved.amount;
            }
            legs = [
              ...held.map((wallet) => ({ wallet: { member: member.id, code: wallet.code }, amount: fromCents(-toCents(wallet.balance)) })),
              { wallet: { member: member.id, code: MAIN_WALLET }, amount: fromCents(total) },
            ];
          } else {
            legs = [
              { wallet: { member: member.id, code: from }, amount: fromCents(-cents) },
              { wallet: { member: member.id, code: to }, amount: fromCents(cents) },
            ];
          }
          const move = await moveMoney(tx, {
            merchantCode: member.merchantCode,
            accountId: member.id,
            kind: 'TRANSFER',
            description: from === 'ALL' ? RECALL_DESCRIPTION : `Transferência ${from} → ${to}`,
            legs,
            idempotency,
            now: clock.now(),
          });
          return move.amount;
        });
        return ok({ moved, balances: await balancesOf(db, member, vendorWallets) });
      } catch (error) {
        if (error instanceof WalletRefusal) throw walletErrors.refusal(error.reason);
        throw error;
      }
    },
  );

  scope.get<{ Querystring: { from: string; to: string; kind?: MoveKind; pageNo: string; pageSize: string } }>(
    '/wps/v2/records/transactions',
    { schema: routeSchema('v2-records-transactions.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      const { from, to } = calendarRange(request.query.from, request.query.to, MAX_RECORD_RANGE_DAYS);
      const [page, names] = await Promise.all([
        listMemberPostings(db, member.id, {
          from,
          to,
          kinds: request.query.kind ? [request.query.kind] : undefined,
          pageNo: Number(request.query.pageNo),
          pageSize: Number(request.query.pageSize),
        }),
        listVendorWallets(db, member.merchantCode),
      ]);
      const nameOf = (code: string) =>
        code === MAIN_WALLET ? MAIN_WALLET_NAME : (names.find((vendor) => vendor.code === code)?.name ?? code);
      return ok({
        ...page,
        list: page.list.map((entry) => ({ ...entry, walletName: nameOf(entry.wallet), createdAt: entry.createdAt.toISOString() })),
      });
    },
  );

  scope.get('/wps/member/info/funds/consolidated', { schema: routeSchema('member-info-funds-consolidated.json') }, async (request) => {
    const member = await requireMember(request, deps);
    return ok(consolidatedOf(member.type));
  });
}
