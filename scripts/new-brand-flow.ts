/**
 * `npm run new-brand-flow [id]`: an integrator's way from nothing to a tested brand, timed step by
 * step, on an already built app (run `npm run build` first; the flow never compiles):
 *   1. `npm run new-brand <id>` (default lucky-star) scaffolds the brand folder;
 *   2. `BRAND=<id> npm run build` stamps it (bar: 30 s);
 *   3. `npm run serve` serves it: until `http://<id>.localhost:<port>/` answers with its page;
 *   4. its browser smoke test (`tests/smoke.test.ts` with E2E_BRANDS=<id>) passes.
 * The bar for the whole flow is 3 minutes. The brand folder is made in a temporary copy of brands/
 * (BRANDS_DIR), so the repository and any test run alongside are untouched; it and dist/<id>/ are
 * removed at the end (KEEP=1 keeps them). Exits 1 when a step fails or a bar is missed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { listBrandIds } from '../core/brand/validate-brand';
import { appIsUpToDate } from './build/compile-app';
import { brandsDir, distDir, repoRoot } from './lib/paths';
import { run } from './lib/run';

const STAMP_BAR_MS = 30_000;
const FLOW_BAR_MS = 180_000;
const READY = /Sandbox serving \S+ at http:\/\/127\.0\.0\.1:(\d+)\//;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Runs a tsx script of the repository with extra environment; resolves with its time, or throws. */
async function step(name: string, script: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const result = await run(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.code !== 0) throw new Error(`${name} failed (exit ${result.code})`);
  return result.ms;
}

/** Starts `npm run serve`, waits until the brand's own address answers with its page, stops it. */
async function serveOnce(id: string, name: string, env: NodeJS.ProcessEnv): Promise<number> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: '0', SANDBOX_DB: 'memory' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = READY.exec(output);
        if (match) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`the sandbox exited (${code}) before it was ready`)));
    });
    // Node does not resolve *.localhost (and fetch sets Host itself): the Host header picks the brand.
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port: Number(port), path: '/', headers: { host: `${id}.localhost:${port}`, accept: 'text/html' } },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on('error', reject);
    });
    if (status !== 200 || !body.includes(`<title>${name}</title>`))
      throw new Error(`http://${id}.localhost:${port}/ answered ${status} without the brand's page`);
    return Date.now() - started;
  } finally {
    child.kill('SIGTERM');
  }
}

async function main(): Promise<void> {
  const id = process.argv[2] || 'lucky-star';
  const name = id
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
  if (!appIsUpToDate('production')) {
    console.error('The compiled app is missing or older than the sources: run npm run build first (this flow only stamps).');
    process.exit(1);
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-brand-flow-'));
  for (const brand of listBrandIds(brandsDir)) fs.cpSync(path.join(brandsDir, brand), path.join(workDir, brand), { recursive: true });
  const env = { BRANDS_DIR: workDir };
  const times: [string, number][] = [];
  const flowStarted = Date.now();
  let failed = false;
  try {
    times.push(['npm run new-brand', await step('new-brand', 'scripts/new-brand.ts', [id], env)]);
    times.push([`BRAND=${id} npm run build`, await step('build', 'scripts/build.ts', [], { ...env, BRAND: id })]);
    times.push(['npm run serve (until its page answers)', await serveOnce(id, name, { ...env, BRAND: id })]);
    times.push([
      'smoke test in Chromium',
      await step('smoke test', 'node_modules/jest/bin/jest.js', ['--ci', '--runTestsByPath', 'tests/smoke.test.ts'], {
        ...env,
        E2E_BRANDS: id,
      }),
    ]);
  } catch (error) {
    failed = true;
    console.error(`\n✖ ${(error as Error).message}`);
  } finally {
    if (process.env.KEEP !== '1') {
      fs.rmSync(workDir, { recursive: true, force: true });
      fs.rmSync(path.join(distDir, id), { recursive: true, force: true });
    } else console.log(`Kept ${path.join(workDir, id)} and dist/${id}/.`);
  }
  const total = Date.now() - flowStarted;
  console.log(`\nNew brand "${id}", step by step:`);
  for (const [label, ms] of times) console.log(`  ${label.padEnd(42)} ${seconds(ms)}`);
  console.log(`  ${'whole flow'.padEnd(42)} ${seconds(total)} (bar ${seconds(FLOW_BAR_MS)})`);
  const stamp = times.find(([label]) => label.includes('npm run build'))?.[1];
  const misses = [
    ...(stamp !== undefined && stamp > STAMP_BAR_MS ? [`the build took ${seconds(stamp)} (bar ${seconds(STAMP_BAR_MS)})`] : []),
    ...(total > FLOW_BAR_MS ? [`the flow took ${seconds(total)}`] : []),
  ];
  for (const miss of misses) console.error(`✖ ${miss}`);
  process.exit(failed || misses.length ? 1 : 0);
}

void main();
