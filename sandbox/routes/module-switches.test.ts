import { call, tokenOf } from '../testing/accounts';
import type { Game } from '../store/games';
import type { GameCategoryMenu } from '../store/game-menus';
import { MARE, startSandbox, TREVO, type RunningSandbox } from '../testing/fixtures';

/** A live baccarat of a vendor both brands carry (db/seed/game-catalogue.ts). */
const LIVE_LAUNCH = '/wps/relay/GCS_gameLaunchFB?gameCode=eat101&vassalage=EA&gameType=LIVE&platform=html5-desktop&language=pt';
const LIVE_LIST = '/wps/relay/GCSGAME_gameList?clientType=3&platform=flash%2Chtml5-desktop&channel=WEB&language=pt&pageNo=1&pageSize=50';

describe('module switches (issue 23): a module switched off leaves every read and launch', () => {
  let sandbox: RunningSandbox;
  let mare: string;
  let trevo: string;

  beforeAll(async () => {
    sandbox = await startSandbox();
    [mare, trevo] = await Promise.all([
      tokenOf(sandbox, 'jogador', 'Sorte2026'),
      tokenOf(sandbox, 'jogador', 'Sorte2026', { merchant: TREVO.merchantCode }),
    ]);
  }, 60_000);
  afterAll(() => sandbox?.close());
  afterEach(() => sandbox.controls.reset());

  const get = <T>(path: string, merchant: string, token?: string) => call<T>(sandbox, 'GET', path, undefined, { token, merchant });
  const menuTypes = async (merchant: string) =>
    (
      await get<GameCategoryMenu[]>(`/lgw/games/game_menus?merchantCode=${merchant}&platform=X&device=WEB&language=pt`, merchant)
    ).json.value.map((menu) => menu.gameType);
  const liveList = (merchant: string) => get<{ games: Game[] }>(`${LIVE_LIST}&merchant=${merchant}&gameType=LIVE`, merchant);
  const hotTypes = async (merchant: string) =>
    (
      await get<Game[]>(`/wps/relay/GCSGAME_hotGamesV2?merchantCode=${merchant}&isPlatform=2&platform=html5-desktop&language=pt`, merchant)
    ).json.value.map((game) => game.vassalage);
  const winnerTypes = async (merchant: string) =>
    new Set(
      (await get<Array<{ gameType: string }>>('/wps/relay/GCSGAME_getRankList?count=50', merchant)).json.value.map((w) => w.gameType),
    );
  // The mixed board's last 50 wins hold no live game about one time in a thousand (live tables are
  // about an eighth of the catalogue): ask for the live board itself to know live wins are there.
  const liveWinners = async (merchant: string) =>
    (await get<unknown[]>('/wps/relay/GCSGAME_getRankList?count=50&gameType=LIVE', merchant)).json.value.length;

  it('LIVE off for MDS001: menus, lists, lanes, winners and launches follow; TRV002 is unchanged; on brings it back', async () => {
    expect(await menuTypes(MARE.merchantCode)).toContain('LIVE');
    expect(await liveWinners(MARE.merchantCode)).toBe(50);
    const liveVendors = new Set((await liveList(MARE.merchantCode)).json.value.games.map((game) => game.vassalage));
    expect(liveVendors.size).toBeGreaterThan(0);

    await sandbox.controls.setModules(MARE.merchantCode, { LIVE: false });

    expect(await menuTypes(MARE.merchantCode)).not.toContain('LIVE');
    const list = await liveList(MARE.merchantCode);
    expect([list.status, list.json.code]).toEqual([403, 'FEATURE_OFF']);
    const lanes = await get('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&gameType=LIVE&language=pt', MARE.merchantCode);
    expect([lanes.status, lanes.json.code]).toEqual([403, 'FEATURE_OFF']);
    const launch = await get(LIVE_LAUNCH, MARE.merchantCode, mare);
    expect([launch.status, launch.json.code]).toEqual([403, 'FEATURE_OFF']);
    expect((await winnerTypes(MARE.merchantCode)).has('LIVE')).toBe(false);
    expect(await liveWinners(MARE.merchantCode)).toBe(0);
    // The hot strip mixes categories: none of its games may come from a live vendor card any more.
    const hotAfter = await get<Game[]>(
      `/wps/relay/GCSGAME_hotGamesV2?merchantCode=${MARE.merchantCode}&isPlatform=2&platform=html5-desktop&language=pt&gameType=LIVE`,
      MARE.merchantCode,
    );
    expect(hotAfter.json.value).toEqual([]);
    // Other categories are untouched.
    expect(await menuTypes(MARE.merchantCode)).toContain('RNG');
    expect((await hotTypes(MARE.merchantCode)).length).toBeGreaterThan(0);

    // The other brand's merchant keeps its live games.
    expect(await menuTypes(TREVO.merchantCode)).toContain('LIVE');
    expect((await liveList(TREVO.merchantCode)).status).toBe(200);
    expect((await get(LIVE_LAUNCH, TREVO.merchantCode, trevo)).status).toBe(200);

    await sandbox.controls.setModules(MARE.merchantCode, { LIVE: true });
    expect(await menuTypes(MARE.merchantCode)).toContain('LIVE');
    expect((await liveList(MARE.merchantCode)).json.value.games.length).toBeGreaterThan(0);
    expect((await get(LIVE_LAUNCH, MARE.merchantCode, mare)).status).toBe(200);
  });

  it('GAMES off switches every category off with it, and on again restores them', async () => {
    await sandbox.controls.setModules(MARE.merchantCode, { GAMES: false });
    expect(await menuTypes(MARE.merchantCode)).toEqual([]);
    expect(await hotTypes(MARE.merchantCode)).toEqual([]);
    expect((await get('/wps/relay/GCSGAME_getRankList?count=8', MARE.merchantCode)).json.value).toEqual([]);
    const slots = await get(`${LIVE_LIST}&merchant=${MARE.merchantCode}&gameType=RNG`, MARE.merchantCode);
    expect([slots.status, slots.json.code]).toEqual([403, 'FEATURE_OFF']);
    await sandbox.controls.setModules(MARE.merchantCode, { GAMES: true });
    expect(await menuTypes(MARE.merchantCode)).toContain('RNG');
  });

  it('PROMOTIONS off takes the promotions banners and every banner that links to a promotion with it', async () => {
    type Banner = { groupName: string; linkageType: string | null; linkage: string | null };
    const banners = async (merchant: string) => (await get<Banner[]>('/wps/system/banners', merchant)).json.value;
    const promotional = (list: Banner[]) => list.filter((b) => b.groupName === 'w_promotion' || b.linkageType === 'PROMOTION');
    const before = await banners(MARE.merchantCode);
    expect(promotional(before).length).toBeGreaterThan(0);
    expect(before.some((b) => b.groupName !== 'w_promotion' && b.linkageType === 'PROMOTION')).toBe(true);

    await sandbox.controls.setModules(MARE.merchantCode, { PROMOTIONS: false });
    const after = await banners(MARE.merchantCode);
    expect(promotional(after)).toEqual([]);
    expect(after.length).toBe(before.length - promotional(before).length);
    expect(promotional(await banners(TREVO.merchantCode)).length).toBeGreaterThan(0);

    await sandbox.controls.setModules(MARE.merchantCode, { PROMOTIONS: true });
    expect(await banners(MARE.merchantCode)).toEqual(before);
  });

  it('AGENTCENTER off: the agent centre’s calls answer FEATURE_OFF for that merchant only; on restores them', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const overview = `/wps/v2/agent/overview?from=${today}&to=${today}`;
    const [mareAgent, trevoAgent] = await Promise.all([
      tokenOf(sandbox, 'agente1', 'Sorte2026'),
      tokenOf(sandbox, 'agente1', 'Sorte2026', { merchant: TREVO.merchantCode }),
    ]);
    expect((await get(overview, MARE.merchantCode, mareAgent)).status).toBe(200);
    await sandbox.controls.setModules(MARE.merchantCode, { AGENTCENTER: false });
    const refused = await get(overview, MARE.merchantCode, mareAgent);
    expect([refused.status, refused.json.code]).toEqual([403, 'FEATURE_OFF']);
    // Salary processing is the centre's too: nothing is paid while it is off.
    const salary = await get(
      `/wps/relay/MCS2_processDailySalContract?from=${today}&to=${today}&pageNo=1&pageSize=10`,
      MARE.merchantCode,
      mareAgent,
    );
    expect([salary.status, salary.json.code]).toEqual([403, 'FEATURE_OFF']);
    expect((await get(overview, TREVO.merchantCode, trevoAgent)).status).toBe(200);
    await sandbox.controls.setModules(MARE.merchantCode, { AGENTCENTER: true });
    expect((await get(overview, MARE.merchantCode, mareAgent)).status).toBe(200);
  });

  it('MEMBERCENTER off: no new deposit is taken, while the balance and withdrawals stay reachable', async () => {
    const deposit = () =>
      call(
        sandbox,
        'POST',
        '/wps/v2/wallets/deposits',
        { channelCode: 'PIX', amount: '50', requestId: `switch-${Date.now()}` },
        { token: mare },
      );
    await sandbox.controls.setModules(MARE.merchantCode, { MEMBERCENTER: false });
    const refused = await deposit();
    expect([refused.status, refused.json.code]).toEqual([403, 'FEATURE_OFF']);
    expect((await get('/wps/v2/wallets/balance', MARE.merchantCode, mare)).status).toBe(200);
    expect((await get('/wps/v2/wallets/withdrawals/overview', MARE.merchantCode, mare)).status).toBe(200);
    await sandbox.controls.setModules(MARE.merchantCode, { MEMBERCENTER: true });
    expect((await deposit()).status).toBe(200);
  });

  it('in-house games follow INHOUSE, not RNG, though they are asked as RNG with vassalage HOUSE', async () => {
    const inHouseList = `${LIVE_LIST}&merchant=${MARE.merchantCode}&gameType=RNG&vassalage=HOUSE`;
    const inHouseLaunch = '/wps/game/launchGame?gameCode=house101&vassalage=HOUSE&gameType=INHOUSE&language=pt';
    await sandbox.controls.setModules(MARE.merchantCode, { RNG: false });
    const list = await get<{ games: Game[] }>(inHouseList, MARE.merchantCode);
    expect([list.status, list.json.value.games.length > 0]).toEqual([200, true]);
    expect((await get(inHouseLaunch, MARE.merchantCode, mare)).status).toBe(200);
    await sandbox.controls.setModules(MARE.merchantCode, { RNG: true, INHOUSE: false });
    const refused = await get(inHouseList, MARE.merchantCode);
    expect([refused.status, refused.json.code]).toEqual([403, 'FEATURE_OFF']);
    const launch = await get(inHouseLaunch, MARE.merchantCode, mare);
    expect([launch.status, launch.json.code]).toEqual([403, 'FEATURE_OFF']);
  });

  it('a banner that leads to a switched-off page goes too: a LIVE game, the /rng lobby', async () => {
    type Banner = { linkageType: string | null; linkage: string | null };
    const home = async () => (await get<Banner[]>('/wps/system/banners?group=w_home', MARE.merchantCode)).json.value;
    const leadsTo = (list: Banner[], type: string, prefix: string) =>
      list.some((b) => b.linkageType === type && b.linkage?.startsWith(prefix));
    const before = await home();
    expect([leadsTo(before, 'GAME', 'LIVE/'), leadsTo(before, 'URL', '/rng')]).toEqual([true, true]);
    await sandbox.controls.setModules(MARE.merchantCode, { LIVE: false, RNG: false });
    const after = await home();
    expect([leadsTo(after, 'GAME', 'LIVE/'), leadsTo(after, 'URL', '/rng')]).toEqual([false, false]);
    expect(after.length).toBeGreaterThan(0);
  });

  it('a page switched off takes its banner group: LIVE off empties w_live, POINTMALL off w_shop', async () => {
    const group = async (name: string) => (await get<unknown[]>(`/wps/system/banners?group=${name}`, MARE.merchantCode)).json.value.length;
    expect(await group('w_live')).toBeGreaterThan(0);
    expect(await group('w_shop')).toBeGreaterThan(0);
    await sandbox.controls.setModules(MARE.merchantCode, { LIVE: false, POINTMALL: false });
    expect([await group('w_live'), await group('w_shop')]).toEqual([0, 0]);
    expect(await group('w_home')).toBeGreaterThan(0);
  });
});
