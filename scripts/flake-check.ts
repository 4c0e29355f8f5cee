/**
 * `npm run flake-check`: runs the browser suite (Jest's e2e project) RUNS times in a row (default 5)
 * on the current build, and reports every test that failed in any run. A suite without flakes
 * reports 0 failures in every run; exits 1 otherwise. Build first (`npm run build`).
 *
 *   RUNS=10 npm run flake-check        more runs
 *   npm run flake-check -- tests/home.test.ts   some files only (passed on to Jest)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureFirebaseToolsAsync } from './lib/firebase-tools';
import { run } from './lib/run';
import { repoRoot } from './lib/paths';

const RUNS = Number(process.env.RUNS || 5);

interface JestJson {
  numTotalTests: number;
  numFailedTests: number;
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
}

async function main(): Promise<void> {
  // As `npm test` does: the Firebase CLI the auth tests start is installed before the first run,
  // so no run counts its install.
  await ensureFirebaseToolsAsync(console.log);
  const scratch = mkdtempSync(path.join(tmpdir(), 'flake-check-'));
  const failures = new Map<string, number[]>();
  const summary: string[] = [];
  try {
    for (let round = 1; round <= RUNS; round += 1) {
      const output = path.join(scratch, `run-${round}.json`);
      const args = [
        'node_modules/jest/bin/jest.js',
        '--ci',
        '--maxWorkers=2',
        '--selectProjects',
        'e2e',
        '--json',
        `--outputFile=${output}`,
      ];
      const result = await run(process.execPath, [...args, ...process.argv.slice(2)], {
        cwd: repoRoot,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const report = JSON.parse(readFileSync(output, 'utf8')) as JestJson;
      for (const file of report.testResults) {
        for (const test of file.assertionResults) {
          if (test.status !== 'failed') continue;
          const name = `${path.relative(repoRoot, file.name)} › ${test.fullName}`;
          failures.set(name, [...(failures.get(name) ?? []), round]);
        }
      }
      const line = `run ${round}: ${report.numTotalTests - report.numFailedTests}/${report.numTotalTests} passed, ${report.numFailedTests} failed (${(result.ms / 1000).toFixed(0)} s)`;
      summary.push(line);
      console.log(line);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  console.log(`\nBrowser suite, ${RUNS} runs in a row:`);
  for (const line of summary) console.log(`  ${line}`);
  if (failures.size === 0) {
    console.log('0 flaky failures.');
    return;
  }
  console.log(`${failures.size} test(s) failed at least once:`);
  for (const [name, rounds] of failures) console.log(`  ${name} (runs ${rounds.join(', ')})`);
  process.exitCode = 1;
}

void main();
