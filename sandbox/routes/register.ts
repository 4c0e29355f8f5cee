import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import { apiErrors } from '../lib/errors';
import { verifyExternalIdentity } from '../lib/external-login';
import { checkField, enabledRules, labelOf, NEW_PASSWORD, NEW_USERNAME, ruledFields, type FieldCheck } from '../lib/field-rules';
import { findReferrerByCode, recordReferral, referralProgrammeOn } from '../store/referrals';
import { merchantOf } from '../lib/merchant-context';
import { DEFAULT_PASSWORD } from '../lib/passwords';
import { startSession } from '../lib/session-auth';
import {
  DuplicateAccountError,
  findAccountByMobile,
  findAccountByUsername,
  findAffiliateAgent,
  insertAccount,
  type Account,
} from '../store/accounts';
import { readRegisterRules } from '../store/register-rules';
import { isKnownDialingCode } from '../store/site-content';
import { readModuleSwitches } from '../store/whitelabel';
import { checkCaptcha } from './captcha';
import type { RouteDeps } from './deps';
import { requireSmsCode } from './verification';

export interface RegisterBody {
  username?: string;
  password?: string;
  confirmPassword?: string;
  payeeName?: string;
  email?: string;
  qqNum?: string;
  mobileNum?: string;
  recommenderId?: string;
  captcha?: string;
  verificationCode?: string;
  affiliateCode?: string;
  paymentPassword?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  referralCode?: string;
  domain?: string;
  countryDialingCode?: string;
  login?: boolean;
  registerUrl?: string;
  registerMethod?: 'WEB';
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
}

type RegisterForm = 'username' | 'mobile';

/** What any stored mobile number must look like, whatever the brand's rule. */
const ANY_MOBILE: FieldCheck = { minLength: 6, maxLength: 15, acceptedPattern: '^[0-9]+$' };
const ANY_CODE: FieldCheck = { minLength: 1, maxLength: 32, acceptedPattern: '^[A-Za-z0-9]+$' };

/** Fields stored as given when their rule is on (and ignored when it is off). */
const PROFILE_FIELDS = ['payeeName', 'email', 'qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber'] as const;

/**
 * PUT /wps/member/register         by username (encrypted)
 * PUT /wps/member/register/mobile  by mobile number: the number is the username (encrypted)
 * Both log the new account in and answer what session/login answers.
 */
export function registerRegistrationRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  scope.put<{ Body: RegisterBody }>(
    '/wps/member/register',
    { schema: routeSchema('member-register.json'), config: { encrypted: true } },
    async (request) => ok(await register(request, deps, 'username')),
  );
  scope.put<{ Body: RegisterBody }>(
    '/wps/member/register/mobile',
    { schema: routeSchema('member-register-mobile.json'), config: { encrypted: true } },
    async (request) => ok(await register(request, deps, 'mobile')),
  );
}

/**
 * The checks, in order: the form is switched on; every field against the brand's rules (nothing
 * used up yet); the captcha; username and number still free; the invitation code; the SMS code.
 * Only then is anything hashed and written.
 */
async function register(request: FastifyRequest<{ Body: RegisterBody }>, deps: RouteDeps, form: RegisterForm) {
  const { db, passwords, clock } = deps;
  const merchant = merchantOf(request);
  const body = request.body;
  const switches = await readModuleSwitches(db, merchant.merchantCode);
  const on = (modId: string) => switches.get(modId) === true;
  if (!on('DIRECTREG3') || !on(form === 'username' ? 'USERNAMEREG3' : 'MOBILENUMREG3')) throw apiErrors.featureOff();

  const rules = enabledRules(await readRegisterRules(db, merchant.merchantCode));
  const ruled = ruledFields(rules);

  // The mobile number: the username of a mobile registration, optional on the username form
  // (ignored there when its rule is off, unless SMS verification asks for a number).
  const mobileNum =
    form === 'mobile'
      ? ruled('mobileNum', body.mobileNum, { required: true, fallback: ANY_MOBILE })
      : rules.has('mobileNum') || on('REGMOBVERF3')
        ? ruled('mobileNum', body.mobileNum, { fallback: ANY_MOBILE })
        : undefined;
  let countryDialingCode: string | undefined;
  if (mobileNum !== undefined) {
    countryDialingCode = form === 'mobile' ? body.countryDialingCode : (body.countryDialingCode ?? merchant.countryDialingCode);
    if (!countryDialingCode) throw apiErrors.invalidRequest(`O campo "${labelOf('countryDialingCode')}" é obrigatório.`);
    if (!(await isKnownDialingCode(db, countryDialingCode))) {
      throw apiErrors.invalidRequest(`O campo "${labelOf('countryDialingCode')}" tem um valor desconhecido.`);
    }
  }
  const username = form === 'mobile' ? mobileNum! : ruled('username', body.username, NEW_USERNAME)!;

  // A mobile registration has a password only where the brand asks for one (else: SMS login).
  const wantsPassword = form === 'username' || on('MOBILENUMPASSREG3');
  let password: string | undefined;
  if (wantsPassword) {
    password = ruled('password', body.password, NEW_PASSWORD);
    const confirmRule = rules.get('confirmPassword');
    const confirm = confirmRule ? ruled('confirmPassword', body.confirmPassword) : body.confirmPassword || undefined;
    if ((confirm !== undefined || confirmRule?.required) && confirm !== password) {
      throw apiErrors.invalidRequest(`O campo "${labelOf('confirmPassword')}" deve ser igual ao campo "${labelOf('password')}".`);
    }
  }

  // SMS verification applies to every number given while REGMOBVERF3 is on.
  const verifyBySms = mobileNum !== undefined && on('REGMOBVERF3');
  const viaFirebase = verifyBySms && body.firebaseChannel === 'sms' && Boolean(body.firebaseIdToken);
  const verificationCode = verifyBySms && !viaFirebase ? ruled('verificationCode', body.verificationCode, { required: true }) : undefined;

  const profile: Partial<Record<(typeof PROFILE_FIELDS)[number], string>> = {};
  for (const key of PROFILE_FIELDS) profile[key] = ruled(key, body[key]);
  // Required whenever the form shows it (spec section 5), whatever the rule's required flag.
  const paymentPassword = rules.has('paymentPassword') ? ruled('paymentPassword', body.paymentPassword, { required: true }) : undefined;
  // Invitation codes count only while the merchant offers them (AFFILIATECODE3); the link's
  // referralCode stands in, checked, when none was typed.
  const typedAffiliate = on('AFFILIATECODE3') ? ruled('affiliateCode', body.affiliateCode) : undefined;
  const affiliateCode = on('AFFILIATECODE3')
    ? (typedAffiliate ?? (body.referralCode ? checkField('referralCode', body.referralCode, ANY_CODE, false) : undefined))
    : undefined;
  // A well-formed link code may also be a member's (invite friends); any other is ignored, as before.
  const linkCode =
    typedAffiliate === undefined && body.referralCode && /^[A-Za-z0-9]{1,32}$/.test(body.referralCode) ? body.referralCode : undefined;

  // The captcha is used up by the check, so it comes after every check that costs nothing.
  // A missing one answers CAPTCHA_REQUIRED (as login does), not a field error.
  if (rules.has('captcha')) {
    const captcha = ruled('captcha', body.captcha, { required: false });
    if (captcha !== undefined || rules.get('captcha')!.required) await checkCaptcha(request, deps, captcha, 400);
  }

  // With our SMS verification a registered number never gets a code (verification/sms/register),
  // so its registration fails on the code like any wrong one: the answer does not tell that the
  // number has an account.
  const numberTaken = () => (verificationCode !== undefined ? apiErrors.verificationCodeInvalid() : apiErrors.mobileTaken());
  if (await findAccountByUsername(db, merchant.merchantCode, username)) {
    throw form === 'mobile' ? numberTaken() : apiErrors.usernameTaken();
  }
  if (mobileNum !== undefined && (await findAccountByMobile(db, merchant.merchantCode, countryDialingCode!, mobileNum))) {
    throw numberTaken();
  }
  let upline: Account | undefined;
  let referrer: number | undefined;
  if (affiliateCode !== undefined) upline = await findAffiliateAgent(db, merchant.merchantCode, affiliateCode);
  if (!upline && linkCode !== undefined && typedAffiliate === undefined && (await referralProgrammeOn(db, merchant.merchantCode))) {
    referrer = await findReferrerByCode(db, merchant.merchantCode, linkCode);
  }
  // A code the member typed, or a link's code that is nobody's, is refused while codes count.
  if (affiliateCode !== undefined && !upline && referrer === undefined) throw apiErrors.invalidAffiliate();
  if (verificationCode !== undefined) {
    await requireSmsCode(
      deps,
      { merchantCode: merchant.merchantCode, countryDialingCode: countryDialingCode!, mobileNum: mobileNum!, purpose: 'register' },
      verificationCode,
    );
  }
  if (viaFirebase) {
    // The number was verified by Firebase instead of our SMS code: the token must be for this number.
    const identity = await verifyExternalIdentity(deps, merchant.merchantCode, 'firebase_sms', body.firebaseIdToken);
    if (identity?.phoneNumber !== `${countryDialingCode}${mobileNum}`) throw apiErrors.verificationCodeInvalid();
  }

  let account: Account;
  try {
    account = await insertAccount(db, {
      merchantCode: merchant.merchantCode,
      username,
      passwordHash: password === undefined ? null : await passwords.hash(password),
      usesDefaultPassword: password === DEFAULT_PASSWORD,
      type: 0,
      nickname: username,
      email: profile.email ?? null,
      mobileNum: mobileNum ?? null,
      countryDialingCode: mobileNum === undefined ? null : countryDialingCode!,
      uplineAccountId: upline?.id ?? null,
      payeeName: profile.payeeName ?? null,
      paymentPasswordHash: paymentPassword === undefined ? null : await passwords.hash(paymentPassword),
      qqNum: profile.qqNum ?? null,
      line: profile.line ?? null,
      whatsapp: profile.whatsapp ?? null,
      facebook: profile.facebook ?? null,
      wechat: profile.wechat ?? null,
      idNumber: profile.idNumber ?? null,
      registerUrl: body.registerUrl || null,
      registerMethod: body.registerMethod ?? null,
      registerDomain: body.domain || null,
    });
  } catch (error) {
    if (error instanceof DuplicateAccountError)
      throw error.field === 'mobile' || form === 'mobile' ? apiErrors.mobileTaken() : apiErrors.usernameTaken();
    throw error;
  }
  if (referrer !== undefined) await recordReferral(db, account.id, referrer, clock.now());
  // Chosen at registration, the default password still has to be replaced before anything else.
  return startSession(deps, account, password === DEFAULT_PASSWORD ? 'default' : null);
}
