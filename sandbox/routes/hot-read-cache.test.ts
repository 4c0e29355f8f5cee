/**
 * The cached hot reads (store/cached-reads.ts, issue 24): each is read once so it is cached, then
 * changed through the real route an operator or a test uses, and the very next read must show the
 * change. Without the invalidation each of these reads the old, cached answer.
 */
import { DEMO_OPERATOR } from '../db/seed/operators';
import { send } from '../testing/http';
import { callApi, MARE, startSandbox, TREVO, type RunningSandbox } from '../testing/fixtures';
import type { GameCategoryMenu } from '../store/game-menus';
import type { WhitelabelModule } from '../store/whitelabel';

interface Status {
  whitelabel: WhitelabelModule[];
  maintenance: { title: string; message: string; endTime: string | null } | null;
  regionRestriction: boolean;
  regionMessage: string | null;
  registerRules: { key: string; enabled: boolean }[];
  resources: { url: string }[];
}
interface Banner {
  groupName: string;
  linkageType: string | null;
  linkage: string | null;
}
interface Announcement {
  title: string;
}

describe('cached hot reads: an operator change shows on the very next request', () => {
  let sandbox: RunningSandbox;
  let ops: { cookie: string; csrf: string };

  beforeAll(async () => {
    sandbox = await startSandbox();
    const login = await send(sandbox.baseUrl, {
      method: 'POST',
      path: '/ops/api/session',
      headers: { host: opsHost(), 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO_OPERATOR.username, password: DEMO_OPERATOR.password }),
    });
    expect(login.status).toBe(200);
    ops = {
      cookie: String(login.headers['set-cookie']).split(';')[0],
      csrf: (JSON.parse(login.text) as { value: { csrfToken: string } }).value.csrfToken,
    };
  }, 60_000);
  afterAll(() => sandbox?.close());
  afterEach(() => sandbox.controls.reset());

  const opsHost = () => `ops.localhost:${new URL(sandbox.baseUrl).port}`;
  /** A back-office write, as the ops page makes it. */
  const operator = async (path: string, body: unknown) => {
    const reply = await send(sandbox.baseUrl, {
      method: 'PUT',
      path: `/ops/api/merchants/${MARE.merchantCode}${path}`,
      headers: { host: opsHost(), 'content-type': 'application/json', cookie: ops.cookie, 'x-csrf-token': ops.csrf },
      body: JSON.stringify(body),
    });
    expect(reply.status).toBe(200);
  };
  const control = async (path: string, body: unknown) => {
    const reply = await callApi(sandbox.baseUrl, path, { method: 'POST', body, merchant: null });
    expect(reply.status).toBe(200);
  };
  const get = async <T>(path: string, merchant: string = MARE.merchantCode) => {
    const reply = await callApi<T>(sandbox.baseUrl, path, { merchant });
    expect(reply.status).toBe(200);
    return reply.json.value;
  };
  const status = (merchant?: string) => get<Status>('/wps/system/status?url=127.0.0.1', merchant);
  const moduleFlag = (tree: readonly WhitelabelModule[], modId: string): string | undefined => {
    for (const node of tree) {
      if (node.modId === modId) return node.enabled;
      const found = moduleFlag(node.childrenNodes, modId);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  const menus = () =>
    get<GameCategoryMenu[]>(`/lgw/games/game_menus?merchantCode=${MARE.merchantCode}&platform=MDS&device=WEB&language=pt`);
  const menuCards = async () => (await menus()).flatMap((menu) => menu.cards.map((card) => `${menu.gameType}/${card.vassalage}`));
  const banners = (group?: string) => get<Banner[]>(`/wps/system/banners${group ? `?group=${group}` : ''}`);
  const announcementTitles = async () => {
    const groups = await get<Record<string, Announcement[]>>(
      '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B',
    );
    return Object.values(groups).flatMap((list) => list.map((announcement) => announcement.title));
  };

  it('system/status follows the back office’s status, and the other merchant keeps its own', async () => {
    expect((await status()).maintenance).toBeNull();
    expect((await status(TREVO.merchantCode)).maintenance).toBeNull();
    const maintenance = { title: 'Manutenção', message: 'Voltamos logo.', endTime: '2030-01-15T10:30:00.000Z' };
    await operator('/status', { maintenance, regionRestriction: false });
    expect((await status()).maintenance).toEqual(maintenance);
    expect((await status(TREVO.merchantCode)).maintenance).toBeNull();

    await operator('/status', { maintenance: null, regionRestriction: true, regionMessage: 'Indisponível aqui.' });
    const blocked = await status();
    expect([blocked.maintenance, blocked.regionRestriction, blocked.regionMessage]).toEqual([null, true, 'Indisponível aqui.']);
  });

  it('system/status follows the test controls’ status and reset', async () => {
    await status();
    await control('/__sandbox/status', { merchantCode: MARE.merchantCode, maintenance: null, regionRestriction: true });
    expect((await status()).regionRestriction).toBe(true);
    await control('/__sandbox/reset', { merchantCode: MARE.merchantCode });
    expect((await status()).regionRestriction).toBe(false);
  });

  it('the permission tree (system/status, system/whitelabel) follows a module switch', async () => {
    expect(moduleFlag((await status()).whitelabel, 'LIVE')).toBe('1');
    expect(moduleFlag(await get<WhitelabelModule[]>('/wps/system/whitelabel'), 'LIVE')).toBe('1');
    await operator('/modules/LIVE', { enabled: false });
    expect(moduleFlag((await status()).whitelabel, 'LIVE')).toBe('0');
    expect(moduleFlag(await get<WhitelabelModule[]>('/wps/system/whitelabel'), 'LIVE')).toBe('0');
    await control('/__sandbox/toggles', { merchantCode: MARE.merchantCode, modules: { LIVE: true } });
    expect(moduleFlag((await status()).whitelabel, 'LIVE')).toBe('1');
  });

  it('the game menus follow a category’s module and a vendor’s switch', async () => {
    expect(await menuCards()).toContain('LIVE/EA');
    await operator('/vendors/LIVE/EA', { enabled: false });
    const withoutEa = await menuCards();
    expect(withoutEa).not.toContain('LIVE/EA');
    expect(withoutEa.some((card) => card.startsWith('LIVE/'))).toBe(true);
    await operator('/modules/LIVE', { enabled: false });
    expect((await menus()).map((menu) => menu.gameType)).not.toContain('LIVE');
    await control('/__sandbox/reset', { merchantCode: MARE.merchantCode });
    expect(await menuCards()).toContain('LIVE/EA');
  });

  it('the winner board and a guest’s hot games follow a vendor’s switch and a category’s module', async () => {
    const hotVendors = async () =>
      new Set(
        (
          await get<{ vassalage: string }[]>(
            `/wps/relay/GCSGAME_hotGamesV2?merchantCode=${MARE.merchantCode}&isPlatform=2&gameType=RNG&platform=html5-desktop&language=pt`,
          )
        ).map((game) => game.vassalage),
      );
    const boardVendors = async (gameType: string) =>
      new Set(
        (await get<{ vassalage: string }[]>(`/wps/relay/GCSGAME_getRankList?gameType=${gameType}&count=50`)).map((win) => win.vassalage),
      );
    const [hotVendor] = [...(await hotVendors())];
    expect(hotVendor).toBeDefined();
    const liveVendors = await boardVendors('LIVE');
    expect(liveVendors.size).toBeGreaterThan(1);
    const [liveVendor] = [...liveVendors];

    await operator(`/vendors/RNG/${hotVendor}`, { enabled: false });
    expect(await hotVendors()).not.toContain(hotVendor);
    await operator(`/vendors/LIVE/${liveVendor}`, { enabled: false });
    const withoutVendor = await boardVendors('LIVE');
    expect(withoutVendor).not.toContain(liveVendor);
    expect(withoutVendor.size).toBeGreaterThan(0);
    await operator('/modules/LIVE', { enabled: false });
    expect((await boardVendors('LIVE')).size).toBe(0);

    await control('/__sandbox/reset', { merchantCode: MARE.merchantCode });
    expect(await hotVendors()).toContain(hotVendor);
    expect(await boardVendors('LIVE')).toContain(liveVendor);
  });

  it('the banners follow their page’s module and the vendor they link to', async () => {
    expect((await banners('w_live')).length).toBeGreaterThan(0);
    const linksToEa = (list: Banner[]) => list.some((banner) => banner.linkageType === 'GAME' && banner.linkage === 'LIVE/EA');
    expect(linksToEa(await banners())).toBe(true);
    await operator('/vendors/LIVE/EA', { enabled: false });
    expect(linksToEa(await banners())).toBe(false);
    await operator('/modules/LIVE', { enabled: false });
    expect(await banners('w_live')).toEqual([]);
    // Only the group asked for, as before the cache.
    expect(new Set((await banners('w_home')).map((banner) => banner.groupName))).toEqual(new Set(['w_home']));
  });

  it('the announcements follow the announcements control', async () => {
    expect(await announcementTitles()).not.toContain('Aviso novo');
    await control('/__sandbox/announcements', {
      merchantCode: MARE.merchantCode,
      announcements: [{ type: 'PL', title: 'Aviso novo', content: 'Conteúdo.' }],
    });
    expect(await announcementTitles()).toEqual(['Aviso novo']);
    await control('/__sandbox/announcements', { merchantCode: MARE.merchantCode });
    expect(await announcementTitles()).not.toContain('Aviso novo');
  });

  it('the promotions list follows the PROMOTIONS module', async () => {
    expect((await callApi(sandbox.baseUrl, '/wps/promotions')).status).toBe(200);
    await operator('/modules/PROMOTIONS', { enabled: false });
    const off = await callApi(sandbox.baseUrl, '/wps/promotions');
    expect([off.status, off.json.code]).toEqual([404, 'PROMOTIONS_OFF']);
  });

  it('a reset drops every read of the merchant, also those only seeding changes (rules, links, merchant)', async () => {
    // No route changes these: SQL behind the sandbox's back (as here) is seen after a reset.
    const sql = (text: string, ...params: unknown[]) => sandbox.db.query(text, [MARE.merchantCode, ...params]);
    const { rows } = await sandbox.db.query<{ country_code: string; url: string }>(
      `SELECT m.country_code, r.url FROM merchants m JOIN resources r USING (merchant_code)
        WHERE m.merchant_code = $1 AND r.resource_type = 'TELEGRAM'`,
      [MARE.merchantCode],
    );
    const original = { country: rows[0].country_code.trim(), telegram: rows[0].url };
    const otherCountry = original.country === 'PH' ? 'BR' : 'PH';
    const captchaRule = (value: Status) => value.registerRules.find((rule) => rule.key === 'captcha')?.enabled;
    const telegram = (value: Status) => value.resources.find((resource) => resource.url.includes('t.me'))?.url;

    const before = await status();
    expect([captchaRule(before), telegram(before)]).toEqual([true, original.telegram]);
    expect((await get<{ countryCode: string }>('/wps/system/countryCode')).countryCode).toBe(original.country);
    try {
      await sql(`UPDATE register_rules SET enabled = false WHERE merchant_code = $1 AND field_key = 'captcha'`);
      await sql(`UPDATE resources SET url = 'https://t.me/novo' WHERE merchant_code = $1 AND resource_type = 'TELEGRAM'`);
      await sql(`UPDATE merchants SET country_code = $2 WHERE merchant_code = $1`, otherCountry);
      await control('/__sandbox/reset', { merchantCode: MARE.merchantCode });
      const after = await status();
      expect([captchaRule(after), telegram(after)]).toEqual([false, 'https://t.me/novo']);
      expect((await get<{ countryCode: string }>('/wps/system/countryCode')).countryCode).toBe(otherCountry);
    } finally {
      await sql(`UPDATE register_rules SET enabled = true WHERE merchant_code = $1 AND field_key = 'captcha'`);
      await sql(`UPDATE resources SET url = $2 WHERE merchant_code = $1 AND resource_type = 'TELEGRAM'`, original.telegram);
      await sql(`UPDATE merchants SET country_code = $2 WHERE merchant_code = $1`, original.country);
    }
  });
});
