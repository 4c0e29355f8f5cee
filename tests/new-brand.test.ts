/**
 * `npm run new-brand <id>` scaffolds a brand that validates, builds and passes the smoke checks
 * with no edits. Runs the real script, the real build and the real server, then removes the brand.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'puppeteer';
import { buildBrand } from '../scripts/lib/build-brands';
import { launchBrowser } from './support/browser';
import { openLoaded } from './support/navigation';
import { readBrand } from './support/fixtures';
import { serveBrand } from './support/serve';

jest.setTimeout(180_000);

const repoRoot = path.resolve(__dirname, '..');
const id = 'zz-scaffold-check';
// A brands folder of its own (BRANDS_DIR), so the per-brand smoke test running alongside never sees it.
const brandsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-brand-'));
const env = { ...process.env, BRANDS_DIR: brandsDir };
const dist = path.join(repoRoot, 'dist', id);

let browser: Browser | undefined;
afterAll(async () => {
  fs.rmSync(brandsDir, { recursive: true, force: true });
  fs.rmSync(dist, { recursive: true, force: true });
  await browser?.close();
});

it('scaffolds, validates, builds and serves a home page with the new brand', async () => {
  const created = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/new-brand.ts', id, '--name', 'Sorte Nova'], {
    cwd: repoRoot,
    env,
    encoding: 'utf8',
  });
  expect(created.stderr).toBe('');
  expect(created.status).toBe(0);
  expect(created.stdout).toContain(`Created brands/${id}/ (Sorte Nova)`);

  const again = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/new-brand.ts', id], { cwd: repoRoot, env, encoding: 'utf8' });
  expect(again.status).toBe(1);
  expect(again.stderr).toContain('already exists');

  const validated = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/validate-brands.ts', id], {
    cwd: repoRoot,
    env,
    encoding: 'utf8',
  });
  expect(validated.status).toBe(0);

  expect(fs.existsSync(path.join(brandsDir, id, 'brand.json'))).toBe(true);
  expect(fs.existsSync(path.join(repoRoot, 'brands', id))).toBe(false);
  expect((await buildBrand(id, true, { BRANDS_DIR: brandsDir })).ok).toBe(true);
  const brand = readBrand(id, brandsDir);
  const served = await serveBrand(id, brand.identity.merchantCode, { BRANDS_DIR: brandsDir });
  try {
    browser = await launchBrowser();
    const page = await browser.newPage();
    await openLoaded(page, served.url);
    await page.waitForSelector('.home-welcome');
    expect(await page.title()).toBe('Sorte Nova');
    expect(await page.$eval('.site-header__logo img', (img) => (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim());
    expect(primary).toBe(brand.theme.palettes.dark.primary);
    await page.waitForSelector('.banner-strip img');
  } finally {
    await served.stop();
  }
});

it('refuses an id that is not kebab-case', () => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/new-brand.ts', 'Bad_Id'], {
    cwd: repoRoot,
    env,
    encoding: 'utf8',
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('must be kebab-case');
  expect(fs.existsSync(path.join(brandsDir, 'Bad_Id'))).toBe(false);
});
