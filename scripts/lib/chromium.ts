import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

/** The browser a player runs: the bench, the traces and the screenshots measure and show it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The browser tests' Chromium: Debian's headless shell of the same build (the same Blink and V8),
 * without the full browser's window UI, which new headless builds for each tab and context. On
 * the heaviest browser test files (the module matrix, the lobbies, the member centre), alternated
 * runs took 97 and 102 s against 118 and 115 s, and 14-23 % less machine CPU (issue 22's session
 * notes): a new tab cost ~0.4 s of CPU in the full browser, more than the page load itself.
 */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

/** Debian's package for each browser binary, for installing what is missing. */
const PACKAGES: ReadonlyArray<{ path: string; pkg: string }> = [
  { path: CHROMIUM_PATH, pkg: 'chromium' },
  { path: TEST_CHROMIUM_PATH, pkg: 'chromium-headless-shell' },
];

/**
 * Headless Chromium (`--headless=new` is the whole browser, windows and all) loads, for each
 * window, WebUI pages for its address bar's suggestion popup (chrome://omnibox-popup.top-chrome/)
 * that no page and no test sees: 0.4-1.1 core-s of a "WebUI Top Renderer" in the seconds a page
 * loads, on machines of 2 cores, competing with the page measured. A phone's browser runs nothing
 * of the kind. Puppeteer merges this into its own --disable-features; `chromeFlagsForLighthouse`
 * does the same for chrome-launcher.
 */
export const NO_BROWSER_WINDOW_WEBUI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Flags that keep Debian's Chromium quiet and offline on these machines (DEVELOPERS.md). Frozen:
 * `puppeteer.launch` takes our --disable-features out of the array it is given (to merge it with
 * its own), so a script that passed this list itself launched every browser after its first with
 * the address bar's WebUI renderer running (trace:tasks did: 130 of 142 traced loads had it,
 * 0.6-0.8 core-s of it per load). Pass a copy: `[...CHROMIUM_ARGS]`.
 */
export const CHROMIUM_ARGS: readonly string[] = Object.freeze([
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  `--disable-features=${NO_BROWSER_WINDOW_WEBUI.join(',')}`,
]);

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

/** Installs Debian's Chromium and its headless shell when missing (the test and bench machines run as root). */
export function ensureChromium(): void {
  const missing = PACKAGES.filter(({ path }) => !fs.existsSync(path));
  if (missing.length === 0) return;
  const packages = missing.map(({ pkg }) => pkg);
  console.log(`Missing Debian packages ${packages.join(', ')}: installing (about 30 s)…`);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = asRoot ? [] : ['sudo'];
  const apt = (args: string[]) =>
    execFileSync(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update']);
  apt(['install', '-y', ...packages]);
  const still = missing.filter(({ path }) => !fs.existsSync(path));
  if (still.length) throw new Error(`still missing after apt-get install: ${still.map(({ path }) => path).join(', ')}`);
}
