/**
 * The Firebase CLI, for its Auth emulator only, installed on demand. It is not a dependency of the
 * project: with it, every `npm install` fetched about 600 packages and compiled `re2` from C++ (for
 * the Hosting emulator, which nothing here runs). Its pinned version and lockfile live in
 * scripts/firebase-emulator/; the first caller installs exactly that, with install scripts off (no
 * native code), into node_modules/.cache/firebase-emulator, where every tool leaves it alone. The
 * test script calls it before Jest, `npm start` only for a brand that uses the emulator.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths';
import { run } from './run';

const SOURCE_DIR = path.join(repoRoot, 'scripts', 'firebase-emulator');
const INSTALL_DIR = path.join(repoRoot, 'node_modules', '.cache', 'firebase-emulator');
/** Holds the lockfile's hash once an install finished: an interrupted install is not mistaken for one. */
const MARKER = '.installed-lock-sha256';

function lockHash(): string {
  return createHash('sha256')
    .update(readFileSync(path.join(SOURCE_DIR, 'package-lock.json')))
    .digest('hex');
}

function installed(dir: string, hash: string): boolean {
  const marker = path.join(dir, MARKER);
  return existsSync(marker) && readFileSync(marker, 'utf8') === hash;
}

/** The installed firebase-tools package: its CLI is lib/bin/firebase.js, the Auth emulator's server lib/emulator/auth. */
const TOOLS_DIR = path.join(INSTALL_DIR, 'node_modules', 'firebase-tools');
const NPM_CI = ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'];

/** A fresh folder of our own holding the tool's package.json and lockfile, for `npm ci` to fill. */
function stagingFolder(log: (line: string) => void): string {
  log('Installing the Firebase CLI for its Auth emulator (scripts/firebase-emulator, install scripts off)…');
  const staging = `${INSTALL_DIR}.${process.pid}.${Date.now()}`;
  mkdirSync(staging, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) cpSync(path.join(SOURCE_DIR, file), path.join(staging, file));
  return staging;
}

/** Moves a finished install into place (unless another process's got there first), then tidies up. */
function moveIntoPlace(staging: string, hash: string): void {
  try {
    writeFileSync(path.join(staging, MARKER), hash);
    if (installed(INSTALL_DIR, hash)) return;
    rmSync(INSTALL_DIR, { recursive: true, force: true });
    try {
      renameSync(staging, INSTALL_DIR);
    } catch (error) {
      // Another process moved its install into place between our check and our rename.
      if (!installed(INSTALL_DIR, hash)) throw error;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * The folder of the firebase-tools package, installing it first when missing or out of date
 * (about 20 s from the registry). Safe to call from parallel processes: each installs into a
 * folder of its own and only a finished install is moved into place.
 */
export function ensureFirebaseTools(log: (line: string) => void = () => undefined): string {
  const hash = lockHash();
  if (installed(INSTALL_DIR, hash)) return TOOLS_DIR;
  const staging = stagingFolder(log);
  try {
    execFileSync('npm', NPM_CI, { cwd: staging, stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  moveIntoPlace(staging, hash);
  return TOOLS_DIR;
}

/** ensureFirebaseTools without blocking the event loop: npm test installs it while the linters run. */
export async function ensureFirebaseToolsAsync(log: (line: string) => void = () => undefined): Promise<string> {
  const hash = lockHash();
  if (installed(INSTALL_DIR, hash)) return TOOLS_DIR;
  const staging = stagingFolder(log);
  const { code } = await run('npm', NPM_CI, { cwd: staging, stdio: ['ignore', 'ignore', 'inherit'] });
  if (code !== 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`npm ci of the Firebase CLI failed (exit ${code})`);
  }
  moveIntoPlace(staging, hash);
  return TOOLS_DIR;
}
