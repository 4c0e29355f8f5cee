import type { SystemStatus } from '../../core/api/contract';
import { t } from '../../core/i18n/i18n';
import { REGISTER_FIELDS, type RegisterField } from './api';

export type RegisterRule = SystemStatus['registerRules'][number];

/** Any text: the rule's acceptedPattern '*' (spec section 5). */
const ANY_TEXT = '*';

export const VERIFICATION_CODE_MAX = 255;
/** Mobile numbers when the merchant sends no mobileNum rule. */
const DEFAULT_MOBILE_RULE: RegisterRule = {
  key: 'mobileNum',
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 15,
  patternId: '3',
  acceptedPattern: '^[0-9]+$',
};

export function ruleFor(rules: readonly RegisterRule[], key: string): RegisterRule | undefined {
  return rules.find((rule) => rule.key === key);
}

export function mobileRule(rules: readonly RegisterRule[]): RegisterRule {
  const rule = ruleFor(rules, 'mobileNum');
  return rule ? { ...DEFAULT_MOBILE_RULE, ...rule, required: true } : DEFAULT_MOBILE_RULE;
}

/**
 * The hint under a field: the message for its patternId (`reg_pattern_{patternId}`) with (min)
 * and (max) replaced by the configured lengths; when they are equal, "(min) - (max)" becomes the
 * single value (spec section 5).
 */
export function hintFor(rule: RegisterRule | undefined): string {
  if (!rule?.patternId) return '';
  const key = `auth:reg_pattern_${rule.patternId}`;
  let text = t(key);
  if (text === key || text === `reg_pattern_${rule.patternId}`) return '';
  const min = rule.minLength;
  const max = rule.maxLength;
  if (min !== undefined && max !== undefined && min === max) text = text.replace('(min) - (max)', String(min));
  return text.replace('(min)', String(min ?? '')).replace('(max)', String(max ?? ''));
}

function compile(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    // A pattern this browser cannot compile is the server's to enforce; the length rules still apply.
    return null;
  }
}

/** One field against its rule: the message to show, or undefined. `required` overrides the rule's. */
export function checkAgainstRule(value: string, rule: RegisterRule, required = rule.required): string | undefined {
  const text = value.trim();
  if (!text) return required ? t('auth:validation.required') : undefined;
  if (rule.minLength !== undefined && text.length < rule.minLength) return t('auth:validation.tooShort', { min: rule.minLength });
  if (rule.maxLength !== undefined && text.length > rule.maxLength) return t('auth:validation.tooLong', { max: rule.maxLength });
  if (rule.acceptedPattern && rule.acceptedPattern !== ANY_TEXT) {
    const pattern = compile(rule.acceptedPattern);
    if (pattern && !pattern.test(text)) return hintFor(rule) || t('auth:validation.pattern');
  }
  return undefined;
}

export function requiredText(value: string | undefined, max?: number): string | undefined {
  const text = (value ?? '').trim();
  if (!text) return t('auth:validation.required');
  if (max !== undefined && text.length > max) return t('auth:validation.tooLong', { max });
  return undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailText(value: string | undefined, rule?: RegisterRule): string | undefined {
  if (rule) return checkAgainstRule(value ?? '', { ...rule, required: true });
  const missing = requiredText(value, 64);
  if (missing) return missing;
  return EMAIL.test((value ?? '').trim()) ? undefined : t('auth:validation.email');
}

/** Which fields a registration form shows and requires, from the server rules and the toggles. */
export interface RegisterFieldPlan {
  key: RegisterField;
  rule: RegisterRule;
  required: boolean;
}

export type RegisterMode = 'username' | 'mobile';

export interface RegisterPlanOptions {
  mode: RegisterMode;
  /** REGMOBVERF3: an SMS code is needed with the mobile number. */
  smsVerification: boolean;
  /** MOBILENUMPASSREG3: mobile registration asks for a password. */
  mobileWithPassword: boolean;
  /** AFFILIATECODE3: the affiliate (invitation) code field may show. */
  affiliateCode: boolean;
}

export function registerPlan(rules: readonly RegisterRule[], options: RegisterPlanOptions): RegisterFieldPlan[] {
  const plan: RegisterFieldPlan[] = [];
  for (const key of REGISTER_FIELDS) {
    let rule = ruleFor(rules, key);
    if (key === 'mobileNum' && options.mode === 'mobile') rule = mobileRule(rules);
    // Some fields belong to the form whatever the server's rule says (spec section 5): the
    // username form's credentials, and the SMS code while verification is on.
    const forced =
      (options.mode === 'username' && (key === 'username' || key === 'password' || key === 'confirmPassword')) ||
      (options.mode === 'mobile' && options.mobileWithPassword && (key === 'password' || key === 'confirmPassword')) ||
      (key === 'verificationCode' &&
        options.smsVerification &&
        (options.mode === 'mobile' || ruleFor(rules, 'mobileNum')?.enabled === true));
    if (!rule?.enabled) {
      if (!forced) continue;
      rule = {
        key,
        enabled: true,
        required: true,
        maxLength: key === 'verificationCode' ? VERIFICATION_CODE_MAX : 64,
        ...(rule?.patternId ? { patternId: rule.patternId, acceptedPattern: rule.acceptedPattern } : {}),
      };
    }
    if (key === 'affiliateCode' && !options.affiliateCode) continue;
    let required = rule.required;
    if (options.mode === 'mobile') {
      // The mobile number is the username; a password only when the merchant asks for one.
      if (key === 'username') continue;
      if ((key === 'password' || key === 'confirmPassword') && !options.mobileWithPassword) continue;
      if (key === 'mobileNum') required = true;
    }
    if (forced || key === 'confirmPassword') required = true;
    // The payment password is required whenever the form shows it (spec section 5).
    if (key === 'paymentPassword') required = true;
    if (key === 'verificationCode') {
      if (!options.smsVerification) continue;
      required = true;
    }
    plan.push({ key, rule, required });
  }
  // On the username form the number stays as optional as its rule says; the code then goes with
  // a number that is given (validateRegister), as the platform checks it.
  return plan;
}

export function validateRegister(
  values: Partial<Record<RegisterField, string>>,
  plan: readonly RegisterFieldPlan[],
): Partial<Record<RegisterField, string>> {
  const errors: Partial<Record<RegisterField, string>> = {};
  const mobile = plan.find((field) => field.key === 'mobileNum');
  const mobileGiven = Boolean((values.mobileNum ?? '').trim());
  for (const field of plan) {
    const value = values[field.key] ?? '';
    // An SMS code proves a number: with an optional number left empty there is nothing to prove.
    if (field.key === 'verificationCode' && mobile && !mobile.required && !mobileGiven && !value.trim()) continue;
    const message = checkAgainstRule(value, field.rule, field.required);
    if (message) errors[field.key] = message;
  }
  if (
    !errors.confirmPassword &&
    plan.some((f) => f.key === 'confirmPassword') &&
    (values.confirmPassword ?? '') !== (values.password ?? '')
  ) {
    errors.confirmPassword = t('auth:validation.passwordsDiffer');
  }
  return errors;
}
