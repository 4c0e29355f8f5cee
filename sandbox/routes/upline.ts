import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import { ApiError, apiErrors } from '../lib/errors';
import { paymentPasswordCheck } from '../lib/payment-password';
import { requireMember } from '../lib/session-auth';
import { findAccountById, hasPaymentPassword, TRIAL_ACCOUNT_TYPE, updatePaymentPassword } from '../store/accounts';
import { activeExclusion } from '../store/responsible-gaming';
import { fromCents, MAIN_WALLET, moveMoney, toCents, WalletRefusal } from '../store/wallets';
import type { RouteDeps } from './deps';
import { balancesOf, fingerprintOf, walletErrors } from './wallet';

const UPLINE_WORDING = { action: 'transferir para o agente', blocked: 'saques e transferências' };
/** The last transfers the upline page shows. */
const HISTORY_SIZE = 10;

const uplineErrors = {
  noUpline: () => new ApiError(409, 'NO_UPLINE', 'A sua conta não tem um agente superior para receber transferências.'),
  paymentPasswordRule: () => apiErrors.invalidRequest('A senha de pagamento deve ter exatamente 6 números.'),
  paymentPasswordMismatch: () => apiErrors.invalidRequest('A confirmação deve ser igual à senha de pagamento.'),
};

/**
 * Transfer to the upline (member centre page transferUpline) and the payment password behind it:
 * GET  /wps/v2/wallets/upline                 the member's upline (or null), MAIN balance, recent transfers
 * POST /wps/v2/wallets/upline-transfer        MAIN → the upline's MAIN (UPLINE move), behind the payment password
 * PUT  /wps/v2/member/payment-password        sets or changes the payment password, behind the login password
 * The upline is always the member's own: the call names no receiver.
 */
export function registerUplineRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db, clock, passwords } = deps;
  const paymentPassword = paymentPasswordCheck(deps);

  scope.get('/wps/v2/wallets/upline', { schema: routeSchema('v2-wallets-upline.json') }, async (request) => {
    const member = await requireMember(request, deps);
    const upline = member.uplineAccountId === null ? undefined : await findAccountById(db, member.uplineAccountId);
    const { rows } = await db.query<{ moveId: string; amount: string; createdAt: Date }>(
      `SELECT move_id::text AS "moveId", amount::text AS amount, created_at AS "createdAt" FROM wallet_moves
        WHERE account_id = $1 AND kind = 'UPLINE' ORDER BY created_at DESC, move_id DESC LIMIT $2`,
      [member.id, HISTORY_SIZE],
    );
    const [{ mainBalance }, paymentPasswordSet] = await Promise.all([balancesOf(db, member), hasPaymentPassword(db, member.id)]);
    return ok({
      upline: upline ? { username: upline.username, nickname: upline.nickname || upline.username } : null,
      mainBalance,
      paymentPasswordSet,
      recent: rows.map((row) => ({ moveId: Number(row.moveId), amount: row.amount, createdAt: new Date(row.createdAt).toISOString() })),
    });
  });

  scope.post<{ Body: { amount: string; paymentPassword: string; requestId: string } }>(
    '/wps/v2/wallets/upline-transfer',
    { schema: routeSchema('v2-wallets-upline-transfer.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      if (member.type === TRIAL_ACCOUNT_TYPE) throw walletErrors.trialAccount();
      const exclusion = await activeExclusion(db, member.id, clock.now());
      if (exclusion) throw apiErrors.selfExcluded(exclusion.endsAt);
      const upline = member.uplineAccountId === null ? undefined : await findAccountById(db, member.uplineAccountId);
      if (!upline) throw uplineErrors.noUpline();
      const cents = toCents(request.body.amount);
      if (cents <= 0) throw walletErrors.amountNotPositive();
      await paymentPassword(member, request.body.paymentPassword, UPLINE_WORDING);
      try {
        const move = await moveMoney(db, {
          merchantCode: member.merchantCode,
          accountId: member.id,
          kind: 'UPLINE',
          description: `Transferência para o agente ${upline.username}`,
          legs: [
            { wallet: { member: member.id, code: MAIN_WALLET }, amount: fromCents(-cents) },
            { wallet: { member: upline.id, code: MAIN_WALLET }, amount: fromCents(cents) },
          ],
          idempotency: { key: request.body.requestId, fingerprint: fingerprintOf('uplineTransfer', { cents, upline: upline.id }) },
          now: clock.now(),
        });
        return ok({ moved: move.amount, balances: await balancesOf(db, member) });
      } catch (error) {
        if (error instanceof WalletRefusal) throw walletErrors.refusal(error.reason);
        throw error;
      }
    },
  );

  scope.put<{ Body: { password: string; paymentPassword: string; confirmPaymentPassword: string } }>(
    '/wps/v2/member/payment-password',
    { schema: routeSchema('v2-member-payment-password.json'), config: { encrypted: true } },
    async (request) => {
      const member = await requireMember(request, deps);
      if (member.type === TRIAL_ACCOUNT_TYPE) throw walletErrors.trialAccount();
      const { password, paymentPassword: next, confirmPaymentPassword } = request.body;
      if (!/^[0-9]{6}$/.test(next)) throw uplineErrors.paymentPasswordRule();
      if (confirmPaymentPassword !== next) throw uplineErrors.paymentPasswordMismatch();
      if (!member.passwordHash || !(await passwords.verify(password, member.passwordHash))) throw apiErrors.wrongPassword();
      await updatePaymentPassword(db, member.id, await passwords.hash(next));
      return ok(null);
    },
  );
}
