import type { RegisterRule } from '../store/register-rules';
import { apiErrors } from './errors';

/** How the messages name each field (pt-BR). */
export const FIELD_LABELS: Record<string, string> = {
  username: 'Nome de usuário',
  password: 'Senha',
  confirmPassword: 'Confirmar senha',
  newPassword: 'Nova senha',
  confirmNewPassword: 'Confirmar nova senha',
  mobileNum: 'Celular',
  countryDialingCode: 'Código do país',
  verificationCode: 'Código de verificação',
  payeeName: 'Nome completo',
  email: 'E-mail',
  affiliateCode: 'Código de convite',
  referralCode: 'Código de convite',
  captcha: 'Código da imagem',
  paymentPassword: 'Senha de saque',
  qqNum: 'QQ',
  line: 'Line',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  wechat: 'WeChat',
  idNumber: 'Número do documento',
};

export const labelOf = (key: string): string => FIELD_LABELS[key] ?? key;

/** The shape a rule checks: lengths (in characters, not UTF-16 units) and a pattern. */
export interface FieldCheck {
  minLength: number;
  maxLength: number;
  /** A regular-expression source, compiled with the 'u' flag; '*' accepts anything. */
  acceptedPattern: string;
}

const compiled = new Map<string, RegExp | null>();

function patternOf(source: string): RegExp | null {
  if (source === '*' || source === '') return null;
  let regex = compiled.get(source);
  if (regex === undefined) {
    // A rule whose pattern does not compile is a seed bug: it surfaces as a 500, never as "valid".
    regex = new RegExp(source, 'u');
    compiled.set(source, regex);
  }
  return regex;
}

export const characterCount = (value: string): number => [...value].length;

/**
 * Checks one field against a rule. Answers the value when present (non-empty), undefined when
 * absent and allowed to be; throws 400 INVALID_REQUEST with a Portuguese message naming the field.
 */
export function checkField(key: string, value: string | undefined, check: FieldCheck | undefined, required: boolean): string | undefined {
  const label = labelOf(key);
  if (value === undefined || value === '') {
    if (required) throw apiErrors.invalidRequest(`O campo "${label}" é obrigatório.`);
    return undefined;
  }
  if (!check) return value;
  const length = characterCount(value);
  if (length < check.minLength || length > check.maxLength) {
    throw apiErrors.invalidRequest(
      check.minLength === check.maxLength
        ? `O campo "${label}" deve ter ${check.minLength} caracteres.`
        : `O campo "${label}" deve ter entre ${check.minLength} e ${check.maxLength} caracteres.`,
    );
  }
  const pattern = patternOf(check.acceptedPattern);
  if (pattern && !pattern.test(value)) throw apiErrors.invalidRequest(`O campo "${label}" tem um formato inválido.`);
  return value;
}

/** A brand's rules by field, keeping only the enabled ones. */
export function enabledRules(rules: readonly RegisterRule[]): Map<string, RegisterRule> {
  return new Map(rules.filter((rule) => rule.enabled).map((rule) => [rule.key, rule]));
}

/** What any username must look like when the brand's username rule is off. */
export const ANY_USERNAME: FieldCheck = { minLength: 1, maxLength: 64, acceptedPattern: '^[^\\s]+$' };

export type RuledField = (
  key: string,
  value: string | undefined,
  options?: { required?: boolean; fallback?: FieldCheck },
) => string | undefined;

/**
 * Checks fields against a brand's enabled rules, as registration does (and every other way an
 * account is created, so the same names are refused with the same messages). A field is checked
 * when its rule is on; answers undefined for an absent or ignored field. `required` overrides the
 * rule's own flag; `fallback` is checked too (alone when the rule is off, in which case the field
 * is not ignored).
 */
export function ruledFields(rules: ReadonlyMap<string, RegisterRule>): RuledField {
  return (key, value, options = {}) => {
    const rule = rules.get(key);
    if (!rule && options.required === undefined && !options.fallback) return undefined;
    const checked = checkField(key, value, rule ?? options.fallback, options.required ?? rule?.required ?? false);
    if (checked !== undefined && rule && options.fallback) checkField(key, checked, options.fallback, false);
    return checked;
  };
}

/** How a new account's username and password are checked, wherever the account is created. */
export const NEW_USERNAME = { required: true, fallback: ANY_USERNAME } as const;
export const NEW_PASSWORD = { required: true } as const;
