import puppeteer, { type Browser } from 'puppeteer';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';

/** Debian's Chromium, headless, with the flags these machines need; one per test file. */
export function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}
