/**
 * `npm test`: everything CI runs, stopping at the first failure: Chromium present (installed when
 * missing); ESLint ‖ type check (the Firebase CLI installing meanwhile); schema types fresh ‖ brands
 * valid; Prettier ‖ every brand built; Jest (unit, DOM, sandbox and browser tests).
 */
import { ensureChromium } from './lib/chromium';
import { ensureFirebaseToolsAsync } from './lib/firebase-tools';
import { run } from './lib/run';
import { repoRoot } from './lib/paths';

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

async function runStep({ name, command, args, env = {} }: Step): Promise<void> {
  const result = await run(command, args, { cwd: repoRoot, env: { ...process.env, ...env } });
  if (result.code !== 0) {
    console.error(`✖ ${name} failed (exit ${result.code})`);
    process.exit(result.code);
  }
  console.log(`✔ ${name} (${(result.ms / 1000).toFixed(1)} s)`);
}

/** Runs steps side by side (one per core: each is mostly single-threaded); stops at the first failure. */
async function together(...steps: Step[]): Promise<void> {
  console.log(`\n▶ ${steps.map((item) => item.name).join(' ‖ ')}`);
  await Promise.all(steps.map(runStep));
}

async function main(): Promise<void> {
  console.log('▶ Chromium for the browser tests');
  ensureChromium();
  const node = process.execPath;
  const tsx = ['--import', 'tsx'];
  // Installing the Firebase CLI waits on the network: it goes on while the checks use the cores.
  const firebaseCli = ensureFirebaseToolsAsync(console.log);
  await together(
    { name: 'lint (ESLint)', command: node, args: ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings', '0'] },
    { name: 'type check', command: node, args: ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'] },
  );
  await together(
    { name: 'schema types are up to date', command: node, args: [...tsx, 'scripts/gen-schema-types.ts', '--check'] },
    { name: 'brands are valid', command: node, args: [...tsx, 'scripts/validate-brands.ts'] },
  );
  // The build is mostly one core's work (webpack), so Prettier takes the other.
  await together(
    { name: 'format (Prettier)', command: node, args: ['node_modules/prettier/bin/prettier.cjs', '--check', '.', '--log-level', 'warn'] },
    { name: 'build every brand', command: node, args: [...tsx, 'scripts/build.ts'], env: { BRAND: '' } },
  );
  await firebaseCli;
  await together({
    name: 'jest',
    command: node,
    args: ['node_modules/jest/bin/jest.js', '--ci', '--maxWorkers=2', ...process.argv.slice(2)],
  });
}

void main();
