import { createHash } from 'node:crypto';
import { call, captchaFor, latestSmsCode, login, tokenOf, type LoginValue } from '../testing/accounts';
import { MARE, schemaErrors, startSandbox, TREVO, type RunningSandbox } from '../testing/fixtures';

const MINUTE = 60_000;
const OTHER_CLIENT = '127.0.0.2';
const JOGADOR_MOBILE = { countryDialingCode: '+63', mobileNum: '9171234567' };

interface MemberInfo {
  id: number;
  account: string;
  nickname: string;
  type: number;
  toUpline: boolean;
  clubLabel: { labelName: string; rankLevel: number } | null;
  memberLabel: string[];
  email: string | null;
  mobileNum: string | null;
  countryDialingCode: string | null;
}

describe('session calls', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox();
  }, 60_000);
  afterAll(() => sandbox?.close());
  afterEach(() => sandbox.controls.reset());

  const memberInfo = (token: string, merchant: string = MARE.merchantCode) =>
    call<MemberInfo>(sandbox, 'GET', '/wps/member/info', undefined, { token, merchant });
  const toggles = (merchantCode: string, modules: Record<string, boolean>) =>
    call(sandbox, 'POST', '/__sandbox/toggles', { merchantCode, modules }, { merchant: undefined });

  describe('login with username and password', () => {
    it('answers a token that reads the member, in the shapes the schemas describe', async () => {
      const reply = await login(sandbox, { username: 'jogador', password: 'Sorte2026' });
      expect(reply.status).toBe(200);
      expect(reply.json.success).toBe(true);
      expect(schemaErrors('session-login.json', reply.json.value)).toEqual([]);
      expect(reply.json.value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(reply.json.value.passwordExpired).toBe(false);

      const info = await memberInfo(reply.json.value.token);
      expect(info.status).toBe(200);
      expect(schemaErrors('member-info.json', info.json.value)).toEqual([]);
      expect(info.json.value).toEqual({
        id: expect.any(Number),
        account: 'jogador',
        nickname: 'Jogador Demo',
        type: 0,
        toUpline: false,
        clubLabel: { labelName: 'Ouro', rankLevel: 5 },
        memberLabel: ['VIP'],
        email: 'jogador@example.com',
        mobileNum: '917****567',
        countryDialingCode: '+63',
      });
    });

    it('accepts the empty type as username and password, and usernames in any case', async () => {
      expect((await login(sandbox, { username: 'membro2', password: 'Sorte2026', type: '' })).status).toBe(200);
      expect((await login(sandbox, { username: 'MEMBRO2', password: 'Sorte2026' })).status).toBe(200);
    });

    it('answers firstTimeLogin true on the first login of an account only', async () => {
      // Demo accounts are seeded as used; make one as new as a freshly created account.
      const seeded = await login(sandbox, { username: 'agente42', password: 'Sorte2026' });
      expect(seeded.json.value.firstTimeLogin).toBe(false);
      await sandbox.db.query(`UPDATE accounts SET first_login_done = false WHERE merchant_code = $1 AND username = 'agente2'`, [
        MARE.merchantCode,
      ]);
      const first = await login(sandbox, { username: 'agente2', password: 'Sorte2026' });
      const second = await login(sandbox, { username: 'agente2', password: 'Sorte2026' });
      expect([first.json.value.firstTimeLogin, second.json.value.firstTimeLogin]).toEqual([true, false]);
    });

    it('reports an expired or default password, and a change owed only while forced change is on', async () => {
      const flags = (value: LoginValue) => [value.passwordExpired, value.passwordChangeRequired];
      const expired = await login(sandbox, { username: 'expirada', password: 'Sorte2025' });
      expect([expired.status, ...flags(expired.json.value)]).toEqual([200, true, true]);
      const standard = await login(sandbox, { username: 'padrao', password: '123456' });
      expect([standard.status, ...flags(standard.json.value)]).toEqual([200, true, true]);
      expect(flags((await login(sandbox, { username: 'jogador', password: 'Sorte2026' })).json.value)).toEqual([false, false]);
      await toggles(MARE.merchantCode, { PWDEXPFORCECHANGE3: false });
      // An expired password is still reported; forcing the change is the switch's to decide. The default password always is.
      expect(flags((await login(sandbox, { username: 'expirada', password: 'Sorte2025' })).json.value)).toEqual([true, false]);
      expect(flags((await login(sandbox, { username: 'padrao', password: '123456' })).json.value)).toEqual([true, true]);
    });

    it('gives agents and downline members their type and upline flag', async () => {
      for (const [username, type, toUpline] of [
        ['agente1', 1, false],
        ['agente41', 41, false],
        ['agente42', 42, false],
        ['membro1', 0, true],
      ] as const) {
        const info = await memberInfo(await tokenOf(sandbox, username, 'Sorte2026'));
        expect([username, info.json.value.type, info.json.value.toUpline, info.json.value.mobileNum]).toEqual([
          username,
          type,
          toUpline,
          null,
        ]);
      }
    });

    it('answers a wrong password and an unknown user alike, with the captcha flag', async () => {
      for (const [username, password] of [
        ['jogador', 'errada123'],
        ['ninguem', 'Sorte2026'],
        ['jogador', ''],
      ]) {
        await sandbox.controls.reset();
        const reply = await login(sandbox, { username, password });
        expect([username, reply.status]).toEqual([username, 401]);
        expect(reply.json).toEqual({
          success: false,
          value: { captchaRequired: true },
          message: 'Usuário ou senha incorretos.',
          code: 'LOGIN_FAILED',
        });
        expect(schemaErrors('common.json', reply.json, 'failure')).toEqual([]);
      }
    });

    it('lets only agents in through the agent site login (agentOnly), with no session for anyone else', async () => {
      for (const username of ['agente1', 'agente2', 'agente41', 'agente42']) {
        const reply = await login(sandbox, { username, password: 'Sorte2026', agentOnly: true });
        expect([username, reply.status]).toEqual([username, 200]);
      }
      const { rows: before } = await sandbox.db.query<{ count: number }>('SELECT count(*)::int AS count FROM sessions');
      const member = await login(sandbox, { username: 'jogador', password: 'Sorte2026', agentOnly: true });
      expect(member.status).toBe(403);
      expect(member.json).toEqual({
        success: false,
        value: { captchaRequired: false },
        message: 'Somente agentes podem entrar.',
        code: 'AGENT_LOGIN_ONLY',
      });
      const { rows: after } = await sandbox.db.query<{ count: number }>('SELECT count(*)::int AS count FROM sessions');
      expect(after[0].count).toBe(before[0].count);
      expect((await login(sandbox, { username: 'jogador', password: 'Sorte2026', agentOnly: false })).status).toBe(200);
      // A wrong password is still just a failed login: the agent check comes after the credentials.
      expect((await login(sandbox, { username: 'jogador', password: 'errada123', agentOnly: true })).json.code).toBe('LOGIN_FAILED');
    });

    it('refuses a frozen account with 403 ACCOUNT_FROZEN, but only with the right password', async () => {
      const frozen = await login(sandbox, { username: 'congelado', password: 'Sorte2026' });
      expect(frozen.status).toBe(403);
      expect(frozen.json).toEqual({
        success: false,
        value: { captchaRequired: false },
        message: expect.any(String),
        code: 'ACCOUNT_FROZEN',
      });
      const wrong = await login(sandbox, { username: 'congelado', password: 'nada1234' });
      expect(wrong.json.code).toBe('LOGIN_FAILED');
    });

    it('puts the captcha flag on every failure, validation and decryption included', async () => {
      const invalid = await call(sandbox, 'POST', '/wps/session/login', { username: 'jogador', password: 'x' }, { encrypted: true });
      expect([invalid.status, invalid.json.code, invalid.json.value]).toEqual([400, 'INVALID_REQUEST', { captchaRequired: false }]);
      expect(invalid.json.message).toBe('Campo obrigatório em falta: "type".');
      const plain = await call(sandbox, 'POST', '/wps/session/login', { username: 'jogador', password: 'Sorte2026', type: 'username' });
      expect([plain.status, plain.json.code, plain.json.value]).toEqual([400, 'PAYLOAD_NOT_ENCRYPTED', { captchaRequired: false }]);
      const unknownType = await login(sandbox, { username: 'jogador', password: 'Sorte2026', type: 'facebook' });
      expect([unknownType.status, unknownType.json.value]).toEqual([400, { captchaRequired: false }]);
      // Failures of other calls keep value null.
      const other = await call(sandbox, 'GET', '/wps/member/info');
      expect(other.json.value).toBeNull();
    });

    it('refuses hostile and oversized input as a bad request, never a 500', async () => {
      for (const username of ["' OR 1=1 --", '<script>alert(1)</script>', 'jogador\u0000', 'ação', '🎰🎰']) {
        const reply = await login(sandbox, { username, password: "' OR '1'='1" });
        expect([username, reply.status]).toEqual([username, username.includes('\u0000') ? 400 : 401]);
        await sandbox.controls.reset();
      }
      const long = await login(sandbox, { username: 'x'.repeat(10_000), password: 'y' });
      expect([long.status, long.json.message]).toEqual([400, 'O campo "username" deve ter no máximo 64 caracteres.']);
    });
  });

  describe('the captcha flag', () => {
    it('asks for the captcha after a failure, refuses a wrong one and accepts the image text', async () => {
      expect((await login(sandbox, { username: 'jogador', password: 'errada' })).json.value).toEqual({ captchaRequired: true });

      const missing = await login(sandbox, { username: 'jogador', password: 'Sorte2026' });
      expect(missing.status).toBe(401);
      expect(missing.json).toEqual({
        success: false,
        value: { captchaRequired: true },
        message: 'Digite o código da imagem.',
        code: 'CAPTCHA_REQUIRED',
      });

      const first = await captchaFor(sandbox);
      const wrongText = first.answer === 'AAAA' ? 'BBBB' : 'AAAA';
      const wrong = await login(sandbox, { username: 'jogador', password: 'Sorte2026', captcha: wrongText }, { cookie: first.cookie });
      expect(wrong.json).toEqual({
        success: false,
        value: { captchaRequired: true },
        message: 'Código da imagem incorreto.',
        code: 'CAPTCHA_INVALID',
      });
      // A wrong guess used the captcha up: its right text no longer works.
      const reused = await login(sandbox, { username: 'jogador', password: 'Sorte2026', captcha: first.answer }, { cookie: first.cookie });
      expect(reused.json.code).toBe('CAPTCHA_INVALID');

      const second = await captchaFor(sandbox);
      const accepted = await login(
        sandbox,
        { username: 'jogador', password: 'Sorte2026', captcha: second.answer.toLowerCase() },
        { cookie: second.cookie },
      );
      expect(accepted.status).toBe(200);
      // The success cleared the failure: no captcha needed any more.
      expect((await login(sandbox, { username: 'jogador', password: 'Sorte2026' })).status).toBe(200);
    });

    it('binds the answer to the cookie of the browser that fetched it, once, for 5 minutes', async () => {
      await login(sandbox, { username: 'membro3', password: 'errada' });
      const { answer } = await captchaFor(sandbox);
      const noCookie = await login(sandbox, { username: 'membro3', password: 'Sorte2026', captcha: answer });
      expect(noCookie.json.code).toBe('CAPTCHA_INVALID');
      const forged = await login(
        sandbox,
        { username: 'membro3', password: 'Sorte2026', captcha: answer },
        { cookie: 'wps_captcha=' + 'A'.repeat(43) },
      );
      expect(forged.json.code).toBe('CAPTCHA_INVALID');

      const other = await captchaFor(sandbox, { merchant: TREVO.merchantCode });
      const otherMerchant = await login(
        sandbox,
        { username: 'membro3', password: 'Sorte2026', captcha: other.answer },
        { cookie: other.cookie },
      );
      expect(otherMerchant.json.code).toBe('CAPTCHA_INVALID');

      const late = await captchaFor(sandbox);
      sandbox.controls.advanceClock(5 * MINUTE + 1000);
      // (Still within the 15 minutes of the failure, so the captcha is needed.)
      const expired = await login(sandbox, { username: 'membro3', password: 'Sorte2026', captcha: late.answer }, { cookie: late.cookie });
      expect(expired.json.code).toBe('CAPTCHA_INVALID');

      const fresh = await captchaFor(sandbox);
      expect(
        (await login(sandbox, { username: 'membro3', password: 'Sorte2026', captcha: fresh.answer }, { cookie: fresh.cookie })).status,
      ).toBe(200);
      const replay = await login(sandbox, { username: 'membro3', password: 'wrong', captcha: fresh.answer }, { cookie: fresh.cookie });
      expect(replay.json.code).toBe('LOGIN_FAILED'); // no captcha needed after the success; a replay is simply ignored
    });

    it('follows the client address too, and lapses after 15 minutes', async () => {
      await login(sandbox, { username: 'alguem', password: 'errada' }, { localAddress: OTHER_CLIENT });
      const sameAddress = await login(sandbox, { username: 'jogador', password: 'Sorte2026' }, { localAddress: OTHER_CLIENT });
      expect([sameAddress.status, sameAddress.json.code]).toEqual([401, 'CAPTCHA_REQUIRED']);
      expect((await login(sandbox, { username: 'jogador', password: 'Sorte2026' })).status).toBe(200);

      sandbox.controls.advanceClock(15 * MINUTE + 1000);
      expect((await login(sandbox, { username: 'jogador', password: 'Sorte2026' }, { localAddress: OTHER_CLIENT })).status).toBe(200);
    });

    it('is never raised while the CAPTCHA3 module is off', async () => {
      await toggles(MARE.merchantCode, { CAPTCHA3: false });
      const failed = await login(sandbox, { username: 'jogador', password: 'errada' });
      expect(failed.json.value).toEqual({ captchaRequired: false });
      expect((await login(sandbox, { username: 'jogador', password: 'Sorte2026' })).status).toBe(200);
    });

    it('refuses a username from the address that failed 10 times (429), never its owner elsewhere', async () => {
      await toggles(MARE.merchantCode, { CAPTCHA3: false });
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 11; attempt += 1) {
        statuses.push(
          (await login(sandbox, { username: 'agente42', password: `errada${attempt}` }, { localAddress: OTHER_CLIENT })).status,
        );
      }
      // 10 wrong passwords are answered, the 11th attempt is refused; so is the right one from there.
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
      const locked = await login(sandbox, { username: 'agente42', password: 'Sorte2026' }, { localAddress: OTHER_CLIENT });
      expect(locked.status).toBe(429);
      expect(locked.json).toMatchObject({ success: false, code: 'RATE_LIMITED', value: { captchaRequired: false } });
      // The owner, from another address, gets in while the attacker is refused.
      expect((await login(sandbox, { username: 'agente42', password: 'Sorte2026' })).status).toBe(200);
      // ...and the owner's success does not let the attacker off.
      expect((await login(sandbox, { username: 'agente42', password: 'errada' }, { localAddress: OTHER_CLIENT })).status).toBe(429);
      sandbox.controls.advanceClock(15 * MINUTE + 1000);
      expect((await login(sandbox, { username: 'agente42', password: 'Sorte2026' }, { localAddress: OTHER_CLIENT })).status).toBe(200);
    });

    it('lets the owner in with the captcha while someone else keeps failing against the account', async () => {
      for (let attempt = 1; attempt <= 12; attempt += 1) {
        const captcha = await captchaFor(sandbox, { localAddress: OTHER_CLIENT });
        await login(
          sandbox,
          { username: 'membro1', password: `errada${attempt}`, captcha: captcha.answer },
          { cookie: captcha.cookie, localAddress: OTHER_CLIENT },
        );
      }
      // The owner's own address has no failures, but the account has: the captcha is asked for...
      const asked = await login(sandbox, { username: 'membro1', password: 'Sorte2026' });
      expect([asked.status, asked.json.code]).toEqual([401, 'CAPTCHA_REQUIRED']);
      // ...and with it the owner is in, never 429.
      const captcha = await captchaFor(sandbox);
      const owner = await login(
        sandbox,
        { username: 'membro1', password: 'Sorte2026', captcha: captcha.answer },
        { cookie: captcha.cookie },
      );
      expect(owner.status).toBe(200);
    });

    it('limits password spraying: 30 failures from one address over many accounts, then 429 for any account', async () => {
      await toggles(MARE.merchantCode, { CAPTCHA3: false });
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 31; attempt += 1) {
        statuses.push(
          (await login(sandbox, { username: `vitima${attempt}`, password: 'Senha123' }, { localAddress: OTHER_CLIENT })).status,
        );
      }
      expect(statuses).toEqual([...Array(30).fill(401), 429]);
      // Even a right password from that address waits; other addresses are untouched.
      expect((await login(sandbox, { username: 'jogador', password: 'Sorte2026' }, { localAddress: OTHER_CLIENT })).status).toBe(429);
      expect((await login(sandbox, { username: 'jogador', password: 'Sorte2026' })).status).toBe(200);
      sandbox.controls.advanceClock(15 * MINUTE + 1000);
      expect((await login(sandbox, { username: 'jogador', password: 'Sorte2026' }, { localAddress: OTHER_CLIENT })).status).toBe(200);
    });
  });

  describe('a session that owes a password change', () => {
    it('is refused everything but the change and logout, server-side', async () => {
      // Copies of padrao and expirada (same password hashes and flags): the change below would
      // otherwise be left behind for the other tests of this file.
      const merchant = MARE.merchantCode;
      for (const [original, copy] of [
        ['padrao', 'padrao_copia'],
        ['expirada', 'expirada_copia'],
      ]) {
        await sandbox.db.query(
          `INSERT INTO accounts (merchant_code, username, password_hash, type, nickname, password_expired, uses_default_password, first_login_done)
           SELECT merchant_code, $3, password_hash, type, nickname, password_expired, uses_default_password, true FROM accounts
            WHERE merchant_code = $1 AND username = $2`,
          [merchant, original, copy],
        );
      }
      for (const [username, password, message] of [
        ['padrao_copia', '123456', 'Você entrou com a senha padrão. Para proteger sua conta, crie uma nova senha agora.'],
        ['expirada_copia', 'Sorte2025', 'Sua senha expirou. Crie uma nova senha para continuar.'],
      ] as const) {
        const token = (await login(sandbox, { username, password }, { merchant })).json.value.token;
        const refused = { success: false, value: null, message, code: 'PASSWORD_CHANGE_REQUIRED' };
        for (const [method, path, body] of [
          ['GET', '/wps/member/info', undefined],
          ['GET', '/wps/v2/wallets/balance', undefined],
          ['POST', '/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'PNG', amount: '1', requestId: `t-${username}-1234` }],
          ['POST', '/wps/v2/wallets/deposits', { channelCode: 'PIX', amount: '50', requestId: `d-${username}-1234` }],
          ['GET', '/wps/relay/CSP_unreadCount', undefined],
        ] as const) {
          const reply = await call(sandbox, method, path, body, { token, merchant });
          expect([username, path, reply.status, reply.json]).toEqual([username, path, 403, refused]);
        }
        // The change itself goes through, and then everything does.
        const changed = await call(
          sandbox,
          'POST',
          '/wps/member/password',
          { oldPassword: password, newPassword: 'NovaSenha2026', confirmNewPassword: 'NovaSenha2026' },
          { token, merchant, encrypted: true },
        );
        expect([username, changed.status]).toEqual([username, 200]);
        expect((await memberInfo(token, merchant)).status).toBe(200);
        const again = await login(sandbox, { username, password: 'NovaSenha2026' }, { merchant });
        expect([again.json.value.passwordExpired, again.json.value.passwordChangeRequired]).toEqual([false, false]);
      }
    });

    it('may log out', async () => {
      const token = (await login(sandbox, { username: 'padrao', password: '123456' })).json.value.token;
      expect((await call(sandbox, 'DELETE', '/wps/session/logout', undefined, { token })).status).toBe(200);
    });

    it('is a visitor on calls that answer anyone', async () => {
      const token = (await login(sandbox, { username: 'padrao', password: '123456' })).json.value.token;
      const reply = await call(sandbox, 'GET', '/wps/system/status', undefined, { token });
      expect(reply.status).toBe(200);
    });

    it('is not owed after an SMS login, whatever the password', async () => {
      const expire = (expired: boolean) =>
        sandbox.db.query(`UPDATE accounts SET password_expired = $2 WHERE merchant_code = $1 AND username = 'jogador'`, [
          MARE.merchantCode,
          expired,
        ]);
      await expire(true);
      try {
        await call(sandbox, 'POST', '/wps/verification/sms/noLogin', { mobileNum: JOGADOR_MOBILE.mobileNum, countryDialingCode: '+63' });
        const code = await latestSmsCode(sandbox, JOGADOR_MOBILE.mobileNum);
        const reply = await login(sandbox, { username: JOGADOR_MOBILE.mobileNum, password: code, type: 'sms', countryDialingCode: '+63' });
        expect([reply.json.value.passwordExpired, reply.json.value.passwordChangeRequired]).toEqual([true, false]);
        expect((await memberInfo(reply.json.value.token)).status).toBe(200);
      } finally {
        await expire(false);
      }
    });
  });

  describe('login by SMS code', () => {
    const sendCode = (merchant: string = MARE.merchantCode, mobileNum = JOGADOR_MOBILE.mobileNum) =>
      call(sandbox, 'POST', '/wps/verification/sms/noLogin', { mobileNum, countryDialingCode: '+63' }, { merchant });
    const smsLogin = (code: string, extra: Record<string, string> = {}) =>
      login(sandbox, { username: JOGADOR_MOBILE.mobileNum, password: code, type: 'sms', countryDialingCode: '+63', ...extra });

    it('logs in with the code sent to the number, once', async () => {
      expect((await sendCode()).json.value).toEqual({ expiredMinutes: 5 });
      const code = await latestSmsCode(sandbox, JOGADOR_MOBILE.mobileNum);
      expect(code).toMatch(/^[0-9]{6}$/);
      const reply = await smsLogin(code);
      expect(reply.status).toBe(200);
      expect((await memberInfo(reply.json.value.token)).json.value.account).toBe('jogador');

      const again = await smsLogin(code);
      expect(again.status).toBe(401);
      expect(again.json).toEqual({
        success: false,
        value: { captchaRequired: true },
        message: 'Código de verificação inválido.',
        code: 'VERIFICATION_CODE_INVALID',
      });
    });

    it('refuses a wrong code, an expired one, and one without its dialing code', async () => {
      await sendCode();
      const code = await latestSmsCode(sandbox, JOGADOR_MOBILE.mobileNum);
      const wrong = await smsLogin(code === '000000' ? '111111' : '000000');
      expect([wrong.status, wrong.json.code]).toEqual([401, 'VERIFICATION_CODE_INVALID']);
      await sandbox.controls.reset();

      const noDialingCode = await login(sandbox, { username: JOGADOR_MOBILE.mobileNum, password: code, type: 'sms' });
      expect([noDialingCode.status, noDialingCode.json.code]).toEqual([400, 'INVALID_REQUEST']);

      sandbox.controls.advanceClock(5 * MINUTE + 1000);
      const expired = await smsLogin(code);
      expect(expired.json).toMatchObject({ code: 'VERIFICATION_CODE_EXPIRED', message: 'Código expirado. Solicite um novo.' });
    });

    it('is refused where MOBILEVERCODELOGIN3 is off (trevo-azul)', async () => {
      const reply = await login(
        sandbox,
        { username: '9181234567', password: '123456', type: 'sms', countryDialingCode: '+63' },
        { merchant: TREVO.merchantCode },
      );
      expect([reply.status, reply.json.code]).toEqual([403, 'FEATURE_OFF']);
    });
  });

  describe('login through Firebase', () => {
    it('answers FIREBASE_UNAVAILABLE when the sandbox runs without the Auth emulator', async () => {
      // With the merchants' SMS and social switches on, the missing emulator is what refuses.
      for (const code of [MARE.merchantCode, TREVO.merchantCode])
        await sandbox.controls.setModules(code, { MOBILEVERCODELOGIN3: true, SOCIALLOGIN3: true });
      for (const [merchant, type] of [
        [MARE.merchantCode, 'firebase_sms'],
        [TREVO.merchantCode, 'firebase_google'],
        [TREVO.merchantCode, 'firebase_facebook'],
      ]) {
        const reply = await login(sandbox, { username: 'x', password: '', type, firebaseIdToken: 'a.b.' }, { merchant });
        expect([type, reply.status, reply.json]).toEqual([
          type,
          400,
          {
            success: false,
            value: { captchaRequired: false },
            message: 'Login por serviço externo indisponível.',
            code: 'FIREBASE_UNAVAILABLE',
          },
        ]);
      }
    });
  });

  describe('sessions', () => {
    it('are revoked by logout', async () => {
      const token = await tokenOf(sandbox, 'jogador', 'Sorte2026');
      expect((await memberInfo(token)).status).toBe(200);
      const logout = await call(sandbox, 'DELETE', '/wps/session/logout', undefined, { token });
      expect([logout.status, logout.json]).toEqual([200, { success: true, value: null, message: '' }]);
      const after = await memberInfo(token);
      expect([after.status, after.json.code]).toEqual([401, 'NOT_LOGGED_IN']);
      expect((await call(sandbox, 'DELETE', '/wps/session/logout', undefined, { token })).status).toBe(401);
    });

    it('answer 401 NOT_LOGGED_IN for a missing, malformed or unknown token', async () => {
      for (const headers of [
        {},
        { authorization: 'Bearer' },
        { authorization: 'Basic am9nYWRvcjpTb3J0ZTIwMjY=' },
        { authorization: `Bearer ${'A'.repeat(43)}` },
      ] as Record<string, string>[]) {
        const reply = await call(sandbox, 'GET', '/wps/member/info', undefined, { headers });
        expect(reply.status).toBe(401);
        expect(reply.json).toEqual({
          success: false,
          value: null,
          message: 'Sessão não iniciada. Faça login para continuar.',
          code: 'NOT_LOGGED_IN',
        });
      }
    });

    it('let each member read only their own account, in their own merchant', async () => {
      const jogador = await tokenOf(sandbox, 'jogador', 'Sorte2026');
      const agente = await tokenOf(sandbox, 'agente1', 'Sorte2026');
      const trevo = await tokenOf(sandbox, 'jogador', 'Sorte2026', { merchant: TREVO.merchantCode });
      expect((await memberInfo(jogador)).json.value.account).toBe('jogador');
      expect((await memberInfo(agente)).json.value.account).toBe('agente1');
      const trevoInfo = (await memberInfo(trevo, TREVO.merchantCode)).json.value;
      expect([trevoInfo.account, trevoInfo.mobileNum]).toEqual(['jogador', '918****567']);
      expect(trevoInfo.id).not.toBe((await memberInfo(jogador)).json.value.id);
      // A token is only good with the merchant that issued it.
      expect((await memberInfo(jogador, TREVO.merchantCode)).status).toBe(401);
    });

    it('of an account frozen since login answer 403 ACCOUNT_FROZEN, and can still log out', async () => {
      const token = await tokenOf(sandbox, 'membro3', 'Sorte2026', { merchant: TREVO.merchantCode });
      await sandbox.db.query(`UPDATE accounts SET frozen = true WHERE merchant_code = $1 AND username = 'membro3'`, [TREVO.merchantCode]);
      try {
        const frozen = await memberInfo(token, TREVO.merchantCode);
        expect([frozen.status, frozen.json.code, frozen.json.value]).toEqual([403, 'ACCOUNT_FROZEN', null]);
        expect((await call(sandbox, 'DELETE', '/wps/session/logout', undefined, { token, merchant: TREVO.merchantCode })).status).toBe(200);
      } finally {
        await sandbox.db.query(`UPDATE accounts SET frozen = false WHERE merchant_code = $1 AND username = 'membro3'`, [
          TREVO.merchantCode,
        ]);
      }
    });

    it('expire after 12 hours', async () => {
      const token = await tokenOf(sandbox, 'jogador', 'Sorte2026');
      sandbox.controls.advanceClock(12 * 60 * MINUTE - 5000);
      expect((await memberInfo(token)).status).toBe(200);
      sandbox.controls.advanceClock(10_000);
      expect((await memberInfo(token)).status).toBe(401);
    });

    it('are stored as SHA-256 hashes, and passwords as argon2id hashes only', async () => {
      const token = await tokenOf(sandbox, 'jogador', 'Sorte2026');
      const sessions = await sandbox.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
      expect(sessions.rows.map((row) => row.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(sessions.rows)).not.toContain(token);

      // At the cost the seed ran with: the test template's `fast` one (sandbox/db/template.ts); a
      // seed's standard cost is database.test.ts's, a registration's register.test.ts's.
      const accounts = await sandbox.db.query<{ password_hash: string | null }>(`SELECT password_hash FROM accounts WHERE type <> 4`);
      for (const { password_hash: hash } of accounts.rows)
        expect(hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
      const everything = await sandbox.db.query<{ row: string }>('SELECT row_to_json(a)::text AS row FROM accounts a');
      for (const plaintext of ['Sorte2026', 'Sorte2025']) expect(JSON.stringify(everything.rows)).not.toContain(plaintext);
      const flags = await sandbox.db.query<{ username: string }>(
        `SELECT username FROM accounts WHERE uses_default_password ORDER BY username`,
      );
      expect(flags.rows.map((row) => row.username)).toEqual(['padrao', 'padrao']);
    });
  });

  describe('free play', () => {
    const freeplay = (options: { merchant?: string; localAddress?: string } = {}, body: Record<string, unknown> = {}) =>
      call<LoginValue>(
        sandbox,
        'POST',
        '/wps/session/login/freeplay',
        { os: 'Windows 10', platform: 'W', randomString: 'q1w2e3r4t5y6u7i8o9p0', gatewayVersion: 3, ...body },
        options,
      );

    it('creates a trial account (type 4) without a password and logs it in', async () => {
      const reply = await freeplay();
      expect(reply.status).toBe(200);
      expect(schemaErrors('session-login-freeplay.json', reply.json.value)).toEqual([]);
      const info = (await memberInfo(reply.json.value.token)).json.value;
      expect(info.type).toBe(4);
      expect(info.account).toMatch(/^demo[a-z0-9]{8}$/);
      const { rows } = await sandbox.db.query<{ password_hash: string | null }>('SELECT password_hash FROM accounts WHERE username = $1', [
        info.account,
      ]);
      expect(rows).toEqual([{ password_hash: null }]);
      expect((await login(sandbox, { username: info.account, password: '' })).json.code).toBe('LOGIN_FAILED');
    });

    it('is refused where FREEPLAY3 is off (trevo-azul)', async () => {
      const reply = await freeplay({ merchant: TREVO.merchantCode });
      expect([reply.status, reply.json.code]).toEqual([403, 'FEATURE_OFF']);
    });

    it('checks its body', async () => {
      for (const body of [{ gatewayVersion: 2 }, { platform: 'H5' }, { randomString: 'curta' }, { os: 'x'.repeat(33) }, { extra: 1 }]) {
        const reply = await freeplay({}, body);
        expect([JSON.stringify(body), reply.status, reply.json.code]).toEqual([JSON.stringify(body), 400, 'INVALID_REQUEST']);
      }
    });

    it('allows 20 per address in 5 minutes', async () => {
      for (let index = 0; index < 20; index += 1) expect((await freeplay({ localAddress: OTHER_CLIENT })).status).toBe(200);
      const limited = await freeplay({ localAddress: OTHER_CLIENT });
      expect(limited.status).toBe(429);
      expect(limited.json).toEqual({
        success: false,
        value: null,
        message: 'Muitas solicitações. Tente novamente em 5 minutos.',
        code: 'RATE_LIMITED',
      });
      expect((await freeplay()).status).toBe(200);
    });
  });
});
