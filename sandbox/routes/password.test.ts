import { createHash } from 'node:crypto';
import { call, captchaFor, latestSmsCode, login, tokenOf, type LoginValue } from '../testing/accounts';
import { callApi, MARE, schemaErrors, startSandbox, TREVO, type RunningSandbox } from '../testing/fixtures';
import { send } from '../testing/http';

describe('passwords and test controls', () => {
  let sandbox: RunningSandbox;
  let serial = 0;

  beforeAll(async () => {
    sandbox = await startSandbox();
  }, 60_000);
  afterAll(() => sandbox?.close());
  afterEach(() => sandbox.controls.reset());

  /** A new member of mare-da-sorte with password Senha123 (its token and username). */
  const newMember = async (extra: Record<string, unknown> = {}) => {
    const username = `senha${String(++serial).padStart(4, '0')}`;
    const { cookie, answer } = await captchaFor(sandbox);
    const reply = await call<LoginValue>(
      sandbox,
      'PUT',
      '/wps/member/register',
      { username, password: 'Senha123', confirmPassword: 'Senha123', captcha: answer, ...extra },
      { cookie, encrypted: true },
    );
    expect(reply.status).toBe(200);
    return { username, token: reply.json.value.token };
  };
  const changePassword = (token: string, body: Record<string, unknown>, merchant: string = MARE.merchantCode) =>
    call(sandbox, 'POST', '/wps/member/password', body, { token, merchant, encrypted: true });
  const memberInfo = (token: string) => call(sandbox, 'GET', '/wps/member/info', undefined, { token });

  describe('member/password', () => {
    it('changes the password, keeps this session and ends the others', async () => {
      const { username, token } = await newMember();
      const other = await tokenOf(sandbox, username, 'Senha123');
      const reply = await changePassword(token, {
        oldPassword: 'Senha123',
        newPassword: 'Nova1234',
        confirmNewPassword: 'Nova1234',
        username,
      });
      expect([reply.status, reply.json]).toEqual([200, { success: true, value: null, message: '' }]);
      expect((await memberInfo(token)).status).toBe(200);
      expect((await memberInfo(other)).status).toBe(401);
      expect((await login(sandbox, { username, password: 'Senha123' })).json.code).toBe('LOGIN_FAILED');
      await sandbox.controls.reset();
      expect((await login(sandbox, { username, password: 'Nova1234' })).status).toBe(200);
    });

    it('clears the expired and default-password states', async () => {
      const expired = await tokenOf(sandbox, 'expirada', 'Sorte2025', { merchant: TREVO.merchantCode });
      expect(
        (
          await changePassword(
            expired,
            { oldPassword: 'Sorte2025', newPassword: 'Trevo2027', confirmNewPassword: 'Trevo2027' },
            TREVO.merchantCode,
          )
        ).status,
      ).toBe(200);
      const again = await login(sandbox, { username: 'expirada', password: 'Trevo2027' }, { merchant: TREVO.merchantCode });
      expect([again.status, again.json.value.passwordExpired]).toEqual([200, false]);

      const standard = await tokenOf(sandbox, 'padrao', '123456', { merchant: TREVO.merchantCode });
      expect(
        (
          await changePassword(
            standard,
            { oldPassword: '123456', newPassword: 'Trevo2027', confirmNewPassword: 'Trevo2027' },
            TREVO.merchantCode,
          )
        ).status,
      ).toBe(200);
      const { rows } = await sandbox.db.query(
        `SELECT username, password_expired, uses_default_password FROM accounts WHERE merchant_code = $1 AND username IN ('expirada', 'padrao') ORDER BY username`,
        [TREVO.merchantCode],
      );
      expect(rows).toEqual([
        { username: 'expirada', password_expired: false, uses_default_password: false },
        { username: 'padrao', password_expired: false, uses_default_password: false },
      ]);
    });

    it('refuses a wrong old password, a new one that breaks the rule, repeats the old one or is 123456', async () => {
      const { username, token } = await newMember();
      const cases: [Record<string, unknown>, number, string, string][] = [
        [
          { oldPassword: 'Errada123', newPassword: 'Nova1234', confirmNewPassword: 'Nova1234' },
          400,
          'WRONG_PASSWORD',
          'Senha atual incorreta.',
        ],
        [{ oldPassword: '', newPassword: 'Nova1234', confirmNewPassword: 'Nova1234' }, 400, 'WRONG_PASSWORD', 'Senha atual incorreta.'],
        [
          { oldPassword: 'Senha123', newPassword: 'Nova12', confirmNewPassword: 'Nova12' },
          400,
          'INVALID_REQUEST',
          'O campo "Nova senha" deve ter entre 8 e 20 caracteres.',
        ],
        [
          { oldPassword: 'Senha123', newPassword: 'somenteletras', confirmNewPassword: 'somenteletras' },
          400,
          'INVALID_REQUEST',
          'O campo "Nova senha" tem um formato inválido.',
        ],
        [{ oldPassword: 'Senha123', newPassword: '<script>1</script>', confirmNewPassword: '<script>1</script>' }, 200, '', ''],
        [
          { oldPassword: '<script>1</script>', newPassword: 'Senha123', confirmNewPassword: 'Senha999' },
          400,
          'INVALID_REQUEST',
          'O campo "Confirmar nova senha" deve ser igual ao campo "Nova senha".',
        ],
        [
          { oldPassword: '<script>1</script>', newPassword: '<script>1</script>', confirmNewPassword: '<script>1</script>' },
          400,
          'INVALID_REQUEST',
          'A nova senha deve ser diferente da senha atual.',
        ],
        [
          { oldPassword: '<script>1</script>', newPassword: '123456', confirmNewPassword: '123456' },
          400,
          'INVALID_REQUEST',
          'O campo "Nova senha" deve ter entre 8 e 20 caracteres.',
        ],
        [
          { oldPassword: '<script>1</script>', newPassword: 'Nova1234', confirmNewPassword: 'Nova1234', username: 'jogador' },
          400,
          'INVALID_REQUEST',
          'O nome de usuário não corresponde a esta conta.',
        ],
        [
          { oldPassword: '<script>1</script>', newPassword: 'x'.repeat(65), confirmNewPassword: 'x' },
          400,
          'INVALID_REQUEST',
          'O campo "newPassword" deve ter no máximo 64 caracteres.',
        ],
        [
          { oldPassword: '<script>1</script>', newPassword: 'Nova1234' },
          400,
          'INVALID_REQUEST',
          'Campo obrigatório em falta: "confirmNewPassword".',
        ],
      ];
      for (const [body, status, code, message] of cases) {
        const reply = await changePassword(token, body);
        const got = reply.status === 200 ? [200, '', ''] : [reply.status, reply.json.code, reply.json.message];
        expect([JSON.stringify(body), ...got]).toEqual([JSON.stringify(body), status, code, message]);
      }
      // Where the rule allows 6 characters (trevo-azul), 123456 is refused on its own account.
      const trevo = await tokenOf(sandbox, 'membro1', 'Sorte2026', { merchant: TREVO.merchantCode });
      const standard = await changePassword(
        trevo,
        { oldPassword: 'Sorte2026', newPassword: '123456', confirmNewPassword: '123456' },
        TREVO.merchantCode,
      );
      expect(standard.json.message).toBe('O campo "Nova senha" tem um formato inválido.');
      await sandbox.db.query(
        `UPDATE register_rules SET accepted_pattern = '^[0-9a-zA-Z]+$' WHERE merchant_code = $1 AND field_key = 'password'`,
        [TREVO.merchantCode],
      );
      try {
        const refused = await changePassword(
          trevo,
          { oldPassword: 'Sorte2026', newPassword: '123456', confirmNewPassword: '123456' },
          TREVO.merchantCode,
        );
        expect(refused.json.message).toBe('A nova senha não pode ser a senha padrão (123456).');
      } finally {
        await sandbox.db.query(`UPDATE register_rules SET accepted_pattern = $2 WHERE merchant_code = $1 AND field_key = 'password'`, [
          TREVO.merchantCode,
          '^(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7e]+$',
        ]);
      }
      expect(username).toMatch(/^senha/);
    });

    it('needs a session and an encrypted body', async () => {
      const body = { oldPassword: 'Sorte2026', newPassword: 'Nova1234', confirmNewPassword: 'Nova1234' };
      expect((await call(sandbox, 'POST', '/wps/member/password', body, { encrypted: true })).status).toBe(401);
      const token = await tokenOf(sandbox, 'membro2', 'Sorte2026');
      expect((await call(sandbox, 'POST', '/wps/member/password', body, { token })).json.code).toBe('PAYLOAD_NOT_ENCRYPTED');
    });
  });

  describe('member/password/verification', () => {
    const reset = (body: Record<string, unknown>) => call(sandbox, 'POST', '/wps/member/password/verification', body, { encrypted: true });

    it('sets a new password with a reset code sent to the number, once', async () => {
      const mobileNum = `9176${String(++serial).padStart(6, '0')}`;
      // An SMS-registered account that never had a password of its own (flags set to see them cleared).
      await sandbox.db.query(
        `INSERT INTO accounts (merchant_code, username, type, nickname, mobile_num, country_dialing_code, password_expired, uses_default_password)
         VALUES ($1, $2, 0, $2, $2, '+63', true, true)`,
        [MARE.merchantCode, mobileNum],
      );
      await call(sandbox, 'POST', '/wps/verification/sms/noLogin', { mobileNum, countryDialingCode: '+63', purpose: 'reset' });
      const code = await latestSmsCode(sandbox, mobileNum);

      const weak = await reset({ newPassword: 'fraca', mobileNum, verificationCode: code, countryDialingCode: '+63' });
      expect(weak.json.message).toBe('O campo "Nova senha" deve ter entre 8 e 20 caracteres.');
      // A refused password did not cost the code.
      const done = await reset({ newPassword: 'Recupera1', mobileNum, verificationCode: code, countryDialingCode: '+63' });
      expect([done.status, done.json.value]).toEqual([200, null]);
      expect(schemaErrors('member-password-verification.json', done.json.value)).toEqual([]);
      const again = await reset({ newPassword: 'Recupera2', mobileNum, verificationCode: code, countryDialingCode: '+63' });
      expect(again.json.code).toBe('VERIFICATION_CODE_INVALID');

      const logged = await login(sandbox, { username: mobileNum, password: 'Recupera1' });
      expect([logged.status, logged.json.value.passwordExpired]).toEqual([200, false]);
      const { rows } = await sandbox.db.query('SELECT uses_default_password FROM accounts WHERE username = $1', [mobileNum]);
      expect(rows).toEqual([{ uses_default_password: false }]);
    });

    it('does not take a register code, nor another number’s code', async () => {
      await call(sandbox, 'POST', '/wps/verification/sms/register', {
        mobileNo: '9170009999',
        countryDialingCode: '+63',
        regType: 'mobile',
      });
      const registerCode = await latestSmsCode(sandbox, '9170009999');
      const wrongPurpose = await reset({
        newPassword: 'Recupera1',
        mobileNum: '9170009999',
        verificationCode: registerCode,
        countryDialingCode: '+63',
      });
      expect(wrongPurpose.json.code).toBe('VERIFICATION_CODE_INVALID');
      await call(sandbox, 'POST', '/wps/verification/sms/noLogin', {
        mobileNum: '9171234567',
        countryDialingCode: '+63',
        purpose: 'reset',
      });
      const code = await latestSmsCode(sandbox, '9171234567');
      const otherNumber = await reset({
        newPassword: 'Recupera1',
        mobileNum: '9170009999',
        verificationCode: code,
        countryDialingCode: '+63',
      });
      expect(otherNumber.json.code).toBe('VERIFICATION_CODE_INVALID');
    });
  });

  describe('member/password/email (form body)', () => {
    const FORM = 'application/x-www-form-urlencoded';
    const ask = (body: string, options: { contentType?: string; localAddress?: string; merchant?: string } = {}) =>
      callApi(sandbox.baseUrl, '/wps/member/password/email', {
        method: 'POST',
        merchant: options.merchant ?? MARE.merchantCode,
        headers: { 'content-type': options.contentType ?? FORM },
        body,
        localAddress: options.localAddress,
      });
    const outbox = (email: string) =>
      callApi<{ subject: string; body: string; createdAt: string }[]>(
        sandbox.baseUrl,
        `/__sandbox/email-outbox?merchantCode=${MARE.merchantCode}&email=${encodeURIComponent(email)}`,
        { merchant: null },
      );

    it('mails a reset link when username and e-mail match, storing only the token hash', async () => {
      const reply = await ask('username=jogador&email=JOGADOR%40example.com');
      expect([reply.status, reply.json]).toEqual([200, { success: true, value: null, message: '' }]);
      const mails = (await outbox('jogador@example.com')).json.value;
      expect(schemaErrors('sandbox-email-outbox.json', mails)).toEqual([]);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('Maré da Sorte: redefinição de senha');
      const token = /https:\/\/www\.maredasorte\.example\/resetPassword\?token=([A-Za-z0-9_-]{43})/.exec(mails[0].body)?.[1];
      expect(token).toBeDefined();
      const { rows } = await sandbox.db.query<{ token_hash: string }>('SELECT token_hash FROM password_reset_tokens');
      expect(rows.map((row) => row.token_hash)).toContain(createHash('sha256').update(token!).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it('answers the same when nothing matches (no account enumeration), and sends nothing', async () => {
      for (const body of [
        'username=jogador&email=outro%40example.com',
        'username=ninguem&email=jogador%40example.com',
        'username=agente2&email=agente2%40example.com',
      ]) {
        const reply = await ask(body);
        expect([body, reply.status, reply.json]).toEqual([body, 200, { success: true, value: null, message: '' }]);
      }
      expect((await outbox('outro@example.com')).json.value).toEqual([]);
      expect((await outbox('jogador@example.com')).json.value).toHaveLength(1); // only the previous test's
    });

    it('validates the form like a JSON body', async () => {
      const cases: [string, string][] = [
        ['username=jogador', 'Campo obrigatório em falta: "email".'],
        ['username=jogador&email=naoemail', 'O campo "email" tem um formato inválido.'],
        ['username=jogador&email=a%40b.co&admin=1', 'Campo não permitido: "admin".'],
        ['username=jogador&email=a%40b.co&username=outro', 'O campo "username" foi enviado mais de uma vez.'],
        [`username=${'a'.repeat(100)}&email=a%40b.co`, 'O campo "username" deve ter no máximo 64 caracteres.'],
        ['__proto__=x&username=jogador&email=a%40b.co', 'Campo não permitido: "__proto__".'],
        ['', 'Campo obrigatório em falta: "username".'],
      ];
      for (const [body, message] of cases) {
        const reply = await ask(body);
        expect([body, reply.status, reply.json.code, reply.json.message]).toEqual([body, 400, 'INVALID_REQUEST', message]);
      }
    });

    it('accepts only the form content type: JSON is a 415, never a 500', async () => {
      const json = await ask(JSON.stringify({ username: 'jogador', email: 'jogador@example.com' }), { contentType: 'application/json' });
      expect([json.status, json.json.code, json.json.message]).toEqual([
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Tipo de conteúdo não suportado. Envie application/x-www-form-urlencoded.',
      ]);
      const text = await ask('username=jogador', { contentType: 'text/plain' });
      expect(text.status).toBe(415);
      const withCharset = await ask('username=jogador&email=x%40example.com', { contentType: `${FORM}; charset=UTF-8` });
      expect(withCharset.status).toBe(200);
      const big = await ask(`username=jogador&email=x%40example.com&pad=${'x'.repeat(8000)}`);
      expect([big.status, big.json.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
      // No other call takes a form body.
      const elsewhere = await callApi(sandbox.baseUrl, '/wps/verification/sms/noLogin', {
        method: 'POST',
        headers: { 'content-type': FORM },
        body: 'mobileNum=9171234567&countryDialingCode=%2B63',
      });
      expect([elsewhere.status, elsewhere.json.message]).toEqual([415, 'Tipo de conteúdo não suportado. Envie application/json.']);
    });

    it('allows 5 per address in 5 minutes', async () => {
      for (let index = 0; index < 5; index += 1)
        expect((await ask('username=x&email=x%40example.com', { localAddress: '127.0.0.2' })).status).toBe(200);
      const limited = await ask('username=x&email=x%40example.com', { localAddress: '127.0.0.2' });
      expect([limited.status, limited.json.code, limited.json.message]).toEqual([
        429,
        'RATE_LIMITED',
        'Muitas solicitações. Tente novamente em 5 minutos.',
      ]);
      expect((await ask('username=x&email=x%40example.com')).status).toBe(200);
    });
  });

  describe('test controls', () => {
    const toggles = (body: unknown) =>
      callApi<{ merchantCode: string; modules: Record<string, boolean> }>(sandbox.baseUrl, '/__sandbox/toggles', {
        method: 'POST',
        merchant: null,
        body,
      });
    const switches = async (merchant: string) => {
      const reply = await callApi<{
        whitelabel: { modId: string; enabled: string; childrenNodes: { modId: string; enabled: string }[] }[];
      }>(sandbox.baseUrl, '/wps/system/status', { merchant });
      return Object.fromEntries(
        reply.json.value.whitelabel.flatMap((module) => module.childrenNodes.map((child) => [child.modId, child.enabled])),
      );
    };

    it('switch whitelabel modules, refuse unknown ones, and are undone by reset', async () => {
      const set = await toggles({ merchantCode: TREVO.merchantCode, modules: { FREEPLAY3: true, CAPTCHA3: false } });
      expect(set.status).toBe(200);
      expect(schemaErrors('sandbox-toggles.json', set.json.value)).toEqual([]);
      expect(set.json.value.modules).toMatchObject({ FREEPLAY3: true, CAPTCHA3: false, DIRECTREG3: true });
      expect(await switches(TREVO.merchantCode)).toMatchObject({ FREEPLAY3: '1', CAPTCHA3: '0' });
      const freeplay = await call(
        sandbox,
        'POST',
        '/wps/session/login/freeplay',
        { os: 'Linux', platform: 'W', randomString: 'abcdefghijklmnop', gatewayVersion: 3 },
        { merchant: TREVO.merchantCode },
      );
      expect(freeplay.status).toBe(200);

      const unknown = await toggles({ merchantCode: TREVO.merchantCode, modules: { NOSUCHMODULE: true, CAPTCHA3: true } });
      expect([unknown.status, unknown.json.code, unknown.json.message]).toEqual([
        400,
        'INVALID_REQUEST',
        'Módulo desconhecido: NOSUCHMODULE.',
      ]);
      expect((await switches(TREVO.merchantCode)).CAPTCHA3).toBe('0'); // nothing changed
      expect((await toggles({ merchantCode: TREVO.merchantCode, modules: { 'bad id': true } })).status).toBe(400);
      expect((await toggles({ merchantCode: TREVO.merchantCode, modules: {} })).status).toBe(400);
      expect((await toggles({ merchantCode: 'NOPE99', modules: { CAPTCHA3: true } })).status).toBe(404);

      await callApi(sandbox.baseUrl, '/__sandbox/reset', { method: 'POST', merchant: null, body: { merchantCode: TREVO.merchantCode } });
      expect(await switches(TREVO.merchantCode)).toMatchObject({ FREEPLAY3: '0', CAPTCHA3: '1', MOBILEVERCODELOGIN3: '0' });
    });

    it('reset clears login failures, captchas and rate limits, but keeps accounts', async () => {
      const { username } = await newMember();
      await login(sandbox, { username, password: 'errada' });
      expect((await login(sandbox, { username, password: 'Senha123' })).json.code).toBe('CAPTCHA_REQUIRED');
      await captchaFor(sandbox);
      const reset = await send(sandbox.baseUrl, { method: 'POST', path: '/__sandbox/reset' });
      expect(JSON.parse(reset.text).value.reset).toEqual([MARE.merchantCode, TREVO.merchantCode]);
      expect((await callApi(sandbox.baseUrl, `/__sandbox/captcha?merchantCode=${MARE.merchantCode}`, { merchant: null })).status).toBe(404);
      expect((await login(sandbox, { username, password: 'Senha123' })).status).toBe(200);
    });

    it('list SMS and e-mail outboxes with validated queries', async () => {
      for (const path of [
        '/__sandbox/sms-outbox?merchantCode=MDS001',
        '/__sandbox/sms-outbox?merchantCode=MDS001&mobileNum=abc',
        '/__sandbox/email-outbox?merchantCode=MDS001&email=x',
      ]) {
        expect([path, (await callApi(sandbox.baseUrl, path, { merchant: null })).status]).toEqual([path, 400]);
      }
      const unknownMerchant = await callApi(sandbox.baseUrl, '/__sandbox/sms-outbox?merchantCode=NOPE99&mobileNum=9171234567', {
        merchant: null,
      });
      expect(unknownMerchant.status).toBe(404);
      expect(typeof sandbox.controls.smsOutbox).toBe('function');
      expect(await sandbox.controls.emailOutbox(MARE.merchantCode, 'nobody@example.com')).toEqual([]);
    });
  });
});
