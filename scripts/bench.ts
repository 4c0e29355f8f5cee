/**
 * `npm run bench`: the speed bars of QUALITY.md, measured on production builds.
 *   1. Build time with ten brands (the shipped ones plus scaffolded ones) against one brand, the app
 *      compiled afresh in both (bar: ≤ 1.3 × one brand).
 *   2. Per brand: JS loaded before first paint of `/` (every script the page fetches to render `/`,
 *      gzip bytes from the build's .gz files) and the largest lazy chunk (gzip).
 *   3. Lighthouse mobile (default throttling), the median of each figure over 5 runs, on `/` of the
 *      default brand (and `/rng` once a plugin serves it): performance, LCP, TBT, CLS, accessibility.
 * Prints a report, writes .bench/report.json, and exits 1 when a bar is missed.
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
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './lib/chromium';
import { DEFAULT_BRAND } from './lib/defaults';
import { brandsDir, distDir, repoRoot } from './lib/paths';
import { launchBrowser } from '../tests/support/browser';
import { readBrand } from '../tests/support/fixtures';
import { serveBrand } from '../tests/support/serve';

const BARS = {
  firstPaintJsKb: 110,
  lazyChunkKb: 60,
  performance: 0.95,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.05,
  accessibility: 0.95,
  buildRatio: 1.3,
};
/** Brands in the many-brands build: the shipped ones plus scaffolded ones (issue 21). */
const FARM_BRANDS = 10;
const BUILD_ROUNDS = Number(process.env.BUILD_ROUNDS || 2);
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS || 5);

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
    const timings = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.MAX_VALUE,
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
}

async function lighthouseRuns(url: string, runs: number): Promise<LighthouseRun[]> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const results: LighthouseRun[] = [];
  let failedRecordings = 0;
  for (let i = 0; i < runs; i += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result!.lhr;
      // Lighthouse sometimes fails to record a trace (e.g. NO_NAVSTART); such a run measured
      // nothing, so it is run again rather than counted (at most 3 times in a bench).
      if (lhr.runtimeError) {
        failedRecordings += 1;
        console.log(`  run ${i + 1} not recorded (${lhr.runtimeError.code}); running it again`);
        if (failedRecordings > 3) throw new Error(`Lighthouse failed to record ${failedRecordings} runs: ${lhr.runtimeError.message}`);
        i -= 1;
        continue;
      }
      results.push({
        performance: lhr.categories.performance.score ?? 0,
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? Infinity,
        tbtMs: lhr.audits['total-blocking-time'].numericValue ?? Infinity,
        cls: lhr.audits['cumulative-layout-shift'].numericValue ?? Infinity,
        accessibility: lhr.categories.accessibility.score ?? 0,
      });
      const failing = Object.values(lhr.audits).filter(
        (a) => a.score !== null && a.score < 1 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0),
      );
      if (i === 0 && failing.length) console.log(`  accessibility audits below 1: ${failing.map((a) => a.id).join(', ')}`);
      if (i === 0) console.log(`  LCP element: ${lcpElement(lhr)}`);
    } finally {
      await chrome.kill();
    }
  }
  return results;
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

/** The median of each figure over the runs (each bar is judged on its own median). */
function median(runs: LighthouseRun[]): LighthouseRun {
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
  };
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
      if (largest && kb(largest.bytes) > BARS.lazyChunkKb) misses.push(`${brand}: lazy chunk ${largest.file} ${fmt(kb(largest.bytes))} KB`);
      bundles[brand] = { firstPaintBytes: firstPaint, scripts, largestLazyChunk: largest ?? null };
    } finally {
      await served.stop();
    }
  }
  report.bundles = bundles;

  const brand = process.env.BRAND || DEFAULT_BRAND;
  const paths = ['/', '/rng'].filter((p) => routeExists(brand, p));
  console.log(`\nLighthouse mobile, ${brand}, median of ${LIGHTHOUSE_RUNS}`);
  const served = await serveBrand(brand, readBrand(brand).identity.merchantCode);
  const lighthouse: Record<string, LighthouseRun> = {};
  try {
    for (const pathname of paths) {
      const runs = await lighthouseRuns(new URL(pathname, served.url).href, LIGHTHOUSE_RUNS);
      console.log(
        `  runs: LCP ${runs.map((r) => fmt(r.lcpMs / 1000, 2)).join(' / ')} s · TBT ${runs.map((r) => fmt(r.tbtMs, 0)).join(' / ')} ms`,
      );
      const m = median(runs);
      lighthouse[pathname] = m;
      console.log(
        `  ${pathname.padEnd(6)} performance ${fmt(m.performance, 2)} · LCP ${fmt(m.lcpMs / 1000, 2)} s · TBT ${fmt(m.tbtMs, 0)} ms · CLS ${fmt(m.cls, 3)} · accessibility ${fmt(m.accessibility, 2)}`,
      );
      if (m.performance < BARS.performance) misses.push(`${pathname}: performance ${m.performance}`);
      if (m.lcpMs > BARS.lcpMs) misses.push(`${pathname}: LCP ${fmt(m.lcpMs)} ms`);
      if (m.tbtMs > BARS.tbtMs) misses.push(`${pathname}: TBT ${fmt(m.tbtMs)} ms`);
      if (m.cls > BARS.cls) misses.push(`${pathname}: CLS ${m.cls}`);
      if (m.accessibility < BARS.accessibility) misses.push(`${pathname}: accessibility ${m.accessibility}`);
    }
  } finally {
    await served.stop();
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
