/**
 * Logging in through the site's own login dialog, as a player does: the browser tests' one way in.
 */
import type { Page } from 'puppeteer';
import { REMEMBERING_ATTRIBUTE } from '../../plugins/auth/remember-me';
import { authPt } from './auth-texts';

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
  /** What shows once in: the member's header (default); null to return at the submit (a refused login). */
  until?: string | null;
}

/** Opens `pathname` of `baseUrl`, logs in with the dialog and waits for the header to show the account. */
export async function logInThroughPage(page: Page, baseUrl: string, username: string, options: LogInOptions = {}): Promise<void> {
  const { password = DEMO_PASSWORD, pathname = '/login', until = '.header-account--member' } = options;
  await page.goto(new URL(pathname, baseUrl).href);
  await fillAuthField(page, 'username', username);
  await fillAuthField(page, 'password', password);
  await page.locator(`.auth-modal form button ::-p-text(${authPt.login.submit})`).click();
  if (until) await page.waitForSelector(until);
}
