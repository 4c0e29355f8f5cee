import { loadBrands } from '../brands';
import { catalogueGames, MIN_BET_OPTIONS } from '../db/seed/game-catalogue';
import { seedDatabase } from '../db/seed';
import type { Game } from '../store/games';
import { tokenOf } from '../testing/accounts';
import { callApi, MARE, schemaErrors, startSandbox, TREVO, type JsonReply, type RunningSandbox } from '../testing/fixtures';

interface GameListValue {
  games: Game[];
  totalPages: number;
  totalCount: number;
  pageNo: number;
}

interface Lane {
  vassalage: string;
  name: string;
  gameType: string;
  isHot: 0 | 1;
  gameCount: number;
  logo: string;
}

const LIST_BASE = { clientType: '3', platform: 'flash,html5-desktop', channel: 'WEB', language: 'pt', pageNo: '1', pageSize: '15' };

describe('game catalogue calls', () => {
  let sandbox: RunningSandbox;
  let jogadorToken: string;

  beforeAll(async () => {
    sandbox = await startSandbox();
    jogadorToken = await tokenOf(sandbox, 'jogador', 'Sorte2026');
  }, 60_000);
  afterAll(() => sandbox?.close());

  const get = <T>(path: string, params: Record<string, string | undefined>, options: { merchant?: string; token?: string } = {}) => {
    const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
    return callApi<T>(sandbox.baseUrl, `${path}?${query}`, {
      merchant: options.merchant ?? MARE.merchantCode,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    });
  };
  const gameList = (params: Record<string, string | undefined>, options: { merchant?: string; token?: string } = {}) =>
    get<GameListValue>(
      '/wps/relay/GCSGAME_gameList',
      { ...LIST_BASE, merchant: options.merchant ?? MARE.merchantCode, ...params },
      options,
    );
  const allGames = async (params: Record<string, string | undefined>, merchant?: string) =>
    (await gameList({ ...params, pageSize: '100' }, { merchant })).json.value.games;
  const expectOk = <T>(reply: JsonReply<T>, file: string) => {
    expect([reply.status, reply.json.code]).toEqual([200, undefined]);
    expect(schemaErrors(file, reply.json.value)).toEqual([]);
    return reply.json.value;
  };

  describe('the seeded catalogue', () => {
    const games = catalogueGames();

    it('has distinct names and tiles, and about one hot game in five', () => {
      expect(new Set(games.map((game) => game.name)).size).toBe(games.length);
      expect(new Set(games.map((game) => game.slug)).size).toBe(games.length);
      const hotShare = games.filter((game) => game.isHot).length / games.length;
      expect(hotShare).toBeGreaterThan(0.15);
      expect(hotShare).toBeLessThan(0.3);
    });

    it('gives every slot vendor 8 to 20 games, PNG and PT at least 36 with every min bet and 3 bingo games', () => {
      const countOf = (vendor: string, type = 'RNG') => games.filter((game) => game.vendorCode === vendor && game.gameType === type).length;
      for (const vendor of ['MG', 'AE', 'AG', 'CQ9', 'GG', 'ISB', 'MGS', 'RTG', 'TTG', 'WD']) {
        expect([vendor, countOf(vendor) >= 8 && countOf(vendor) <= 20]).toEqual([vendor, true]);
      }
      for (const vendor of ['PNG', 'PT']) {
        const own = games.filter((game) => game.vendorCode === vendor && game.gameType === 'RNG');
        expect(own.length).toBeGreaterThanOrEqual(36);
        expect(new Set(own.map((game) => game.minBet))).toEqual(new Set(MIN_BET_OPTIONS));
        expect(own.filter((game) => game.gameClassify === 'BG').length).toBeGreaterThanOrEqual(3);
      }
      expect(countOf('HOUSE')).toBe(24);
      expect(games.filter((game) => game.vendorCode === 'HOUSE' && game.isTop)).toHaveLength(20);
      expect(countOf('TCG_SEA', 'LOTT')).toBe(16);
      expect(countOf('TCG_LOTTO_VN', 'LOTT')).toBe(9);
      expect(countOf('ELOTT', 'ELOTT')).toBe(6);
    });

    it('reaches a database seeded before the games area existed, on its next start', async () => {
      // The ledger holds the cashier's history, rewards, missions and referrals too: whatever
      // points at its moves goes with them.
      for (const table of ['withdrawals', 'deposit_orders', 'member_rewards', 'mission_claims', 'referrals'])
        await sandbox.db.query(`DELETE FROM ${table}`);
      await sandbox.db.query(`DELETE FROM wallet_moves`);
      await sandbox.db.query(`DELETE FROM wallets`);
      await sandbox.db.query(
        `DELETE FROM merchant_vendor_cards WHERE merchant_code = $1 AND game_type = 'ELOTT' AND vendor_code = 'LOTT'`,
        [TREVO.merchantCode],
      );
      await sandbox.db.query(`DELETE FROM merchant_seed_areas WHERE area = 'games'`);
      await seedDatabase(sandbox.db, loadBrands());
      const { rows } = await sandbox.db.query<{ merchant_code: string; balance: string }>(
        `SELECT a.merchant_code, w.balance::text AS balance FROM wallets w JOIN accounts a USING (account_id) WHERE a.username = 'jogador' AND w.wallet_code = 'MAIN' ORDER BY 1`,
      );
      expect(rows).toEqual([
        { merchant_code: MARE.merchantCode, balance: '1250.00' },
        { merchant_code: TREVO.merchantCode, balance: '1250.00' },
      ]);
      const lanes = await get<{ data: { lanes: Lane[] } }>(
        '/wps/relay/GCSGAME_newGameVendor',
        { platform: 'html5-desktop', gameType: 'ELOTT', language: 'pt' },
        { merchant: TREVO.merchantCode },
      );
      expect(lanes.json.value.data.lanes.map((lane) => lane.vassalage)).toEqual(['ELOTT', 'LOTT']);
    });
  });

  describe('GCSGAME_gameList', () => {
    it('pages 15 at a time: 15, 15, then the rest, with totalPages and totalCount', async () => {
      const pages = await Promise.all(['1', '2', '3', '4'].map((pageNo) => gameList({ gameType: 'RNG', vassalage: 'PNG', pageNo })));
      const values = pages.map((reply) => expectOk(reply, 'relay-GCSGAME_gameList.json'));
      expect(values.map((value) => value.games.length)).toEqual([15, 15, 10, 0]);
      expect(values.map((value) => [value.totalPages, value.totalCount])).toEqual(Array(4).fill([3, 40]));
      expect(values.map((value) => value.pageNo)).toEqual([1, 2, 3, 4]);
      const ids = values.flatMap((value) => value.games.map((game) => game.nodeId));
      expect(new Set(ids).size).toBe(40);
      expect(values[0].games[0]).toEqual({
        nodeId: expect.any(Number),
        gameCode: 'png1001',
        gameName: 'Tesouro Asteca',
        gameType: 'RNG',
        vassalage: 'PNG',
        gameClassify: 'SLOT',
        minBet: 0.01,
        minLineNum: 20,
        isHot: 0,
        isTop: 0,
        image: 'games/tesouro-asteca.jpg',
        favorite: false,
      });
    });

    it('answers totalPages 0 when nothing matches', async () => {
      const value = expectOk(await gameList({ gameType: 'RNG', gameName: 'não existe jogo assim' }), 'relay-GCSGAME_gameList.json');
      expect(value).toEqual({ games: [], totalPages: 0, totalCount: 0, pageNo: 1 });
    });

    it('filters by vendor and by class', async () => {
      const pt = await allGames({ gameType: 'RNG', vassalage: 'PT' });
      expect(pt).toHaveLength(38);
      expect(pt.every((game) => game.vassalage === 'PT' && game.gameType === 'RNG')).toBe(true);
      const bingo = await allGames({ gameType: 'RNG', vassalage: 'PNG', gameClassify: 'BG' });
      expect(bingo.length).toBeGreaterThanOrEqual(3);
      expect(bingo.every((game) => game.gameClassify === 'BG' && game.gameName.startsWith('Bingo'))).toBe(true);
      const live = await allGames({ gameType: 'LIVE', gameClassify: 'ROULETTE' });
      expect(live.length).toBeGreaterThan(3);
      expect(live.every((game) => game.gameType === 'LIVE' && game.gameName.startsWith('Roleta'))).toBe(true);
    });

    it('searches names ignoring case and accents', async () => {
      for (const gameName of ['Dragão Dourado', 'DRAGAO dour', 'dragão', 'DrAgAo']) {
        const names = (await allGames({ gameType: 'RNG', gameName })).map((game) => game.gameName);
        expect([gameName, names.includes('Dragão Dourado')]).toEqual([gameName, true]);
        expect(
          names.every((name) =>
            name
              .normalize('NFD')
              .replace(/[\u0300-\u036f]/g, '')
              .toLowerCase()
              .includes('dragao'),
          ),
        ).toBe(true);
      }
      expect((await allGames({ gameType: 'PVP', gameName: "hold'EM" })).map((game) => game.gameName)).toEqual([
        "Poker Texas Hold'em",
        "Texas Hold'em Torneio",
      ]);
      // An empty search box filters nothing.
      expect((await gameList({ gameType: 'RNG', vassalage: 'PNG', gameName: '' })).json.value.totalCount).toBe(40);
    });

    it('filters by min bet (every option has PNG games) and by at least minLineNum lines', async () => {
      for (const minBet of MIN_BET_OPTIONS) {
        const games = await allGames({ gameType: 'RNG', vassalage: 'PNG', minBet: String(minBet) });
        expect([minBet, games.length > 0, games.every((game) => game.minBet === minBet)]).toEqual([minBet, true, true]);
      }
      const wide = await allGames({ gameType: 'RNG', vassalage: 'PNG', minLineNum: '25' });
      expect(wide.length).toBeGreaterThan(0);
      expect(wide.every((game) => game.minLineNum >= 25)).toBe(true);
    });

    it('lists the in-house games under INHOUSE (as RNG, vassalage HOUSE), and only the top ones with isTop 1', async () => {
      const inHouse = await allGames({ gameType: 'INHOUSE' });
      expect(inHouse).toHaveLength(24);
      expect(inHouse.every((game) => game.gameType === 'RNG' && game.vassalage === 'HOUSE')).toBe(true);
      const top = await gameList({ gameType: 'INHOUSE', isTop: '1', pageSize: '18' });
      expect(top.json.value.games).toHaveLength(18);
      expect([top.json.value.totalCount, top.json.value.totalPages]).toEqual([20, 2]);
      expect(top.json.value.games.every((game) => game.isTop === 1)).toBe(true);
      expect(await allGames({ gameType: 'RNG', vassalage: 'HOUSE' })).toHaveLength(24);
      expect((await allGames({ gameType: 'RNG' })).some((game) => game.vassalage === 'HOUSE')).toBe(false);
    });

    it('lists only the vendors the merchant carries', async () => {
      expect((await gameList({ gameType: 'RNG', vassalage: 'WD' })).json.value.totalCount).toBe(8);
      expect((await gameList({ gameType: 'RNG', vassalage: 'WD' }, { merchant: TREVO.merchantCode })).json.value.totalCount).toBe(0);
      const trevoVendors = new Set((await allGames({ gameType: 'LIVE' }, TREVO.merchantCode)).map((game) => game.vassalage));
      expect(trevoVendors.has('LOTUS')).toBe(false);
      expect(trevoVendors.has('EA')).toBe(true);
    });

    it('fills favorite with a token, and ignores a stale one', async () => {
      const [first] = (await gameList({ gameType: 'RNG', vassalage: 'PNG' })).json.value.games;
      await callApi(sandbox.baseUrl, '/wps/relay/MCSFE_getFavoriteGames', {
        method: 'POST',
        headers: { authorization: `Bearer ${jogadorToken}` },
        body: { nodeId: first.nodeId, vendor: 'PNG', gameType: 'RNG' },
      });
      const withToken = await gameList({ gameType: 'RNG', vassalage: 'PNG' }, { token: jogadorToken });
      expect(withToken.json.value.games.filter((game) => game.favorite).map((game) => game.nodeId)).toEqual([first.nodeId]);
      const anonymous = await gameList({ gameType: 'RNG', vassalage: 'PNG' });
      expect(anonymous.json.value.games.some((game) => game.favorite)).toBe(false);
      const stale = await gameList({ gameType: 'RNG', vassalage: 'PNG' }, { token: 'A'.repeat(43) });
      expect([stale.status, stale.json.value.games.some((game) => game.favorite)]).toEqual([200, false]);
    });

    it('refuses a merchant that contradicts the header', async () => {
      const reply = await get('/wps/relay/GCSGAME_gameList', { ...LIST_BASE, merchant: TREVO.merchantCode, gameType: 'RNG' });
      expect([reply.status, reply.json.code, reply.json.message]).toEqual([
        400,
        'INVALID_REQUEST',
        'O campo "merchant" não corresponde ao cabeçalho X-Merchant-Code.',
      ]);
    });

    it('answers 400, never 500, to bad input', async () => {
      const cases: Record<string, string | undefined>[] = [
        { pageSize: '0' },
        { pageSize: '101' },
        { pageNo: '0' },
        { pageNo: 'um' },
        { gameType: 'SLOTS' },
        { gameType: undefined },
        { clientType: '4' },
        { platform: 'html5' },
        { language: 'portuguese' },
        { channel: 'W'.repeat(17) },
        { gameName: 'x'.repeat(65) },
        { gameName: 'a\u0000b' },
        { minBet: 'abc' },
        { minBet: '0' },
        { minLineNum: '1.5' },
        { isTop: '2' },
        { vassalage: "PNG' OR 1=1" },
        { gameClassify: 'slot' },
        { unknown: '1' },
      ];
      for (const params of cases) {
        const reply = await gameList({ gameType: 'RNG', ...params });
        expect([params, reply.status, reply.json.code]).toEqual([params, 400, 'INVALID_REQUEST']);
      }
    });
  });

  describe('GCSGAME_hotGamesV2', () => {
    const hot = (params: Record<string, string | undefined> = {}, merchant?: string) =>
      get<Game[]>(
        '/wps/relay/GCSGAME_hotGamesV2',
        { merchantCode: merchant ?? MARE.merchantCode, isPlatform: '2', platform: 'html5-desktop', language: 'pt', ...params },
        { merchant },
      );

    it('answers at most 30 hot games in menu order, without a token', async () => {
      const games = expectOk(await hot(), 'relay-GCSGAME_hotGamesV2.json');
      expect(games).toHaveLength(30);
      expect(games.every((game) => game.isHot === 1 && !game.favorite)).toBe(true);
      // Menu order: slots first, PNG (the first slot card) before PT.
      expect(games[0].vassalage).toBe('PNG');
      expect(games.findIndex((game) => game.vassalage === 'PT')).toBeGreaterThan(games.map((game) => game.vassalage).lastIndexOf('PNG'));
    });

    it('narrows to a category or a vendor', async () => {
      const live = expectOk(await hot({ gameType: 'LIVE' }), 'relay-GCSGAME_hotGamesV2.json');
      expect(live.length).toBeGreaterThan(0);
      expect(live.every((game) => game.gameType === 'LIVE' && game.isHot === 1)).toBe(true);
      const cq9Fish = expectOk(await hot({ gameType: 'FISH', vassalage: 'CQ9' }), 'relay-GCSGAME_hotGamesV2.json');
      expect(cq9Fish.map((game) => [game.vassalage, game.gameType])).toEqual(cq9Fish.map(() => ['CQ9', 'FISH']));
      expect(
        expectOk(await hot({ gameType: 'INHOUSE' }), 'relay-GCSGAME_hotGamesV2.json').every((game) => game.vassalage === 'HOUSE'),
      ).toBe(true);
    });

    it('refuses a contradicting merchantCode and bad input with 400', async () => {
      const other = await get('/wps/relay/GCSGAME_hotGamesV2', {
        merchantCode: TREVO.merchantCode,
        isPlatform: '2',
        platform: 'html5-desktop',
        language: 'pt',
      });
      expect([other.status, other.json.code]).toEqual([400, 'INVALID_REQUEST']);
      for (const params of [{ isPlatform: '1' }, { merchantCode: undefined }, { gameType: 'X' }, { language: undefined }]) {
        expect([params, (await hot(params)).status]).toEqual([params, 400]);
      }
    });
  });

  describe('GCSGAME_newGameVendor', () => {
    const lanes = (gameType: string, merchant?: string) =>
      get<{ data: { lanes: Lane[] } }>(
        '/wps/relay/GCSGAME_newGameVendor',
        { platform: 'html5-desktop', gameType, language: 'pt' },
        { merchant },
      );

    it("answers the category's vendor cards in menu order with their game counts", async () => {
      const value = expectOk(await lanes('RNG'), 'relay-GCSGAME_newGameVendor.json');
      expect(value.data.lanes.map((lane) => lane.vassalage)).toEqual([
        'PNG',
        'PT',
        'MG',
        'AE',
        'AG',
        'CQ9',
        'GG',
        'ISB',
        'MGS',
        'RTG',
        'TTG',
        'WD',
      ]);
      expect(value.data.lanes[0]).toEqual({
        vassalage: 'PNG',
        name: "Play'n GO",
        gameType: 'RNG',
        isHot: 1,
        gameCount: 40,
        logo: 'vendors/PNG.jpg',
      });
      expect(value.data.lanes.find((lane) => lane.vassalage === 'AG')?.gameCount).toBe(12);
      expect(expectOk(await lanes('INHOUSE'), 'relay-GCSGAME_newGameVendor.json').data.lanes).toEqual([
        { vassalage: 'HOUSE', name: 'Originais', gameType: 'INHOUSE', isHot: 1, gameCount: 24, logo: 'vendors/HOUSE.jpg' },
      ]);
      expect((await lanes('RNG', TREVO.merchantCode)).json.value.data.lanes).toHaveLength(11);
      expect((await lanes('ELOTT', TREVO.merchantCode)).json.value.data.lanes.map((lane) => [lane.vassalage, lane.gameCount])).toEqual([
        ['ELOTT', 6],
        ['LOTT', 6],
      ]);
      expect((await lanes('ELOTT')).json.value.data.lanes.map((lane) => lane.vassalage)).toEqual(['ELOTT']);
    });

    it('refuses another platform', async () => {
      const reply = await get('/wps/relay/GCSGAME_newGameVendor', { platform: 'flash', gameType: 'RNG', language: 'pt' });
      expect(reply.status).toBe(400);
    });
  });

  describe('GCSGAME_getVassGameType', () => {
    const vendorGames = (params: Record<string, string>, options: { merchant?: string; token?: string } = {}) =>
      get<{ vassalage: string; name: string; games: Game[] }>('/wps/relay/GCSGAME_getVassGameType', params, options);

    it("answers all of a vendor's games of a category", async () => {
      const value = expectOk(
        await vendorGames({ vassalage: 'PNG', gameType: 'RNG' }, { token: jogadorToken }),
        'relay-GCSGAME_getVassGameType.json',
      );
      expect([value.vassalage, value.name, value.games.length]).toEqual(['PNG', "Play'n GO", 40]);
      const fish = expectOk(
        await vendorGames({ vassalage: 'CQ9', gameType: 'FISH' }, { token: jogadorToken }),
        'relay-GCSGAME_getVassGameType.json',
      );
      expect(fish.games.map((game) => game.gameType)).toEqual(Array(8).fill('FISH'));
    });

    it('needs a token, and a vendor the merchant carries in that category', async () => {
      const anonymous = await vendorGames({ vassalage: 'PNG', gameType: 'RNG' });
      expect([anonymous.status, anonymous.json.code]).toEqual([401, 'NOT_LOGGED_IN']);
      const trevoToken = await tokenOf(sandbox, 'jogador', 'Sorte2026', { merchant: TREVO.merchantCode });
      const notCarried = await vendorGames({ vassalage: 'WD', gameType: 'RNG' }, { merchant: TREVO.merchantCode, token: trevoToken });
      expect([notCarried.status, notCarried.json.code]).toEqual([404, 'VENDOR_NOT_FOUND']);
      const wrongCategory = await vendorGames({ vassalage: 'PNG', gameType: 'LIVE' }, { token: jogadorToken });
      expect(wrongCategory.status).toBe(404);
      // Another merchant's token is no token here.
      const crossMerchant = await vendorGames({ vassalage: 'PNG', gameType: 'RNG' }, { token: trevoToken });
      expect(crossMerchant.status).toBe(401);
    });
  });
});
