/**
 * The Firebase branch of session/login and of registration, against a stand-in for the Auth
 * emulator's accounts:lookup (the real emulator is exercised by sandbox/firebase.test.ts).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { call, login, type LoginValue } from '../testing/accounts';
import { startSandbox, TREVO, type RunningSandbox } from '../testing/fixtures';

const PROJECT = 'demo-trevo-azul';

interface FakeUser {
  localId: string;
  phoneNumber?: string;
  email?: string;
  emailVerified?: boolean;
  providerUserInfo: { providerId: string }[];
}

/** An unsigned emulator-style ID token. */
function idToken(uid: string, claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    aud: PROJECT,
    iss: `https://securetoken.google.com/${PROJECT}`,
    exp: now + 3600,
    iat: now - 5,
    auth_time: now - 5,
    sub: uid,
    user_id: uid,
    ...claims,
  })}.`;
}

describe('sign-in through Firebase', () => {
  let sandbox: RunningSandbox;
  let emulator: Server;
  const users = new Map<string, FakeUser>();

  beforeAll(async () => {
    emulator = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        const expected = `/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:lookup`;
        if (request.method !== 'POST' || request.url !== expected) {
          response.writeHead(404).end('{}');
          return;
        }
        const ids = (JSON.parse(body) as { localId: string[] }).localId;
        const found = ids.map((id) => users.get(id)).filter(Boolean);
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found.length ? { users: found } : {}));
      });
    });
    await new Promise<void>((resolve) => emulator.listen(0, '127.0.0.1', resolve));
    const { port } = emulator.address() as AddressInfo;
    sandbox = await startSandbox({ firebaseAuthEmulator: `127.0.0.1:${port}` });

    users.set('phone-user', { localId: 'phone-user', phoneNumber: '+639181234567', providerUserInfo: [{ providerId: 'phone' }] });
    users.set('google-user', {
      localId: 'google-user',
      email: 'jogador@example.com',
      emailVerified: true,
      providerUserInfo: [{ providerId: 'google.com' }],
    });
    users.set('unverified', {
      localId: 'unverified',
      email: 'jogador@example.com',
      emailVerified: false,
      providerUserInfo: [{ providerId: 'facebook.com' }],
    });
    users.set('stranger', { localId: 'stranger', phoneNumber: '+639189999999', providerUserInfo: [{ providerId: 'phone' }] });
    users.set('new-number', { localId: 'new-number', phoneNumber: '+639180000123', providerUserInfo: [{ providerId: 'phone' }] });
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
    await new Promise((resolve) => emulator?.close(resolve));
  });
  // trevo-azul ships with SMS and social login off; the third-party route obeys the same switches.
  beforeEach(() => sandbox.controls.setModules(TREVO.merchantCode, { MOBILEVERCODELOGIN3: true, SOCIALLOGIN3: true }));
  afterEach(() => sandbox.controls.reset());

  const firebaseLogin = (type: string, token: string) =>
    login(sandbox, { username: 'firebase', password: '', type, firebaseIdToken: token }, { merchant: TREVO.merchantCode });
  const accountOf = async (token: string) =>
    (await call<{ account: string }>(sandbox, 'GET', '/wps/member/info', undefined, { token, merchant: TREVO.merchantCode })).json.value
      .account;

  it('logs the account of the verified phone number in', async () => {
    const reply = await firebaseLogin(
      'firebase_sms',
      idToken('phone-user', { phone_number: '+639181234567', firebase: { sign_in_provider: 'phone' } }),
    );
    expect(reply.status).toBe(200);
    expect(await accountOf(reply.json.value.token)).toBe('jogador');
  });

  it('logs the account of the verified e-mail in (Google)', async () => {
    const reply = await firebaseLogin(
      'firebase_google',
      idToken('google-user', { email: 'jogador@example.com', firebase: { sign_in_provider: 'google.com' } }),
    );
    expect(reply.status).toBe(200);
    expect(await accountOf(reply.json.value.token)).toBe('jogador');
  });

  it('never opens an account by an e-mail the provider did not verify', async () => {
    const reply = await firebaseLogin(
      'firebase_facebook',
      idToken('unverified', { email: 'jogador@example.com', firebase: { sign_in_provider: 'facebook.com' } }),
    );
    expect([reply.status, reply.json.code]).toEqual([401, 'LOGIN_FAILED']);
  });

  it('refuses the third-party route while the merchant switches SMS or social login off', async () => {
    await sandbox.controls.setModules(TREVO.merchantCode, { MOBILEVERCODELOGIN3: false, SOCIALLOGIN3: false });
    const sms = await firebaseLogin(
      'firebase_sms',
      idToken('phone-user', { phone_number: '+639181234567', firebase: { sign_in_provider: 'phone' } }),
    );
    const google = await firebaseLogin(
      'firebase_google',
      idToken('google-user', { email: 'jogador@example.com', firebase: { sign_in_provider: 'google.com' } }),
    );
    expect([sms.status, google.status]).toEqual([403, 403]);
  });

  it('refuses tokens it cannot trust as a failed login', async () => {
    const refused = [
      [
        'firebase_sms',
        idToken('phone-user', { aud: 'another-project', phone_number: '+639181234567', firebase: { sign_in_provider: 'phone' } }),
      ],
      [
        'firebase_sms',
        idToken('phone-user', {
          exp: Math.floor(Date.now() / 1000) - 10,
          phone_number: '+639181234567',
          firebase: { sign_in_provider: 'phone' },
        }),
      ],
      ['firebase_sms', idToken('nobody', { phone_number: '+639181234567', firebase: { sign_in_provider: 'phone' } })],
      ['firebase_sms', idToken('phone-user', { phone_number: '+639170000000', firebase: { sign_in_provider: 'phone' } })],
      ['firebase_google', idToken('phone-user', { phone_number: '+639181234567', firebase: { sign_in_provider: 'phone' } })],
      ['firebase_sms', idToken('stranger', { phone_number: '+639189999999', firebase: { sign_in_provider: 'phone' } })],
      ['firebase_sms', 'not-a-jwt'],
      ['firebase_sms', ''],
    ];
    for (const [type, token] of refused) {
      await sandbox.controls.reset();
      await sandbox.controls.setModules(TREVO.merchantCode, { MOBILEVERCODELOGIN3: true, SOCIALLOGIN3: true });
      const reply = await firebaseLogin(type, token);
      expect([type, token.slice(0, 20), reply.status, reply.json.code, reply.json.value]).toEqual([
        type,
        token.slice(0, 20),
        401,
        'LOGIN_FAILED',
        { captchaRequired: true },
      ]);
    }
  });

  it('verifies the number of a mobile registration instead of an SMS code', async () => {
    await call(sandbox, 'POST', '/__sandbox/toggles', { merchantCode: TREVO.merchantCode, modules: { REGMOBVERF3: true } });
    const body = {
      mobileNum: '9180000123',
      countryDialingCode: '+63',
      password: 'Trevo1',
      confirmPassword: 'Trevo1',
      email: 'novo@example.com',
      idNumber: '12345678901',
      paymentPassword: '135790',
      firebaseChannel: 'sms',
    };
    const register = (token: string) =>
      call<LoginValue>(
        sandbox,
        'PUT',
        '/wps/member/register/mobile',
        { ...body, firebaseIdToken: token },
        { merchant: TREVO.merchantCode, encrypted: true },
      );
    const otherNumber = await register(idToken('stranger', { phone_number: '+639189999999', firebase: { sign_in_provider: 'phone' } }));
    expect([otherNumber.status, otherNumber.json.code]).toEqual([400, 'VERIFICATION_CODE_INVALID']);
    const reply = await register(idToken('new-number', { phone_number: '+639180000123', firebase: { sign_in_provider: 'phone' } }));
    expect(reply.status).toBe(200);
    expect(await accountOf(reply.json.value.token)).toBe('9180000123');
  });

  it('answers FIREBASE_UNAVAILABLE when the emulator cannot be reached', async () => {
    await new Promise((resolve) => emulator.close(resolve));
    const reply = await firebaseLogin(
      'firebase_sms',
      idToken('phone-user', { phone_number: '+639181234567', firebase: { sign_in_provider: 'phone' } }),
    );
    expect([reply.status, reply.json.code, reply.json.message]).toEqual([
      400,
      'FIREBASE_UNAVAILABLE',
      'Login por serviço externo indisponível.',
    ]);
  });
});
