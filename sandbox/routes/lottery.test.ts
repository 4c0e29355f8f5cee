import { MINUTE_MS } from '../lib/clock';
import { call, login } from '../testing/accounts';
import { callApi, MARE, schemaErrors, startSandbox, TREVO, type JsonReply, type RunningSandbox } from '../testing/fixtures';

interface LotteryGame {
  gameCode: string;
  gameName: string;
  gameGroupCode: string;
  vassalage: string;
  gameType: 'LOTT' | 'ELOTT';
  image: string;
  drawIntervalMinutes: number;
  nextDrawAt: string;
}

interface LotteryGroup {
  gameGroupCode: string;
  title: string;
  games: LotteryGame[];
}

interface Draw {
  gameCode: string;
  gameName: string;
  issue: string;
  numbers: string[];
  openedAt: string;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => String(from + index).padStart(2, '0'));

/** What a draw's numbers look like, per lottery family. */
function expectNumbersOf(group: string, numbers: string[]): void {
  switch (group) {
    case 'PK10':
      expect([...numbers].sort()).toEqual(range(1, 10));
      break;
    case '11X5':
      expect(numbers).toHaveLength(5);
      expect(new Set(numbers).size).toBe(5);
      expect(numbers.every((number) => range(1, 11).includes(number))).toBe(true);
      break;
    case 'K3':
      expect(numbers.join(' ')).toMatch(/^[1-6] [1-6] [1-6]$/);
      break;
    case 'LHC':
      expect(numbers).toHaveLength(7);
      expect(new Set(numbers).size).toBe(7);
      expect(numbers.every((number) => range(1, 49).includes(number))).toBe(true);
      break;
    case 'LF':
      expect(numbers.join(' ')).toMatch(/^\d \d \d$/);
      break;
    default:
      // SSC and the VN special prize.
      expect(numbers.join(' ')).toMatch(/^\d \d \d \d \d$/);
  }
}

describe('lottery lobbies and results', () => {
  let sandbox: RunningSandbox;
  let mareToken: string;
  let otherMemberToken: string;

  beforeAll(async () => {
    sandbox = await startSandbox();
    mareToken = (await login(sandbox, { username: 'jogador', password: 'Sorte2026' })).json.value.token;
    otherMemberToken = (await login(sandbox, { username: 'membro1', password: 'Sorte2026' })).json.value.token;
  }, 60_000);
  afterAll(() => sandbox?.close());

  const get = <T>(path: string, options: { merchant?: string; token?: string } = {}): Promise<JsonReply<T>> =>
    call<T>(sandbox, 'GET', path, undefined, { merchant: options.merchant ?? MARE.merchantCode, token: options.token });

  /**
   * Calls `first`, then `second`, until both fall within one minute of the clock, so that comparing
   * their answers is not spoilt by a draw opening in between (every interval is whole minutes).
   */
  async function withinOneMinute<A, B>(first: () => Promise<A>, second: () => Promise<B>): Promise<[A, B]> {
    for (;;) {
      const minute = Math.floor(Date.now() / MINUTE_MS);
      const answers: [A, B] = [await first(), await second()];
      if (Math.floor(Date.now() / MINUTE_MS) === minute) return answers;
    }
  }

  /** Two calls can fall either side of a one-minute lottery's draw: compare them without its time. */
  const withoutDrawTimes = (games: LotteryGame[]) => games.map(({ nextDrawAt: _nextDrawAt, ...game }) => game);

  const popular = (prizeMode: string, merchant: string = MARE.merchantCode, count = 20) =>
    get<LotteryGame[]>(`/lgw/games/popular?count=${count}&prizeMode=${prizeMode}&device=WEB&language=pt`, { merchant });
  const menus = (prizeMode: string, merchant: string = MARE.merchantCode) =>
    get<LotteryGroup[]>(`/lgw/games/lottery_menus?prizeMode=${prizeMode}&device=WEB&language=pt`, { merchant });
  const vnMenu = () => get<LotteryGroup[]>('/lgw/vn/games/game_menu?device=WEB&language=pt');

  describe('GET /lgw/games/popular', () => {
    it('answers at most count lotteries of the prize mode, hot ones first', async () => {
      const reply = await popular('Lott');
      expect(reply.status).toBe(200);
      expect(schemaErrors('lgw-games-popular.json', reply.json.value)).toEqual([]);
      const all = (await menus('Lott')).json.value.flatMap((group) => group.games);
      // The seed carries more than 20 such lotteries, so the count is what cuts the list.
      expect(all.length).toBeGreaterThan(20);
      expect(reply.json.value).toHaveLength(20);
      expect(new Set(reply.json.value.map((game) => game.vassalage))).toEqual(new Set(['TCG_SEA', 'LOTT']));
      expect(reply.json.value.every((game) => game.gameType === 'LOTT')).toBe(true);
      const firstFive = (await popular('Lott', MARE.merchantCode, 5)).json.value;
      expect(withoutDrawTimes(firstFive)).toEqual(withoutDrawTimes(reply.json.value.slice(0, 5)));
      // The catalogue's hot lotteries of this mode come first.
      const { rows } = await sandbox.db.query<{ game_code: string }>(
        `SELECT game_code FROM games WHERE is_hot AND vendor_code IN ('TCG_SEA', 'LOTT')`,
      );
      const hotCodes = rows.map((row) => row.game_code);
      expect(hotCodes.length).toBeGreaterThan(0);
      expect(
        reply.json.value
          .slice(0, hotCodes.length)
          .map((game) => game.gameCode)
          .sort(),
      ).toEqual([...hotCodes].sort());
    });

    it('filters by prize mode: SEA and ZY as Lott, Elott the ELOTT card vendors of the merchant', async () => {
      const lott = withoutDrawTimes((await popular('Lott')).json.value);
      expect(withoutDrawTimes((await popular('SEA')).json.value)).toEqual(lott);
      expect(withoutDrawTimes((await popular('ZY')).json.value)).toEqual(lott);

      const mareElott = (await popular('Elott')).json.value;
      expect(schemaErrors('lgw-games-popular.json', mareElott)).toEqual([]);
      expect(mareElott.length).toBeGreaterThan(0);
      expect(mareElott.every((game) => game.vassalage === 'ELOTT' && game.gameType === 'ELOTT')).toBe(true);

      // trevo-azul carries a LOTT card under ELOTT: its Elott mode shows those lotteries too.
      const trevoElott = (await popular('Elott', TREVO.merchantCode, 50)).json.value;
      expect(new Set(trevoElott.map((game) => game.vassalage))).toEqual(new Set(['ELOTT', 'LOTT']));
      for (const mode of ['Lott', 'Elott']) {
        for (const merchant of [MARE.merchantCode, TREVO.merchantCode]) {
          const games = (await popular(mode, merchant, 50)).json.value;
          expect(games.some((game) => game.vassalage === 'TCG_LOTTO_VN')).toBe(false);
        }
      }
    });

    it('gives every game its tile, interval and next draw on the interval boundary after now', async () => {
      const before = Date.now();
      const games = (await popular('Lott', MARE.merchantCode, 50)).json.value;
      for (const game of games) {
        expect(game.image).toMatch(/^games\/[a-z0-9-]+\.jpg$/);
        const next = Date.parse(game.nextDrawAt);
        const interval = game.drawIntervalMinutes * MINUTE_MS;
        expect(next % interval).toBe(0);
        expect(next).toBeGreaterThan(before);
        expect(next).toBeLessThanOrEqual(Date.now() + interval);
      }
    });

    it.each([
      ['count=0&prizeMode=Lott&device=WEB&language=pt', '"count"'],
      ['count=51&prizeMode=Lott&device=WEB&language=pt', '"count"'],
      ['count=abc&prizeMode=Lott&device=WEB&language=pt', '"count"'],
      ['prizeMode=Lott&device=WEB&language=pt', '"count"'],
      ['count=20&prizeMode=Mega&device=WEB&language=pt', '"prizeMode"'],
      ['count=20&prizeMode=Lott&device=TV&language=pt', '"device"'],
      ['count=20&prizeMode=Lott&device=WEB&language=portuguese', '"language"'],
      ['count=20&prizeMode=Lott&device=WEB&language=pt&page=1', '"page"'],
    ])('refuses %s with a 400', async (query, field) => {
      const reply = await get(`/lgw/games/popular?${query}`);
      expect(reply.status).toBe(400);
      expect(reply.json.code).toBe('INVALID_REQUEST');
      expect(reply.json.message).toContain(field);
    });
  });

  describe('GET /lgw/games/lottery_menus', () => {
    it('groups the prize mode’s lotteries by family, with Portuguese titles', async () => {
      for (const [mode, merchant] of [
        ['Lott', MARE.merchantCode],
        ['Elott', MARE.merchantCode],
        ['Elott', TREVO.merchantCode],
      ]) {
        const reply = await menus(mode, merchant);
        expect(reply.status).toBe(200);
        expect(schemaErrors('lgw-games-lottery_menus.json', reply.json.value)).toEqual([]);
        const groups = reply.json.value;
        expect(new Set(groups.map((group) => group.gameGroupCode)).size).toBe(groups.length);
        for (const group of groups) expect(group.games.every((game) => game.gameGroupCode === group.gameGroupCode)).toBe(true);
        const codes = groups.flatMap((group) => group.games.map((game) => game.gameCode)).sort();
        const popularCodes = (await popular(mode, merchant, 50)).json.value.map((game) => game.gameCode).sort();
        expect(codes).toEqual(popularCodes);
      }
      const titles = Object.fromEntries((await menus('Lott')).json.value.map((group) => [group.gameGroupCode, group.title]));
      expect(titles).toMatchObject({ SSC: 'Sorteio Expresso (SSC)', PK10: 'Corrida PK10', K3: 'Dados K3' });
    });

    it('refuses a missing or unknown prize mode', async () => {
      expect((await get('/lgw/games/lottery_menus?device=WEB&language=pt')).status).toBe(400);
      expect((await get('/lgw/games/lottery_menus?prizeMode=lott&device=WEB&language=pt')).status).toBe(400);
    });
  });

  describe('GET /lgw/vn/games/game_menu', () => {
    it('lists the VN lotteries by region: Norte, Centro, Sul', async () => {
      // Both calls in one minute: each game's next draw moves on as a draw opens (a CI run once
      // made them straddle 04:45:00).
      const [reply, withoutLanguage] = await withinOneMinute(vnMenu, () => get<LotteryGroup[]>('/lgw/vn/games/game_menu?device=WEB'));
      expect(reply.status).toBe(200);
      expect(schemaErrors('lgw-vn-games-game_menu.json', reply.json.value)).toEqual([]);
      expect(reply.json.value.map((group) => [group.gameGroupCode, group.title])).toEqual([
        ['VN_NORTH', 'Norte'],
        ['VN_CENTRAL', 'Centro'],
        ['VN_SOUTH', 'Sul'],
      ]);
      const games = reply.json.value.flatMap((group) => group.games);
      expect(games.every((game) => game.vassalage === 'TCG_LOTTO_VN' && game.gameType === 'LOTT')).toBe(true);
      expect(withoutLanguage.json.value).toEqual(reply.json.value);
    });

    it('takes device WEB only', async () => {
      expect((await get('/lgw/vn/games/game_menu?device=H5')).status).toBe(400);
      expect((await get('/lgw/vn/games/game_menu')).status).toBe(400);
    });
  });

  describe('GET /lgw/vn/games/game_menu/recent', () => {
    async function accountId(username: string): Promise<number> {
      const { rows } = await sandbox.db.query<{ account_id: number }>(
        'SELECT account_id FROM accounts WHERE merchant_code = $1 AND username = $2',
        [MARE.merchantCode, username],
      );
      return rows[0].account_id;
    }

    async function played(username: string, vendor: string, gameCode: string, at: string): Promise<void> {
      await sandbox.db.query(
        `INSERT INTO recent_games (account_id, game_id, played_at)
         SELECT $1, game_id, $4 FROM games WHERE vendor_code = $2 AND game_code = $3
         ON CONFLICT (account_id, game_id) DO UPDATE SET played_at = EXCLUDED.played_at`,
        [await accountId(username), vendor, gameCode, at],
      );
    }

    const recent = (token?: string, query = 'device=WEB') => get<LotteryGame[]>(`/lgw/vn/games/game_menu/recent?${query}`, { token });

    it('needs a token', async () => {
      for (const token of [undefined, 'x'.repeat(43)]) {
        const reply = await recent(token);
        expect(reply.status).toBe(401);
        expect(reply.json.code).toBe('NOT_LOGGED_IN');
      }
    });

    it('lists only the caller’s own VN launches, latest first', async () => {
      expect((await recent(mareToken)).json.value).toEqual([]);
      const vn = (await vnMenu()).json.value.flatMap((group) => group.games);
      await played('jogador', 'TCG_LOTTO_VN', vn[0].gameCode, '2026-01-01T10:00:00Z');
      await played('jogador', 'TCG_LOTTO_VN', vn[4].gameCode, '2026-01-02T10:00:00Z');
      // Not a VN lottery: never on this list.
      await played('jogador', 'TCG_SEA', 'CQSSC', '2026-01-03T10:00:00Z');

      const mine = await recent(mareToken, 'device=H5');
      expect(mine.status).toBe(200);
      expect(schemaErrors('lgw-vn-games-game_menu-recent.json', mine.json.value)).toEqual([]);
      expect(mine.json.value.map((game) => game.gameCode)).toEqual([vn[4].gameCode, vn[0].gameCode]);
      expect(mine.json.value[0]).toEqual(vn[4]);

      expect((await recent(otherMemberToken)).json.value).toEqual([]);
    });

    it('refuses a missing or unknown device, or extra parameters', async () => {
      expect((await recent(mareToken, '')).status).toBe(400);
      expect((await recent(mareToken, 'device=TV')).status).toBe(400);
      expect((await recent(mareToken, 'device=WEB&token=abc')).status).toBe(400);
    });
  });

  describe('GET /lgw/vn/numeros/opened/game', () => {
    const opened = (query: string) => get<Draw[]>(`/lgw/vn/numeros/opened/game?${query}`);

    it('answers the last 100 VN draws, newest first, over every VN game', async () => {
      const reply = await opened('count=100');
      expect(reply.status).toBe(200);
      expect(schemaErrors('lgw-vn-numeros-opened-game.json', reply.json.value)).toEqual([]);
      const draws = reply.json.value;
      expect(draws).toHaveLength(100);
      const times = draws.map((draw) => draw.openedAt);
      expect(times).toEqual([...times].sort().reverse());
      expect(Date.parse(times[0])).toBeLessThanOrEqual(Date.now());
      const vnCodes = new Set((await vnMenu()).json.value.flatMap((group) => group.games.map((game) => game.gameCode)));
      expect(draws.every((draw) => vnCodes.has(draw.gameCode))).toBe(true);
      for (const draw of draws) {
        expect(draw.issue).toMatch(/^\d{8}-\d{4}$/);
        expectNumbersOf('VN_NORTH', draw.numbers);
      }
      expect(new Set(draws.map((draw) => `${draw.gameCode} ${draw.issue}`)).size).toBe(100);
    });

    it('answers one game’s draws, one interval apart', async () => {
      const game = (await vnMenu()).json.value[0].games[1];
      const draws = (await opened(`count=12&gameCode=${game.gameCode}`)).json.value;
      expect(draws).toHaveLength(12);
      expect(draws.every((draw) => draw.gameCode === game.gameCode && draw.gameName === game.gameName)).toBe(true);
      for (let index = 1; index < draws.length; index += 1) {
        expect(Date.parse(draws[index - 1].openedAt) - Date.parse(draws[index].openedAt)).toBe(game.drawIntervalMinutes * MINUTE_MS);
      }
    });

    it('is the same for the same clock', async () => {
      const latest = () => opened('count=100');
      const [first, second] = await withinOneMinute(latest, latest);
      expect(second.json.value).toEqual(first.json.value);
    });

    it('refuses a bad count or game code, and answers 404 for a game that is not a VN lottery', async () => {
      for (const query of ['', 'count=0', 'count=101', 'count=ten', 'count=10&gameCode=bad%20code', 'count=10&merchant=MDS001']) {
        const reply = await opened(query);
        expect([query, reply.status, reply.json.code]).toEqual([query, 400, 'INVALID_REQUEST']);
      }
      for (const code of ['NOPE', 'CQSSC']) {
        const reply = await opened(`count=10&gameCode=${code}`);
        expect(reply.status).toBe(404);
        expect(reply.json.code).toBe('GAME_NOT_FOUND');
        expect(reply.json.message).toBe('Jogo não encontrado ou indisponível neste site.');
      }
    });
  });

  describe('GET /lotto/lgw/games/opened/numero', () => {
    const numero = (query: string, token: string | null = mareToken, merchant: string = MARE.merchantCode) =>
      get<Draw[]>(`/lotto/lgw/games/opened/numero?${query}`, { token: token ?? undefined, merchant });

    it('needs a token of the merchant, and the merchant header', async () => {
      const anonymous = await numero('gameCode=CQSSC', null);
      expect([anonymous.status, anonymous.json.code]).toEqual([401, 'NOT_LOGGED_IN']);
      expect((await numero('gameCode=CQSSC', mareToken, TREVO.merchantCode)).status).toBe(401);
      const noMerchant = await callApi(sandbox.baseUrl, '/lotto/lgw/games/opened/numero?gameCode=CQSSC', {
        merchant: null,
        headers: { authorization: `Bearer ${mareToken}` },
      });
      expect([noMerchant.status, noMerchant.json.code]).toEqual([400, 'MISSING_MERCHANT']);
    });

    it('answers the last 10 draws by default, shaped per family, for every lottery the merchant carries', async () => {
      const groups = [...(await menus('Lott')).json.value, ...(await menus('Elott')).json.value, ...(await vnMenu()).json.value];
      expect(groups.length).toBeGreaterThan(8);
      for (const game of groups.flatMap((group) => group.games)) {
        const reply = await numero(`gameCode=${game.gameCode}`);
        expect([game.gameCode, reply.status]).toEqual([game.gameCode, 200]);
        expect(schemaErrors('lotto-lgw-games-opened-numero.json', reply.json.value)).toEqual([]);
        expect(reply.json.value).toHaveLength(10);
        for (const draw of reply.json.value) {
          expect(draw.gameCode).toBe(game.gameCode);
          expect(draw.issue).toMatch(/^\d{8}-\d{4}$/);
          expect(Date.parse(draw.openedAt) % (game.drawIntervalMinutes * MINUTE_MS)).toBe(0);
          expectNumbersOf(game.gameGroupCode, draw.numbers);
        }
        // The latest draw opened just before the next one the lobby announces.
        expect(Date.parse(game.nextDrawAt) - Date.parse(reply.json.value[0].openedAt)).toBeGreaterThanOrEqual(0);
      }
      expect((await numero('gameCode=CQSSC&count=50')).json.value).toHaveLength(50);
    });

    it('agrees with the VN results board', async () => {
      const game = (await vnMenu()).json.value[2].games[0];
      const [mine, board] = await withinOneMinute(
        () => numero(`gameCode=${game.gameCode}&count=5`),
        () => get<Draw[]>(`/lgw/vn/numeros/opened/game?count=5&gameCode=${game.gameCode}`),
      );
      expect(mine.json.value).toEqual(board.json.value);
    });

    it('refuses bad input with a 400 and an unknown game with a 404', async () => {
      for (const query of [
        '',
        'count=10',
        'gameCode=CQSSC&count=0',
        'gameCode=CQSSC&count=51',
        'gameCode=CQSSC&count=x',
        'gameCode=' + 'A'.repeat(41),
        'gameCode=CQ%24SSC',
        'gameCode=CQSSC&language=pt',
      ]) {
        const reply = await numero(query);
        expect([query, reply.status, reply.json.code]).toEqual([query, 400, 'INVALID_REQUEST']);
      }
      const reply = await numero('gameCode=pngslot1001');
      expect([reply.status, reply.json.code]).toEqual([404, 'GAME_NOT_FOUND']);
    });
  });

  // Last: it moves the sandbox clock (sessions are valid 12 hours, so the tokens stay good).
  describe('draws and the clock', () => {
    it('opens a new issue when the clock passes the next draw', async () => {
      const game = (await vnMenu()).json.value.flatMap((group) => group.games).find((candidate) => candidate.drawIntervalMinutes <= 10);
      if (!game) throw new Error('no fast VN lottery in the catalogue');
      const draws = () => get<Draw[]>(`/lotto/lgw/games/opened/numero?gameCode=${game.gameCode}&count=3`, { token: mareToken });
      for (;;) {
        const minute = Math.floor(Date.now() / MINUTE_MS);
        const before = (await draws()).json.value;
        sandbox.controls.advanceClock(game.drawIntervalMinutes * MINUTE_MS);
        const after = (await draws()).json.value;
        if (Math.floor(Date.now() / MINUTE_MS) !== minute) continue;
        expect(after[0].issue).not.toBe(before[0].issue);
        expect(Date.parse(after[0].openedAt) - Date.parse(before[0].openedAt)).toBe(game.drawIntervalMinutes * MINUTE_MS);
        expect(after.slice(1)).toEqual(before.slice(0, 2));
        break;
      }
    });
  });
});
