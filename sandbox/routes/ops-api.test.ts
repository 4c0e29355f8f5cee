import { DEMO_OPERATOR } from '../db/seed/operators';
import { tokenOf } from '../testing/accounts';
import { send, type HttpReply } from '../testing/http';
import { MARE, schemaErrors, startSandbox, TREVO, type RunningSandbox } from '../testing/fixtures';
import { LOGIN_FAILURE_LIMITS } from './session';

/** Every back-office call, as [method, path, body]: each must answer 401 to a logged-out caller. */
const EVERY_CALL: Array<[string, string, unknown?]> = [
  ['GET', '/ops/api/session'],
  ['DELETE', '/ops/api/session'],
  ['GET', '/ops/api/merchants'],
  ['GET', `/ops/api/merchants/${MARE.merchantCode}`],
  ['PUT', `/ops/api/merchants/${MARE.merchantCode}/modules/LIVE`, { enabled: false }],
  ['PUT', `/ops/api/merchants/${MARE.merchantCode}/vendors/LIVE/EA`, { enabled: false }],
  ['PUT', `/ops/api/merchants/${MARE.merchantCode}/status`, { maintenance: null, regionRestriction: true }],
  ['GET', `/ops/api/merchants/${MARE.merchantCode}/audit`],
];

describe('back office API (issue 23)', () => {
  let sandbox: RunningSandbox;
  // Each test logs in from its own loopback address, so failure counters never meet.
  let addressIndex = 10;
  const nextAddress = () => `127.0.0.${(addressIndex += 1)}`;

  beforeAll(async () => {
    sandbox = await startSandbox({ controls: false });
  }, 60_000);
  /** The back office's own host (lib/ops-host.ts), on this sandbox's port. */
  const opsHost = () => `ops.localhost:${new URL(sandbox.baseUrl).port}`;
  afterAll(() => sandbox?.close());

  const json = (reply: HttpReply) => JSON.parse(reply.text) as { success: boolean; value: any; code?: string }; // eslint-disable-line @typescript-eslint/no-explicit-any -- each test reads its own shape
  const call = (method: string, path: string, options: { body?: unknown; cookie?: string; csrf?: string; localAddress?: string } = {}) =>
    send(sandbox.baseUrl, {
      method,
      path,
      localAddress: options.localAddress,
      headers: {
        host: opsHost(),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.csrf ? { 'x-csrf-token': options.csrf } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  const logIn = async (password: string = DEMO_OPERATOR.password, localAddress = nextAddress()) => {
    const reply = await call('POST', '/ops/api/session', { body: { username: DEMO_OPERATOR.username, password }, localAddress });
    const cookie = String(reply.headers['set-cookie'] ?? '').split(';')[0];
    return { reply, cookie, csrf: reply.status === 200 ? (json(reply).value.csrfToken as string) : '' };
  };

  it('answers 401 to every call without a session, and to a forged or ended one', async () => {
    for (const [method, path, body] of EVERY_CALL) {
      const reply = await call(method, path, { body });
      expect([method, path, reply.status, json(reply).code]).toEqual([method, path, 401, 'NOT_LOGGED_IN']);
      const forged = await call(method, path, { body, cookie: `ops_session=${'a'.repeat(43)}`, csrf: 'x' });
      expect([method, path, forged.status]).toEqual([method, path, 401]);
    }
    const { cookie, csrf } = await logIn();
    expect((await call('DELETE', '/ops/api/session', { cookie, csrf })).status).toBe(200);
    expect((await call('GET', '/ops/api/merchants', { cookie })).status).toBe(401);
  });

  it('logs in with an HttpOnly, SameSite=Strict cookie scoped to /ops, and refuses a wrong password', async () => {
    const { reply, cookie } = await logIn();
    expect(reply.status).toBe(200);
    expect(schemaErrors('ops-session-login.json', json(reply).value)).toEqual([]);
    expect(String(reply.headers['set-cookie'])).toMatch(
      /^ops_session=[A-Za-z0-9_-]{43}; Path=\/ops; Max-Age=28800; HttpOnly; SameSite=Strict$/,
    );
    const merchants = await call('GET', '/ops/api/merchants', { cookie });
    expect(json(merchants).value.map((m: { merchantCode: string }) => m.merchantCode)).toEqual([MARE.merchantCode, TREVO.merchantCode]);
    const wrong = await logIn('not-the-password');
    expect([wrong.reply.status, json(wrong.reply).code, wrong.reply.headers['set-cookie']]).toEqual([401, 'LOGIN_FAILED', undefined]);
  });

  it('limits wrong passwords as player logins are: then even the right one is refused from that address', async () => {
    const address = nextAddress();
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMITS.perUsernameAndAddress; attempt += 1) {
      expect((await logIn(`wrong-${attempt}`, address)).reply.status).toBe(401);
    }
    const limited = await logIn(DEMO_OPERATOR.password, address);
    expect([limited.reply.status, json(limited.reply).code]).toEqual([429, 'RATE_LIMITED']);
    // Another address is not punished for it.
    expect((await logIn()).reply.status).toBe(200);
  });

  it('checks no more passwords than the limit when wrong ones arrive all at once', async () => {
    const address = nextAddress();
    const attempts = LOGIN_FAILURE_LIMITS.perUsernameAndAddress * 2 + 5;
    // Every attempt counts before its check, so a burst whose attempts all count before any is
    // checked refuses them all (a loaded machine does that): the first goes alone, so at least one
    // is checked and the bound below is not met by refusing everything.
    const first = await logIn('wrong-first', address);
    const replies = [first, ...(await Promise.all(Array.from({ length: attempts - 1 }, (_, index) => logIn(`wrong-${index}`, address))))];
    const statuses = replies.map(({ reply }) => reply.status);
    const checked = statuses.filter((status) => status === 401).length;
    expect(first.reply.status).toBe(401);
    expect(checked).toBeLessThanOrEqual(LOGIN_FAILURE_LIMITS.perUsernameAndAddress);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
    expect((await logIn(DEMO_OPERATOR.password, address)).reply.status).toBe(429);
  });

  it('refuses a write without the session’s CSRF token (403), and changes nothing', async () => {
    const { cookie, csrf } = await logIn();
    for (const token of [undefined, 'forged-token', `${csrf.slice(0, -1)}x`]) {
      const reply = await call('PUT', `/ops/api/merchants/${MARE.merchantCode}/modules/LIVE`, {
        cookie,
        csrf: token,
        body: { enabled: false },
      });
      expect([reply.status, json(reply).code]).toEqual([403, 'CSRF_REFUSED']);
    }
    const audit = await call('GET', `/ops/api/merchants/${MARE.merchantCode}/audit`, { cookie });
    expect(json(audit).value.filter((entry: { subject: string }) => entry.subject === 'module:LIVE')).toEqual([]);
    const merchant = json(await call('GET', `/ops/api/merchants/${MARE.merchantCode}`, { cookie })).value;
    expect(JSON.stringify(merchant)).toContain('"modId":"LIVE","enabled":true');
  });

  it('switches a module and sets the status for one merchant, each change in the audit trail with old and new values', async () => {
    const { cookie, csrf } = await logIn();
    const switched = await call('PUT', `/ops/api/merchants/${MARE.merchantCode}/modules/LIVE`, { cookie, csrf, body: { enabled: false } });
    expect(switched.status).toBe(200);
    expect(schemaErrors('ops-merchant.json', json(switched).value)).toEqual([]);
    const maintenance = { title: 'Manutenção', message: 'Voltamos logo.', endTime: '2030-01-15T10:30:00.000Z' };
    const status = await call('PUT', `/ops/api/merchants/${MARE.merchantCode}/status`, {
      cookie,
      csrf,
      body: { maintenance, regionRestriction: false },
    });
    expect(json(status).value.status).toEqual({ maintenance, regionRestriction: false, regionMessage: null });

    // Live on the platform at once: the merchant's system/status and menus follow.
    const site = await send(sandbox.baseUrl, { path: '/wps/system/status?url=x', headers: { 'x-merchant-code': MARE.merchantCode } });
    expect(JSON.parse(site.text).value.maintenance).toEqual(maintenance);
    const audit = json(await call('GET', `/ops/api/merchants/${MARE.merchantCode}/audit`, { cookie })).value;
    expect(schemaErrors('ops-merchant-audit.json', audit)).toEqual([]);
    expect(audit.slice(0, 2).map((entry: { operator: string; subject: string; oldValue: unknown; newValue: unknown }) => entry)).toEqual([
      expect.objectContaining({
        operator: DEMO_OPERATOR.username,
        subject: 'status',
        oldValue: { maintenance: null, regionRestriction: false, regionMessage: null },
        newValue: { maintenance, regionRestriction: false, regionMessage: null },
      }),
      expect.objectContaining({ operator: DEMO_OPERATOR.username, subject: 'module:LIVE', oldValue: true, newValue: false }),
    ]);
    // The other merchant is untouched and has no entries.
    expect(json(await call('GET', `/ops/api/merchants/${TREVO.merchantCode}/audit`, { cookie })).value).toEqual([]);
    // Setting the same value again records nothing.
    await call('PUT', `/ops/api/merchants/${MARE.merchantCode}/modules/LIVE`, { cookie, csrf, body: { enabled: false } });
    expect(json(await call('GET', `/ops/api/merchants/${MARE.merchantCode}/audit`, { cookie })).value).toHaveLength(2);

    await call('PUT', `/ops/api/merchants/${MARE.merchantCode}/modules/LIVE`, { cookie, csrf, body: { enabled: true } });
    await call('PUT', `/ops/api/merchants/${MARE.merchantCode}/status`, {
      cookie,
      csrf,
      body: { maintenance: null, regionRestriction: false },
    });
  });

  it('switches one vendor within a category: it leaves the menus, lists, banners and launches of that merchant only', async () => {
    const { cookie, csrf } = await logIn();
    const token = await tokenOf(sandbox, 'jogador', 'Sorte2026');
    const site = (merchantCode: string, path: string, withToken = false) =>
      send(sandbox.baseUrl, {
        path,
        headers: { 'x-merchant-code': merchantCode, ...(withToken ? { authorization: `Bearer ${token}` } : {}) },
      });
    const liveVendors = async (merchantCode: string) => {
      const menus = JSON.parse(
        (await site(merchantCode, `/lgw/games/game_menus?merchantCode=${merchantCode}&platform=X&device=WEB&language=pt`)).text,
      ).value as Array<{ gameType: string; cards: Array<{ vassalage: string }> }>;
      return menus.find((menu) => menu.gameType === 'LIVE')?.cards.map((card) => card.vassalage) ?? [];
    };
    const listPath = (merchantCode: string, vendor?: string) =>
      `/wps/relay/GCSGAME_gameList?clientType=3&platform=flash%2Chtml5-desktop&channel=WEB&language=pt&pageNo=1&pageSize=100&merchant=${merchantCode}&gameType=LIVE${vendor ? `&vassalage=${vendor}` : ''}`;
    const listVendors = async (merchantCode: string) =>
      new Set(
        (JSON.parse((await site(merchantCode, listPath(merchantCode))).text).value.games as Array<{ vassalage: string }>).map(
          (g) => g.vassalage,
        ),
      );
    const launchPath = '/wps/relay/GCS_gameLaunchFB?gameCode=eat101&vassalage=EA&gameType=LIVE&platform=html5-desktop&language=pt';
    const eaBanners = async () =>
      (
        JSON.parse((await site(MARE.merchantCode, '/wps/system/banners')).text).value as Array<{ linkageType: string; linkage: string }>
      ).filter((banner) => banner.linkageType === 'GAME' && banner.linkage.startsWith('LIVE/EA')).length;

    expect(await liveVendors(MARE.merchantCode)).toContain('EA');
    expect(await eaBanners()).toBeGreaterThan(0);
    expect((await listVendors(MARE.merchantCode)).has('EA')).toBe(true);
    const before = json(await call('GET', `/ops/api/merchants/${MARE.merchantCode}`, { cookie })).value;
    expect(before.vendors).toContainEqual({ gameType: 'LIVE', vendorCode: 'EA', name: expect.any(String), enabled: true });

    const switched = await call('PUT', `/ops/api/merchants/${MARE.merchantCode}/vendors/LIVE/EA`, {
      cookie,
      csrf,
      body: { enabled: false },
    });
    expect(switched.status).toBe(200);
    expect(schemaErrors('ops-merchant-vendor.json', json(switched).value)).toEqual([]);
    expect(json(switched).value.vendors).toContainEqual(expect.objectContaining({ gameType: 'LIVE', vendorCode: 'EA', enabled: false }));

    // MDS001: EA is gone from the live menu, list and banners; its list and launch answer FEATURE_OFF;
    // the category's other vendors stay.
    const vendorsOff = await liveVendors(MARE.merchantCode);
    expect(vendorsOff).not.toContain('EA');
    expect(vendorsOff.length).toBeGreaterThan(0);
    const listed = await listVendors(MARE.merchantCode);
    expect([listed.has('EA'), listed.size > 0]).toEqual([false, true]);
    const eaList = await site(MARE.merchantCode, listPath(MARE.merchantCode, 'EA'));
    expect([eaList.status, JSON.parse(eaList.text).code]).toEqual([403, 'FEATURE_OFF']);
    const launch = await site(MARE.merchantCode, launchPath, true);
    expect([launch.status, JSON.parse(launch.text).code]).toEqual([403, 'FEATURE_OFF']);
    expect(await eaBanners()).toBe(0);
    // TRV002 keeps EA.
    expect(await liveVendors(TREVO.merchantCode)).toContain('EA');
    expect((await listVendors(TREVO.merchantCode)).has('EA')).toBe(true);

    const audit = json(await call('GET', `/ops/api/merchants/${MARE.merchantCode}/audit?limit=1`, { cookie })).value;
    expect(audit).toEqual([
      expect.objectContaining({ operator: DEMO_OPERATOR.username, subject: 'vendor:LIVE/EA', oldValue: true, newValue: false }),
    ]);
    const unknown = await call('PUT', `/ops/api/merchants/${MARE.merchantCode}/vendors/LIVE/NOPE`, {
      cookie,
      csrf,
      body: { enabled: false },
    });
    expect([unknown.status, json(unknown).code]).toEqual([404, 'NOT_FOUND']);

    await call('PUT', `/ops/api/merchants/${MARE.merchantCode}/vendors/LIVE/EA`, { cookie, csrf, body: { enabled: true } });
    expect(await liveVendors(MARE.merchantCode)).toContain('EA');
    expect((await site(MARE.merchantCode, launchPath, true)).status).toBe(200);
    expect(await eaBanners()).toBeGreaterThan(0);
  });

  it('blocks the region with the operator’s message, published in system/status and audited; normal clears it', async () => {
    const { cookie, csrf } = await logIn();
    const siteStatus = async () =>
      JSON.parse(
        (await send(sandbox.baseUrl, { path: '/wps/system/status?url=x', headers: { 'x-merchant-code': TREVO.merchantCode } })).text,
      ).value;
    const blocked = await call('PUT', `/ops/api/merchants/${TREVO.merchantCode}/status`, {
      cookie,
      csrf,
      body: { maintenance: null, regionRestriction: true, regionMessage: 'O Trevo Azul não opera na sua região.' },
    });
    expect(json(blocked).value.status).toEqual({
      maintenance: null,
      regionRestriction: true,
      regionMessage: 'O Trevo Azul não opera na sua região.',
    });
    expect(await siteStatus()).toMatchObject({ regionRestriction: true, regionMessage: 'O Trevo Azul não opera na sua região.' });
    const [entry] = json(await call('GET', `/ops/api/merchants/${TREVO.merchantCode}/audit?limit=1`, { cookie })).value;
    expect(entry.newValue).toEqual({ maintenance: null, regionRestriction: true, regionMessage: 'O Trevo Azul não opera na sua região.' });
    // A message longer than the block page holds is refused; the block stays as it was.
    const tooLong = await call('PUT', `/ops/api/merchants/${TREVO.merchantCode}/status`, {
      cookie,
      csrf,
      body: { maintenance: null, regionRestriction: true, regionMessage: 'x'.repeat(1001) },
    });
    expect(tooLong.status).toBe(400);

    await call('PUT', `/ops/api/merchants/${TREVO.merchantCode}/status`, {
      cookie,
      csrf,
      body: { maintenance: null, regionRestriction: false },
    });
    expect(await siteStatus()).toMatchObject({ regionRestriction: false, regionMessage: null });
  });

  it('answers 404 for an unknown module or merchant', async () => {
    const { cookie, csrf } = await logIn();
    const module = await call('PUT', `/ops/api/merchants/${MARE.merchantCode}/modules/NOPE`, { cookie, csrf, body: { enabled: false } });
    expect([module.status, json(module).code]).toEqual([404, 'NOT_FOUND']);
    const merchant = await call('GET', '/ops/api/merchants/NOPE01', { cookie });
    expect([merchant.status, json(merchant).code]).toEqual([404, 'UNKNOWN_MERCHANT']);
  });

  it('serves the page with a CSP of its own: its own script and style only', async () => {
    const page = await send(sandbox.baseUrl, { path: '/ops/', headers: { accept: 'text/html', host: opsHost() } });
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.text).toContain('<script type="module" src="/ops/app.js">');
    const script = await send(sandbox.baseUrl, { path: '/ops/app.js', headers: { host: opsHost() } });
    expect([script.status, script.headers['content-type']]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect((await send(sandbox.baseUrl, { path: '/ops/unknown', headers: { host: opsHost() } })).status).toBe(404);
  });

  it('exists only on its own host: a player site’s host answers 404 to its page and every call, even with a session', async () => {
    const { cookie, csrf } = await logIn();
    const auditBefore = json(await call('GET', `/ops/api/merchants/${MARE.merchantCode}/audit`, { cookie })).value;
    const port = new URL(sandbox.baseUrl).port;
    for (const host of [`127.0.0.1:${port}`, `trevo-azul.localhost:${port}`, `localhost:${port}`]) {
      const page = await send(sandbox.baseUrl, { path: '/ops/', headers: { accept: 'text/html', host } });
      expect([host, page.status, page.text]).toEqual([host, 404, expect.not.stringContaining('ops-root')]);
      for (const [method, path, body] of EVERY_CALL) {
        const reply = await send(sandbox.baseUrl, {
          method,
          path,
          headers: { host, cookie, 'x-csrf-token': csrf, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        expect([host, method, path, reply.status]).toEqual([host, method, path, 404]);
      }
    }
    // Nothing was switched from there.
    expect(json(await call('GET', `/ops/api/merchants/${MARE.merchantCode}/audit`, { cookie })).value).toEqual(auditBefore);
  });
});
