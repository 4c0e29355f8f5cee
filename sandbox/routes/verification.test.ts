import { inflateSync } from 'node:zlib';
import { crc32 } from '../lib/png';
import { call, captchaFor, latestSmsCode } from '../testing/accounts';
import { callApi, MARE, schemaErrors, startSandbox, TREVO, type RunningSandbox } from '../testing/fixtures';

const MINUTE = 60_000;
const TOO_MANY = { success: false, value: null, message: 'Muitas solicitações. Tente novamente em 5 minutos.', code: 'RATE_LIMITED' };

interface SmsMessage {
  code: string;
  purpose: string;
  countryDialingCode: string;
  mobileNum: string;
  createdAt: string;
  expiresAt: string;
}

/** Reads a PNG's chunks, checking each CRC; answers the header fields and the inflated pixel rows. */
function readPng(bytes: Buffer): { width: number; height: number; bitDepth: number; colourType: number; raw: Buffer } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks: { type: string; data: Buffer }[] = [];
  for (let offset = 8; offset < bytes.length;) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.subarray(offset + 4, offset + 8).toString('ascii');
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    expect(bytes.readUInt32BE(offset + 8 + length)).toBe(crc32(bytes.subarray(offset + 4, offset + 8 + length)));
    chunks.push({ type, data });
    offset += 12 + length;
  }
  expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const header = chunks[0].data;
  return {
    width: header.readUInt32BE(0),
    height: header.readUInt32BE(4),
    bitDepth: header[8],
    colourType: header[9],
    raw: inflateSync(chunks[1].data),
  };
}

describe('verification codes and captchas', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox();
  }, 60_000);
  afterAll(() => sandbox?.close());
  afterEach(() => sandbox.controls.reset());

  const noLogin = (
    mobileNum: string,
    options: { merchant?: string; localAddress?: string; countryDialingCode?: string; purpose?: 'login' | 'reset' } = {},
  ) =>
    call(
      sandbox,
      'POST',
      '/wps/verification/sms/noLogin',
      { mobileNum, countryDialingCode: options.countryDialingCode ?? '+63', ...(options.purpose ? { purpose: options.purpose } : {}) },
      options,
    );
  const toggles = (merchantCode: string, modules: Record<string, boolean>) =>
    call(sandbox, 'POST', '/__sandbox/toggles', { merchantCode, modules });
  const SENT = { success: true, value: { expiredMinutes: 5 }, message: '' };
  const forRegister = (mobileNo: string, options: { merchant?: string; localAddress?: string } = {}) =>
    call(sandbox, 'POST', '/wps/verification/sms/register', { mobileNo, countryDialingCode: '+63', regType: 'mobile' }, options);
  const outbox = (mobileNum: string, merchant: string = MARE.merchantCode) =>
    callApi<SmsMessage[]>(sandbox.baseUrl, `/__sandbox/sms-outbox?merchantCode=${merchant}&mobileNum=${mobileNum}`, { merchant: null });

  describe('SMS codes', () => {
    it('sends a 6-digit login code to a registered number, into the outbox', async () => {
      const reply = await noLogin('9171234567');
      expect([reply.status, reply.json.value]).toEqual([200, { expiredMinutes: 5 }]);
      expect(schemaErrors('verification-sms-noLogin.json', reply.json.value)).toEqual([]);
      const messages = (await outbox('9171234567')).json.value;
      expect(schemaErrors('sandbox-sms-outbox.json', messages)).toEqual([]);
      expect(messages[0]).toEqual({
        code: expect.stringMatching(/^[0-9]{6}$/),
        purpose: 'login',
        countryDialingCode: '+63',
        mobileNum: '9171234567',
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
      });
      expect(Date.parse(messages[0].expiresAt) - Date.parse(messages[0].createdAt)).toBe(5 * MINUTE);
      // Each merchant has its own outbox.
      expect((await outbox('9171234567', TREVO.merchantCode)).json.value).toEqual([]);
    });

    it('answers an unknown number as a registered one, and sends it nothing', async () => {
      const sentBefore = (await outbox('9171234567')).json.value.length;
      const unknown = await noLogin('9990001111');
      const registered = await noLogin('9171234567');
      expect([unknown.status, unknown.json]).toEqual([200, SENT]);
      expect([registered.status, registered.json]).toEqual([200, SENT]);
      expect((await outbox('9990001111')).json.value).toEqual([]);
      expect((await outbox('9171234567')).json.value).toHaveLength(sentBefore + 1);
      // jogador's number under another country's code is another number: nothing sent either.
      const wrongCountry = await noLogin('9171234567', { countryDialingCode: '+55' });
      expect([wrongCountry.status, wrongCountry.json]).toEqual([200, SENT]);
      expect((await outbox('9171234567')).json.value).toHaveLength(sentBefore + 1);
      const noCountry = await noLogin('9171234567', { countryDialingCode: '+9999' });
      expect([noCountry.status, noCountry.json.code]).toEqual([400, 'INVALID_REQUEST']);
      for (const mobileNum of ['12345', '91712345678901234', '917-123-4567', "' OR 1=1 --"]) {
        const reply = await noLogin(mobileNum);
        expect([mobileNum, reply.status, reply.json.message]).toEqual([mobileNum, 400, 'O campo "mobileNum" tem um formato inválido.']);
      }
    });

    it('answers a registered number as a free one for registration, and sends the code only to the free one', async () => {
      const taken = await forRegister('9171234567');
      const free = await forRegister('9170000001');
      expect([taken.status, taken.json]).toEqual([200, SENT]);
      expect([free.status, free.json]).toEqual([200, SENT]);
      expect((await outbox('9171234567')).json.value.filter((message) => message.purpose === 'register')).toEqual([]);
      expect((await outbox('9170000001')).json.value[0]).toMatchObject({ purpose: 'register', mobileNum: '9170000001' });
      const badType = await call(sandbox, 'POST', '/wps/verification/sms/register', {
        mobileNo: '9170000001',
        countryDialingCode: '+63',
        regType: 'email',
      });
      expect([badType.status, badType.json.code]).toEqual([400, 'INVALID_REQUEST']);
    });

    it('sends nothing for a switched-off feature: FEATURE_OFF', async () => {
      const featureOff = { success: false, value: null, message: 'Este recurso não está disponível neste site.', code: 'FEATURE_OFF' };
      await toggles(MARE.merchantCode, { MOBILEVERCODELOGIN3: false });
      const login = await noLogin('9171234567');
      expect([login.status, login.json]).toEqual([403, featureOff]);
      // A reset by phone is its own switch (CHNGPASSVERIF3), still on.
      const sentBefore = (await outbox('9171234567')).json.value.length;
      expect((await noLogin('9171234567', { purpose: 'reset' })).json).toEqual(SENT);
      const sent = (await outbox('9171234567')).json.value;
      expect([sent.length, sent[0].purpose]).toEqual([sentBefore + 1, 'reset']);
      await toggles(MARE.merchantCode, { CHNGPASSVERIF3: false });
      expect((await noLogin('9171234567', { purpose: 'reset' })).json).toEqual(featureOff);
      // trevo-azul is seeded with SMS login and SMS on registration off.
      expect((await noLogin('9181234567', { merchant: TREVO.merchantCode })).json).toEqual(featureOff);
      expect((await forRegister('9180000001', { merchant: TREVO.merchantCode })).json).toEqual(featureOff);
      expect((await outbox('9181234567', TREVO.merchantCode)).json.value).toEqual([]);
      expect((await outbox('9180000001', TREVO.merchantCode)).json.value).toEqual([]);
    });

    it('keeps login and reset codes apart: a reset code cannot log in, a login code cannot reset', async () => {
      await noLogin('9171234567', { purpose: 'reset' });
      const resetCode = await latestSmsCode(sandbox, '9171234567');
      const loginWithReset = await call(
        sandbox,
        'POST',
        '/wps/session/login',
        { username: '9171234567', password: resetCode, type: 'sms', countryDialingCode: '+63' },
        { encrypted: true },
      );
      expect(loginWithReset.json.code).toBe('VERIFICATION_CODE_INVALID');
      await noLogin('9171234567');
      const loginCode = await latestSmsCode(sandbox, '9171234567');
      const resetWithLogin = await call(
        sandbox,
        'POST',
        '/wps/member/password/verification',
        { newPassword: 'NovaSenha1', mobileNum: '9171234567', verificationCode: loginCode, countryDialingCode: '+63' },
        { encrypted: true },
      );
      expect(resetWithLogin.json.code).toBe('VERIFICATION_CODE_INVALID');
    });

    it('allows 3 sends per number in 5 minutes', async () => {
      for (let index = 0; index < 3; index += 1) expect((await forRegister('9170000002')).status).toBe(200);
      expect((await forRegister('9170000002')).json).toEqual(TOO_MANY);
      // The limit is per number: login codes to that number count too.
      expect((await noLogin('9171234567')).status).toBe(200);
      sandbox.controls.advanceClock(5 * MINUTE + 1000);
      expect((await forRegister('9170000002')).status).toBe(200);
    });

    it('allows 10 sends per client address in 5 minutes', async () => {
      for (let index = 0; index < 10; index += 1) {
        expect((await forRegister(`91700001${String(index).padStart(2, '0')}`, { localAddress: '127.0.0.2' })).status).toBe(200);
      }
      const limited = await forRegister('9170000199', { localAddress: '127.0.0.2' });
      expect([limited.status, limited.json]).toEqual([429, TOO_MANY]);
      // Probing numbers from that address is limited too, before any lookup.
      expect((await noLogin('9990001111', { localAddress: '127.0.0.2' })).status).toBe(429);
      expect((await forRegister('9170000199')).status).toBe(200);
    });

    it('keeps only the newest code of a number valid, kills a code after 5 wrong tries, and expires it', async () => {
      const reset = (code: string) =>
        call(
          sandbox,
          'POST',
          '/wps/member/password/verification',
          { newPassword: 'NovaSenha1', mobileNum: '9171234567', verificationCode: code, countryDialingCode: '+63' },
          { encrypted: true },
        );
      const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

      await noLogin('9171234567', { purpose: 'reset' });
      const older = await latestSmsCode(sandbox, '9171234567');
      await noLogin('9171234567', { purpose: 'reset' });
      const newer = await latestSmsCode(sandbox, '9171234567');
      if (older !== newer) expect((await reset(older)).json.code).toBe('VERIFICATION_CODE_INVALID');

      for (let attempt = 0; attempt < 5; attempt += 1) {
        const reply = await reset(wrongOf(newer));
        expect(reply.json).toEqual({
          success: false,
          value: null,
          message: 'Código de verificação inválido.',
          code: 'VERIFICATION_CODE_INVALID',
        });
      }
      expect((await reset(newer)).json.code).toBe('VERIFICATION_CODE_INVALID');

      await noLogin('9171234567', { purpose: 'reset' });
      const late = await latestSmsCode(sandbox, '9171234567');
      sandbox.controls.advanceClock(5 * MINUTE);
      const expired = await reset(late);
      expect([expired.status, expired.json.code, expired.json.message]).toEqual([
        400,
        'VERIFICATION_CODE_EXPIRED',
        'Código expirado. Solicite um novo.',
      ]);
    });
  });

  describe('captcha', () => {
    it('answers a base64 PNG of about 120x40 and binds it to an HttpOnly, SameSite=Strict cookie', async () => {
      const { image, setCookie, answer } = await captchaFor(sandbox);
      expect(schemaErrors('captcha.json', image)).toEqual([]);
      expect(image).not.toMatch(/^data:/);
      const png = readPng(Buffer.from(image, 'base64'));
      expect([png.width, png.height, png.bitDepth, png.colourType]).toEqual([120, 40, 8, 2]);
      expect(png.raw.length).toBe(40 * (1 + 120 * 3));
      // Something is drawn: dark ink (the characters) on a light background.
      let dark = 0;
      for (let y = 0; y < 40; y += 1) {
        for (let x = 0; x < 120; x += 1) {
          const at = y * 361 + 1 + x * 3;
          if (png.raw[at] + png.raw[at + 1] + png.raw[at + 2] < 3 * 130) dark += 1;
        }
      }
      expect(dark).toBeGreaterThan(150);
      expect(answer).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/);
      expect(setCookie).toMatch(/^wps_captcha=[A-Za-z0-9_-]{43}; Path=\/wps; Max-Age=300; HttpOnly; SameSite=Strict$/);
    });

    it('draws a new text each time', async () => {
      const answers = new Set<string>();
      for (let index = 0; index < 5; index += 1) answers.add((await captchaFor(sandbox)).answer);
      expect(answers.size).toBeGreaterThan(1);
    });

    it('allows 30 per address in 5 minutes', async () => {
      for (let index = 0; index < 30; index += 1) {
        expect((await call(sandbox, 'GET', '/wps/captcha', undefined, { localAddress: '127.0.0.2' })).status).toBe(200);
      }
      expect((await call(sandbox, 'GET', '/wps/captcha', undefined, { localAddress: '127.0.0.2' })).json).toEqual(TOO_MANY);
      expect((await call(sandbox, 'GET', '/wps/captcha')).status).toBe(200);
    });

    it('has a test control that answers 404 when no captcha was issued', async () => {
      const none = await callApi(sandbox.baseUrl, `/__sandbox/captcha?merchantCode=${TREVO.merchantCode}`, { merchant: null });
      expect([none.status, none.json.code]).toEqual([404, 'NOT_FOUND']);
    });
  });
});
