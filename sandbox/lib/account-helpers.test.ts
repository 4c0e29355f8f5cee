import { CAPTCHA_ALPHABET, drawCaptcha, glyphOf, randomCaptchaText } from './captcha-image';
import { createClock } from './clock';
import { readCookie, serializeCookie } from './cookies';
import { checkField } from './field-rules';
import { createPasswordHasher } from './passwords';
import { crc32 } from './png';
import { createRateLimiter } from './rate-limit';

describe('rate limiter', () => {
  it('counts per purpose and key in a sliding window, and clears per merchant', () => {
    const clock = createClock();
    const limiter = createRateLimiter(clock);
    const rule = { limit: 2, windowMs: 60_000 };
    expect([
      limiter.consume('sms', 'MDS001:a', rule),
      limiter.consume('sms', 'MDS001:a', rule),
      limiter.consume('sms', 'MDS001:a', rule),
    ]).toEqual([true, true, false]);
    expect(limiter.consume('sms', 'MDS001:b', rule)).toBe(true);
    expect(limiter.consume('captcha', 'MDS001:a', rule)).toBe(true);
    expect(limiter.allows('sms', 'MDS001:a', rule)).toBe(false);
    clock.advance(60_001);
    expect(limiter.allows('sms', 'MDS001:a', rule)).toBe(true);
    limiter.consume('sms', 'TRV002:a', rule);
    limiter.consume('sms', 'TRV002:a', rule);
    limiter.consume('sms', 'MDS001:c', rule);
    limiter.consume('sms', 'MDS001:c', rule);
    limiter.clear('MDS001');
    expect([limiter.allows('sms', 'MDS001:c', rule), limiter.allows('sms', 'TRV002:a', rule)]).toEqual([true, false]);
    limiter.clear();
    expect(limiter.allows('sms', 'TRV002:a', rule)).toBe(true);
  });
});

describe('field rules', () => {
  const username = { minLength: 6, maxLength: 16, acceptedPattern: '^[a-z][a-z0-9]*$' };
  it('answer the value, or undefined when absent and optional', () => {
    expect(checkField('username', 'jogador1', username, true)).toBe('jogador1');
    expect(checkField('email', undefined, undefined, false)).toBeUndefined();
    expect(checkField('email', '', username, false)).toBeUndefined();
    expect(checkField('line', 'qualquer coisa', { minLength: 0, maxLength: 64, acceptedPattern: '*' }, false)).toBe('qualquer coisa');
  });
  it('count characters, not UTF-16 units', () => {
    const name = { minLength: 2, maxLength: 4, acceptedPattern: '^[\\p{L} ]+$' };
    expect(checkField('payeeName', 'João', name, true)).toBe('João');
    expect(() => checkField('payeeName', '🎰🎰', name, true)).toThrow('O campo "Nome completo" tem um formato inválido.');
    expect(() => checkField('payeeName', 'Ana Maria', name, true)).toThrow('O campo "Nome completo" deve ter entre 2 e 4 caracteres.');
  });
  it('throw INVALID_REQUEST naming the field in Portuguese', () => {
    expect(() => checkField('username', '', username, true)).toThrow(
      expect.objectContaining({ statusCode: 400, code: 'INVALID_REQUEST', message: 'O campo "Nome de usuário" é obrigatório.' }),
    );
    expect(() => checkField('username', 'Jogador', username, true)).toThrow('O campo "Nome de usuário" tem um formato inválido.');
    expect(() => checkField('verificationCode', '123', { minLength: 6, maxLength: 6, acceptedPattern: '^[0-9]+$' }, true)).toThrow(
      'O campo "Código de verificação" deve ter 6 caracteres.',
    );
  });
});

describe('cookies', () => {
  it('reads one cookie among several, and writes the attributes asked for', () => {
    expect(readCookie('a=1; wps_captcha=abc_-9; b="x"', 'wps_captcha')).toBe('abc_-9');
    expect(readCookie('a=1; b="x"', 'b')).toBe('x');
    expect(readCookie('xwps_captcha=1', 'wps_captcha')).toBeUndefined();
    expect(readCookie('wps_captcha=%E0%A4%A', 'wps_captcha')).toBeUndefined();
    expect(readCookie(undefined, 'wps_captcha')).toBeUndefined();
    expect(
      serializeCookie('wps_captcha', 'id', { path: '/wps', maxAgeSeconds: 300, httpOnly: true, sameSite: 'Strict', secure: true }),
    ).toBe('wps_captcha=id; Path=/wps; Max-Age=300; HttpOnly; SameSite=Strict; Secure');
  });
});

describe('captcha image', () => {
  it('has a glyph for every character it draws, and no ambiguous ones', () => {
    for (const character of CAPTCHA_ALPHABET) expect(glyphOf(character)).toHaveLength(7);
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01ILO]/);
    expect(randomCaptchaText()).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
    expect(() => drawCaptcha('0OIL')).toThrow();
  });
  it('computes the CRC-32 PNG chunks use (check value of "123456789": 0xCBF43926)', () => {
    expect(crc32(Buffer.from('123456789', 'ascii'))).toBe(0xcbf43926);
    expect(crc32(Buffer.alloc(0))).toBe(0);
  });
});

describe('password hashing', () => {
  it('writes argon2id PHC strings and verifies them; a missing hash never verifies', async () => {
    const standard = createPasswordHasher();
    const hash = await standard.hash('Sorte2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await standard.verify('Sorte2026', hash)).toBe(true);
    expect(await standard.verify('sorte2026', hash)).toBe(false);
    expect(await standard.verify('', null)).toBe(false);
    expect(await standard.verify('x', 'not a hash')).toBe(false);
    expect(await standard.hash('Sorte2026')).not.toBe(hash); // salted
  });
  it('uses the light cost only when asked, and verifies either cost', async () => {
    const fast = createPasswordHasher('fast');
    const light = await fast.hash('Sorte2026');
    expect(light).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await createPasswordHasher().verify('Sorte2026', light)).toBe(true);
  });
});
