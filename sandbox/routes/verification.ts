import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { MINUTE_MS } from '../lib/clock';
import { ok } from '../lib/envelope';
import { ApiError, apiErrors } from '../lib/errors';
import { merchantOf } from '../lib/merchant-context';
import { findAccountByMobile } from '../store/accounts';
import { isKnownDialingCode } from '../store/site-content';
import { readModuleSwitches } from '../store/whitelabel';
import { consumeSmsCode, insertSmsCode, SMS_CODE_TTL_MINUTES, type SmsPurpose, type SmsTarget } from '../store/sms-codes';
import type { RouteDeps } from './deps';

/** Sends (both calls together): 3 per number and 10 per client address in 5 minutes. */
export const SMS_RATE = {
  perNumber: { limit: 3, windowMs: 5 * MINUTE_MS },
  perAddress: { limit: 10, windowMs: 5 * MINUTE_MS },
};

/** The switches each purpose needs: a switched-off feature sends nothing (SMS cost money). */
export const SMS_SWITCHES: Record<SmsPurpose, readonly string[]> = {
  login: ['MOBILEVERCODELOGIN3'],
  reset: ['CHNGPASSVERIF3'],
  register: ['DIRECTREG3', 'REGMOBVERF3'],
};

/**
 * POST /wps/verification/sms/noLogin   a code to a registered number: SMS login (purpose login),
 *                                      password reset by phone (purpose reset)
 * POST /wps/verification/sms/register  a code (purpose register) to a number not yet registered
 * Both answer the same whether the number is registered or not, so they cannot be used to find
 * out who has an account; the code only goes where it can be used. The "SMS" lands in the
 * sms_outbox table (read it with GET /__sandbox/sms-outbox).
 */
export function registerVerificationRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  scope.post<{ Body: { mobileNum: string; countryDialingCode: string; purpose?: 'login' | 'reset' } }>(
    '/wps/verification/sms/noLogin',
    { schema: routeSchema('verification-sms-noLogin.json') },
    async (request) => {
      const target = await smsTarget(
        request,
        deps,
        request.body.countryDialingCode,
        request.body.mobileNum,
        request.body.purpose ?? 'login',
      );
      const registered = await findAccountByMobile(db, target.merchantCode, target.countryDialingCode, target.mobileNum);
      return ok(await sendCodeIf(deps, target, registered !== undefined));
    },
  );

  scope.post<{ Body: { mobileNo: string; countryDialingCode: string; regType: 'username' | 'mobile'; username?: string } }>(
    '/wps/verification/sms/register',
    { schema: routeSchema('verification-sms-register.json') },
    async (request) => {
      const target = await smsTarget(request, deps, request.body.countryDialingCode, request.body.mobileNo, 'register');
      const registered = await findAccountByMobile(db, target.merchantCode, target.countryDialingCode, target.mobileNum);
      return ok(await sendCodeIf(deps, target, registered === undefined));
    },
  );
}

/**
 * Checks the purpose's switches, the dialing code and the rate limits (address first: they also
 * stop number probing). Every send counts, whether a code goes out or not.
 */
async function smsTarget(
  request: FastifyRequest,
  { db, limiter }: RouteDeps,
  countryDialingCode: string,
  mobileNum: string,
  purpose: SmsPurpose,
): Promise<SmsTarget> {
  const merchantCode = merchantOf(request).merchantCode;
  const switches = await readModuleSwitches(db, merchantCode);
  if (!SMS_SWITCHES[purpose].every((modId) => switches.get(modId) === true)) throw apiErrors.featureOff();
  if (!(await isKnownDialingCode(db, countryDialingCode)))
    throw apiErrors.invalidRequest('O campo "Código do país" tem um valor desconhecido.');
  if (!limiter.allows('sms-address', `${merchantCode}:${request.ip}`, SMS_RATE.perAddress)) throw apiErrors.tooManyRequests();
  if (!limiter.allows('sms-number', `${merchantCode}:${countryDialingCode}:${mobileNum}`, SMS_RATE.perNumber))
    throw apiErrors.tooManyRequests();
  limiter.consume('sms-address', `${merchantCode}:${request.ip}`, SMS_RATE.perAddress);
  limiter.consume('sms-number', `${merchantCode}:${countryDialingCode}:${mobileNum}`, SMS_RATE.perNumber);
  return { merchantCode, countryDialingCode, mobileNum, purpose };
}

/** Sends a code when `deliver` holds; the answer is the same either way. */
async function sendCodeIf({ db, clock }: RouteDeps, target: SmsTarget, deliver: boolean): Promise<{ expiredMinutes: 5 }> {
  // The code is drawn either way, so both paths do the same work before the answer.
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  if (deliver) await insertSmsCode(db, target, code, clock.now());
  return { expiredMinutes: SMS_CODE_TTL_MINUTES };
}

/**
 * Checks and consumes a verification code; a wrong or dead code throws
 * VERIFICATION_CODE_INVALID / VERIFICATION_CODE_EXPIRED with `status` (401 in SMS login, 400 elsewhere).
 */
export async function requireSmsCode(
  { db, clock }: Pick<RouteDeps, 'db' | 'clock'>,
  target: SmsTarget,
  code: string,
  status: 400 | 401 = 400,
): Promise<void> {
  const result = await consumeSmsCode(db, target, code, clock.now());
  if (result === 'expired') throw apiErrors.verificationCodeExpired(status);
  if (result !== 'ok') throw apiErrors.verificationCodeInvalid(status);
}

export const isSmsCodeError = (error: unknown): boolean =>
  error instanceof ApiError && (error.code === 'VERIFICATION_CODE_INVALID' || error.code === 'VERIFICATION_CODE_EXPIRED');
