/**
 * `npm test`: everything CI runs, stopping at the first failure: Chromium present (installed when
 * missing); then, on two lanes side by side (the Firebase CLI and the PostgreSQL server installing
 * meanwhile when missing), type check → Prettier ‖ ESLint → schema types fresh → brands valid →
 * every brand built; then Jest (unit, DOM, sandbox and browser tests).
 */
import { ensureChromium } from './lib/chromium';
import { ensureFirebaseToolsAsync } from './lib/firebase-tools';
import { ensurePostgresAsync } from './lib/postgres';
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

/** Runs steps one after another; stops at the first failure. */
async function lane(...steps: Step[]): Promise<void> {
  for (const step of steps) {
    console.log(`▶ ${step.name}`);
    await runStep(step);
  }
}

async function main(): Promise<void> {
  console.log('▶ Chromium for the browser tests');
  ensureChromium();
  const node = process.execPath;
  const tsx = ['--import', 'tsx'];
  // Installing the Firebase CLI waits on the network: it goes on while the checks use the cores.
  const firebaseTools = ensureFirebaseToolsAsync(console.log);
  // Debian's PostgreSQL server too, for the money tests (about 15 s, mostly dpkg unpacking, which
  // the lanes hardly feel). A failure is told when Jest is about to need it, not mid-check.
  const postgres = ensurePostgresAsync(console.log).then(
    () => undefined,
    (error: unknown) => error,
  );
  // Two lanes, one per core (each step is mostly single-threaded), so neither core waits for the
  // other's slower step: type check then Prettier, and ESLint then the schema and brand checks
  // then the build. Stops at the first failure.
  await Promise.all([
    lane(
      { name: 'type check', command: node, args: ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'] },
      { name: 'format (Prettier)', command: node, args: ['node_modules/prettier/bin/prettier.cjs', '--check', '.', '--log-level', 'warn'] },
    ),
    lane(
      { name: 'lint (ESLint)', command: node, args: ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings', '0'] },
      { name: 'schema types are up to date', command: node, args: [...tsx, 'scripts/gen-schema-types.ts', '--check'] },
      { name: 'brands are valid', command: node, args: [...tsx, 'scripts/validate-brands.ts'] },
      { name: 'build every brand', command: node, args: [...tsx, 'scripts/build.ts'], env: { BRAND: '' } },
    ),
  ]);
  await firebaseTools;
  const postgresFailure = await postgres;
  if (postgresFailure !== undefined) {
    console.error(
      `✖ PostgreSQL server install failed: ${postgresFailure instanceof Error ? postgresFailure.message : String(postgresFailure)}`,
    );
    process.exit(1);
  }
  await lane({
    name: 'jest',
    command: node,
    args: ['node_modules/jest/bin/jest.js', '--ci', '--maxWorkers=2', ...process.argv.slice(2)],
  });
}

void main();
