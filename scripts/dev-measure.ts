/**
 * `npm run dev:measure`: how long a change to a plugin file takes to reach the browser with
 * `npm run dev`. Starts the dev server (PORT=0, a throw-away database) and opens its home page in
 * Chromium, then, RUNS times (default 5): writes a probe line into a plugin file (PROBE_FILE,
 * default plugins/home/index.ts) that marks <html> when it runs, and times (1) until a file the dev
 * server serves carries it and (2) until the page has reloaded itself and the new code has run;
 * then restores the file. Prints every run and the medians; exits 1 when the browser's median is
 * over the bar (3 s, QUALITY.md).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../tests/support/browser';
import { CHROMIUM_PATH, ensureChromium } from './lib/chromium';
import { DEFAULT_BRAND } from './lib/defaults';
import { repoRoot } from './lib/paths';

const BAR_MS = 3_000;
const RUNS = Number(process.env.RUNS || 5);
const PROBE_FILE = path.join(repoRoot, process.env.PROBE_FILE || 'plugins/home/index.ts');
const READY = /Dev server for \S+ at (http:\/\/127\.0\.0\.1:\d+\/)/;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Status {
  builds: number;
  building: boolean;
}

async function status(url: string): Promise<Status> {
  return (await (await fetch(new URL('/__dev/status', url))).json()) as Status;
}

/** The served script that carries `probe`, once the dev server serves one (fetched over HTTP, as the browser would). */
async function servedWith(url: string, siteRoot: string, probe: string): Promise<string | null> {
  for (const file of readdirSync(path.join(siteRoot, 'js')).filter((name) => name.endsWith('.js'))) {
    if (!readFileSync(path.join(siteRoot, 'js', file), 'utf8').includes(probe)) continue;
    const served = await (await fetch(new URL(`/js/${file}`, url))).text();
    if (served.includes(probe)) return file;
  }
  return null;
}

async function main(): Promise<void> {
  const brand = process.env.BRAND || DEFAULT_BRAND;
  const siteRoot = path.join(repoRoot, '.cache', 'dev', brand);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', 'dev.ts')], {
    cwd: repoRoot,
    env: { ...process.env, BRAND: brand, PORT: '0', SANDBOX_DB: 'memory' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const original = readFileSync(PROBE_FILE, 'utf8');
  const restore = () => writeFileSync(PROBE_FILE, original);
  process.on('exit', () => {
    restore();
    child.kill('SIGTERM');
  });
  try {
    const started = Date.now();
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = READY.exec(output);
        if (match) resolve(match[1]);
        if (process.env.DEBUG_DEV) process.stderr.write(chunk);
      });
      child.once('exit', (code) => reject(new Error(`npm run dev exited with ${code}:\n${output}`)));
    });
    console.log(`Dev server up at ${url} after ${((Date.now() - started) / 1000).toFixed(1)} s (first build included).`);
    ensureChromium();
    const browser = await launchBrowser({ motion: 'full', executablePath: CHROMIUM_PATH });
    process.on('exit', () => void browser.close());
    const page = await browser.newPage();
    if (process.env.DEBUG_DEV) {
      page.on('console', (message) => process.stderr.write(`page: ${message.text()}\n`));
      page.on('framenavigated', (frame) => frame === page.mainFrame() && process.stderr.write(`page: navigated ${frame.url()}\n`));
    }
    await page.goto(url);
    await page.waitForSelector('html[data-page-loaded]');

    const servedRuns: number[] = [];
    const browserRuns: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const before = (await status(url)).builds;
      const probe = `devProbe${randomBytes(6).toString('hex')}`;
      const touchedAt = Date.now();
      writeFileSync(
        PROBE_FILE,
        `${original}\nif (typeof document !== 'undefined') document.documentElement.dataset.devProbe = '${probe}';\n`,
      );
      const inBrowser = page
        .waitForFunction((expected) => document.documentElement.dataset.devProbe === expected, { timeout: 60_000, polling: 'raf' }, probe)
        .then(() => Date.now() - touchedAt);
      let file: string | null = null;
      while (!file) {
        if (Date.now() - touchedAt > 60_000) throw new Error(`run ${run}: the change was not served within 60 s`);
        const current = await status(url);
        if (current.builds > before && !current.building) file = await servedWith(url, siteRoot, probe);
        if (!file) await delay(20);
      }
      const servedMs = Date.now() - touchedAt;
      const browserMs = await inBrowser;
      servedRuns.push(servedMs);
      browserRuns.push(browserMs);
      console.log(
        `run ${run}: ${PROBE_FILE.replace(`${repoRoot}/`, '')} changed → served (${file}) after ${servedMs} ms, running in the reloaded page after ${browserMs} ms`,
      );
      // Restore the file and let that rebuild finish before the next run.
      const probed = (await status(url)).builds;
      restore();
      while ((await status(url)).builds === probed) await delay(20);
      while ((await status(url)).building) await delay(20);
    }
    const median = (runs: number[]) => [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)];
    console.log(`change → served:  median ${median(servedRuns)} ms (${servedRuns.join(' / ')} ms)`);
    console.log(`change → browser: median ${median(browserRuns)} ms (${browserRuns.join(' / ')} ms); bar ${BAR_MS} ms`);
    process.exitCode = median(browserRuns) <= BAR_MS ? 0 : 1;
    await browser.close();
  } finally {
    restore();
    child.kill('SIGTERM');
  }
}

void main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
