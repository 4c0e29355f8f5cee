/**
 * Without a Firebase Auth emulator the sandbox has no proxy: the SDK's paths are unknown paths
 * (404 envelope), never the single-page app. Also the brand reader and the starter's argument
 * checks, which need no emulator.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { startFirebaseAuthEmulator } from '../tests/support/firebase-emulator';
import { firebaseProjectOf, thirdPartyAuthOf } from './lib/firebase-auth';
import { parseEmulatorHost } from './routes/firebase-emulator-proxy';
import { createSandbox, SandboxSetupError } from './server';
import { MARE, startSandbox, type RunningSandbox } from './testing/fixtures';
import { send } from './testing/http';

const INDEX = '<!doctype html><title>Maré da Sorte</title>';
const PATHS = [
  '/identitytoolkit.googleapis.com/v1/accounts:sendVerificationCode?key=k',
  '/securetoken.googleapis.com/v1/token?key=k',
  '/emulator/auth/handler?apiKey=k&providerId=google.com',
  '/emulator/v1/projects/demo-x/verificationCodes',
  '/emulator',
];

describe('the sandbox without firebaseAuthEmulator', () => {
  let sandbox: RunningSandbox;
  let distDir: string;
  const routes: string[] = [];

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(distDir, MARE.brand));
    writeFileSync(join(distDir, MARE.brand, 'index.html'), INDEX);
    sandbox = await startSandbox({ brand: MARE.brand, distDir, onRoute: (route: RouteOptions) => routes.push(route.url) });
  });
  afterAll(async () => {
    await sandbox?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('registers no proxy route', () => {
    expect(routes.filter((url) => /googleapis|emulator/.test(url))).toEqual([]);
  });

  it.each(PATHS)('answers %s with the 404 envelope, to API calls and to browser navigations alike', async (path) => {
    for (const headers of [{}, { accept: 'text/html,application/xhtml+xml' }] as Record<string, string>[]) {
      for (const method of ['GET', 'POST']) {
        const reply = await send(sandbox.baseUrl, {
          method,
          path,
          headers: method === 'POST' ? { ...headers, 'content-type': 'application/json' } : headers,
          body: method === 'POST' ? '{}' : undefined,
        });
        expect(reply.status).toBe(404);
        expect(reply.headers['content-type']).toMatch(/^application\/json/);
        expect(JSON.parse(reply.text)).toMatchObject({ success: false, code: 'NOT_FOUND' });
      }
    }
  });

  it('still serves the single-page app for its own routes', async () => {
    const reply = await send(sandbox.baseUrl, { path: '/emulators-are-not-here', headers: { accept: 'text/html' } });
    expect(reply.status).toBe(200);
    expect(reply.text).toBe(INDEX);
  });
});

describe('firebaseAuthEmulator option', () => {
  it('must be host:port', async () => {
    expect(parseEmulatorHost('127.0.0.1:9099')).toEqual(['127.0.0.1', 9099]);
    expect(parseEmulatorHost('localhost:1')).toEqual(['localhost', 1]);
    expect(parseEmulatorHost('[::1]:9099')).toEqual(['::1', 9099]);
    for (const bad of ['127.0.0.1', 'http://127.0.0.1:9099', '127.0.0.1:99999', '127.0.0.1:0', 'a b:1', '127.0.0.1:9099/x']) {
      expect(() => parseEmulatorHost(bad)).toThrow(SandboxSetupError);
    }
    // createSandbox stops with that setup error (npm run serve prints it and exits 1).
    await expect(createSandbox({ database: 'memory', firebaseAuthEmulator: 'localhost' })).rejects.toThrow(/host:port/);
  });
});

describe('firebaseProjectOf / thirdPartyAuthOf', () => {
  const brand = {
    id: 'mare-da-sorte',
    thirdPartyAuth: {
      firebase: {
        apiKey: 'AIza-demo',
        authDomain: 'demo-mare-da-sorte.firebaseapp.com',
        projectId: 'demo-mare-da-sorte',
        appId: '1:1:web:1',
      },
      useEmulator: true,
      smsRoute: true,
      socialProviders: ['google', 'facebook'],
    },
  };

  it('reads the block', () => {
    expect(firebaseProjectOf(brand)).toBe('demo-mare-da-sorte');
    expect(thirdPartyAuthOf(brand)).toEqual(brand.thirdPartyAuth);
  });

  it('tolerates its absence or a partial block', () => {
    for (const value of [
      undefined,
      null,
      'x',
      42,
      {},
      { thirdPartyAuth: null },
      { thirdPartyAuth: {} },
      { thirdPartyAuth: { firebase: { projectId: '' } } },
      { thirdPartyAuth: { firebase: [] } },
    ]) {
      expect(firebaseProjectOf(value)).toBeNull();
      expect(thirdPartyAuthOf(value)).toBeNull();
    }
    expect(thirdPartyAuthOf({ thirdPartyAuth: { firebase: { projectId: 'demo-x' }, socialProviders: ['google', 'twitter'] } })).toEqual({
      firebase: { apiKey: '', authDomain: '', projectId: 'demo-x', appId: '' },
      useEmulator: false,
      smsRoute: false,
      socialProviders: ['google'],
    });
  });
});

describe('startFirebaseAuthEmulator', () => {
  it('refuses a project id Firebase would refuse, before starting anything', async () => {
    for (const projectId of ['', 'Demo-X', 'demo_x', 'x', '../../etc']) {
      await expect(startFirebaseAuthEmulator({ projectId })).rejects.toThrow(/project id/);
    }
  });
});
