/**
 * Throughput of GET /wps/system/status against the static GET / (index.html) of a running sandbox
 * (scripts/lib/hot-reads.ts), e.g.
 *
 *   PORT=8181 BRAND=mare-da-sorte SANDBOX_DB=memory node --import tsx sandbox/main.ts &
 *   npx tsx scripts/measure-hot-reads.ts http://127.0.0.1:8181 [rounds=5] [durationMs=5000]
 *
 * Prints every round and the medians; exits 1 when the bar is missed. `npm run bench:scale` runs
 * the same comparison on a sandbox of its own.
 */
import { compareHotReads, HOT_READS_BAR } from './lib/hot-reads';

async function main(): Promise<number> {
  const [base, roundsArg = '5', durationArg = '5000'] = process.argv.slice(2);
  if (!base || !/^http:\/\/[^/]+\/?$/.test(base)) {
    console.error('Usage: tsx scripts/measure-hot-reads.ts http://127.0.0.1:<port> [rounds] [durationMs]');
    return 2;
  }
  const ratio = await compareHotReads(base, Number(roundsArg), Number(durationArg));
  return ratio >= HOT_READS_BAR ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
