import type { SandboxBrand } from '../../brands';
import { insertRegisterRule, type RegisterRule } from '../../store/register-rules';
import type { Queryable } from '../db';

/**
 * The patterns registration rules point at. The front end maps patternId to the hint
 * `reg_pattern_{patternId}`; the server compiles acceptedPattern with the 'u' flag ('*' = any text).
 */
export const REGISTER_PATTERNS: Record<string, string> = {
  '1': '^[a-z][a-z0-9]*$', // username: a lower-case letter, then letters and digits
  '2': '^(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7e]+$', // password: letters and digits, printable ASCII, no spaces
  '3': '^[0-9]+$', // digits
  '4': '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', // e-mail
  '5': '^[\\p{L} ]+$', // a person's name: letters (any script) and spaces
  '6': '*', // any text
  '7': '^[A-Za-z0-9._-]+$', // a social-network handle
  '8': '^[A-Za-z0-9]+$', // a code
};

/** Every field a rule can govern, in the order the rules are listed. */
export const REGISTER_RULE_KEYS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'email',
  'affiliateCode',
  'captcha',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;
export type RegisterRuleKey = (typeof REGISTER_RULE_KEYS)[number];

type RuleSeed = [enabled: boolean, required: boolean, minLength: number, maxLength: number, patternId: string];

const OFF: RuleSeed = [false, false, 0, 64, '6'];

/** Rules per brand id; a brand not listed gets mare-da-sorte's. `verificationCode` required = when SMS verification applies. */
const BRAND_RULES: Record<string, Record<RegisterRuleKey, RuleSeed>> = {
  'mare-da-sorte': {
    username: [true, true, 6, 16, '1'],
    password: [true, true, 8, 20, '2'],
    confirmPassword: [true, true, 8, 20, '2'],
    mobileNum: [true, false, 8, 11, '3'],
    verificationCode: [true, true, 6, 6, '3'],
    payeeName: [true, false, 2, 50, '5'],
    email: [true, false, 6, 64, '4'],
    affiliateCode: [true, false, 4, 12, '8'],
    captcha: [true, true, 4, 4, '8'],
    paymentPassword: [false, false, 6, 6, '3'],
    qqNum: [false, false, 5, 12, '3'],
    line: [false, false, 3, 50, '7'],
    whatsapp: [false, false, 10, 13, '3'],
    facebook: [false, false, 3, 50, '7'],
    wechat: [false, false, 3, 50, '7'],
    idNumber: [false, false, 11, 11, '3'],
  },
  'trevo-azul': {
    username: [true, true, 5, 12, '1'],
    password: [true, true, 6, 16, '2'],
    confirmPassword: [true, true, 6, 16, '2'],
    mobileNum: [true, true, 10, 11, '3'],
    verificationCode: [true, true, 6, 6, '3'],
    payeeName: [false, false, 2, 50, '5'],
    email: [true, true, 6, 64, '4'],
    affiliateCode: [true, false, 4, 12, '8'],
    captcha: [false, false, 4, 4, '8'],
    paymentPassword: [true, true, 6, 6, '3'],
    qqNum: OFF,
    line: OFF,
    whatsapp: [true, false, 10, 13, '3'],
    facebook: [true, false, 3, 50, '7'],
    wechat: OFF,
    idNumber: [true, true, 11, 11, '3'],
  },
};

export function registerRulesFor(brand: Pick<SandboxBrand, 'id'>): RegisterRule[] {
  const seeds = BRAND_RULES[brand.id] ?? BRAND_RULES['mare-da-sorte'];
  return REGISTER_RULE_KEYS.map((key) => {
    const [enabled, required, minLength, maxLength, patternId] = seeds[key];
    return { key, enabled, required, minLength, maxLength, patternId, acceptedPattern: REGISTER_PATTERNS[patternId] };
  });
}

export async function seedRegisterRules(tx: Queryable, brand: SandboxBrand): Promise<void> {
  for (const [index, rule] of registerRulesFor(brand).entries()) await insertRegisterRule(tx, brand.merchantCode, rule, index);
}
