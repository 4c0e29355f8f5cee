/**
 * Logging in through the site's own login dialog, as a player does: the browser tests' one way in.
 */
import type { Page } from 'puppeteer';
import { REMEMBERING_ATTRIBUTE } from '../../plugins/auth/remember-me';
import { authPt } from './auth-texts';
import { nextFrames } from './navigation';

/** The demo accounts' password (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'Sorte2026';

/**
 * The open auth dialog's field `name`, once its form is ready to be typed into (a login form first
 * reads the remembered login, and fills it in unless typed into).
 */
export function authFieldSelector(name: string): string {
  return `.auth-modal form:not([${REMEMBERING_ATTRIBUTE}]) input[name="${name}"]`;
}

/** Types `value` into the open auth dialog's field `name`, replacing what it holds. */
export async function fillAuthField(page: Page, name: string, value: string): Promise<void> {
  const input = await page.locator(authFieldSelector(name)).waitHandle();
  await input.evaluate((element) => (element as HTMLInputElement).select());
  await page.keyboard.press('Backspace');
  await input.type(value);
}

export interface LogInOptions {
  password?: string;
  /** The page that opens the dialog: /login (default), or /login?agent=1 for the agent site. */
  pathname?: string;
  /** What shows once in; by default the member's header, complete (accountHeaderComplete); null to return at the submit (a refused login). */
  until?: string | null;
}

/**
 * Resolves once the header's account block is complete after a login: the member's data has come
 * (the block is no longer busy), and what plugins add to it (the wallet with its balance, the
 * inbox) has loaded. Until then the block grows and its avatar moves (at 1280 px by 530 px in the
 * first 150 ms): a click aimed at it lands on something else.
 */
export async function accountHeaderComplete(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const block = document.querySelector('.header-account--member');
    if (!block || block.getAttribute('aria-busy') === 'true') return false;
    if (block.querySelector('.skeleton, [aria-busy="true"]')) return false;
    // What plugins add to the block: this suite's brands have the member centre's wallet and inbox
    // there (a brand without the member centre has no extras at all).
    const extras = block.querySelector('.header-account__extras');
    return !extras || (extras.querySelector('.header-wallet') !== null && extras.querySelector('.header-inbox') !== null);
  });
  await nextFrames(page);
}

/** Opens `pathname` of `baseUrl`, logs in with the dialog and waits for the header to show the account, complete. */
export async function logInThroughPage(page: Page, baseUrl: string, username: string, options: LogInOptions = {}): Promise<void> {
  const { password = DEMO_PASSWORD, pathname = '/login', until } = options;
  await page.goto(new URL(pathname, baseUrl).href);
  await fillAuthField(page, 'username', username);
  await fillAuthField(page, 'password', password);
  await page.locator(`.auth-modal form button ::-p-text(${authPt.login.submit})`).click();
  if (until === undefined) await accountHeaderComplete(page);
  else if (until) await page.waitForSelector(until);
}
