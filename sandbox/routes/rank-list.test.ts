import { WINNER_SLOT_MS, type Winner } from '../lib/rank-list';
import { callApi, MARE, schemaErrors, startSandbox, TREVO, type RunningSandbox } from '../testing/fixtures';

describe('GET /wps/relay/GCSGAME_getRankList', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox();
  }, 60_000);
  afterAll(() => sandbox?.close());

  const board = (query = '', merchant: string = MARE.merchantCode) =>
    callApi<Winner[]>(sandbox.baseUrl, `/wps/relay/GCSGAME_getRankList${query ? `?${query}` : ''}`, { merchant });

  /** The catalogue's games by "<vendor> <name>", with their type and tile. */
  async function catalogue(): Promise<Map<string, { gameType: string; slug: string }>> {
    const { rows } = await sandbox.db.query<{ vendor_code: string; name: string; game_type: string; slug: string }>(
      'SELECT vendor_code, name, game_type, slug FROM games',
    );
    return new Map(rows.map((row) => [`${row.vendor_code} ${row.name}`, { gameType: row.game_type, slug: row.slug }]));
  }

  it('answers 10 winners by default, newest first, masked, with 2-decimal amounts, from the catalogue', async () => {
    const reply = await board();
    expect(reply.status).toBe(200);
    expect(schemaErrors('relay-GCSGAME_getRankList.json', reply.json.value)).toEqual([]);
    const winners = reply.json.value;
    expect(winners.map((winner) => winner.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const times = winners.map((winner) => Date.parse(winner.wonAt));
    expect(times.every((time, index) => time <= Date.now() && (index === 0 || time < times[index - 1]))).toBe(true);
    const games = await catalogue();
    for (const winner of winners) {
      expect(winner.player).toMatch(/^[a-z0-9]{2}\*{3}[a-z0-9]{2}$/);
      const game = games.get(`${winner.vassalage} ${winner.gameName}`);
      expect(game).toBeDefined();
      expect(winner.gameType).toBe(game?.gameType);
      expect(winner.image).toBe(`games/${game?.slug}.jpg`);
    }
    // On the wire: at most two decimals.
    for (const match of reply.text.matchAll(/"amount":([0-9.eE+-]+)/g)) expect(match[1]).toMatch(/^\d+(\.\d{1,2})?$/);
  });

  it('answers up to 50, only games of vendors the merchant carries', async () => {
    const mare = (await board('count=50')).json.value;
    expect(mare).toHaveLength(50);
    expect(new Set(mare.map((winner) => winner.gameName)).size).toBeGreaterThan(20);
    // trevo-azul does not carry LOTUS, TGP, WD or KX.
    const trevo = (await board('count=50', TREVO.merchantCode)).json.value;
    expect(schemaErrors('relay-GCSGAME_getRankList.json', trevo)).toEqual([]);
    expect(trevo.filter((winner) => ['LOTUS', 'TGP', 'WD', 'KX'].includes(winner.vassalage))).toEqual([]);
    const liveVendors = new Set((await board('count=50&gameType=LIVE', TREVO.merchantCode)).json.value.map((winner) => winner.vassalage));
    expect(liveVendors.size).toBeGreaterThan(2);
    expect(liveVendors.has('LOTUS') || liveVendors.has('TGP')).toBe(false);
  });

  it('narrows to one category; in-house games answer as RNG under HOUSE', async () => {
    const live = (await board('gameType=LIVE&count=20')).json.value;
    expect(live.every((winner) => winner.gameType === 'LIVE')).toBe(true);
    const inHouse = (await board('gameType=INHOUSE&count=20')).json.value;
    expect(inHouse).toHaveLength(20);
    expect(inHouse.every((winner) => winner.vassalage === 'HOUSE' && winner.gameType === 'RNG')).toBe(true);
    const slots = (await board('gameType=RNG&count=30')).json.value;
    expect(slots.every((winner) => winner.gameType === 'RNG' && winner.vassalage !== 'HOUSE')).toBe(true);
    const lotteries = (await board('gameType=LOTT&count=20')).json.value;
    expect(lotteries.every((winner) => winner.gameType === 'LOTT')).toBe(true);
    // No sports games in the catalogue: an empty board, not an error.
    expect((await board('gameType=SPORTS')).json.value).toEqual([]);
  });

  it('moves with the clock: newer winners on top, the earlier ones further down', async () => {
    for (;;) {
      const before = (await board('count=10')).json.value;
      const again = (await board('count=10')).json.value;
      // A win may land between two calls; then look again.
      if (JSON.stringify(before) !== JSON.stringify(again)) continue;
      sandbox.controls.advanceClock(20 * WINNER_SLOT_MS);
      const after = (await board('count=50')).json.value;
      const moved = after.findIndex((winner) => winner.wonAt === before[0].wonAt);
      expect(moved).toBeGreaterThanOrEqual(19);
      const strip = ({ rank: _rank, ...winner }: Winner) => winner;
      expect(after.slice(moved, moved + 10).map(strip)).toEqual(before.map(strip));
      break;
    }
  });

  it.each([
    ['count=0', '"count"'],
    ['count=51', '"count"'],
    ['count=dez', '"count"'],
    ['gameType=SLOTS', '"gameType"'],
    ['gameType=rng', '"gameType"'],
    ['merchant=MDS001', '"merchant"'],
  ])('refuses %s with a 400', async (query, field) => {
    const reply = await board(query);
    expect([reply.status, reply.json.code]).toEqual([400, 'INVALID_REQUEST']);
    expect(reply.json.message).toContain(field);
  });

  it('needs the merchant header', async () => {
    const reply = await callApi(sandbox.baseUrl, '/wps/relay/GCSGAME_getRankList', { merchant: null });
    expect([reply.status, reply.json.code]).toEqual([400, 'MISSING_MERCHANT']);
  });
});
