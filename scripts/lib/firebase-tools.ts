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

/**
 * The path of the Firebase CLI's entry point (`lib/bin/firebase.js`), installing it first when
 * missing or out of date (about 20 s from the registry). Safe to call from parallel processes:
 * each installs into a folder of its own and only a finished install is moved into place.
 */
export function ensureFirebaseTools(log: (line: string) => void = () => undefined): string {
  const hash = lockHash();
  const cli = path.join(INSTALL_DIR, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  if (installed(INSTALL_DIR, hash)) return cli;

  log('Installing the Firebase CLI for its Auth emulator (scripts/firebase-emulator, install scripts off)…');
  const staging = `${INSTALL_DIR}.${process.pid}.${Date.now()}`;
  mkdirSync(staging, { recursive: true });
  try {
    for (const file of ['package.json', 'package-lock.json']) cpSync(path.join(SOURCE_DIR, file), path.join(staging, file));
    execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: staging,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    writeFileSync(path.join(staging, MARKER), hash);
    if (installed(INSTALL_DIR, hash)) return cli; // another process finished first
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
  return cli;
}
