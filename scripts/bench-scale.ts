/**
 * `npm run bench:scale` (issue 24): the platform stand-in's calls at growing data sizes, on PGlite
 * and, when DATABASE_URL is set, on that PostgreSQL server too (in a throw-away database created
 * there and dropped after). Inserts, next to the demo merchant's own data:
 *   - type-1 agents with 100, 1,000 and 10,000 direct downlines (two deposits and three settled
 *     bets each, sandbox/testing/scale-data.ts);
 *   - members with 100, 10,000 and 100,000 ledger moves (and bets among them);
 *   - slot vendors with 100, 1,000 and 10,000 games;
 * then times each call at each size, sizes interleaved round by round, and prints the medians (every
 * round listed) and the ratio of the largest size to the smallest against the issue's bars:
 * agent reports and member histories ≤ 3×, game list and search ≤ 2×; the 10,000-member
 * profit-and-loss CSV in one request, complete (a row per member the JSON call counts, its totals
 * the JSON call's), in ≤ 10 s. Then, on a sandbox process of its own serving the default brand's
 * build (made first when missing), GET /wps/system/status against the static index.html at 20
 * connections (scripts/lib/hot-reads.ts; bar: at least half). SCALE_ROUNDS (default 5) rounds;
 * SCALE_SIZES=small for 10/100/1,000 (a quick look); SCALE_ONLY=member,game for the calls whose
 * names start so. Exits 1 when a bar is missed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { parseExport } from '../plugins/agent-centre/csv';
import type { DatabaseOption } from '../sandbox/db/db';
import { calendarDayOf } from '../sandbox/store/agent-reports';
import { findAccountById } from '../sandbox/store/accounts';
import { createSession } from '../sandbox/store/sessions';
import { createSandbox, type Sandbox } from '../sandbox/server';
import { listenOnFreePort } from '../sandbox/testing/http';
import { insertScaleMember, insertScaleTeam, insertScaleVendor, SCALE_SPAN_DAYS } from '../sandbox/testing/scale-data';
import { serveBrand } from '../tests/support/serve';
import { DEFAULT_BRAND } from './lib/defaults';
import { compareHotReads, HOT_READS_BAR } from './lib/hot-reads';
import { distDir } from './lib/paths';
import { run } from './lib/run';

const MERCHANT = 'MDS001';
const DAY_MS = 86_400_000;
const ROUNDS = Number(process.env.SCALE_ROUNDS || 5);
const SMALL = process.env.SCALE_SIZES === 'small';
const TEAM_SIZES = SMALL ? [10, 100, 1000] : [100, 1000, 10000];
const MOVE_COUNTS = SMALL ? [100, 1000, 10000] : [100, 10000, 100000];
const GAME_COUNTS = SMALL ? [10, 100, 1000] : [100, 1000, 10000];

const BARS = { reportRatio: 3, gameRatio: 2, csvSeconds: 10, hotReads: HOT_READS_BAR };

interface Call {
  name: string;
  /** The address at each size (index into the sizes). */
  path: (size: number) => string;
  token: (size: number) => string;
  sizes: readonly number[];
  /** The largest size's median over the smallest's must stay under this. */
  bar: number;
}

interface Fixtures {
  teams: { token: string }[];
  members: { token: string }[];
  vendors: string[];
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function timedGet(baseUrl: string, path: string, token: string): Promise<{ ms: number; text: string }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, { headers: { 'x-merchant-code': MERCHANT, authorization: `Bearer ${token}` } });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
  if (response.headers.get('content-type')?.includes('json') && !(JSON.parse(text) as { success: boolean }).success)
    throw new Error(`${path}: ${text.slice(0, 300)}`);
  return { ms, text };
}

async function insertFixtures(sandbox: Sandbox): Promise<Fixtures> {
  const now = new Date();
  const tokenOf = async (accountId: number) => createSession(sandbox.db, (await findAccountById(sandbox.db, accountId))!, now);
  const teams: Fixtures['teams'] = [];
  for (const size of TEAM_SIZES) {
    const started = performance.now();
    const team = await sandbox.db.transaction((tx) => insertScaleTeam(tx, MERCHANT, `T${size}`, size, now));
    teams.push({ token: await tokenOf(team.agentId) });
    console.log(`  a team of ${size} members in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const members: Fixtures['members'] = [];
  for (const moves of MOVE_COUNTS) {
    const started = performance.now();
    const member = await sandbox.db.transaction((tx) => insertScaleMember(tx, MERCHANT, `M${moves}`, moves, now));
    members.push({ token: await tokenOf(member.accountId) });
    console.log(`  a member of ${member.moves} moves in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const vendors: string[] = [];
  for (const games of GAME_COUNTS) {
    vendors.push(await sandbox.db.transaction((tx) => insertScaleVendor(tx, MERCHANT, `G${games}`, games)));
  }
  // Fresh statistics, as autovacuum would have them on a live server.
  await sandbox.db.exec('ANALYZE');
  return { teams, members, vendors };
}

function callsOf(fixtures: Fixtures): Call[] {
  const now = Date.now();
  const range = `from=${calendarDayOf(now - (SCALE_SPAN_DAYS + 1) * DAY_MS)}&to=${calendarDayOf(now)}`;
  const page = 'pageNo=1&pageSize=20';
  const agent = (size: number) => fixtures.teams[TEAM_SIZES.indexOf(size)].token;
  const member = (size: number) => fixtures.members[MOVE_COUNTS.indexOf(size)].token;
  const anyToken = () => fixtures.members[0].token;
  const vendor = (size: number) => fixtures.vendors[GAME_COUNTS.indexOf(size)];
  const gameList = (size: number) =>
    `/wps/relay/GCSGAME_gameList?clientType=3&platform=flash,html5-desktop&channel=WEB&merchant=${MERCHANT}&gameType=RNG` +
    `&vassalage=${vendor(size)}&pageSize=24&language=pt`;
  const teamCalls: Omit<Call, 'token' | 'sizes' | 'bar'>[] = [
    { name: 'agent overview', path: () => `/wps/v2/agent/overview?${range}` },
    { name: 'agent team page 1', path: () => `/wps/v2/agent/team?${range}&${page}` },
    { name: 'agent team search', path: (size) => `/wps/v2/agent/team?${range}&${page}&username=t${size}m0007` },
    { name: 'agent bets page 1', path: () => `/wps/v2/agent/bets?${range}&${page}` },
    { name: 'agent pnl page 1', path: () => `/wps/v2/agent/pnl?${range}&${page}` },
    { name: 'agent transactions page 1', path: () => `/wps/v2/agent/transactions?${range}&${page}` },
  ];
  const memberCalls: Omit<Call, 'token' | 'sizes' | 'bar'>[] = [
    { name: 'member transactions page 1', path: () => `/wps/v2/records/transactions?${range}&${page}` },
    { name: 'member bets page 1', path: () => `/wps/v2/records/bets?${range}&${page}` },
    { name: 'member profit', path: () => `/wps/v2/records/profit?${range}` },
  ];
  const calls: Call[] = [
    ...teamCalls.map((call) => ({ ...call, token: agent, sizes: TEAM_SIZES, bar: BARS.reportRatio })),
    ...memberCalls.map((call) => ({ ...call, token: member, sizes: MOVE_COUNTS, bar: BARS.reportRatio })),
    { name: 'game list page 1', path: (size) => `${gameList(size)}&pageNo=1`, token: anyToken, sizes: GAME_COUNTS, bar: BARS.gameRatio },
    {
      name: 'game search',
      path: (size) => `${gameList(size)}&pageNo=1&gameName=${encodeURIComponent(`G${size} 0007`)}`,
      token: anyToken,
      sizes: GAME_COUNTS,
      bar: BARS.gameRatio,
    },
  ];
  const only = process.env.SCALE_ONLY?.split(',').map((prefix) => prefix.trim());
  return only ? calls.filter((call) => only.some((prefix) => call.name.startsWith(prefix))) : calls;
}

interface Measured {
  name: string;
  bySize: { size: number; runs: number[] }[];
  ratio: number;
  bar: number;
}

async function measureCalls(baseUrl: string, calls: readonly Call[]): Promise<Measured[]> {
  const results: Measured[] = [];
  for (const call of calls) {
    const runs = new Map(call.sizes.map((size) => [size, [] as number[]]));
    // One call each first: the server's and the database's first-use costs are not the size's.
    for (const size of call.sizes) await timedGet(baseUrl, call.path(size), call.token(size));
    for (let round = 0; round < ROUNDS; round += 1) {
      // The sizes take turns leading, so a slow moment of the machine does not fall on one size.
      const order = call.sizes.map((_, index) => call.sizes[(index + round) % call.sizes.length]);
      for (const size of order) runs.get(size)!.push((await timedGet(baseUrl, call.path(size), call.token(size))).ms);
    }
    const bySize = call.sizes.map((size) => ({ size, runs: runs.get(size)! }));
    const ratio = median(bySize[bySize.length - 1].runs) / median(bySize[0].runs);
    results.push({ name: call.name, bySize, ratio, bar: call.bar });
    console.log(
      `  ${call.name.padEnd(28)} ${bySize.map(({ size, runs: ms }) => `${size}: ${median(ms).toFixed(1)} ms`).join(' · ')}  ×${ratio.toFixed(2)}` +
        ` (bar ×${call.bar}) ${ratio <= call.bar ? 'ok' : 'MISSED'}\n${bySize
          .map(({ size, runs: ms }) => `      ${size}: ${ms.map((value) => value.toFixed(1)).join(' / ')}`)
          .join('\n')}`,
    );
  }
  return results;
}

/**
 * The P&L export of each team, one request each: its rows (one per member the JSON call counts) and
 * its totals (the JSON call's), and how long it took. Answers the largest team's seconds, or
 * Infinity when a file was incomplete.
 */
async function checkPnlExport(baseUrl: string, fixtures: Fixtures): Promise<number> {
  const now = Date.now();
  const range = `from=${calendarDayOf(now - (SCALE_SPAN_DAYS + 1) * DAY_MS)}&to=${calendarDayOf(now)}`;
  let seconds = Infinity;
  for (const [index, size] of TEAM_SIZES.entries()) {
    const token = fixtures.teams[index].token;
    const file = await timedGet(baseUrl, `/wps/v2/agent/pnl/export?${range}`, token);
    const screen = JSON.parse((await timedGet(baseUrl, `/wps/v2/agent/pnl?${range}&pageNo=1&pageSize=20`, token)).text) as {
      value: { totalCount: number; totals: Record<string, string | number> };
    };
    const { rows, totals } = parseExport(file.text);
    const sameTotals =
      totals.length === 1 && Object.entries(screen.value.totals).every(([field, value]) => totals[0][field] === String(value));
    const complete = rows.length === screen.value.totalCount && rows.length === size && sameTotals;
    console.log(
      `  pnl CSV, ${size} members: one request, ${(file.ms / 1000).toFixed(2)} s, ${rows.length} rows` +
        ` (the call counts ${screen.value.totalCount}), totals ${sameTotals ? 'equal' : 'DIFFER from'} the call's` +
        `${complete ? '' : ' INCOMPLETE'}`,
    );
    // Any size's file incomplete is a miss, not only the largest's.
    if (!complete) return Infinity;
    seconds = file.ms / 1000;
  }
  return seconds;
}

/** status against index.html on a sandbox process of its own (the load generator must not share its event loop). */
async function checkHotReads(database: { url: string } | 'memory'): Promise<number> {
  if (!fs.existsSync(path.join(distDir, DEFAULT_BRAND, 'index.html'))) {
    const built = await run(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { env: { ...process.env, BRAND: DEFAULT_BRAND } });
    if (built.code !== 0) throw new Error('the default brand did not build');
  }
  const served = await serveBrand(DEFAULT_BRAND, MERCHANT, database === 'memory' ? {} : { DATABASE_URL: database.url });
  try {
    return await compareHotReads(served.url, ROUNDS, 3000, (line) => console.log(`  ${line}`));
  } finally {
    await served.stop();
  }
}

/** A throw-away database on the DATABASE_URL server, dropped by the returned function. */
async function throwAwayDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_scale_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const client = new Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function benchOn(label: string, database: DatabaseOption): Promise<{ measured: Measured[]; csvSeconds: number; hotReads: number }> {
  console.log(`\n${label}`);
  const sandbox = await createSandbox({ database, passwordHashing: 'fast' });
  let result: { measured: Measured[]; csvSeconds: number };
  try {
    const baseUrl = await listenOnFreePort(sandbox.app);
    console.log(' inserting');
    const fixtures = await insertFixtures(sandbox);
    console.log(` latency, median of ${ROUNDS} rounds (sizes interleaved), largest size ÷ smallest`);
    const measured = await measureCalls(baseUrl, callsOf(fixtures));
    console.log(` the profit-and-loss CSV (bar: the largest team's complete, in ≤ ${BARS.csvSeconds} s)`);
    result = { measured, csvSeconds: process.env.SCALE_ONLY ? 0 : await checkPnlExport(baseUrl, fixtures) };
  } finally {
    await sandbox.close();
  }
  if (process.env.SCALE_ONLY) return { ...result, hotReads: Infinity };
  console.log(` system/status against index.html, 20 connections, ${ROUNDS} alternated rounds of 3 s (bar: ≥ ${BARS.hotReads})`);
  return { ...result, hotReads: await checkHotReads('url' in Object(database) ? (database as { url: string }) : 'memory') };
}

async function main(): Promise<void> {
  const missed: string[] = [];
  const judge = (label: string, { measured, csvSeconds, hotReads }: Awaited<ReturnType<typeof benchOn>>) => {
    for (const result of measured) if (result.ratio > result.bar) missed.push(`${label}: ${result.name} ×${result.ratio.toFixed(2)}`);
    if (csvSeconds > BARS.csvSeconds) missed.push(`${label}: pnl CSV of the largest team ${csvSeconds.toFixed(2)} s or incomplete`);
    if (hotReads < BARS.hotReads) missed.push(`${label}: system/status at ${hotReads.toFixed(2)} of index.html's requests a second`);
  };
  judge('PGlite', await benchOn('PGlite (in memory)', 'memory'));
  if (process.env.DATABASE_URL) {
    const database = await throwAwayDatabase(process.env.DATABASE_URL);
    try {
      judge('PostgreSQL', await benchOn('PostgreSQL (DATABASE_URL)', { url: database.url }));
    } finally {
      await database.drop();
    }
  }
  if (missed.length > 0) {
    console.log(`\nMissed:\n  ${missed.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('\nEvery bar met.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
