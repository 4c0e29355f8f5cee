import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { send } from './testing/http';

const REPO = resolve(__dirname, '..');
const TSX = join(REPO, 'node_modules', '.bin', 'tsx');
const READY_LINE = /^Sandbox serving (\S+) at (http:\/\/127\.0\.0\.1:\d+\/)$/m;

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

function run(env: Record<string, string>): Run {
  const child = spawn(TSX, ['sandbox/main.ts'], {
    cwd: REPO,
    env: { ...process.env, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

async function waitForReady(sandbox: Run): Promise<string> {
  for (let waited = 0; waited < 45_000; waited += 100) {
    const match = READY_LINE.exec(sandbox.stdout());
    if (match) return match[2];
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`Sandbox never became ready. stderr: ${sandbox.stderr()}`);
}

describe('npm run serve (sandbox/main.ts)', () => {
  let distDir: string;
  let dataDir: string;
  const running: Run[] = [];

  beforeAll(() => {
    distDir = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(distDir, 'mare-da-sorte'));
    writeFileSync(join(distDir, 'mare-da-sorte', 'index.html'), '<!doctype html><title>Maré da Sorte</title>');
    dataDir = mkdtempSync(join(tmpdir(), 'sandbox-data-'));
  });
  afterAll(async () => {
    for (const sandbox of running) if (sandbox.child.exitCode === null) sandbox.child.kill('SIGKILL');
    rmSync(distDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = (env: Record<string, string>) => {
    const sandbox = run({ SANDBOX_DIST_DIR: distDir, PORT: '0', ...env });
    running.push(sandbox);
    return sandbox;
  };

  it('refuses to start without a build and says how to make one', async () => {
    const sandbox = start({ BRAND: 'trevo-azul', SANDBOX_DB: 'memory' });
    expect(await sandbox.exited).toBe(1);
    expect(sandbox.stderr()).toContain('Run: BRAND=trevo-azul npm run build');
    expect(sandbox.stdout()).toBe('');
  }, 60_000);

  it("refuses to start over an invalid brand.json and prints the validator's lines", async () => {
    const brandsDir = join(distDir, 'brands');
    cpSync(join(REPO, 'brands'), brandsDir, { recursive: true });
    const file = join(brandsDir, 'trevo-azul', 'brand.json');
    const brand = JSON.parse(readFileSync(file, 'utf8'));
    brand.identity.country = 'BR';
    writeFileSync(file, JSON.stringify(brand));
    const sandbox = start({ BRANDS_DIR: brandsDir, SANDBOX_DB: 'memory' });
    expect(await sandbox.exited).toBe(1);
    expect(sandbox.stderr()).toBe(
      'brands/trevo-azul/brand.json: /identity/country: is not a known property\n' +
        'Fix the brand (npm run validate-brands checks them all).\n',
    );
    expect(sandbox.stdout()).toBe('');
  }, 60_000);

  it('prints one ready line, serves the brand, keeps its data and stops cleanly', async () => {
    const first = start({ SANDBOX_DATA_DIR: dataDir });
    const baseUrl = await waitForReady(first);
    const opsUrl = baseUrl.replace('127.0.0.1', 'ops.localhost');
    expect(first.stdout()).toBe(`Sandbox serving mare-da-sorte at ${baseUrl}\n  back office at ${opsUrl}ops/\n`);
    const opsPage = await send(baseUrl.replace(/\/$/, ''), { path: '/ops/', headers: { accept: 'text/html', host: new URL(opsUrl).host } });
    expect([opsPage.status, opsPage.text]).toEqual([200, expect.stringContaining('ops-root')]);
    const page = await send(baseUrl.replace(/\/$/, ''), { path: '/rng', headers: { accept: 'text/html' } });
    expect(page.text).toContain('Maré da Sorte');
    const status = await send(baseUrl.replace(/\/$/, ''), { path: '/wps/system/status', headers: { 'x-merchant-code': 'TRV002' } });
    const keyId = JSON.parse(status.text).value.encryption.keyId as string;

    // A second sandbox on the same data folder must not start (PGlite cannot share it).
    const intruder = start({ SANDBOX_DATA_DIR: dataDir });
    expect(await intruder.exited).toBe(1);
    expect(intruder.stderr()).toContain('is in use by another sandbox');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // Restarted on the same folder: migrations and seed are no-ops, the payload key is the same.
    const second = start({ SANDBOX_DATA_DIR: dataDir });
    const secondUrl = (await waitForReady(second)).replace(/\/$/, '');
    const again = await send(secondUrl, { path: '/wps/system/status', headers: { 'x-merchant-code': 'TRV002' } });
    expect(JSON.parse(again.text).value.encryption.keyId).toBe(keyId);
    const banners = await send(secondUrl, { path: '/wps/system/banners?group=w_home', headers: { 'x-merchant-code': 'TRV002' } });
    expect(JSON.parse(banners.text).value).toHaveLength(3);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 120_000);

  it('serves without the test controls unless SANDBOX_CONTROLS=on', async () => {
    const statusBody = JSON.stringify({ merchantCode: 'MDS001', maintenance: null, regionRestriction: false });
    const post = (base: string) =>
      send(base.replace(/\/$/, ''), {
        method: 'POST',
        path: '/__sandbox/status',
        headers: { 'content-type': 'application/json' },
        body: statusBody,
      });
    const served = start({ SANDBOX_DB: 'memory' });
    const plain = await post(await waitForReady(served));
    expect(plain.status).toBe(404);
    expect(JSON.parse(plain.text).code).toBe('NOT_FOUND');
    const withControls = start({ SANDBOX_DB: 'memory', SANDBOX_CONTROLS: 'on' });
    expect((await post(await waitForReady(withControls))).status).toBe(200);
    served.child.kill('SIGTERM');
    withControls.child.kill('SIGTERM');
    expect(await served.exited).toBe(0);
    expect(await withControls.exited).toBe(0);
  }, 120_000);
});
