/**
 * Firebase Auth through the sandbox: one real Auth emulator (the Firebase CLI's auth server) and
 * one sandbox that forwards the SDK's calls to it, driven with the REST calls the JS SDK makes in
 * emulator mode (connectAuthEmulator(auth, location.origin)), then the ID token checked as the
 * login/register routes will check it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readEmulatorSmsCodes, startFirebaseAuthEmulator, type FirebaseAuthEmulator } from '../tests/support/firebase-emulator';
import { FirebaseTokenError, verifyFirebaseIdToken, type FirebaseTokenErrorCode } from './lib/firebase-auth';
import { API_CSP } from './lib/security-headers';
import { MARE, startSandbox, type RunningSandbox } from './testing/fixtures';
import { send, type HttpReply } from './testing/http';

const PROJECT_ID = 'demo-mare-da-sorte';
const API_KEY = 'fake-api-key';
const INDEX = '<!doctype html><title>Maré da Sorte</title>';
const ID_TOOLKIT = '/identitytoolkit.googleapis.com/v1';

let emulator: FirebaseAuthEmulator;
let sandbox: RunningSandbox;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(distDir, MARE.brand));
  writeFileSync(join(distDir, MARE.brand, 'index.html'), INDEX);
  // The emulator starts in about 1.5 s on an idle 2-core machine, several times that when other
  // test files run alongside.
  emulator = await startFirebaseAuthEmulator({ projectId: PROJECT_ID, timeoutMs: 110_000 });
  sandbox = await startSandbox({ brand: MARE.brand, distDir, firebaseAuthEmulator: emulator.host });
}, 150_000);

afterAll(async () => {
  await sandbox?.close();
  await emulator?.stop();
  rmSync(distDir, { recursive: true, force: true });
});

/** A JSON call through the sandbox, as the SDK makes it (same origin, `?key=`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the emulator's many answer shapes, read field by field
async function viaSandbox(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<HttpReply & { json: any }> {
  const reply = await send(sandbox.baseUrl, {
    method: body === undefined ? 'GET' : 'POST',
    path,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { ...reply, json: reply.text ? JSON.parse(reply.text) : undefined };
}

let nextPhone = 0;
/** A phone number no other test used (the emulator keeps every code it sent). */
const newPhone = () => `+55119876500${String((nextPhone += 1)).padStart(2, '0')}`;

/** accounts:sendVerificationCode then accounts:signInWithPhoneNumber, all through the sandbox. */
async function phoneSignIn(phoneNumber: string): Promise<{ idToken: string; refreshToken: string; localId: string }> {
  const sent = await viaSandbox(`${ID_TOOLKIT}/accounts:sendVerificationCode?key=${API_KEY}`, {
    phoneNumber,
    recaptchaToken: 'ignored-by-emulator',
  });
  expect(sent.status).toBe(200);
  const codes = (await readEmulatorSmsCodes(emulator.host, PROJECT_ID)).filter((entry) => entry.phoneNumber === phoneNumber);
  expect(codes).toHaveLength(1);
  const signedIn = await viaSandbox(`${ID_TOOLKIT}/accounts:signInWithPhoneNumber?key=${API_KEY}`, {
    sessionInfo: sent.json.sessionInfo,
    code: codes[0].code,
  });
  expect(signedIn.status).toBe(200);
  expect(signedIn.json.phoneNumber).toBe(phoneNumber);
  return signedIn.json;
}

const verify = (idToken: string, projectId = PROJECT_ID) => verifyFirebaseIdToken(idToken, { projectId, emulatorHost: emulator.host });

async function rejection(promise: Promise<unknown>): Promise<FirebaseTokenErrorCode> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(FirebaseTokenError);
    return (error as FirebaseTokenError).code;
  }
  throw new Error('expected the token to be refused');
}

/** Rewrites an emulator token's payload (it has no signature to break). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a token's claims, any of which a test may rewrite
function tamper(idToken: string, change: (claims: Record<string, any>) => void, header?: Record<string, unknown>): string {
  const [head, payload] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  change(claims);
  const newHead = header ? Buffer.from(JSON.stringify(header)).toString('base64url') : head;
  return `${newHead}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${header ? 'c2lnbmF0dXJl' : ''}`;
}

function portOpen(host: string): Promise<boolean> {
  const [address, port] = host.split(':');
  return new Promise((resolve) => {
    const socket = createConnection({ host: address, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('the emulator starter', () => {
  it('runs the emulator on a free port of 127.0.0.1', () => {
    expect(emulator.host).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(emulator.host).not.toBe('127.0.0.1:9099');
    expect(emulator.projectId).toBe(PROJECT_ID);
  });
});

describe('the proxy to the Auth emulator', () => {
  it('forwards accounts:sendVerificationCode, and the emulator records the SMS code', async () => {
    const phoneNumber = newPhone();
    const reply = await viaSandbox(`${ID_TOOLKIT}/accounts:sendVerificationCode?key=${API_KEY}`, { phoneNumber });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(typeof reply.json.sessionInfo).toBe('string');
    // Same headers as every other JSON answer of the sandbox.
    expect(reply.headers['content-security-policy']).toBe(API_CSP);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['x-powered-by']).toBeUndefined();
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();

    const codes = await readEmulatorSmsCodes(emulator.host, PROJECT_ID);
    expect(codes).toContainEqual({ phoneNumber, code: expect.stringMatching(/^\d{6}$/) });
  });

  it('forwards only the sign-in calls: never the emulator admin API, its SMS codes or an owner token', async () => {
    const phoneNumber = newPhone();
    await viaSandbox(`${ID_TOOLKIT}/accounts:sendVerificationCode?key=${API_KEY}`, { phoneNumber });
    expect((await readEmulatorSmsCodes(emulator.host, PROJECT_ID)).map((entry) => entry.phoneNumber)).toContain(phoneNumber);

    const codes = await viaSandbox(`/emulator/v1/projects/${PROJECT_ID}/verificationCodes`, undefined, { accept: 'text/html' });
    expect(codes.status).toBe(404);
    expect(codes.text).not.toContain(phoneNumber);
    const wiped = await send(sandbox.baseUrl, { method: 'DELETE', path: `/emulator/v1/projects/${PROJECT_ID}/accounts` });
    expect(wiped.status).toBe(404);
    const admin = await send(sandbox.baseUrl, {
      method: 'POST',
      path: `${ID_TOOLKIT}/projects/${PROJECT_ID}/accounts:batchGet`,
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(admin.status).toBe(404);
  });

  it('signs in with a phone number through the sandbox, and verifyFirebaseIdToken accepts the token', async () => {
    const phoneNumber = newPhone();
    const { idToken, localId } = await phoneSignIn(phoneNumber);
    await expect(verify(idToken)).resolves.toEqual({
      uid: localId,
      phoneNumber,
      email: null,
      emailVerified: false,
      signInProvider: 'phone',
    });
  });

  it('passes the emulator errors through with their status', async () => {
    const phoneNumber = newPhone();
    const sent = await viaSandbox(`${ID_TOOLKIT}/accounts:sendVerificationCode?key=${API_KEY}`, { phoneNumber });
    const wrong = await viaSandbox(`${ID_TOOLKIT}/accounts:signInWithPhoneNumber?key=${API_KEY}`, {
      sessionInfo: sent.json.sessionInfo,
      code: '000000x',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.message).toMatch(/INVALID_CODE/);
    expect(wrong.headers['content-security-policy']).toBe(API_CSP);
  });

  it('forwards the form-encoded token refresh (securetoken.googleapis.com)', async () => {
    const phoneNumber = newPhone();
    const { refreshToken, localId } = await phoneSignIn(phoneNumber);
    const reply = await send(sandbox.baseUrl, {
      method: 'POST',
      path: `/securetoken.googleapis.com/v1/token?key=${API_KEY}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=refresh_token&refresh_token=${encodeURIComponent(refreshToken)}`,
    });
    expect(reply.status).toBe(200);
    const refreshed = JSON.parse(reply.text);
    expect(refreshed.user_id).toBe(localId);
    await expect(verify(refreshed.id_token)).resolves.toMatchObject({ uid: localId, phoneNumber });
  });

  it('signs in with a social provider (the emulator takes a fake Google id_token) and the token verifies', async () => {
    const claims = { sub: 'google-uid-1', email: 'ana@example.com', email_verified: true, name: 'Ana' };
    const reply = await viaSandbox(`${ID_TOOLKIT}/accounts:signInWithIdp?key=${API_KEY}`, {
      requestUri: 'http://localhost',
      returnSecureToken: true,
      postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
    });
    expect(reply.status).toBe(200);
    await expect(verify(reply.json.idToken)).resolves.toEqual({
      uid: reply.json.localId,
      phoneNumber: null,
      email: 'ana@example.com',
      emailVerified: true,
      signInProvider: 'google.com',
    });
  });

  it("forwards OPTIONS (the SDK's preflight)", async () => {
    const options = await send(sandbox.baseUrl, { method: 'OPTIONS', path: `${ID_TOOLKIT}/accounts:lookup?key=${API_KEY}` });
    expect(options.status).toBe(204);
  });
});

describe('verifyFirebaseIdToken', () => {
  let token: { idToken: string; localId: string };
  const phoneNumber = '+5511912340000';

  beforeAll(async () => {
    token = await phoneSignIn(phoneNumber);
  });

  it('is an emulator token: unsigned, for the project', () => {
    const [header, payload, signature] = token.idToken.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'none' });
    expect(signature).toBe('');
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toMatchObject({
      aud: PROJECT_ID,
      iss: `https://securetoken.google.com/${PROJECT_ID}`,
      phone_number: phoneNumber,
    });
  });

  it('refuses a token for another project', async () => {
    expect(await rejection(verify(token.idToken, 'demo-trevo-azul'))).toBe('WRONG_PROJECT');
    expect(await rejection(verify(tamper(token.idToken, (claims) => (claims.aud = 'demo-trevo-azul'))))).toBe('WRONG_PROJECT');
    expect(
      await rejection(verify(tamper(token.idToken, (claims) => (claims.iss = 'https://securetoken.google.com/demo-trevo-azul')))),
    ).toBe('WRONG_ISSUER');
  });

  it('refuses tampered tokens', async () => {
    // Another phone number than the account's.
    expect(await rejection(verify(tamper(token.idToken, (claims) => (claims.phone_number = '+5511900000000'))))).toBe('CLAIMS_MISMATCH');
    // Another provider than the account has.
    expect(await rejection(verify(tamper(token.idToken, (claims) => (claims.firebase.sign_in_provider = 'google.com'))))).toBe(
      'CLAIMS_MISMATCH',
    );
    // A uid that does not exist.
    expect(await rejection(verify(tamper(token.idToken, (claims) => (claims.sub = claims.user_id = 'no-such-user'))))).toBe(
      'USER_NOT_FOUND',
    );
    // sub and user_id disagree.
    expect(await rejection(verify(tamper(token.idToken, (claims) => (claims.sub = 'someone-else'))))).toBe('MALFORMED');
    // Expiry pushed back is still checked against the clock; an expired one is refused.
    expect(await rejection(verify(tamper(token.idToken, (claims) => (claims.exp = Math.floor(Date.now() / 1000) - 10))))).toBe('EXPIRED');
    expect(await rejection(verify(tamper(token.idToken, (claims) => delete claims.exp)))).toBe('MALFORMED');
    // Claiming a signature (a production token) is not something the sandbox can check.
    expect(await rejection(verify(tamper(token.idToken, () => undefined, { alg: 'RS256', kid: 'abc', typ: 'JWT' })))).toBe(
      'NOT_EMULATOR_TOKEN',
    );
    expect(await rejection(verify(`${token.idToken}c2ln`))).toBe('NOT_EMULATOR_TOKEN');
  });

  it('refuses an expired token (by the clock)', async () => {
    const inTwoHours = Date.now() + 2 * 3600 * 1000;
    expect(
      await rejection(verifyFirebaseIdToken(token.idToken, { projectId: PROJECT_ID, emulatorHost: emulator.host, now: () => inTwoHours })),
    ).toBe('EXPIRED');
  });

  it('refuses garbage', async () => {
    for (const garbage of ['', 'garbage', 'a.b', 'a.b.c', '...', 'eyJhbGciOiJub25lIn0.bm90IGpzb24.', 'W10.W10.', 'x'.repeat(10_000)]) {
      expect(await rejection(verify(garbage))).toBe('MALFORMED');
    }
    expect(await rejection(verify(undefined as unknown as string))).toBe('MALFORMED');
  });

  it('says when the emulator cannot be reached, apart from a bad token', async () => {
    const code = await rejection(verifyFirebaseIdToken(token.idToken, { projectId: PROJECT_ID, emulatorHost: '127.0.0.1:1' }));
    expect(code).toBe('EMULATOR_UNAVAILABLE');
  });
});

describe('stopping', () => {
  it('stop() closes the emulator port and the proxy then answers 502 as JSON', async () => {
    expect(await portOpen(emulator.host)).toBe(true);
    await emulator.stop();
    expect(await portOpen(emulator.host)).toBe(false);
    await emulator.stop(); // twice is fine

    const reply = await viaSandbox(`${ID_TOOLKIT}/accounts:sendVerificationCode?key=${API_KEY}`, { phoneNumber: newPhone() });
    expect(reply.status).toBe(502);
    expect(reply.json).toMatchObject({ success: false, code: 'AUTH_EMULATOR_UNAVAILABLE' });
  });
});
