/**
 * `npm run bench`: the speed bars of QUALITY.md, measured on production builds.
 *   1. Build time with ten brands (the shipped ones plus scaffolded ones) against one brand, the app
 *      compiled afresh in both (bar: ≤ 1.3 × one brand).
 *   2. Per brand: JS loaded before first paint of `/` (every script the page fetches to render `/`,
 *      gzip bytes from the build's .gz files) and the largest lazy chunk (gzip).
 *   3. Lighthouse mobile (default throttling, 4× CPU), the median of each figure over 5 runs, on `/`,
 *      `/rng`, `/promotions`, `/noticePage` and `/` logged in as jogador, each run alternated with
 *      one of the floor page (React and the same banner, nothing else; scripts/bench/floor.tsx)
 *      served by the same sandbox: performance, LCP, TBT, CLS, accessibility, next to the floor's
 *      and as ratios to it, and every task over 50 ms after the first paint with its script, the floor's too
 *      (after the paint as the load was recorded, as long as Lighthouse simulates it:
 *      scripts/lib/lighthouse-long-tasks.ts); over
 *      HTTP/1.1 and over HTTP/2 with TLS (the sandbox's SANDBOX_TLS; BENCH_PROTOCOLS=http1 or
 *      http2 for one).
 * Prints a report, writes .bench/report.json, and exits 1 when a bar is missed.
 * BENCH_ONLY=lighthouse runs part 3 alone, on the build already in dist/ (LIGHTHOUSE_RUNS=<n> for fewer runs,
 * BENCH_PAGES=/,/rng for some pages only).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { matchPath } from 'react-router-dom';
import { listBrandIds } from '../core/brand/validate-brand';
import { routePaths } from '../core/plugin/resolve-plugins';
import { allPlugins } from '../plugins';
import { makeBrandFarm } from './lib/brand-farm';
import { buildBrands } from './lib/build-brands';
import { CHROMIUM_PATH, chromeFlagsForLighthouse, ensureChromium } from './lib/chromium';
import { DEFAULT_BRAND } from './lib/defaults';
import { brandsDir, distDir, repoRoot } from './lib/paths';
import puppeteer from 'puppeteer';
import { databaseFromEnv } from '../sandbox/db/database-from-env';
import { selfSignedCertificate } from '../sandbox/lib/tls-certificate';
import { createSandbox } from '../sandbox/server';
import { launchBrowser } from '../tests/support/browser';
import { readBrand } from '../tests/support/fixtures';
import { logInThroughPage } from '../tests/support/log-in';
import { serveBrand } from '../tests/support/serve';
import { buildFloorPage, FLOOR_PATH, floorRoutes } from './lib/floor-page';
import { longTasksOfRun, type LongTask } from './lib/lighthouse-long-tasks';

const BARS = {
  firstPaintJsKb: 110,
  lazyChunkKb: 60,
  performance: 0.95,
  /** LCP at most this much later than the floor's, measured alongside (issue 22). */
  lcpOverFloorMs: 300,
  /** TBT at most the larger of this and twice the floor's (issue 22). */
  tbtMs: 150,
  tbtOverFloorRatio: 2,
  cls: 0.05,
  accessibility: 0.95,
  /** Tasks over 50 ms after the first paint, on the pages that must have none (median over runs). */
  longTasksAfterPaint: 0,
  buildRatio: 1.3,
};
/** The pages whose main thread must be free after the first paint (issue 22). */
const NO_LONG_TASK_PAGES = new Set(['/', '/rng']);
/** The demo member the logged-in page is measured as (README's demo accounts). */
const MEMBER = 'jogador';
/** Brands in the many-brands build: the shipped ones plus scaffolded ones (issue 21). */
const FARM_BRANDS = 10;
const BUILD_ROUNDS = Number(process.env.BUILD_ROUNDS || 2);
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS || 5);
/** BENCH_PAGES=/,/rng: measure only these pages (labels as printed), to look at one change quickly. */
const onlyPages = process.env.BENCH_PAGES?.split(',').map((label) => label.trim());

const kb = (bytes: number) => bytes / 1024;
const fmt = (n: number, digits = 1) => n.toFixed(digits);

/**
 * The bytes a file travels as: its gzip sibling, or the file itself when it has none (the build
 * keeps no sibling that is not smaller, e.g. a plugin's near-empty texts, and the sandbox then
 * sends the file as it is).
 */
function gzipSize(brand: string, file: string): number {
  const gz = path.join(distDir, brand, `${file}.gz`);
  if (fs.existsSync(gz)) return fs.statSync(gz).size;
  const plain = path.join(distDir, brand, file);
  if (!fs.existsSync(plain)) throw new Error(`no ${file} in dist/${brand}`);
  return fs.statSync(plain).size;
}

/** The inline scripts of index.html, gzipped together as they travel inside the page. */
function inlineScriptsGzipBytes(brand: string): number {
  const html = fs.readFileSync(path.join(distDir, brand, 'index.html'), 'utf8');
  const code = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  return code ? zlib.gzipSync(code, { level: 9 }).length : 0;
}

/** Every chunk index.html does not load itself is lazy, including those `/` asks for at once. */
function lazyChunks(brand: string): Array<{ file: string; bytes: number }> {
  const html = fs.readFileSync(path.join(distDir, brand, 'index.html'), 'utf8');
  const entry = new Set([...html.matchAll(/<script[^>]*\ssrc="?\/([^"\s>]+)/g)].map((m) => m[1]));
  const jsDir = path.join(distDir, brand, 'js');
  return fs
    .readdirSync(jsDir)
    .filter((f) => f.endsWith('.js') && !entry.has(`js/${f}`))
    .map((f) => ({ file: `js/${f}`, bytes: gzipSize(brand, `js/${f}`) }))
    .sort((a, b) => b.bytes - a.bytes);
}

/**
 * The scripts `/` needs for its first paint: those whose download finished before the first
 * contentful paint, read from the browser's resource and paint timings. Also every script
 * loaded by the time the page is idle, for comparison.
 */
async function firstPaintScripts(url: string): Promise<{ beforePaint: string[]; byIdle: string[] }> {
  const browser = await launchBrowser({ motion: 'full' });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true });
    await page.goto(url, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.main-view > *:not(.page-skeleton)');
    // No named helpers inside: tsx would wrap them in a __name() call the page does not have.
    // The app's first screen (core/shell/first-screen-painted.ts), not the page's first paint: on
    // `/` the early entry paints the banner into the loading frame before any of these scripts.
    await page.waitForSelector('html[data-first-screen]');
    const timings = await page.evaluate(() => ({
      paint: performance.getEntriesByName('app:first-screen')[0]?.startTime ?? Number.MAX_VALUE,
      scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ file: new URL(entry.name).pathname.slice(1), end: entry.responseEnd })),
    }));
    return {
      beforePaint: timings.scripts.filter((script) => script.end <= timings.paint).map((script) => script.file),
      byIdle: timings.scripts.map((script) => script.file),
    };
  } finally {
    await browser.close();
  }
}

interface LighthouseRun {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  /**
   * Tasks over 50 ms (simulated 4× CPU) that started after the first contentful paint in the load
   * as recorded (scripts/lib/lighthouse-long-tasks.ts says why not on the audit's clock).
   */
  longTasksAfterPaint: LongTask[];
  /** How many the `long-tasks` audit's own columns put after the simulated first paint. */
  auditLongTasksAfterPaint: number;
}

interface PageToMeasure {
  label: string;
  url: string;
  /** A demo account to log in as first (in the same tab, whose session Lighthouse then keeps). */
  logIn?: string;
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof import('lighthouse').default>>>;

/**
 * How many times a run is tried when Lighthouse records no trace (NO_NAVSTART). Each failure is a
 * run that measured nothing, and it says so in the output. Three in a row once failed on
 * /noticePage and ended a 16-minute bench.
 */
const TRACE_ATTEMPTS = 5;

/** One Lighthouse mobile run in a fresh Chromium; runs again (at most TRACE_ATTEMPTS times) when no trace was recorded. */
async function lighthouseRun(target: PageToMeasure, firstOfKind: boolean): Promise<LighthouseRun> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  for (let attempt = 1; ; attempt += 1) {
    // The sandbox's certificate over HTTPS is self-signed, made at its start (sandbox/lib/tls-certificate.ts).
    const chromeFlags = chromeFlagsForLighthouse(
      chromeLauncher.Launcher.defaultFlags(),
      target.url.startsWith('https:') ? ['--ignore-certificate-errors'] : [],
    );
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags, ignoreDefaultFlags: true });
    let result: LighthouseResult | undefined;
    try {
      const flags = {
        port: chrome.port,
        output: 'json' as const,
        logLevel: 'error' as const,
        onlyCategories: ['performance', 'accessibility'],
      };
      if (target.logIn) {
        const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
        const page = await browser.newPage();
        await logInThroughPage(page, target.url, target.logIn);
        // The session lives in the tab's sessionStorage: the same tab, storage kept, but the HTTP
        // cache emptied, so the page loads its files as cold as the other runs do.
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
        result = await lighthouse(target.url, { ...flags, disableStorageReset: true }, undefined, page);
        await browser.disconnect();
      } else {
        result = await lighthouse(target.url, flags);
      }
    } finally {
      await chrome.kill();
    }
    const lhr = result!.lhr;
    // Lighthouse sometimes fails to record a trace (e.g. NO_NAVSTART): that run measured nothing.
    if (lhr.runtimeError) {
      const again = attempt < TRACE_ATTEMPTS;
      console.log(`  ${target.label}: run not recorded (${lhr.runtimeError.code})${again ? '; running it again' : ''}`);
      if (!again) throw new Error(`Lighthouse failed to record ${target.label}: ${lhr.runtimeError.message}`);
      continue;
    }
    if (firstOfKind) {
      const failing = Object.values(lhr.audits).filter(
        (a) => a.score !== null && a.score < 1 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0),
      );
      for (const audit of failing) {
        // The elements at fault, so the report says what to mend, not only which rule.
        const items = (audit.details as { items?: Array<{ node?: { snippet?: string; explanation?: string } }> } | undefined)?.items ?? [];
        const nodes = items
          .slice(0, 3)
          .map((item) => `${item.node?.snippet ?? '?'}${item.node?.explanation ? ` (${item.node.explanation.split('\n')[0]})` : ''}`);
        console.log(`  ${target.label}: accessibility audit ${audit.id} below 1: ${nodes.join('; ') || 'no element listed'}`);
      }
      console.log(`  ${target.label}: LCP element ${lcpElement(lhr)}`);
      console.log(`  ${target.label}: ${bytesBeforeLcp(lhr)}`);
    }
    const fcpMs = lhr.audits['first-contentful-paint'].numericValue ?? 0;
    const auditItems = (lhr.audits['long-tasks']?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
    const { tasks, observedFcpMs } = await longTasksOfRun(result!.artifacts, lhr.configSettings);
    // The same simulation as the audit's must find the same long tasks (the audit lists 20 at most).
    if (auditItems.length < 20 && auditItems.length !== tasks.length) {
      throw new Error(`${target.label}: the long-tasks audit lists ${auditItems.length} tasks, its simulation redone ${tasks.length}`);
    }
    return {
      performance: lhr.categories.performance.score ?? 0,
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? Infinity,
      tbtMs: lhr.audits['total-blocking-time'].numericValue ?? Infinity,
      cls: lhr.audits['cumulative-layout-shift'].numericValue ?? Infinity,
      accessibility: lhr.categories.accessibility.score ?? 0,
      longTasksAfterPaint: tasks.filter((task) => task.observedStartMs >= observedFcpMs),
      auditLongTasksAfterPaint: auditItems.filter((item) => Number(item.startTime) >= fcpMs && Number(item.duration) >= 50).length,
    };
  }
}

/** The LCP element and Lighthouse's phase breakdown, for knowing where LCP time goes. */
function lcpElement(lhr: { audits: Record<string, { details?: unknown }> }): string {
  type Table = { type: string; items?: Array<Record<string, unknown>> };
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: Table[] } | undefined;
  const [elementTable, phaseTable] = details?.items ?? [];
  const node = (elementTable?.items?.[0]?.node as { snippet?: string } | undefined)?.snippet ?? 'unknown';
  const phases = (phaseTable?.items ?? []).map((item) => `${String(item.phase)} ${Math.round(Number(item.timing))} ms`).join(', ');
  return `${node}${phases ? ` (${phases})` : ''}`;
}

/**
 * What had finished downloading when the LCP element painted in the observed load: Lighthouse's
 * simulated LCP is computed over those requests (and the script run before the paint), so their
 * bytes, next to the floor's, are where a late simulated LCP comes from.
 */
function bytesBeforeLcp(lhr: { audits: Record<string, { details?: unknown }> }): string {
  type Request = { networkEndTime?: number; transferSize?: number; resourceType?: string; priority?: string };
  const metrics = (lhr.audits.metrics?.details as { items?: Array<{ observedLargestContentfulPaint?: number }> } | undefined)?.items?.[0];
  const requests = (lhr.audits['network-requests']?.details as { items?: Request[] } | undefined)?.items ?? [];
  const lcpAt = metrics?.observedLargestContentfulPaint;
  if (lcpAt === undefined) return 'requests before the LCP paint: unknown';
  // Low-priority images (out of view) are left out of the simulated LCP, as Lighthouse does.
  const before = requests.filter(
    (request) =>
      (request.networkEndTime ?? Infinity) <= lcpAt &&
      !(request.resourceType === 'Image' && /^(Low|VeryLow)$/.test(request.priority ?? '')),
  );
  const byType = new Map<string, number>();
  for (const request of before)
    byType.set(request.resourceType ?? 'Other', (byType.get(request.resourceType ?? 'Other') ?? 0) + (request.transferSize ?? 0));
  const total = [...byType.values()].reduce((sum, bytes) => sum + bytes, 0);
  const parts = [...byType].sort((a, b) => b[1] - a[1]).map(([type, bytes]) => `${type} ${fmt(kb(bytes))}`);
  return `finished before the LCP paint (observed ${fmt(lcpAt, 0)} ms): ${before.length} requests, ${fmt(kb(total))} KB (${parts.join(', ')})`;
}

type Figures = Omit<LighthouseRun, 'longTasksAfterPaint'> & { longTasksAfterPaint: number };

/** The median of each figure over the runs (each bar is judged on its own median). */
function median(runs: LighthouseRun[]): Figures {
  const of = (pick: (run: LighthouseRun) => number) => {
    const values = runs.map(pick).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)];
  };
  return {
    performance: of((r) => r.performance),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    accessibility: of((r) => r.accessibility),
    longTasksAfterPaint: of((r) => r.longTasksAfterPaint.length),
    auditLongTasksAfterPaint: of((r) => r.auditLongTasksAfterPaint),
  };
}

/** The script part of a URL, short enough for a report line. */
const scriptName = (url: string) => (url.startsWith('http') ? new URL(url).pathname : url);

/** A run's tasks over 50 ms after the first paint, each with its start and script. */
const longTaskList = (run: LighthouseRun) =>
  run.longTasksAfterPaint
    .map(
      (task) =>
        `${fmt(task.durationMs, 0)} ms at ${fmt(task.startMs, 0)} (recorded ${fmt(task.observedStartMs, 0)}) ${scriptName(task.url)}` +
        ` [${task.work.map((part) => `${part.group} ${fmt(part.ms, 0)} (${part.largestEvent.name} ${fmt(part.largestEvent.ms, 0)})`).join(', ')}]`,
    )
    .join('; ') || 'none';

/**
 * The address of the banner `/` paints first, for the floor page to show the same image: the file
 * the phone Lighthouse emulates loads (its <picture> picks the phone crop), not the wide one.
 */
async function firstBannerPath(siteUrl: string): Promise<string> {
  const browser = await launchBrowser({ motion: 'full', args: ['--ignore-certificate-errors'] });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true });
    await page.goto(siteUrl);
    await page.waitForFunction(() => (document.querySelector('.banner-strip img') as HTMLImageElement | null)?.currentSrc);
    const src = await page.$eval('.banner-strip img', (img) => new URL((img as HTMLImageElement).currentSrc).pathname);
    if (!src) throw new Error('no banner on / to give the floor page');
    return src;
  } finally {
    await browser.close();
  }
}

function routeExists(brandId: string, pathname: string): boolean {
  const brand = readBrand(brandId);
  return allPlugins.some(
    (plugin) =>
      brand.plugins.includes(plugin.id) && (plugin.routes ?? []).some((route) => routePaths(route).some((p) => matchPath(p, pathname))),
  );
}

async function main(): Promise<void> {
  ensureChromium();
  const brands = listBrandIds(brandsDir);
  const misses: string[] = [];
  const report: Record<string, unknown> = { date: new Date().toISOString(), bars: BARS };

  if (process.env.BENCH_ONLY !== 'lighthouse') {
    // The app is compiled once for every brand and each brand only stamped: a build of ten brands
    // (the shipped ones plus scaffolded ones) against the same build of one, both compiling afresh,
    // alternated twice; the medians compared.
    console.log(`Build times (the app compiled afresh, then stamped per brand; ${BUILD_ROUNDS} rounds, alternated)`);
    const farm = makeBrandFarm(FARM_BRANDS - brands.length);
    const oneBrand: number[] = [];
    const manyBrands: number[] = [];
    try {
      for (let round = 0; round < BUILD_ROUNDS; round += 1) {
        const one = await buildBrands([DEFAULT_BRAND], true, { FRESH: '1', BRANDS_DIR: farm.dir });
        const many = await buildBrands(farm.brands, true, { FRESH: '1', BRANDS_DIR: farm.dir });
        if (!one.ok || !many.ok) throw new Error('a build failed');
        oneBrand.push(one.ms);
        manyBrands.push(many.ms);
      }
    } finally {
      farm.remove();
    }
    const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const ratio = middle(manyBrands) / middle(oneBrand);
    console.log(`  1 brand:   ${oneBrand.map((ms) => fmt(ms / 1000)).join(' / ')} s`);
    console.log(`  ${farm.brands.length} brands: ${manyBrands.map((ms) => fmt(ms / 1000)).join(' / ')} s`);
    console.log(`  ${farm.brands.length} brands = ${fmt(ratio, 2)} × one brand (medians; bar ≤ ${BARS.buildRatio})`);
    if (ratio > BARS.buildRatio) misses.push(`build of ${farm.brands.length} brands ${fmt(ratio, 2)} × one brand`);
    report.builds = { oneBrandMs: oneBrand, manyBrandsMs: manyBrands, brands: farm.brands.length, ratio };
    // dist/ as the shipped brands' own build leaves it (the farm's copies stamped the same folders).
    if (!(await buildBrands(brands, true)).ok) throw new Error('build of the shipped brands failed');

    console.log('\nBundles (gzip)');
    const bundles: Record<string, unknown> = {};
    for (const brand of brands) {
      const served = await serveBrand(brand, readBrand(brand).identity.merchantCode);
      try {
        const scripts = await firstPaintScripts(served.url);
        // Inline scripts (the early entry) count too: they come inside index.html, not as files.
        const firstPaint = scripts.beforePaint.reduce((sum, file) => sum + gzipSize(brand, file), 0) + inlineScriptsGzipBytes(brand);
        const byIdle = scripts.byIdle.reduce((sum, file) => sum + gzipSize(brand, file), 0);
        const [largest] = lazyChunks(brand);
        console.log(
          `  ${brand.padEnd(24)} JS before first paint of / ${fmt(kb(firstPaint))} KB (${scripts.beforePaint.length} files; ${fmt(kb(byIdle))} KB once idle) · largest lazy chunk ${largest ? `${fmt(kb(largest.bytes))} KB (${largest.file})` : 'none'}`,
        );
        if (kb(firstPaint) > BARS.firstPaintJsKb) misses.push(`${brand}: JS before first paint ${fmt(kb(firstPaint))} KB`);
        if (largest && kb(largest.bytes) > BARS.lazyChunkKb)
          misses.push(`${brand}: lazy chunk ${largest.file} ${fmt(kb(largest.bytes))} KB`);
        bundles[brand] = { firstPaintBytes: firstPaint, scripts, largestLazyChunk: largest ?? null };
      } finally {
        await served.stop();
      }
    }
    report.bundles = bundles;
  }

  const brand = process.env.BRAND || DEFAULT_BRAND;
  const floorDir = await buildFloorPage();
  const lighthouse: Record<string, { page: Figures; floor: Figures; runs: LighthouseRun[]; floorRuns: LighthouseRun[] }> = {};
  const protocols = (process.env.BENCH_PROTOCOLS || 'http1,http2').split(',') as Array<'http1' | 'http2'>;
  for (const protocol of protocols) {
    // The site and the floor from one sandbox, in this process, as `npm run serve` would serve
    // them: plain HTTP/1.1, or HTTPS with HTTP/2 (SANDBOX_TLS=on) as a production CDN serves it.
    const sandbox = await createSandbox({
      database: databaseFromEnv({ SANDBOX_DB: 'memory' }),
      brand,
      logger: 'error',
      extraRoutes: floorRoutes(floorDir),
      tls: protocol === 'http2' ? selfSignedCertificate() : undefined,
    });
    await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
    const address = sandbox.app.server.address();
    const base = `${protocol === 'http2' ? 'https' : 'http'}://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
    try {
      const floor: PageToMeasure = {
        label: 'floor',
        url: `${new URL(FLOOR_PATH, base).href}?banner=${encodeURIComponent(await firstBannerPath(base))}`,
      };
      const pages: PageToMeasure[] = [
        ...['/', '/rng', '/promotions', '/noticePage']
          .filter((p) => routeExists(brand, p))
          .map((p) => ({ label: p, url: new URL(p, base).href })),
        ...(routeExists(brand, '/') ? [{ label: `/ as ${MEMBER}`, url: base, logIn: MEMBER }] : []),
      ].filter((target) => !onlyPages || onlyPages.includes(target.label));
      const unknown = onlyPages?.filter((label) => !pages.some((target) => target.label === label)) ?? [];
      if (unknown.length) throw new Error(`BENCH_PAGES names no page measured here: ${unknown.join(', ')}`);
      const protocolName = protocol === 'http2' ? 'HTTP/2 over TLS' : 'HTTP/1.1';
      console.log(
        `\nLighthouse mobile (4× CPU), ${brand}, ${protocolName}, median of ${LIGHTHOUSE_RUNS}; each run alternated with one of the floor page`,
      );
      const row = (label: string, m: Figures) =>
        `  ${label.padEnd(16)} performance ${fmt(m.performance, 2)} · LCP ${fmt(m.lcpMs / 1000, 2)} s · TBT ${fmt(m.tbtMs, 0).padStart(4)} ms · CLS ${fmt(m.cls, 3)} · accessibility ${fmt(m.accessibility, 2)}`;
      for (const target of pages) {
        const runs: LighthouseRun[] = [];
        const floorRuns: LighthouseRun[] = [];
        for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
          floorRuns.push(await lighthouseRun(floor, i === 0 && target === pages[0]));
          runs.push(await lighthouseRun(target, i === 0));
        }
        const m = median(runs);
        const f = median(floorRuns);
        const key = `${protocolName} ${target.label}`;
        lighthouse[key] = { page: m, floor: f, runs, floorRuns };
        console.log(row(target.label, m));
        console.log(row('  floor', f));
        console.log(
          `  ${''.padEnd(16)} ratio to the floor: TBT ${fmt(m.tbtMs / Math.max(f.tbtMs, 1), 2)} × · LCP ${fmt(m.lcpMs / f.lcpMs, 2)} × (${m.lcpMs - f.lcpMs >= 0 ? '+' : ''}${fmt(m.lcpMs - f.lcpMs, 0)} ms)`,
        );
        console.log(
          `  ${''.padEnd(16)} runs: TBT ${runs.map((r) => fmt(r.tbtMs, 0)).join(' / ')} ms (floor ${floorRuns.map((r) => fmt(r.tbtMs, 0)).join(' / ')}) · LCP ${runs.map((r) => fmt(r.lcpMs / 1000, 2)).join(' / ')} s (floor ${floorRuns.map((r) => fmt(r.lcpMs / 1000, 2)).join(' / ')})`,
        );
        console.log(
          `  ${''.padEnd(16)} tasks over 50 ms after first paint, median run: ${m.longTasksAfterPaint} (${runs.map((r) => r.longTasksAfterPaint.length).join(' / ')}); floor ${f.longTasksAfterPaint} (${floorRuns.map((r) => r.longTasksAfterPaint.length).join(' / ')})`,
        );
        console.log(
          `  ${''.padEnd(16)} on the long-tasks audit's clock: ${m.auditLongTasksAfterPaint} (${runs.map((r) => r.auditLongTasksAfterPaint).join(' / ')}); floor ${f.auditLongTasksAfterPaint} (${floorRuns.map((r) => r.auditLongTasksAfterPaint).join(' / ')})`,
        );
        // The floor's own, run by run: what a page with nothing but React pays on this machine.
        runs.forEach((run, index) => {
          console.log(`  ${''.padEnd(16)} run ${index + 1}: ${longTaskList(run)} · floor: ${longTaskList(floorRuns[index])}`);
        });
        const tbtBar = Math.max(BARS.tbtMs, BARS.tbtOverFloorRatio * f.tbtMs);
        if (m.performance < BARS.performance) misses.push(`${key}: performance ${m.performance}`);
        if (m.lcpMs > f.lcpMs + BARS.lcpOverFloorMs) misses.push(`${key}: LCP ${fmt(m.lcpMs, 0)} ms, floor ${fmt(f.lcpMs, 0)} ms`);
        if (m.tbtMs > tbtBar) misses.push(`${key}: TBT ${fmt(m.tbtMs, 0)} ms (bar ${fmt(tbtBar, 0)} ms)`);
        if (m.cls > BARS.cls) misses.push(`${key}: CLS ${m.cls}`);
        if (m.accessibility < BARS.accessibility) misses.push(`${key}: accessibility ${m.accessibility}`);
        if (NO_LONG_TASK_PAGES.has(target.label) && m.longTasksAfterPaint > BARS.longTasksAfterPaint) {
          misses.push(`${key}: ${m.longTasksAfterPaint} tasks over 50 ms after the first paint (median run)`);
        }
      }
    } finally {
      await sandbox.close();
    }
  }
  report.lighthouse = lighthouse;
  report.misses = misses;

  fs.mkdirSync(path.join(repoRoot, '.bench'), { recursive: true });
  fs.writeFileSync(path.join(repoRoot, '.bench', 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(misses.length ? `\nBars missed:\n  ${misses.join('\n  ')}` : '\nEvery bar met.');
  process.exit(misses.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
