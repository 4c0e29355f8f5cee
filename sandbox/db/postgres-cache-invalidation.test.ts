/**
 * Two sandboxes on one PostgreSQL server (issue 24): a change made through one drops the other's
 * cached reads through LISTEN/NOTIFY. On a throw-away server of the file's own
 * (testing/postgres-server.ts), as the money tests run; PGlite is one process's alone.
 */
import { Client } from 'pg';
import { CACHE_CHANNEL } from '../lib/cache-invalidation';
import { callApi, MARE, startSandbox, type RunningSandbox } from '../testing/fixtures';
import { startPostgresServer, type PostgresServer } from '../testing/postgres-server';

describe('cache invalidation across sandboxes sharing a PostgreSQL server', () => {
  let server: PostgresServer;
  let database: string;
  let admin: Client;
  let first: RunningSandbox;
  let second: RunningSandbox;

  beforeAll(async () => {
    server = await startPostgresServer();
    const url = await server.createDatabase();
    database = new URL(url).pathname.slice(1);
    admin = new Client({ connectionString: server.urlOf('postgres') });
    await admin.connect();
    first = await startSandbox({ database: { url }, passwordHashing: 'fast' });
    second = await startSandbox({ database: { url }, passwordHashing: 'fast' });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await admin?.end();
    await server?.stop();
  });

  const status = async (sandbox: RunningSandbox) =>
    (
      await callApi<{ regionRestriction: boolean; whitelabel: { modId: string; enabled: string }[] }>(
        sandbox.baseUrl,
        '/wps/system/status?url=x',
      )
    ).json.value;
  /** Another process hears a change a moment after it is committed, not at once: wait for it. */
  const eventually = async (check: () => Promise<boolean>) => {
    const deadline = Date.now() + 5000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('The other sandbox still answers the old data after 5 s.');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('a status and a module changed through one sandbox reach the other’s cached reads', async () => {
    expect((await status(first)).regionRestriction).toBe(false);
    expect((await status(second)).regionRestriction).toBe(false);
    await second.controls.setStatus(MARE.merchantCode, { maintenance: null, regionRestriction: true });
    expect((await status(second)).regionRestriction).toBe(true);
    await eventually(async () => (await status(first)).regionRestriction);

    const promotions = async (sandbox: RunningSandbox) => (await callApi(sandbox.baseUrl, '/wps/promotions')).status;
    expect(await promotions(first)).toBe(200);
    await second.controls.setModules(MARE.merchantCode, { PROMOTIONS: false });
    await eventually(async () => (await promotions(first)) === 404);
    await second.controls.reset(MARE.merchantCode);
    await eventually(async () => !(await status(first)).regionRestriction && (await promotions(first)) === 200);
  });

  it('a sandbox whose LISTEN connection drops listens again, and hears the next change', async () => {
    expect((await status(first)).regionRestriction).toBe(false);
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query = $2`, [
      database,
      `LISTEN ${CACHE_CHANNEL}`,
    ]);
    // Both sandboxes listen again within about a second; until then each drops its whole cache.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // Cached again, so only a notification heard on the new connection can drop it.
    expect((await status(first)).regionRestriction).toBe(false);
    await second.controls.setStatus(MARE.merchantCode, { maintenance: null, regionRestriction: true });
    await eventually(async () => (await status(first)).regionRestriction);
    await second.controls.reset(MARE.merchantCode);
    await eventually(async () => !(await status(first)).regionRestriction);
  });
});
