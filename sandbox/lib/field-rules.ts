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
