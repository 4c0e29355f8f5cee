/**
 * `npx tsx scripts/screenshot.ts <url> <out-prefix> [path ...]`: screenshots pages at 1280×800 and
 * 390×844 in Debian's Chromium, for looking at what a change did (DEVELOPERS.md).
 */
import { launchBrowser } from '../tests/support/browser';
import { CHROMIUM_PATH } from './lib/chromium';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800, isMobile: false },
  { name: 'mobile', width: 390, height: 844, isMobile: true },
];

async function main(): Promise<void> {
  const [base, prefix, ...paths] = process.argv.slice(2);
  if (!base || !prefix) {
    console.error('Usage: npx tsx scripts/screenshot.ts <base-url> <out-prefix> [path ...]');
    process.exit(2);
  }
  // The full browser a player runs, not the tests' headless shell.
  const browser = await launchBrowser({ motion: 'full', executablePath: CHROMIUM_PATH });
  try {
    for (const pathname of paths.length ? paths : ['/']) {
      for (const viewport of VIEWPORTS) {
        const page = await browser.newPage();
        await page.setViewport({ width: viewport.width, height: viewport.height, isMobile: viewport.isMobile, deviceScaleFactor: 1 });
        await page.goto(new URL(pathname, base).href, { waitUntil: 'networkidle0' });
        await new Promise((resolve) => setTimeout(resolve, 400));
        const slug = pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
        const file = `${prefix}-${slug}-${viewport.name}.png`;
        await page.screenshot({ path: file as `${string}.png`, fullPage: process.env.FULL_PAGE === '1' });
        console.log(file);
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
}

void main();
