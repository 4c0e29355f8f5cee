/**
 * `npm test`: everything CI runs, in order, stopping at the first failure:
 * Chromium and the Firebase CLI present (installed when missing) → lint → format → schema types fresh → type check → brands valid →
 * every brand built → Jest (unit, DOM, sandbox and the per-brand browser tests).
 */
import { ensureChromium } from './lib/chromium';
import { ensureFirebaseTools } from './lib/firebase-tools';
import { run } from './lib/run';
import { repoRoot } from './lib/paths';

async function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  console.log(`\n▶ ${name}`);
  const result = await run(command, args, { cwd: repoRoot, env: { ...process.env, ...env } });
  if (result.code !== 0) {
    console.error(`✖ ${name} failed (exit ${result.code})`);
    process.exit(result.code);
  }
  console.log(`✔ ${name} (${(result.ms / 1000).toFixed(1)} s)`);
}

async function main(): Promise<void> {
  console.log('▶ Chromium for the browser tests');
  ensureChromium();
  console.log('▶ The Firebase CLI for the Auth emulator tests');
  ensureFirebaseTools(console.log);
  const node = process.execPath;
  const tsx = ['--import', 'tsx'];
  await step('lint (ESLint)', node, ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings', '0']);
  await step('format (Prettier)', node, ['node_modules/prettier/bin/prettier.cjs', '--check', '.', '--log-level', 'warn']);
  await step('schema types are up to date', node, [...tsx, 'scripts/gen-schema-types.ts', '--check']);
  await step('type check', node, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']);
  await step('brands are valid', node, [...tsx, 'scripts/validate-brands.ts']);
  await step('build every brand', node, [...tsx, 'scripts/build.ts'], { BRAND: '' });
  await step('jest', node, ['node_modules/jest/bin/jest.js', '--ci', '--maxWorkers=2', ...process.argv.slice(2)]);
}

void main();
