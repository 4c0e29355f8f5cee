import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
];

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
