import { JSDOM } from 'jsdom';
import { call, tokenOf } from '../testing/accounts';
import type { Game } from '../store/games';
import type { Room } from '../store/pvp-rooms';
import { send } from '../testing/http';
import { MARE, schemaErrors, startSandbox, TREVO, type JsonReply, type RunningSandbox } from '../testing/fixtures';

const MINUTE = 60_000;

/** Launch queries of seeded games (game codes from db/seed/game-catalogue.ts). */
const LAUNCH = {
  tesouroAsteca: '/wps/game/launchGame?gameCode=png1001&vassalage=PNG&gameType=RNG&language=pt',
  bacaraSpeed: '/wps/relay/GCS_gameLaunchFB?gameCode=eat101&vassalage=EA&gameType=LIVE&platform=html5-desktop&language=pt',
  truco: '/wps/game/launchGame?gameCode=kyc101&vassalage=KY&gameType=PVP&language=pt',
  aviaozinho: '/wps/game/launchGame?gameCode=house101&vassalage=HOUSE&gameType=INHOUSE&language=pt',
  reiDosPeixes: '/wps/relay/GCS_gameLaunchFB?gameCode=cq9f101&vassalage=CQ9&gameType=FISH&platform=html5-desktop&language=pt',
  hanoiLobby:
    '/wps/game/launchGame?gameCode=VNHANOI&vassalage=TCG_LOTTO_VN&gameType=LOTT&language=pt&lottoArea=VN&launchMode=LOTT&lottoGameCode=VNHCM&lottoView=lobby&backUrl=https%3A%2F%2Fmare.example%2Fvn',
  ibcLobby: '/wps/relay/GCS_gameLaunchFB?vassalage=IBC&gameType=SPORTS&platform=html5-desktop&language=pt',
};

describe('favourites, recent games, launches and the game page', () => {
  let sandbox: RunningSandbox;
  let jogador: string;
  let membro1: string;

  beforeAll(async () => {
    sandbox = await startSandbox();
    [jogador, membro1] = await Promise.all([tokenOf(sandbox, 'jogador', 'Sorte2026'), tokenOf(sandbox, 'membro1', 'Sorte2026')]);
  }, 60_000);
  afterAll(() => sandbox?.close());
  afterEach(async () => {
    await sandbox.controls.reset();
    await sandbox.db.query('DELETE FROM favourite_games');
    await sandbox.db.query('DELETE FROM recent_games');
  });

  const get = <T>(path: string, token?: string, merchant: string = MARE.merchantCode) =>
    call<T>(sandbox, 'GET', path, undefined, { token, merchant });
  const gameId = async (vendor: string, gameCode: string) =>
    (await sandbox.db.query<{ game_id: number }>('SELECT game_id FROM games WHERE vendor_code = $1 AND game_code = $2', [vendor, gameCode]))
      .rows[0].game_id;
  const toggle = (token: string, body: Record<string, unknown>, merchant?: string) =>
    call<{ nodeId: number; favorite: boolean }>(sandbox, 'POST', '/wps/relay/MCSFE_getFavoriteGames', body, { token, merchant });
  const favourites = (token: string, query = 'gameType=RNG&pageNo=1&pageSize=15') =>
    get<{ content: Game[]; totalPages: number }>(
      `/wps/relay/MCSFE_getFavoriteGamesList?clientType=3&platform=html5-desktop&language=pt&${query}`,
      token,
    );
  const recent = (token: string, query = '') =>
    get<{ list: Game[]; totalPages: number }>(`/wps/relay/GCS_recentGame?pageNo=1&pageSize=15${query}`, token);
  const launch = async (path: string, token: string, merchant?: string) => {
    const reply = await get<{ content: string }>(path, token, merchant);
    expect([path, reply.status, reply.json.code]).toEqual([path, 200, undefined]);
    expect(schemaErrors(path.includes('gameLaunchFB') ? 'relay-GCS_gameLaunchFB.json' : 'game-launchGame.json', reply.json.value)).toEqual(
      [],
    );
    return reply.json.value.content;
  };
  const openPage = async (url: string) => {
    const reply = await send(sandbox.baseUrl, { path: new URL(url).pathname, headers: { accept: 'text/html' } });
    return { ...reply, document: new JSDOM(reply.text).window.document };
  };
  const expectStatus = (reply: JsonReply, status: number, code: string) => expect([reply.status, reply.json.code]).toEqual([status, code]);

  describe('favourites', () => {
    it('toggles a game in and out of the list, newest first', async () => {
      const first = await gameId('PNG', 'png1001');
      const second = await gameId('PT', 'pt1003');
      const added = await toggle(jogador, { nodeId: first, vendor: 'PNG', gameType: 'RNG' });
      expect([added.status, added.json.value]).toEqual([200, { nodeId: first, favorite: true }]);
      expect(schemaErrors('relay-MCSFE_getFavoriteGames.json', added.json.value)).toEqual([]);
      await toggle(jogador, { nodeId: second, vendor: 'PT', gameType: 'RNG' });

      const list = await favourites(jogador);
      expect(schemaErrors('relay-MCSFE_getFavoriteGamesList.json', list.json.value)).toEqual([]);
      expect(list.json.value.content.map((game) => [game.nodeId, game.favorite])).toEqual([
        [second, true],
        [first, true],
      ]);
      expect(list.json.value.totalPages).toBe(1);

      const removed = await toggle(jogador, { nodeId: first, vendor: 'PNG', gameType: 'RNG' });
      expect(removed.json.value).toEqual({ nodeId: first, favorite: false });
      expect((await favourites(jogador)).json.value.content.map((game) => game.nodeId)).toEqual([second]);
    });

    it('lists by category and vendor, and pages', async () => {
      const fish = await gameId('CQ9', 'cq9f101');
      await toggle(jogador, { nodeId: fish, vendor: 'CQ9', gameType: 'FISH' });
      for (const code of ['png1001', 'png1002', 'png1003'])
        await toggle(jogador, { nodeId: await gameId('PNG', code), vendor: 'PNG', gameType: 'RNG' });
      await toggle(jogador, { nodeId: await gameId('HOUSE', 'house101'), vendor: 'HOUSE', gameType: 'INHOUSE' });

      expect((await favourites(jogador, 'gameType=FISH&pageNo=1&pageSize=15')).json.value.content.map((game) => game.nodeId)).toEqual([
        fish,
      ]);
      expect((await favourites(jogador, 'gameType=INHOUSE&pageNo=1&pageSize=15')).json.value.content.map((game) => game.vassalage)).toEqual(
        ['HOUSE'],
      );
      const page = await favourites(jogador, 'gameType=RNG&vassalage=PNG&pageNo=2&pageSize=2');
      expect([page.json.value.content.map((game) => game.gameCode), page.json.value.totalPages]).toEqual([['png1001'], 2]);
    });

    it('refuses an unknown game (404), and a vendor or gameType that is not the game’s (400)', async () => {
      const id = await gameId('PNG', 'png1001');
      expectStatus(await toggle(jogador, { nodeId: 999_999, vendor: 'PNG', gameType: 'RNG' }), 404, 'GAME_NOT_FOUND');
      expectStatus(await toggle(jogador, { nodeId: id, vendor: 'PT', gameType: 'RNG' }), 400, 'INVALID_REQUEST');
      expectStatus(await toggle(jogador, { nodeId: id, vendor: 'PNG', gameType: 'LIVE' }), 400, 'INVALID_REQUEST');
      expectStatus(await toggle(jogador, { nodeId: '1', vendor: 'PNG', gameType: 'RNG' }), 400, 'INVALID_REQUEST');
      expectStatus(await toggle(jogador, { nodeId: id, vendor: 'PNG', gameType: 'RNG', extra: true }), 400, 'INVALID_REQUEST');
      // trevo-azul does not carry WD: its games are unknown there.
      const trevo = await tokenOf(sandbox, 'jogador', 'Sorte2026', { merchant: TREVO.merchantCode });
      expectStatus(
        await toggle(trevo, { nodeId: await gameId('WD', 'wd1001'), vendor: 'WD', gameType: 'RNG' }, TREVO.merchantCode),
        404,
        'GAME_NOT_FOUND',
      );
      expect((await favourites(jogador)).json.value.content).toEqual([]);
    });

    it('refuses the spec’s token query parameter: the token goes in the header', async () => {
      const reply = await favourites(jogador, `gameType=RNG&pageNo=1&pageSize=15&token=${jogador}`);
      expectStatus(reply, 400, 'INVALID_REQUEST');
    });
  });

  describe('one member never sees or changes another member’s games', () => {
    it('keeps favourites, recent games and launch pages apart', async () => {
      const id = await gameId('PNG', 'png1001');
      await toggle(jogador, { nodeId: id, vendor: 'PNG', gameType: 'RNG' });
      const jogadorUrl = await launch(LAUNCH.tesouroAsteca, jogador);

      expect((await favourites(membro1)).json.value.content).toEqual([]);
      expect((await recent(membro1)).json.value.list).toEqual([]);
      // membro1 toggling the same game adds it to membro1's own list; jogador's stays.
      expect((await toggle(membro1, { nodeId: id, vendor: 'PNG', gameType: 'RNG' })).json.value.favorite).toBe(true);
      expect((await favourites(jogador)).json.value.content.map((game) => game.nodeId)).toEqual([id]);
      await toggle(membro1, { nodeId: id, vendor: 'PNG', gameType: 'RNG' });
      expect((await favourites(jogador)).json.value.content.map((game) => game.nodeId)).toEqual([id]);
      expect((await favourites(membro1)).json.value.content).toEqual([]);

      const membroUrl = await launch(LAUNCH.truco, membro1);
      expect((await recent(jogador)).json.value.list.map((game) => game.gameCode)).toEqual(['png1001']);
      expect((await recent(membro1)).json.value.list.map((game) => game.gameCode)).toEqual(['kyc101']);
      expect((await openPage(jogadorUrl)).document.querySelector('.player strong')?.textContent).toBe('jogador');
      expect((await openPage(membroUrl)).document.querySelector('.player strong')?.textContent).toBe('membro1');

      // The same username at another merchant is another member.
      const trevo = await tokenOf(sandbox, 'jogador', 'Sorte2026', { merchant: TREVO.merchantCode });
      expect(
        (await get<{ list: Game[] }>('/wps/relay/GCS_recentGame?pageNo=1&pageSize=15', trevo, TREVO.merchantCode)).json.value.list,
      ).toEqual([]);
    });
  });

  describe('recent games', () => {
    it('records every launch, latest first, and filters by category', async () => {
      await launch(LAUNCH.tesouroAsteca, jogador);
      await launch(LAUNCH.bacaraSpeed, jogador);
      await launch(LAUNCH.aviaozinho, jogador);
      const first = await recent(jogador);
      expect(schemaErrors('relay-GCS_recentGame.json', first.json.value)).toEqual([]);
      expect(first.json.value.list.map((game) => game.gameCode)).toEqual(['house101', 'eat101', 'png1001']);

      sandbox.controls.advanceClock(MINUTE);
      await launch(LAUNCH.tesouroAsteca, jogador);
      expect((await recent(jogador)).json.value.list.map((game) => game.gameCode)).toEqual(['png1001', 'house101', 'eat101']);
      expect((await recent(jogador, '&gameType=LIVE')).json.value.list.map((game) => game.gameCode)).toEqual(['eat101']);
      expect((await recent(jogador, '&gameType=RNG')).json.value.list.map((game) => game.gameCode)).toEqual(['png1001']);
      expect((await recent(jogador, '&gameType=INHOUSE')).json.value.list.map((game) => game.gameCode)).toEqual(['house101']);
      const paged = await get<{ list: Game[]; totalPages: number }>('/wps/relay/GCS_recentGame?pageNo=1&pageSize=2', jogador);
      expect([paged.json.value.list.length, paged.json.value.totalPages]).toEqual([2, 2]);
    });

    it('records the lottery a VN lobby launch names, and nothing for a vendor lobby', async () => {
      await launch(LAUNCH.ibcLobby, jogador);
      expect((await recent(jogador)).json.value.list).toEqual([]);
      await launch(LAUNCH.hanoiLobby, jogador);
      expect((await recent(jogador)).json.value.list.map((game) => [game.gameCode, game.vassalage])).toEqual([['VNHCM', 'TCG_LOTTO_VN']]);
    });
  });

  describe('launches', () => {
    it('answer the game page on the first launch CDN, holding a fresh ticket each time', async () => {
      const first = await launch(LAUNCH.tesouroAsteca, jogador);
      const second = await launch(LAUNCH.tesouroAsteca, jogador);
      expect(first).toMatch(new RegExp(`^${sandbox.baseUrl}/cdn/a/play/[A-Za-z0-9_-]{43}$`));
      expect(second).not.toBe(first);
      // Only the ticket's SHA-256 is stored.
      const { rows } = await sandbox.db.query<{ ticket_hash: string }>('SELECT ticket_hash FROM game_launch_tickets');
      const ticket = first.split('/').pop()!;
      expect(rows.some((row) => row.ticket_hash.includes(ticket) || row.ticket_hash === ticket)).toBe(false);
      expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.ticket_hash))).toBe(true);
    });

    it('refuses games and vendors the merchant does not carry (404) and bad input (400)', async () => {
      expectStatus(await get('/wps/game/launchGame?gameCode=nada&vassalage=PNG&gameType=RNG&language=pt', jogador), 404, 'GAME_NOT_FOUND');
      const trevo = await tokenOf(sandbox, 'jogador', 'Sorte2026', { merchant: TREVO.merchantCode });
      expectStatus(
        await get('/wps/relay/GCS_gameLaunchFB?vassalage=WD&gameType=RNG&platform=html5-desktop&language=pt', trevo, TREVO.merchantCode),
        404,
        'VENDOR_NOT_FOUND',
      );
      expectStatus(
        await get('/wps/game/launchGame?gameCode=wd1001&vassalage=WD&gameType=RNG&language=pt', trevo, TREVO.merchantCode),
        404,
        'GAME_NOT_FOUND',
      );
      for (const path of [
        '/wps/game/launchGame?gameCode=png1001&vassalage=PNG&gameType=LIVE&language=pt',
        '/wps/game/launchGame?gameCode=png1001&vassalage=PNG&gameType=RNG&language=pt&lottoView=lobby',
        '/wps/game/launchGame?gameCode=CQSSC&vassalage=TCG_SEA&gameType=LOTT&language=pt&lottoArea=VN',
        '/wps/game/launchGame?gameCode=CQSSC&vassalage=TCG_SEA&gameType=LOTT&language=pt&backUrl=javascript%3Aalert(1)',
        `/wps/game/launchGame?gameCode=CQSSC&vassalage=TCG_SEA&gameType=LOTT&language=pt&backUrl=https%3A%2F%2F${'a'.repeat(520)}.example`,
        '/wps/game/launchGame?gameCode=png%201001&vassalage=PNG&gameType=RNG&language=pt',
        '/wps/game/launchGame?vassalage=PNG&gameType=RNG&language=pt',
        '/wps/relay/GCS_gameLaunchFB?vassalage=PNG&gameType=RNG&language=pt',
        '/wps/relay/GCS_gameLaunchFB?vassalage=png&gameType=RNG&platform=html5-desktop&language=pt',
      ]) {
        const reply = await get(path, jogador);
        expect([path, reply.status, reply.json.code]).toEqual([path, 400, 'INVALID_REQUEST']);
      }
      expect((await recent(jogador)).json.value.list).toEqual([]);
    });

    it('launch a lottery of trevo-azul’s LOTT card under ELOTT with either lottery type', async () => {
      const trevo = await tokenOf(sandbox, 'jogador', 'Sorte2026', { merchant: TREVO.merchantCode });
      for (const gameType of ['LOTT', 'ELOTT']) {
        await launch(
          `/wps/game/launchGame?gameCode=LTSSC3&vassalage=LOTT&gameType=${gameType}&language=pt&lottoView=betting`,
          trevo,
          TREVO.merchantCode,
        );
      }
    });
  });

  describe('the game page', () => {
    it('shows the game, its vendor, the player and the balance, with no script, a strict CSP and no caching', async () => {
      const page = await openPage(await launch(LAUNCH.tesouroAsteca, jogador));
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-store');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toMatch(/script-src|unsafe-inline|\*/);
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(page.text).not.toMatch(/<script|\son[a-z]+=|style=|javascript:/i);

      const { document } = page;
      expect(document.documentElement.lang).toBe('pt-BR');
      expect(document.querySelector('h1')?.textContent).toBe('Tesouro Asteca');
      expect(document.querySelector('.vendor')?.textContent).toBe("Play'n GO · Slots");
      expect(document.querySelector('img.tile')?.getAttribute('src')).toBe('/cdn/a/games/tesouro-asteca.jpg');
      expect(document.querySelector('.balance')?.textContent).toBe('Saldo: P 1,250.00');
      expect(document.querySelector('.player')?.textContent).toBe('Jogador: jogador');
      expect(document.querySelectorAll('.reel .symbol')).toHaveLength(15);

      // Its style sheet and tile are served by this origin, as the CSP requires.
      const stylesheet = document.querySelector('link[rel=stylesheet]')?.getAttribute('href') ?? '';
      const css = await send(sandbox.baseUrl, { path: stylesheet });
      expect([css.status, css.headers['content-type']]).toEqual([200, 'text/css; charset=utf-8']);
      expect((await send(sandbox.baseUrl, { path: '/cdn/a/games/tesouro-asteca.jpg' })).status).toBe(200);
    });

    it('draws a table, an ocean, lottery balls or a vendor lobby by category', async () => {
      const live = (await openPage(await launch(LAUNCH.bacaraSpeed, jogador))).document;
      expect([live.body.className, live.querySelector('.vendor')?.textContent]).toEqual(['stage-table', 'eBET Asia · Cassino ao vivo']);
      const fish = (await openPage(await launch(LAUNCH.reiDosPeixes, jogador))).document;
      expect([fish.body.className, fish.querySelectorAll('.ocean .fish').length]).toEqual(['stage-ocean', 7]);
      const house = (await openPage(await launch(LAUNCH.aviaozinho, jogador))).document;
      expect(house.querySelector('.vendor')?.textContent).toBe('Originais');
      const lottery = (await openPage(await launch(LAUNCH.hanoiLobby, jogador))).document;
      expect([lottery.body.className, lottery.querySelector('h1')?.textContent]).toEqual(['stage-balls', 'Loteria de Ho Chi Minh']);
      expect(lottery.querySelector('.caption')?.textContent).toContain('Modo: Lobby');
      const lobby = (await openPage(await launch(LAUNCH.ibcLobby, jogador))).document;
      expect([lobby.body.className, lobby.querySelector('h1')?.textContent]).toEqual(['stage-lobby', 'Lobby IBC Esportes']);
      expect(lobby.querySelector('img.logo')?.getAttribute('src')).toBe('/cdn/a/vendors/IBC.jpg');
    });

    it('shows 0.00 for an account without a wallet, and big balances with thousands separators', async () => {
      const freeplay = await call<{ token: string }>(sandbox, 'POST', '/wps/session/login/freeplay', {
        os: 'Linux',
        platform: 'W',
        randomString: 'abcdefghijklmnop',
        gatewayVersion: 3,
      });
      const trial = (await openPage(await launch(LAUNCH.truco, freeplay.json.value.token))).document;
      expect(trial.querySelector('.balance')?.textContent).toBe('Saldo: P 0.00');
      const rich = await tokenOf(sandbox, 'membro2', 'Sorte2026');
      expect((await openPage(await launch(LAUNCH.truco, rich))).document.querySelector('.balance')?.textContent).toBe('Saldo: P 98,765.43');
    });

    it('answers 410 once the ticket is 30 minutes old, or unknown; a malformed one is a 400', async () => {
      const url = await launch(LAUNCH.tesouroAsteca, jogador);
      sandbox.controls.advanceClock(29 * MINUTE);
      expect((await openPage(url)).status).toBe(200);
      sandbox.controls.advanceClock(2 * MINUTE);
      const expired = await openPage(url);
      expect(expired.status).toBe(410);
      expect(expired.document.querySelector('main p')?.textContent).toBe('Sessão de jogo expirada. Volte ao site e abra o jogo de novo.');
      expect(expired.headers['cache-control']).toBe('no-store');
      expect(String(expired.headers['content-security-policy'])).toContain("frame-ancestors 'self'");

      const unknown = await openPage(`${sandbox.baseUrl}/cdn/b/play/${'A'.repeat(43)}`);
      expect(unknown.status).toBe(410);
      const malformed = await send(sandbox.baseUrl, { path: '/cdn/a/play/abc' });
      expect(malformed.status).toBe(400);
    });

    it('stops working for a frozen account', async () => {
      const url = await launch(LAUNCH.tesouroAsteca, membro1);
      await sandbox.db.query(`UPDATE accounts SET frozen = true WHERE merchant_code = $1 AND username = 'membro1'`, [MARE.merchantCode]);
      try {
        expect((await openPage(url)).status).toBe(410);
      } finally {
        await sandbox.db.query(`UPDATE accounts SET frozen = false WHERE merchant_code = $1 AND username = 'membro1'`, [MARE.merchantCode]);
      }
    });
  });

  describe('GLS2_roomList', () => {
    it('lists four rooms per card game of the vendor, or of one game', async () => {
      const all = await get<Room[]>('/wps/relay/GLS2_roomList?vassalage=KY', jogador);
      expect(schemaErrors('relay-GLS2_roomList.json', all.json.value)).toEqual([]);
      expect(all.json.value).toHaveLength(8 * 4);
      const truco = await get<Room[]>('/wps/relay/GLS2_roomList?vassalage=KY&gameCode=kyc101', jogador);
      expect(truco.json.value.map((room) => [room.roomId, room.roomName, room.minBet, room.maxBet])).toEqual([
        ['kyc101-1', 'Truco Paulista · Sala Iniciante', 0.5, 100],
        ['kyc101-2', 'Truco Paulista · Sala Intermediária', 2.5, 500],
        ['kyc101-3', 'Truco Paulista · Sala Avançada', 10, 2000],
        ['kyc101-4', 'Truco Paulista · Sala VIP', 50, 10000],
      ]);
      // Occupancy is the same for everyone at one time.
      const again = await get<Room[]>('/wps/relay/GLS2_roomList?vassalage=KY&gameCode=kyc101', membro1);
      expect(again.json.value).toEqual(truco.json.value);
    });

    it('refuses an unknown game or a vendor without card games (404)', async () => {
      expectStatus(await get('/wps/relay/GLS2_roomList?vassalage=KY&gameCode=nada', jogador), 404, 'GAME_NOT_FOUND');
      expectStatus(await get('/wps/relay/GLS2_roomList?vassalage=PNG', jogador), 404, 'VENDOR_NOT_FOUND');
      expectStatus(await get('/wps/relay/GLS2_roomList', jogador), 400, 'INVALID_REQUEST');
    });
  });

  it('answers 401 NOT_LOGGED_IN to every token call without a valid token', async () => {
    const paths = [
      '/wps/relay/GCSGAME_getVassGameType?vassalage=PNG&gameType=RNG',
      '/wps/relay/MCSFE_getFavoriteGamesList?clientType=3&platform=html5-desktop&language=pt&gameType=RNG&pageNo=1&pageSize=15',
      '/wps/relay/GCS_recentGame?pageNo=1&pageSize=15',
      LAUNCH.tesouroAsteca,
      LAUNCH.bacaraSpeed,
      '/wps/relay/GLS2_roomList?vassalage=KY',
    ];
    const tickets = async () => (await sandbox.db.query('SELECT 1 FROM game_launch_tickets')).rows.length;
    const ticketsBefore = await tickets();
    for (const token of [undefined, 'A'.repeat(43)]) {
      for (const path of paths) expectStatus(await get(path, token), 401, 'NOT_LOGGED_IN');
      expectStatus(await toggle(token as string, { nodeId: 1, vendor: 'PNG', gameType: 'RNG' }), 401, 'NOT_LOGGED_IN');
    }
    expect(await tickets()).toBe(ticketsBefore);
  });
});
