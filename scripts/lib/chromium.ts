import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Headless Chromium (`--headless=new` is the whole browser, windows and all) loads, for each
 * window, WebUI pages for its address bar's suggestion popup (chrome://omnibox-popup.top-chrome/)
 * that no page and no test sees: 0.4-1.1 core-s of a "WebUI Top Renderer" in the seconds a page
 * loads, on machines of 2 cores, competing with the page measured. A phone's browser runs nothing
 * of the kind. Puppeteer merges this into its own --disable-features; `chromeFlagsForLighthouse`
 * does the same for chrome-launcher.
 */
export const NO_BROWSER_WINDOW_WEBUI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Flags that keep Debian's Chromium quiet and offline on these machines (DEVELOPERS.md). */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  `--disable-features=${NO_BROWSER_WINDOW_WEBUI.join(',')}`,
];

/**
 * chrome-launcher's flags with these machines' own, for `ignoreDefaultFlags: true`: Chromium reads
 * only the last --disable-features, so ours are merged into chrome-launcher's list (which holds
 * what Lighthouse needs off, such as RenderDocument) rather than passed beside it.
 */
export function chromeFlagsForLighthouse(defaultFlags: readonly string[], extra: readonly string[] = []): string[] {
  const disable = '--disable-features=';
  const ours = [...CHROMIUM_ARGS, ...extra];
  const features = [...defaultFlags, ...ours]
    .filter((flag) => flag.startsWith(disable))
    .flatMap((flag) => flag.slice(disable.length).split(','));
  const others = [...defaultFlags, ...ours].filter((flag) => !flag.startsWith(disable));
  return [...new Set(others), `${disable}${[...new Set(features)].join(',')}`];
}

/** Installs Debian's Chromium when it is missing (the test and bench machines run as root). */
export function ensureChromium(): void {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  console.log("Chromium is missing: installing Debian's chromium package (about 30 s)…");
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = asRoot ? [] : ['sudo'];
  const apt = (args: string[]) =>
    execFileSync(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update']);
  apt(['install', '-y', 'chromium']);
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(`Chromium still missing at ${CHROMIUM_PATH} after apt-get install`);
}
