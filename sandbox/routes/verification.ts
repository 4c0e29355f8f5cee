import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { MINUTE_MS } from '../lib/clock';
import { ok } from '../lib/envelope';
import { ApiError, apiErrors } from '../lib/errors';
import { merchantOf } from '../lib/merchant-context';
import { findAccountByMobile } from '../store/accounts';
import { isKnownDialingCode } from '../store/site-content';
import { consumeSmsCode, insertSmsCode, SMS_CODE_TTL_MINUTES, type SmsPurpose, type SmsTarget } from '../store/sms-codes';
import type { RouteDeps } from './deps';

/** Sends (both calls together): 3 per number and 10 per client address in 5 minutes. */
export const SMS_RATE = {
  perNumber: { limit: 3, windowMs: 5 * MINUTE_MS },
  perAddress: { limit: 10, windowMs: 5 * MINUTE_MS },
};

/**
 * POST /wps/verification/sms/noLogin   a code (purpose login) to a registered number: SMS login,
 *                                      password reset by phone
 * POST /wps/verification/sms/register  a code (purpose register) to a number not yet registered
 * The "SMS" lands in the sms_outbox table (read it with GET /__sandbox/sms-outbox).
 */
export function registerVerificationRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  scope.post<{ Body: { mobileNum: string; countryDialingCode: string } }>(
    '/wps/verification/sms/noLogin',
    { schema: routeSchema('verification-sms-noLogin.json') },
    async (request) => {
      const target = await smsTarget(request, deps, request.body.countryDialingCode, request.body.mobileNum, 'login');
      if (!(await findAccountByMobile(db, target.merchantCode, target.countryDialingCode, target.mobileNum))) throw apiErrors.mobileNotFound();
      return ok(await sendCode(deps, target));
    },
  );

  scope.post<{ Body: { mobileNo: string; countryDialingCode: string; regType: 'username' | 'mobile'; username?: string } }>(
    '/wps/verification/sms/register',
    { schema: routeSchema('verification-sms-register.json') },
    async (request) => {
      const target = await smsTarget(request, deps, request.body.countryDialingCode, request.body.mobileNo, 'register');
      if (await findAccountByMobile(db, target.merchantCode, target.countryDialingCode, target.mobileNum)) throw apiErrors.mobileTaken();
      return ok(await sendCode(deps, target));
    },
  );
}

/** Checks the dialing code and the rate limits (address first: they also stop number probing). */
async function smsTarget(
  request: FastifyRequest,
  { db, limiter }: RouteDeps,
  countryDialingCode: string,
  mobileNum: string,
  purpose: SmsPurpose,
): Promise<SmsTarget> {
  const merchantCode = merchantOf(request).merchantCode;
  if (!(await isKnownDialingCode(db, countryDialingCode))) throw apiErrors.invalidRequest('O campo "Código do país" tem um valor desconhecido.');
  if (!limiter.allows('sms-address', `${merchantCode}:${request.ip}`, SMS_RATE.perAddress)) throw apiErrors.tooManyRequests();
  if (!limiter.allows('sms-number', `${merchantCode}:${countryDialingCode}:${mobileNum}`, SMS_RATE.perNumber)) throw apiErrors.tooManyRequests();
  limiter.consume('sms-address', `${merchantCode}:${request.ip}`, SMS_RATE.perAddress);
  limiter.consume('sms-number', `${merchantCode}:${countryDialingCode}:${mobileNum}`, SMS_RATE.perNumber);
  return { merchantCode, countryDialingCode, mobileNum, purpose };
}

async function sendCode({ db, clock }: RouteDeps, target: SmsTarget): Promise<{ expiredMinutes: 5 }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await insertSmsCode(db, target, code, clock.now());
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
