/** Registration and login rules built from the server's per-field config (spec section 5). */
import { initI18nForTests } from '../../tests/support/i18n';
import { addTexts } from '../../core/i18n/i18n';
import { authPt } from '../../tests/support/auth-texts';
import { checkAgainstRule, hintFor, registerPlan, validateRegister, type RegisterRule } from './validation';

const rule = (overrides: Partial<RegisterRule> & { key: string }): RegisterRule => ({ enabled: true, required: true, ...overrides });

const RULES: RegisterRule[] = [
  rule({ key: 'username', minLength: 6, maxLength: 16, patternId: '1', acceptedPattern: '^[a-z][a-z0-9]*$' }),
  rule({ key: 'password', minLength: 8, maxLength: 20, patternId: '2', acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7e]+$' }),
  rule({
    key: 'confirmPassword',
    minLength: 8,
    maxLength: 20,
    patternId: '2',
    acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7e]+$',
  }),
  rule({ key: 'mobileNum', required: false, minLength: 8, maxLength: 11, patternId: '3', acceptedPattern: '^[0-9]+$' }),
  rule({ key: 'verificationCode', minLength: 6, maxLength: 6, patternId: '3', acceptedPattern: '^[0-9]+$' }),
  rule({ key: 'payeeName', required: false, minLength: 2, maxLength: 50, patternId: '5', acceptedPattern: '^[\\p{L} ]+$' }),
  rule({ key: 'idNumber', minLength: 11, maxLength: 11, patternId: '3', acceptedPattern: '^[0-9]+$' }),
  rule({ key: 'wechat', enabled: false }),
  rule({ key: 'line', required: false, minLength: 1, maxLength: 20, patternId: '6', acceptedPattern: '*' }),
];

beforeAll(async () => {
  await initI18nForTests();
  addTexts('pt', 'auth', authPt);
});

describe('hints from reg_pattern_{patternId}', () => {
  it('replaces (min) and (max) with the configured lengths', () => {
    expect(hintFor(RULES[0])).toBe('6 - 16 caracteres: letras minúsculas e números, começando por uma letra');
  });
  it('says the single value when min equals max', () => {
    expect(hintFor(RULES[6])).toBe('11 dígitos');
  });
  it('has no hint without a patternId or with an unknown one', () => {
    expect(hintFor(rule({ key: 'x' }))).toBe('');
    expect(hintFor(rule({ key: 'x', patternId: '99' }))).toBe('');
  });
});

describe('checkAgainstRule', () => {
  const username = RULES[0];
  it.each([
    ['', 'Preencha este campo.'],
    ['   ', 'Preencha este campo.'],
    ['abc', 'Use pelo menos 6 caracteres.'],
    ['a'.repeat(17), 'Use no máximo 16 caracteres.'],
    ['1jogador', 'HINT'],
    ['<script>alert(1)</script>', 'Use no máximo 16 caracteres.'],
    ["' OR 1=1 --", 'HINT'],
    ['jogadorçã', 'HINT'],
  ])('refuses %j', (value, message) => {
    // The hint is the message for a wrong pattern; i18n is ready only once the tests run.
    expect(checkAgainstRule(value, username)).toBe(message === 'HINT' ? hintFor(username) : message);
  });
  it('accepts a good value, trimmed', () => {
    expect(checkAgainstRule('  jogador1 ', username)).toBeUndefined();
  });
  it("treats '*' as any text and an optional empty field as fine", () => {
    expect(checkAgainstRule('qualquer coisa!', RULES[8])).toBeUndefined();
    expect(checkAgainstRule('', RULES[5])).toBeUndefined();
  });
  it('reads unicode patterns (letters of any script for names)', () => {
    expect(checkAgainstRule('José Conceição', RULES[5])).toBeUndefined();
    expect(checkAgainstRule('José 2', RULES[5])).toBe(hintFor(RULES[5]));
  });
});

describe('registerPlan', () => {
  it('shows the enabled fields of the username form, the SMS code only with REGMOBVERF3', () => {
    const without = registerPlan(RULES, { mode: 'username', smsVerification: false, mobileWithPassword: true, affiliateCode: true }).map(
      (f) => f.key,
    );
    expect(without).toEqual(['username', 'password', 'confirmPassword', 'mobileNum', 'payeeName', 'idNumber', 'line']);
    const withSms = registerPlan(RULES, { mode: 'username', smsVerification: true, mobileWithPassword: true, affiliateCode: true });
    expect(withSms.map((f) => f.key)).toContain('verificationCode');
    // The number stays optional on the username form; the code goes with a number that is given.
    expect(withSms.find((f) => f.key === 'mobileNum')?.required).toBe(false);
    const base = { username: 'jogador1', password: 'Sorte2026', confirmPassword: 'Sorte2026', idNumber: '12345678901' };
    expect(validateRegister(base, withSms)).toEqual({});
    expect(Object.keys(validateRegister({ ...base, mobileNum: '91712345' }, withSms))).toEqual(['verificationCode']);
  });
  it('drops the username on the mobile form, and the passwords without MOBILENUMPASSREG3', () => {
    const plan = registerPlan(RULES, { mode: 'mobile', smsVerification: true, mobileWithPassword: false, affiliateCode: true }).map(
      (f) => f.key,
    );
    expect(plan).not.toContain('username');
    expect(plan).not.toContain('password');
    expect(plan.slice(0, 2)).toEqual(['mobileNum', 'verificationCode']);
  });
  it('keeps the credentials on the username form even when the server switches their rule off', () => {
    const off = RULES.map((r) => (r.key === 'username' || r.key === 'password' ? { ...r, enabled: false } : r));
    const plan = registerPlan(off, { mode: 'username', smsVerification: false, mobileWithPassword: true, affiliateCode: true });
    expect(plan.filter((f) => f.key === 'username' || f.key === 'password').map((f) => f.required)).toEqual([true, true]);
  });

  it('requires the mobile number on the mobile form even when the rule says optional', () => {
    const plan = registerPlan(RULES, { mode: 'mobile', smsVerification: false, mobileWithPassword: true, affiliateCode: true });
    expect(plan.find((f) => f.key === 'mobileNum')?.required).toBe(true);
  });
});

describe('validateRegister', () => {
  const plan = registerPlan(RULES, { mode: 'username', smsVerification: false, mobileWithPassword: true, affiliateCode: true });
  it('names every bad field', () => {
    const errors = validateRegister(
      { username: 'ab', password: 'semnumero', confirmPassword: 'outra123', idNumber: '123', payeeName: 'x'.repeat(51) },
      plan,
    );
    expect(Object.keys(errors).sort()).toEqual(['confirmPassword', 'idNumber', 'password', 'payeeName', 'username']);
  });
  it('refuses a confirmation that differs', () => {
    const errors = validateRegister(
      { username: 'jogador1', password: 'Sorte2026', confirmPassword: 'Sorte2027', idNumber: '12345678901' },
      plan,
    );
    expect(errors).toEqual({ confirmPassword: 'As senhas não coincidem.' });
  });
  it('passes a complete, good form', () => {
    expect(
      validateRegister({ username: 'jogador1', password: 'Sorte2026', confirmPassword: 'Sorte2026', idNumber: '12345678901' }, plan),
    ).toEqual({});
  });
});
