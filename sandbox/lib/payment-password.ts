import type { Account } from '../store/accounts';
import type { RouteDeps } from '../routes/deps';
import { MINUTE_MS } from './clock';
import { ApiError } from './errors';

/** Wrong payment passwords: 5 within 15 minutes lock the member's spends until the oldest leaves the window. */
export const PAYMENT_PASSWORD_RULE = { limit: 5, windowMs: 15 * MINUTE_MS } as const;
const PAYMENT_PASSWORD_PURPOSE = 'payment-password';

/** The payment-password failures, shared by every call behind the check (points, withdrawals, transfers). */
export const paymentPasswordErrors = {
  notSet: (action: string) =>
    new ApiError(400, 'PAYMENT_PASSWORD_NOT_SET', `Cadastre uma senha de pagamento no Centro do membro antes de ${action}.`),
  wrong: (left: number, blocked: string) =>
    new ApiError(
      400,
      'WRONG_PAYMENT_PASSWORD',
      left > 0
        ? `Senha de pagamento incorreta. ${left === 1 ? 'Resta 1 tentativa' : `Restam ${left} tentativas`} antes do bloqueio temporário.`
        : `Senha de pagamento incorreta. Por segurança, ${blocked} ficam bloqueados por 15 minutos.`,
    ),
  locked: () =>
    new ApiError(
      429,
      'PAYMENT_PASSWORD_LOCKED',
      'Muitas tentativas com a senha de pagamento incorreta. Aguarde 15 minutos e tente novamente.',
    ),
};

/** How the refusals read for the action at hand ("resgatar ou converter pontos", "sacar"...). */
export interface PaymentPasswordWording {
  /** After "antes de": what the member was about to do. */
  action: string;
  /** What the lock blocks, plural: "resgates e conversões", "saques e transferências". */
  blocked: string;
}

export type PaymentPasswordCheck = (member: Account, password: string, wording: PaymentPasswordWording) => Promise<void>;

const checkers = new WeakMap<RouteDeps, PaymentPasswordCheck>();

/**
 * The payment-password check, one per server (every route module shares the count of wrong tries
 * and the queue). One check per member at a time: the count of wrong tries is read before argon2
 * runs and written after it, so parallel guesses would otherwise all pass the count.
 */
export function paymentPasswordCheck(deps: RouteDeps): PaymentPasswordCheck {
  const existing = checkers.get(deps);
  if (existing) return existing;
  const { db, limiter, passwords } = deps;
  const checksInFlight = new Map<string, Promise<unknown>>();

  /** Wrong tries left in the window: the limiter answers "allows" per limit without recording anything. */
  function triesLeft(key: string): number {
    let used = 0;
    for (let limit = 1; limit <= PAYMENT_PASSWORD_RULE.limit; limit += 1) {
      if (!limiter.allows(PAYMENT_PASSWORD_PURPOSE, key, { ...PAYMENT_PASSWORD_RULE, limit })) used = limit;
    }
    return PAYMENT_PASSWORD_RULE.limit - used;
  }

  async function checkOnce(key: string, member: Account, password: string, wording: PaymentPasswordWording): Promise<void> {
    if (!limiter.allows(PAYMENT_PASSWORD_PURPOSE, key, PAYMENT_PASSWORD_RULE)) throw paymentPasswordErrors.locked();
    const { rows } = await db.query<{ hash: string | null }>('SELECT payment_password_hash AS hash FROM accounts WHERE account_id = $1', [
      member.id,
    ]);
    const hash = rows[0]?.hash ?? null;
    if (!hash) throw paymentPasswordErrors.notSet(wording.action);
    if (await passwords.verify(password, hash)) return;
    limiter.consume(PAYMENT_PASSWORD_PURPOSE, key, PAYMENT_PASSWORD_RULE);
    throw paymentPasswordErrors.wrong(triesLeft(key), wording.blocked);
  }

  const check: PaymentPasswordCheck = (member, password, wording) => {
    const key = `${member.merchantCode}:${member.id}`;
    const before = checksInFlight.get(key) ?? Promise.resolve();
    const result = before.catch(() => undefined).then(() => checkOnce(key, member, password, wording));
    const settled = result.catch(() => undefined);
    checksInFlight.set(key, settled);
    void settled.then(() => {
      if (checksInFlight.get(key) === settled) checksInFlight.delete(key);
    });
    return result;
  };
  checkers.set(deps, check);
  return check;
}
