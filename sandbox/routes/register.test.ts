import { call, captchaFor, latestSmsCode, login, type LoginValue } from '../testing/accounts';
import type { RegisterRule as Rule } from '../store/register-rules';
import { callApi, MARE, schemaErrors, startSandbox, TREVO, type RunningSandbox } from '../testing/fixtures';

describe('registration', () => {
  let sandbox: RunningSandbox;
  let serial = 0;

  beforeAll(async () => {
    sandbox = await startSandbox();
  }, 60_000);
  afterAll(() => sandbox?.close());
  afterEach(() => sandbox.controls.reset());

  /** A fresh valid username for the brand (a letter, then letters and digits). */
  const freshName = (prefix = 'novo') => `${prefix}${String(++serial).padStart(4, '0')}`;
  const freshMobile = () => `9175${String(++serial).padStart(6, '0')}`;

  const register = (body: Record<string, unknown>, options: { merchant?: string; cookie?: string; mobile?: boolean } = {}) =>
    call<LoginValue>(sandbox, 'PUT', options.mobile ? '/wps/member/register/mobile' : '/wps/member/register', body, {
      ...options,
      encrypted: true,
    });
  const info = (token: string, merchant: string = MARE.merchantCode) =>
    call<{ account: string; toUpline: boolean; email: string | null; mobileNum: string | null }>(
      sandbox,
      'GET',
      '/wps/member/info',
      undefined,
      { token, merchant },
    );
  const toggles = (merchantCode: string, modules: Record<string, boolean>) =>
    callApi(sandbox.baseUrl, '/__sandbox/toggles', { method: 'POST', merchant: null, body: { merchantCode, modules } });
  const sendRegisterCode = async (mobileNo: string, merchant: string = MARE.merchantCode) => {
    const sent = await call(
      sandbox,
      'POST',
      '/wps/verification/sms/register',
      { mobileNo, countryDialingCode: '+63', regType: 'mobile' },
      { merchant },
    );
    expect(sent.status).toBe(200);
    return latestSmsCode(sandbox, mobileNo, merchant);
  };

  describe('the rules', () => {
    it('are answered per brand by system/setting/register and inside system/status', async () => {
      for (const merchant of [MARE.merchantCode, TREVO.merchantCode]) {
        const rules = await call<Rule[]>(sandbox, 'GET', '/wps/system/setting/register', undefined, { merchant });
        expect(schemaErrors('system-setting-register.json', rules.json.value)).toEqual([]);
        const status = await call<{ registerRules: Rule[] }>(sandbox, 'GET', '/wps/system/status', undefined, { merchant });
        expect(status.json.value.registerRules).toEqual(rules.json.value);
      }
      const mare = (await call<Rule[]>(sandbox, 'GET', '/wps/system/setting/register')).json.value;
      expect(mare.find((rule) => rule.key === 'username')).toEqual({
        key: 'username',
        enabled: true,
        required: true,
        minLength: 6,
        maxLength: 16,
        patternId: '1',
        acceptedPattern: '^[a-z][a-z0-9]*$',
      });
      expect(mare.find((rule) => rule.key === 'password')?.acceptedPattern).toBe('^(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7e]+$');
      expect(mare.find((rule) => rule.key === 'payeeName')).toMatchObject({
        enabled: true,
        required: false,
        patternId: '5',
        acceptedPattern: '^[\\p{L} ]+$',
      });
      expect(
        mare
          .filter((rule) => !rule.enabled)
          .map((rule) => rule.key)
          .sort(),
      ).toEqual(['facebook', 'idNumber', 'line', 'paymentPassword', 'qqNum', 'wechat', 'whatsapp']);
      const trevo = (await call<Rule[]>(sandbox, 'GET', '/wps/system/setting/register', undefined, { merchant: TREVO.merchantCode })).json
        .value;
      expect(trevo.find((rule) => rule.key === 'idNumber')).toMatchObject({
        enabled: true,
        required: true,
        minLength: 11,
        maxLength: 11,
        patternId: '3',
      });
      expect(
        trevo
          .filter((rule) => !rule.enabled)
          .map((rule) => rule.key)
          .sort(),
      ).toEqual(['captcha', 'line', 'payeeName', 'qqNum', 'wechat']);
      // Every pattern compiles with the u flag.
      for (const rule of [...mare, ...trevo])
        if (rule.acceptedPattern !== '*') expect(() => new RegExp(rule.acceptedPattern, 'u')).not.toThrow();
    });
  });

  describe('by username, mare-da-sorte (captcha, optional mobile with SMS verification)', () => {
    const valid = () => ({ username: freshName(), password: 'Senha123', confirmPassword: 'Senha123' });

    it('creates the account, logs it in, and links it to the agent of the invitation code', async () => {
      const { cookie, answer } = await captchaFor(sandbox);
      const body = {
        ...valid(),
        captcha: answer,
        affiliateCode: 'MARE2026',
        payeeName: 'José da Silva',
        email: 'novo@example.com',
        registerMethod: 'WEB',
        login: true,
        domain: 'www.maredasorte.example',
      };
      const reply = await register(body, { cookie });
      expect(reply.status).toBe(200);
      expect(schemaErrors('member-register.json', reply.json.value)).toEqual([]);
      expect(reply.json.value).toEqual({
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        firstTimeLogin: true,
        passwordExpired: false,
        passwordChangeRequired: false,
      });
      const member = (await info(reply.json.value.token)).json.value;
      expect(member).toMatchObject({ account: body.username, toUpline: true, email: 'novo@example.com', mobileNum: null });

      const { rows } = await sandbox.db.query<{ password_hash: string; payee_name: string; upline: string; row: string }>(
        `SELECT a.password_hash, a.payee_name, u.username AS upline, row_to_json(a)::text AS row
           FROM accounts a JOIN accounts u ON u.account_id = a.upline_account_id WHERE a.username = $1`,
        [body.username],
      );
      expect(rows[0]).toMatchObject({ payee_name: 'José da Silva', upline: 'agente1' });
      expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(rows[0].row).not.toContain('Senha123');
      // Logs in again with the password; the first login was the registration.
      const again = await login(sandbox, { username: body.username, password: 'Senha123' });
      expect([again.status, again.json.value.firstTimeLogin]).toEqual([200, false]);
    });

    it('names the field in Portuguese when a rule is broken', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ username: '' }, 'O campo "Nome de usuário" é obrigatório.'],
        [{ username: undefined }, 'O campo "Nome de usuário" é obrigatório.'],
        [{ username: 'abc' }, 'O campo "Nome de usuário" deve ter entre 6 e 16 caracteres.'],
        [{ username: 'abcdefghijklmnopq' }, 'O campo "Nome de usuário" deve ter entre 6 e 16 caracteres.'],
        [{ username: 'Jogador1' }, 'O campo "Nome de usuário" tem um formato inválido.'],
        [{ username: '1jogador' }, 'O campo "Nome de usuário" tem um formato inválido.'],
        [{ username: "' OR 1=1 --" }, 'O campo "Nome de usuário" tem um formato inválido.'],
        [{ username: '<script>' }, 'O campo "Nome de usuário" tem um formato inválido.'],
        [{ username: '<script>alert(1)</script>' }, 'O campo "Nome de usuário" deve ter entre 6 e 16 caracteres.'],
        [{ username: 'joãozinho' }, 'O campo "Nome de usuário" tem um formato inválido.'],
        [{ username: 'jogador\u200b1' }, 'O campo "Nome de usuário" tem um formato inválido.'],
        [{ password: '', confirmPassword: '' }, 'O campo "Senha" é obrigatório.'],
        [{ password: 'Ab1', confirmPassword: 'Ab1' }, 'O campo "Senha" deve ter entre 8 e 20 caracteres.'],
        [{ password: 'semdigitos', confirmPassword: 'semdigitos' }, 'O campo "Senha" tem um formato inválido.'],
        [{ password: '12345678', confirmPassword: '12345678' }, 'O campo "Senha" tem um formato inválido.'],
        [{ password: 'Senha 123', confirmPassword: 'Senha 123' }, 'O campo "Senha" tem um formato inválido.'],
        [{ password: 'Senhaçã123', confirmPassword: 'Senhaçã123' }, 'O campo "Senha" tem um formato inválido.'],
        [{ confirmPassword: 'Senha124' }, 'O campo "Confirmar senha" deve ser igual ao campo "Senha".'],
        [{ confirmPassword: undefined }, 'O campo "Confirmar senha" é obrigatório.'],
        [{ email: 'naoemail' }, 'O campo "E-mail" tem um formato inválido.'],
        [{ email: 'a@b.c' }, 'O campo "E-mail" deve ter entre 6 e 64 caracteres.'],
        [{ payeeName: 'R2D2 Silva' }, 'O campo "Nome completo" tem um formato inválido.'],
        [{ payeeName: '<b>Ana</b>' }, 'O campo "Nome completo" tem um formato inválido.'],
        [{ mobileNum: 'abc12345' }, 'O campo "Celular" tem um formato inválido.'],
        [{ mobileNum: '1234567' }, 'O campo "Celular" deve ter entre 8 e 11 caracteres.'],
        [{ mobileNum: '91712345' }, 'O campo "Código de verificação" é obrigatório.'],
        [{ mobileNum: '91712345', verificationCode: '12345' }, 'O campo "Código de verificação" deve ter 6 caracteres.'],
        [{ affiliateCode: 'XX' }, 'O campo "Código de convite" deve ter entre 4 e 12 caracteres.'],
        [{ affiliateCode: 'MARE-2026' }, 'O campo "Código de convite" tem um formato inválido.'],
        [{ captcha: 'AB' }, 'O campo "Código da imagem" deve ter 4 caracteres.'],
      ];
      for (const [change, message] of cases) {
        const reply = await register({ ...valid(), captcha: 'ABCD', ...change });
        expect([JSON.stringify(change), reply.status, reply.json.code, reply.json.message]).toEqual([
          JSON.stringify(change),
          400,
          'INVALID_REQUEST',
          message,
        ]);
      }
    });

    it('refuses oversized and control-character input at the schema, never with a 500', async () => {
      for (const [field, value] of [
        ['username', 'a'.repeat(10_240)],
        ['payeeName', 'Ana '.repeat(2560)],
        ['email', `${'a'.repeat(10_000)}@x.com`],
        ['captcha', '123456789'],
      ]) {
        const reply = await register({ ...valid(), [field]: value });
        expect([field, reply.status, reply.json.code]).toEqual([field, 400, 'INVALID_REQUEST']);
        expect(reply.json.message).toMatch(new RegExp(`^O campo "${field}" deve ter no máximo \\d+ caracteres\\.$`));
      }
      const control = await register({ ...valid(), username: 'novo\u0000nome' });
      expect([control.status, control.json.message]).toEqual([400, 'O campo "username" contém caracteres não permitidos.']);
      const unknown = await register({ ...valid(), isAdmin: true });
      expect([unknown.status, unknown.json.message]).toEqual([400, 'Campo não permitido: "isAdmin".']);
      const wrongType = await register({ ...valid(), login: 'yes' });
      expect(wrongType.status).toBe(400);
      const plain = await call(sandbox, 'PUT', '/wps/member/register', valid());
      expect(plain.json.code).toBe('PAYLOAD_NOT_ENCRYPTED');
    });

    it('ignores the fields whose rule is off (not checked, not stored)', async () => {
      const { cookie, answer } = await captchaFor(sandbox);
      const body = {
        ...valid(),
        captcha: answer,
        qqNum: '<script>alert(1)</script>',
        idNumber: "' OR 1=1 --",
        whatsapp: 'não',
        paymentPassword: 'x',
      };
      expect((await register(body, { cookie })).status).toBe(200);
      const { rows } = await sandbox.db.query(
        'SELECT qq_num, id_number, whatsapp, payment_password_hash FROM accounts WHERE username = $1',
        [body.username],
      );
      expect(rows).toEqual([{ qq_num: null, id_number: null, whatsapp: null, payment_password_hash: null }]);
    });

    it('checks the captcha against the cookie, once', async () => {
      const missing = await register(valid());
      expect([missing.status, missing.json]).toEqual([
        400,
        { success: false, value: null, message: 'Digite o código da imagem.', code: 'CAPTCHA_REQUIRED' },
      ]);
      const { cookie, answer } = await captchaFor(sandbox);
      const noCookie = await register({ ...valid(), captcha: answer });
      expect([noCookie.status, noCookie.json.code]).toEqual([400, 'CAPTCHA_INVALID']);
      expect((await register({ ...valid(), captcha: answer.toLowerCase() }, { cookie })).status).toBe(200);
      const reused = await register({ ...valid(), captcha: answer }, { cookie });
      expect([reused.status, reused.json.message]).toEqual([400, 'Código da imagem incorreto.']);
    });

    it('refuses a username in use (whatever its case) and an unknown invitation code', async () => {
      for (const username of ['jogador', 'AGENTE1'.toLowerCase()]) {
        const { cookie, answer } = await captchaFor(sandbox);
        const reply = await register({ ...valid(), username, captcha: answer }, { cookie });
        expect([reply.status, reply.json]).toEqual([
          409,
          { success: false, value: null, message: 'Este nome de usuário já está em uso.', code: 'USERNAME_TAKEN' },
        ]);
      }
      const { cookie, answer } = await captchaFor(sandbox);
      const unknown = await register({ ...valid(), captcha: answer, affiliateCode: 'NAOEXISTE' }, { cookie });
      expect([unknown.status, unknown.json]).toEqual([
        400,
        { success: false, value: null, message: 'Código de convite inválido.', code: 'INVALID_AFFILIATE' },
      ]);
      // Another merchant's code is unknown here.
      const second = await captchaFor(sandbox);
      const foreign = await register({ ...valid(), captcha: second.answer, referralCode: 'TREVO10' }, { cookie: second.cookie });
      expect(foreign.json.code).toBe('INVALID_AFFILIATE');
    });

    it('verifies a mobile number by SMS (purpose register) while REGMOBVERF3 is on', async () => {
      const mobileNum = freshMobile();
      const code = await sendRegisterCode(mobileNum);
      const first = await captchaFor(sandbox);
      const wrong = await register(
        { ...valid(), captcha: first.answer, mobileNum, verificationCode: code === '000000' ? '111111' : '000000' },
        { cookie: first.cookie },
      );
      expect([wrong.status, wrong.json.code]).toEqual([400, 'VERIFICATION_CODE_INVALID']);
      const second = await captchaFor(sandbox);
      const reply = await register({ ...valid(), captcha: second.answer, mobileNum, verificationCode: code }, { cookie: second.cookie });
      expect(reply.status).toBe(200);
      expect((await info(reply.json.value.token)).json.value.mobileNum).toBe(`${mobileNum.slice(0, 3)}****${mobileNum.slice(-3)}`);

      // A registered number never gets a register code, so it fails on the code like any wrong one:
      // the answer does not tell that the number has an account.
      const third = await captchaFor(sandbox);
      const taken = await register({ ...valid(), captcha: third.answer, mobileNum, verificationCode: code }, { cookie: third.cookie });
      expect([taken.status, taken.json.code]).toEqual([400, 'VERIFICATION_CODE_INVALID']);

      await toggles(MARE.merchantCode, { REGMOBVERF3: false });
      const fourth = await captchaFor(sandbox);
      expect((await register({ ...valid(), captcha: fourth.answer, mobileNum: freshMobile() }, { cookie: fourth.cookie })).status).toBe(
        200,
      );
      // Without SMS verification there is no code to fail on: the number is said to be taken.
      const fifth = await captchaFor(sandbox);
      const takenUnverified = await register({ ...valid(), captcha: fifth.answer, mobileNum }, { cookie: fifth.cookie });
      expect([takenUnverified.status, takenUnverified.json.code]).toEqual([409, 'MOBILE_TAKEN']);
    });

    it('is refused when USERNAMEREG3 or DIRECTREG3 is off', async () => {
      for (const modules of [{ USERNAMEREG3: false }, { DIRECTREG3: false }, { REGISTER: false }] as Record<string, boolean>[]) {
        await toggles(MARE.merchantCode, modules);
        const reply = await register({ ...valid(), captcha: 'ABCD' });
        expect([JSON.stringify(modules), reply.status, reply.json.code]).toEqual([JSON.stringify(modules), 403, 'FEATURE_OFF']);
        await sandbox.controls.reset();
      }
    });
  });

  describe('by username, trevo-azul (no captcha, required mobile, e-mail, id number, payment password)', () => {
    const valid = () => ({
      username: freshName('trevo'),
      password: 'Trevo1',
      confirmPassword: 'Trevo1',
      mobileNum: freshMobile(),
      email: 'trevo@example.com',
      idNumber: '12345678901',
      paymentPassword: '246810',
    });
    const registerTrevo = (body: Record<string, unknown>) => register(body, { merchant: TREVO.merchantCode });

    it('creates the account with the brand rules, under the referral code when no affiliate code is given', async () => {
      const body = {
        ...valid(),
        whatsapp: '5511987654321',
        facebook: 'trevo.azul_fan',
        referralCode: 'trevo10',
        payeeName: '<b>ignorado</b>',
      };
      const reply = await registerTrevo(body);
      expect(reply.status).toBe(200);
      expect((await info(reply.json.value.token, TREVO.merchantCode)).json.value).toMatchObject({ account: body.username, toUpline: true });
      const { rows } = await sandbox.db.query<{ payment_password_hash: string; id_number: string; payee_name: null; row: string }>(
        'SELECT payment_password_hash, id_number, payee_name, row_to_json(a)::text AS row FROM accounts a WHERE merchant_code = $1 AND username = $2',
        [TREVO.merchantCode, body.username],
      );
      expect(rows[0].payment_password_hash).toMatch(/^\$argon2id\$/);
      expect([rows[0].id_number, rows[0].payee_name]).toEqual(['12345678901', null]);
      expect(rows[0].row).not.toContain('246810');
      expect(rows[0].row).not.toContain('Trevo1');
    });

    it('enforces its own lengths and patterns', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ username: 'abcd' }, 'O campo "Nome de usuário" deve ter entre 5 e 12 caracteres.'],
        [{ username: 'abcdefghijklm' }, 'O campo "Nome de usuário" deve ter entre 5 e 12 caracteres.'],
        [{ password: 'Ab1', confirmPassword: 'Ab1' }, 'O campo "Senha" deve ter entre 6 e 16 caracteres.'],
        [{ mobileNum: undefined }, 'O campo "Celular" é obrigatório.'],
        [{ mobileNum: '917123456' }, 'O campo "Celular" deve ter entre 10 e 11 caracteres.'],
        [{ email: '' }, 'O campo "E-mail" é obrigatório.'],
        [{ idNumber: '1234567890' }, 'O campo "Número do documento" deve ter 11 caracteres.'],
        [{ idNumber: '1234567890a' }, 'O campo "Número do documento" tem um formato inválido.'],
        [{ paymentPassword: undefined }, 'O campo "Senha de saque" é obrigatório.'],
        [{ paymentPassword: '12ab56' }, 'O campo "Senha de saque" tem um formato inválido.'],
        [{ whatsapp: '+5511987654' }, 'O campo "WhatsApp" tem um formato inválido.'],
        [{ facebook: 'meu perfil' }, 'O campo "Facebook" tem um formato inválido.'],
        [{ facebook: '🎰🎰🎰' }, 'O campo "Facebook" tem um formato inválido.'],
        [{ referralCode: 'NADA' }, 'Código de convite inválido.'],
        [{ referralCode: 'TREVO-10' }, 'O campo "Código de convite" tem um formato inválido.'],
      ];
      for (const [change, message] of cases) {
        const reply = await registerTrevo({ ...valid(), ...change });
        expect([JSON.stringify(change), reply.status, reply.json.message]).toEqual([JSON.stringify(change), 400, message]);
      }
    });

    it('needs no SMS code while REGMOBVERF3 is off, and one when it is switched on', async () => {
      expect((await registerTrevo(valid())).status).toBe(200);
      await toggles(TREVO.merchantCode, { REGMOBVERF3: true });
      const body = valid();
      expect((await registerTrevo(body)).json.message).toBe('O campo "Código de verificação" é obrigatório.');
      const code = await sendRegisterCode(body.mobileNum, TREVO.merchantCode);
      expect((await registerTrevo({ ...body, verificationCode: code })).status).toBe(200);
    });
  });

  describe('by mobile number', () => {
    it('makes the number the username, verified by SMS, with a password while MOBILENUMPASSREG3 is on', async () => {
      const mobileNum = freshMobile();
      const code = await sendRegisterCode(mobileNum);
      const { cookie, answer } = await captchaFor(sandbox);
      const missingPassword = await register(
        { mobileNum, countryDialingCode: '+63', verificationCode: code, captcha: answer },
        { mobile: true, cookie },
      );
      expect(missingPassword.json.message).toBe('O campo "Senha" é obrigatório.');

      const again = await captchaFor(sandbox);
      const reply = await register(
        {
          mobileNum,
          countryDialingCode: '+63',
          verificationCode: code,
          password: 'Celular123',
          confirmPassword: 'Celular123',
          captcha: again.answer,
          username: 'ignorado',
        },
        { mobile: true, cookie: again.cookie },
      );
      expect(reply.status).toBe(200);
      expect(schemaErrors('member-register-mobile.json', reply.json.value)).toEqual([]);
      expect((await info(reply.json.value.token)).json.value.account).toBe(mobileNum);
      expect((await login(sandbox, { username: mobileNum, password: 'Celular123' })).status).toBe(200);

      const third = await captchaFor(sandbox);
      const taken = await register(
        {
          mobileNum,
          countryDialingCode: '+63',
          verificationCode: code,
          password: 'Celular123',
          confirmPassword: 'Celular123',
          captcha: third.answer,
        },
        { mobile: true, cookie: third.cookie },
      );
      expect([taken.status, taken.json.code]).toEqual([400, 'VERIFICATION_CODE_INVALID']);
    });

    it('stores no password while MOBILENUMPASSREG3 is off: the account logs in by SMS', async () => {
      await toggles(MARE.merchantCode, { MOBILENUMPASSREG3: false, REGMOBVERF3: false });
      await sandbox.db.query(`UPDATE register_rules SET enabled = false WHERE merchant_code = $1 AND field_key = 'captcha'`, [
        MARE.merchantCode,
      ]);
      try {
        const mobileNum = freshMobile();
        const reply = await register({ mobileNum, countryDialingCode: '+63', password: 'Ignorada1' }, { mobile: true });
        expect(reply.status).toBe(200);
        const { rows } = await sandbox.db.query('SELECT password_hash FROM accounts WHERE merchant_code = $1 AND username = $2', [
          MARE.merchantCode,
          mobileNum,
        ]);
        expect(rows).toEqual([{ password_hash: null }]);
        expect((await login(sandbox, { username: mobileNum, password: 'Ignorada1' })).json.code).toBe('LOGIN_FAILED');
        await sandbox.controls.reset();

        await call(sandbox, 'POST', '/wps/verification/sms/noLogin', { mobileNum, countryDialingCode: '+63' });
        const code = await latestSmsCode(sandbox, mobileNum);
        expect((await login(sandbox, { username: mobileNum, password: code, type: 'sms', countryDialingCode: '+63' })).status).toBe(200);
      } finally {
        await sandbox.db.query(`UPDATE register_rules SET enabled = true WHERE merchant_code = $1 AND field_key = 'captcha'`, [
          MARE.merchantCode,
        ]);
      }
    });

    it('requires the number and its dialing code, and is refused when MOBILENUMREG3 is off', async () => {
      const noNumber = await register(
        { countryDialingCode: '+63', password: 'Celular123', confirmPassword: 'Celular123' },
        { mobile: true },
      );
      expect(noNumber.json.message).toBe('O campo "Celular" é obrigatório.');
      const noCountry = await register(
        { mobileNum: freshMobile(), password: 'Celular123', confirmPassword: 'Celular123' },
        { mobile: true },
      );
      expect(noCountry.json.message).toBe('O campo "Código do país" é obrigatório.');
      await toggles(MARE.merchantCode, { MOBILENUMREG3: false });
      const off = await register({ mobileNum: freshMobile(), countryDialingCode: '+63' }, { mobile: true });
      expect([off.status, off.json.code]).toEqual([403, 'FEATURE_OFF']);
      // The username form is still open.
      const { cookie, answer } = await captchaFor(sandbox);
      expect(
        (await register({ username: freshName(), password: 'Senha123', confirmPassword: 'Senha123', captcha: answer }, { cookie })).status,
      ).toBe(200);
    });
  });

  describe('invitation codes', () => {
    const affiliate = (query: string, merchant: string = MARE.merchantCode) =>
      call<{ agent: string }>(sandbox, 'GET', `/wps/agent/affiliate?${query}`, undefined, { merchant });

    it('name their agent, whatever the case of the code', async () => {
      for (const query of ['code=MARE2026', 'code=mare2026&domain=www.maredasorte.example', 'code=MARE2026&domain=']) {
        const reply = await affiliate(query);
        expect([query, reply.status, reply.json.value]).toEqual([query, 200, { agent: 'agente1' }]);
        expect(schemaErrors('agent-affiliate.json', reply.json.value)).toEqual([]);
      }
      expect((await affiliate('code=TREVO10', TREVO.merchantCode)).json.value).toEqual({ agent: 'agente1' });
    });

    it('answer 404 INVALID_AFFILIATE for an unknown code, 400 for a malformed one', async () => {
      const unknown = await affiliate('code=TREVO10');
      expect([unknown.status, unknown.json]).toEqual([
        404,
        { success: false, value: null, message: 'Código de convite inválido.', code: 'INVALID_AFFILIATE' },
      ]);
      for (const query of ['code=', 'code=%27%20OR%201%3D1', `code=${'A'.repeat(40)}`, 'domain=x', 'code=MARE2026&extra=1']) {
        expect([query, (await affiliate(query)).status]).toEqual([query, 400]);
      }
    });
  });
});
