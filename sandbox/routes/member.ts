import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { MINUTE_MS } from '../lib/clock';
import { ok } from '../lib/envelope';
import { routeErrorHandler } from '../lib/error-handling';
import { apiErrors } from '../lib/errors';
import { checkField, enabledRules } from '../lib/field-rules';
import { merchantOf } from '../lib/merchant-context';
import { DEFAULT_PASSWORD } from '../lib/passwords';
import { requireMember, sessionToken } from '../lib/session-auth';
import { findAccountByMobile, findAccountByUsername, hasPaymentPassword, updatePassword, type Account } from '../store/accounts';
import { insertEmail, insertPasswordResetToken } from '../store/email-outbox';
import { readRegisterRules } from '../store/register-rules';
import { findPreviousLogin, findSessionStart, revokeOtherSessions, settlePasswordChange } from '../store/sessions';
import { readDomains } from '../store/site-content';
import type { RouteDeps } from './deps';
import { requireSmsCode } from './verification';
import { readModuleSwitches } from '../store/whitelabel';

export const PASSWORD_EMAIL_RATE = { limit: 5, windowMs: 5 * MINUTE_MS };
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/**
 * GET  /wps/member/info                   the logged-in account
 * POST /wps/member/password               change the password (old one known; encrypted)
 * POST /wps/member/password/verification  set a password with an SMS code (encrypted)
 * POST /wps/member/password/email         a reset link by e-mail (form-urlencoded body)
 */
export function registerMemberRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db, clock, passwords, limiter } = deps;

  // securityCenter's account-safety facts: the last login before this one and the payment password's state.
  scope.get('/wps/v2/member/security', { schema: routeSchema('v2-member-security.json') }, async (request) => {
    const member = await requireMember(request, deps);
    const token = sessionToken(request) ?? '';
    const [previous, current, paymentPasswordSet] = await Promise.all([
      findPreviousLogin(db, member.id, token),
      findSessionStart(db, token),
      hasPaymentPassword(db, member.id),
    ]);
    return ok({
      lastLoginAt: previous?.toISOString() ?? null,
      currentLoginAt: (current ?? clock.now()).toISOString(),
      paymentPasswordSet,
    });
  });

  scope.get('/wps/member/info', { schema: routeSchema('member-info.json') }, async (request) => {
    const member = await requireMember(request, deps);
    return ok(memberInfo(member));
  });

  scope.post<{ Body: { oldPassword: string; newPassword: string; confirmNewPassword: string; username?: string } }>(
    '/wps/member/password',
    { schema: routeSchema('member-password.json'), config: { encrypted: true, openWhilePasswordChangeOwed: true } },
    async (request) => {
      const member = await requireMember(request, deps);
      const { oldPassword, newPassword, confirmNewPassword, username } = request.body;
      if (username !== undefined && username !== '' && username.toLowerCase() !== member.username.toLowerCase()) {
        throw apiErrors.invalidRequest('O nome de usuário não corresponde a esta conta.');
      }
      await checkNewPassword(deps, member.merchantCode, newPassword);
      if (confirmNewPassword !== newPassword) {
        throw apiErrors.invalidRequest('O campo "Confirmar nova senha" deve ser igual ao campo "Nova senha".');
      }
      if (newPassword === oldPassword) throw apiErrors.invalidRequest('A nova senha deve ser diferente da senha atual.');
      if (!(await passwords.verify(oldPassword, member.passwordHash))) throw apiErrors.wrongPassword();
      await updatePassword(db, member.id, await passwords.hash(newPassword));
      // Whoever else held a session with the old password is logged out; this one may do everything again.
      await revokeOtherSessions(db, member.id, sessionToken(request), clock.now());
      await settlePasswordChange(db, sessionToken(request)!);
      return ok(null);
    },
  );

  scope.post<{ Body: { newPassword: string; mobileNum: string; verificationCode: string; countryDialingCode: string } }>(
    '/wps/member/password/verification',
    { schema: routeSchema('member-password-verification.json'), config: { encrypted: true } },
    async (request) => {
      const merchantCode = merchantOf(request).merchantCode;
      const { newPassword, mobileNum, verificationCode, countryDialingCode } = request.body;
      if (!(await readModuleSwitches(db, merchantCode)).get('CHNGPASSVERIF3')) throw apiErrors.featureOff();
      // Checked before the code is used up, so a refused password does not cost the code.
      await checkNewPassword(deps, merchantCode, newPassword);
      await requireSmsCode(deps, { merchantCode, countryDialingCode, mobileNum, purpose: 'reset' }, verificationCode);
      const account = await findAccountByMobile(db, merchantCode, countryDialingCode, mobileNum);
      if (!account) throw apiErrors.verificationCodeInvalid();
      await updatePassword(db, account.id, await passwords.hash(newPassword));
      await revokeOtherSessions(db, account.id, undefined, clock.now());
      return ok(null);
    },
  );

  // The one call with a form body: its own scope, whose only parser is the form's.
  void scope.register(async (formScope) => {
    formScope.removeAllContentTypeParsers();
    formScope.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      try {
        done(null, parseForm(String(body)));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
    formScope.post<{ Body: { username: string; email: string } }>(
      '/wps/member/password/email',
      {
        schema: routeSchema('member-password-email.json'),
        errorHandler: routeErrorHandler({
          adjust: (apiError) => (apiError.code === 'UNSUPPORTED_MEDIA_TYPE' ? apiErrors.unsupportedMediaType(FORM_CONTENT_TYPE) : apiError),
        }),
      },
      async (request) => {
        const merchant = merchantOf(request);
        if (!limiter.consume('password-email-address', `${merchant.merchantCode}:${request.ip}`, PASSWORD_EMAIL_RATE)) {
          throw apiErrors.tooManyRequests();
        }
        const { username, email } = request.body;
        const account = await findAccountByUsername(db, merchant.merchantCode, username);
        // Same answer whether or not the pair matches: nothing tells which accounts exist.
        if (account?.email && account.email.toLowerCase() === email.toLowerCase() && account.type !== 4) {
          const token = randomBytes(32).toString('base64url');
          const now = clock.now();
          await insertPasswordResetToken(db, account.id, token, now);
          // The merchant's own site, never the request's Host header (which the client writes).
          const [site] = await readDomains(db, merchant.merchantCode);
          const link = `${site ?? ''}/resetPassword?token=${token}`;
          await insertEmail(
            db,
            {
              merchantCode: merchant.merchantCode,
              email: account.email,
              subject: `${merchant.name}: redefinição de senha`,
              body:
                `Olá, ${account.username}!\n\n` +
                `Recebemos um pedido para redefinir a senha da sua conta. Para escolher uma nova senha, abra o link abaixo ` +
                `(válido por 30 minutos):\n\n${link}\n\n` +
                'Se não foi você quem pediu, ignore este e-mail: a sua senha continua a mesma.',
            },
            now,
          );
        }
        return ok(null);
      },
    );
  });
}

export interface MemberInfo {
  id: number;
  account: string;
  nickname: string;
  type: Account['type'];
  toUpline: boolean;
  clubLabel: Account['clubLabel'];
  memberLabel: string[];
  email: string | null;
  mobileNum: string | null;
  countryDialingCode: string | null;
}

export function memberInfo(member: Account): MemberInfo {
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.type,
    toUpline: member.uplineAccountId !== null,
    clubLabel: member.clubLabel,
    memberLabel: member.memberLabels,
    email: member.email,
    mobileNum: member.mobileNum === null ? null : maskMobile(member.mobileNum),
    countryDialingCode: member.countryDialingCode,
  };
}

/** 9171234567 → 917****567: the first 3 and last 3 digits stay (short numbers keep only the last 2). */
export function maskMobile(mobileNum: string): string {
  if (mobileNum.length <= 6) return '*'.repeat(Math.max(mobileNum.length - 2, 0)) + mobileNum.slice(-2);
  return mobileNum.slice(0, 3) + '*'.repeat(mobileNum.length - 6) + mobileNum.slice(-3);
}

/** A new password: the brand's password rule, and never the default password. */
async function checkNewPassword({ db }: RouteDeps, merchantCode: string, newPassword: string): Promise<void> {
  const rule = enabledRules(await readRegisterRules(db, merchantCode)).get('password');
  checkField('newPassword', newPassword, rule, true);
  if (newPassword === DEFAULT_PASSWORD) throw apiErrors.invalidRequest('A nova senha não pode ser a senha padrão (123456).');
}

/** application/x-www-form-urlencoded → an object of strings; a repeated field is refused. */
function parseForm(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(fields, name)) throw apiErrors.invalidRequest(`O campo "${name.slice(0, 40)}" foi enviado mais de uma vez.`);
    Object.defineProperty(fields, name, { value, enumerable: true, writable: true, configurable: true });
  }
  return fields;
}
