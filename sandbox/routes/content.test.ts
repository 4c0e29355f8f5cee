import jpeg from 'jpeg-js';
import { JSDOM } from 'jsdom';
import { send } from '../testing/http';
import { callApi, MARE, schemaErrors, startSandbox, TREVO, type RunningSandbox } from '../testing/fixtures';

interface Category {
  title: string;
  gameType: string;
  gameClassify: string | null;
  cards: { vassalage: string; isHot: 0 | 1; gameType: string; nodeId: number; name: string; isGame: string | null }[];
}

interface Notice {
  id: number;
  title: string;
  content: string;
  time: string;
  type: string;
}

interface Banner {
  bannerId: number;
  groupName: string;
  url: string;
  phoneUrl: string;
  linkageType: string | null;
  linkage: string | null;
  title: string;
}

const SPEC_VENDORS: Record<string, string[]> = {
  LIVE: ['AG', 'BBIN', 'BG', 'DG', 'EA', 'LOTUS', 'OG', 'PT', 'TGP'],
  FISH: ['AG', 'BBIN', 'CQ9', 'GG', 'PT', 'RTG'],
  PVP: ['KX', 'KY', 'TH', 'WS', 'XY'],
  RNG: ['AE', 'AG', 'CQ9', 'GG', 'ISB', 'MG', 'MGS', 'PNG', 'PT', 'RTG', 'TTG', 'WD'],
  SPORTS: ['IBC', 'SBT', 'UG', 'AV', 'AI', 'IMES', 'TF', 'IA', 'DS88'],
  LOTT: ['TCG_SEA', 'TCG_LOTTO_VN', 'LOTT'],
  ELOTT: ['ELOTT'],
};

describe('content calls and artwork', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox();
  }, 60_000);
  afterAll(() => sandbox?.close());

  describe('game menus', () => {
    const menus = (merchant: string) =>
      callApi<Category[]>(sandbox.baseUrl, `/lgw/games/game_menus?merchantCode=${merchant}&platform=MDS&device=WEB&language=pt`, {
        merchant,
      });

    it('lists every category of the spec with its vendor codes', async () => {
      const reply = await menus(MARE.merchantCode);
      expect(schemaErrors('lgw-games-game_menus.json', reply.json.value)).toEqual([]);
      const byType = Object.fromEntries(
        reply.json.value.map((category) => [category.gameType, category.cards.map((card) => card.vassalage)]),
      );
      for (const [gameType, vendors] of Object.entries(SPEC_VENDORS)) {
        expect([gameType, [...byType[gameType]].sort()]).toEqual([gameType, [...vendors].sort()]);
      }
      expect(byType.INHOUSE).toHaveLength(1);
    });

    it('puts in-house right after slots, titles in Portuguese, and marks some vendors hot', async () => {
      const { json } = await menus(MARE.merchantCode);
      expect(json.value.map((category) => category.gameType).slice(0, 2)).toEqual(['RNG', 'INHOUSE']);
      expect(json.value.find((category) => category.gameType === 'LIVE')?.title).toBe('Cassino ao vivo');
      const cards = json.value.flatMap((category) => category.cards);
      expect(cards.filter((card) => card.isHot === 1).length).toBeGreaterThan(3);
      expect(new Set(cards.map((card) => card.nodeId)).size).toBe(cards.length);
      expect(cards.every((card) => card.gameType === json.value.find((category) => category.cards.includes(card))?.gameType)).toBe(true);
    });

    it('differs per merchant: trevo-azul carries eleven slot vendors and its own esports list', async () => {
      const { json } = await menus(TREVO.merchantCode);
      const byType = Object.fromEntries(json.value.map((category) => [category.gameType, category.cards.map((card) => card.vassalage)]));
      expect(byType.RNG).toHaveLength(11);
      expect(byType.SPORTS).toEqual(['IBC', 'SBT', 'UG', 'AV', 'IMES', 'DS88']);
      expect(byType.LIVE).not.toContain('LOTUS');
    });

    it('refuses a merchantCode query that contradicts the header', async () => {
      const reply = await callApi(sandbox.baseUrl, '/lgw/games/game_menus?merchantCode=TRV002', { merchant: MARE.merchantCode });
      expect(reply.status).toBe(400);
      expect(reply.json.message).toContain('"merchantCode"');
    });
  });

  describe('announcements', () => {
    const announcements = (query: string) =>
      callApi<Record<'banners' | 'player' | 'popup' | 'promotion', Notice[]>>(
        sandbox.baseUrl,
        `/wps/relay/MCSFE_getListAnnouncements?${query}`,
      );

    it('groups announcements by type, newest first', async () => {
      const reply = await announcements('types=B,PL,PU,PR&platform=W&execution=B');
      expect(schemaErrors('relay-MCSFE_getListAnnouncements.json', reply.json.value)).toEqual([]);
      const { banners, player, popup, promotion } = reply.json.value;
      expect([banners.length, player.length, popup.length, promotion.length]).toEqual([4, 3, 2, 3]);
      expect(banners.every((notice) => notice.type === 'B')).toBe(true);
      expect(promotion.every((notice) => notice.type === 'PR')).toBe(true);
      const times = banners.map((notice) => Date.parse(notice.time));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('stores and answers hostile HTML verbatim: sanitising is the front end’s job', async () => {
      const { json } = await announcements('types=B,PL,PU,PR');
      const contents = Object.values(json.value)
        .flat()
        .map((notice) => notice.content);
      expect(contents).toContain('<p>Confira os lançamentos da semana na aba <a href="/rng">Slots</a>.</p><img src=x onerror=alert(1)>');
      expect(contents.some((content) => content.includes("<script>alert('xss')</script>"))).toBe(true);
      expect(contents.some((content) => content.includes('href="javascript:alert(document.cookie)"'))).toBe(true);
      expect(contents.some((content) => content.includes('<svg onload=alert(1)>'))).toBe(true);
    });

    it('answers every group when no types are given', async () => {
      const { json } = await announcements('');
      expect(Object.values(json.value).map((group) => group.length)).toEqual([4, 3, 2, 3]);
    });

    it('leaves out the groups not asked for', async () => {
      const { json } = await announcements('types=PR');
      expect(json.value.banners).toEqual([]);
      expect(json.value.promotion).toHaveLength(3);
    });

    it('refuses an unknown type', async () => {
      const reply = await announcements('types=B,XX');
      expect(reply.status).toBe(400);
      expect(reply.json.message).toBe('O campo "types" tem um formato inválido.');
    });
  });

  describe('banners', () => {
    const banners = (query = '', merchant: string = MARE.merchantCode) =>
      callApi<Banner[]>(sandbox.baseUrl, `/wps/system/banners${query}`, { merchant });

    it('answers one group', async () => {
      const reply = await banners('?group=w_home');
      expect(schemaErrors('system-banners.json', reply.json.value)).toEqual([]);
      expect(reply.json.value).toHaveLength(3);
      expect(reply.json.value.every((banner) => banner.groupName === 'w_home')).toBe(true);
      for (const banner of reply.json.value) {
        expect(banner.url).toBe(`/cdn/a/banners/${banner.bannerId}.jpg`);
        expect(banner.phoneUrl).toBe(`/cdn/a/banners/${banner.bannerId}-phone.jpg`);
      }
      expect(reply.json.value[0]).toMatchObject({
        title: 'Bônus de boas-vindas de 100%',
        linkageType: 'PROMOTION',
        linkage: 'boas-vindas',
      });
    });

    it('answers every route group with one or two banners when no group is given', async () => {
      const { json } = await banners();
      const counts: Record<string, number> = {};
      for (const banner of json.value) counts[banner.groupName] = (counts[banner.groupName] ?? 0) + 1;
      expect(counts.w_home).toBe(3);
      for (const group of [
        'w_rng',
        'w_live',
        'w_fish',
        'w_pvp',
        'w_sports',
        'w_esports',
        'w_lott',
        'w_down',
        'w_promotion',
        'w_shop',
        'w_help',
        'w_login',
        'w_reg',
      ]) {
        expect([group, counts[group] >= 1 && counts[group] <= 2]).toEqual([group, true]);
      }
    });

    it('answers an empty list for a group without banners, and each merchant its own', async () => {
      expect((await banners('?group=w_nothing')).json.value).toEqual([]);
      const mare = (await banners('?group=w_home')).json.value.map((banner) => banner.bannerId);
      const trevo = (await banners('?group=w_home', TREVO.merchantCode)).json.value.map((banner) => banner.bannerId);
      expect(mare.filter((id) => trevo.includes(id))).toEqual([]);
    });
  });

  describe('generated artwork', () => {
    const get = (path: string) => send(sandbox.baseUrl, { path });

    it('serves each banner as a cacheable JPEG of 960 pixels, drawn from a script-free SVG under 15 KB', async () => {
      const { json } = await callApi<Banner[]>(sandbox.baseUrl, '/wps/system/banners');
      for (const banner of json.value) {
        const reply = await get(banner.url);
        expect([banner.url, reply.status, reply.headers['content-type']]).toEqual([banner.url, 200, 'image/jpeg']);
        expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(reply.body.length).toBeLessThan(45 * 1024);
        expectJpeg(reply.body, 960, 280);

        const source = await get(banner.url.replace(/\.jpg$/, '.svg'));
        expect(source.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
        expect(source.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
        expect(source.body.length).toBeLessThan(15 * 1024);
        expectSafeSvg(source.text, 1920, 560);
        expect(source.text).toContain(banner.title.replace(/'/g, '&#39;'));
      }
    });

    it('draws a phone crop whose words are 11 px or more shown 328 px wide (a 360 px phone’s card), as the wide crop’s are from 768 px', async () => {
      const { json } = await callApi<Banner[]>(sandbox.baseUrl, '/wps/system/banners');
      /**
       * The smallest of the banner's words (the SVG's own text elements; figures inside the
       * illustration, a lottery ball's number, are drawing), in CSS pixels, when the picture is
       * shown `shownWidth` wide.
       */
      const smallestWord = (svg: string, drawnWidth: number, shownWidth: number) => {
        const document = new JSDOM(svg, { contentType: 'image/svg+xml' }).window.document;
        const words = Array.from(document.documentElement.children).filter((child) => child.tagName === 'text');
        const sizes = words.map((text) => Number(text.getAttribute('font-size')));
        expect(sizes.length).toBeGreaterThanOrEqual(4);
        return (Math.min(...sizes) * shownWidth) / drawnWidth;
      };
      for (const banner of json.value) {
        const phone = await get(banner.phoneUrl.replace(/\.jpg$/, '.svg'));
        expectSafeSvg(phone.text, 750, 400);
        expect(phone.text).toContain(banner.title.split(' ')[0]);
        expect([banner.phoneUrl, smallestWord(phone.text, 750, 328) >= 11]).toEqual([banner.phoneUrl, true]);
        const wide = (await get(banner.url.replace(/\.jpg$/, '.svg'))).text;
        expect([banner.url, smallestWord(wide, 1920, 768) >= 11]).toEqual([banner.url, true]);
      }
      // Drawn for the phone that asks: a 390 px phone at 3x gets 1440 px, and no more.
      const phoneUrl = json.value[0].phoneUrl;
      const at = (width: string, dpr: string) =>
        send(sandbox.baseUrl, { path: phoneUrl, headers: { 'sec-ch-viewport-width': width, 'sec-ch-dpr': dpr } });
      expectJpeg((await at('390', '3')).body, 1440, 768);
      expectJpeg((await at('412', '1.75')).body, 720, 384);
      expectJpeg((await at('3840', '2')).body, 1440, 768);
      expectJpeg((await get(phoneUrl)).body, 960, 512);
      expect((await get('/cdn/a/banners/999999-phone.jpg')).status).toBe(404);
      expect((await get(phoneUrl.replace('-phone', '-tablet'))).status).toBe(400);
    });

    it('draws the banner for the screen that asks (client hints), varying the cache on them', async () => {
      const url = (await callApi<Banner[]>(sandbox.baseUrl, '/wps/system/banners?group=w_home')).json.value[0].url;
      const at = (width: string, dpr: string) =>
        send(sandbox.baseUrl, { path: url, headers: { 'sec-ch-viewport-width': width, 'sec-ch-dpr': dpr } });
      // A 412 px phone at 1.75x (721 device pixels) gets the 720 step; a 1280 px desktop 1440;
      // a 390 px phone at 3x (1170) 1440; a huge or made-up screen is capped at 1920.
      for (const [width, dpr, drawn] of [
        ['412', '1.75', 720],
        ['1280', '1', 1440],
        ['390', '3', 1440],
        ['3840', '2', 1920],
        ['320', '1', 480],
      ] as const) {
        const reply = await at(width, dpr);
        expect([width, dpr, reply.status, reply.headers.vary]).toEqual([width, dpr, 200, 'Accept, Sec-CH-Viewport-Width, Sec-CH-DPR']);
        expectJpeg(reply.body, drawn, Math.round((drawn * 560) / 1920));
      }
      // Hints that are not numbers count as none: the 960 px default.
      expectJpeg((await at('wide', '-1')).body, 960, 280);
      const phone = (await at('412', '1.75')).body.length;
      expect(phone).toBeLessThan((await get(url)).body.length);
    });

    it('sends WebP to a browser that accepts it (a third smaller, same size), JPEG to any other, varying on Accept', async () => {
      const url = (await callApi<Banner[]>(sandbox.baseUrl, '/wps/system/banners?group=w_home')).json.value[0].url;
      const chromium = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
      const phone = { 'sec-ch-viewport-width': '412', 'sec-ch-dpr': '1.75' };
      const webp = await send(sandbox.baseUrl, { path: url, headers: { accept: chromium, ...phone } });
      expect([webp.status, webp.headers['content-type'], webp.headers.vary]).toEqual([
        200,
        'image/webp',
        'Accept, Sec-CH-Viewport-Width, Sec-CH-DPR',
      ]);
      expect(webpSize(webp.body)).toEqual({ width: 720, height: 210 });
      const jpegReply = await send(sandbox.baseUrl, { path: url, headers: { accept: 'image/png,image/*;q=0.8', ...phone } });
      expect(jpegReply.headers['content-type']).toBe('image/jpeg');
      expectJpeg(jpegReply.body, 720, 210);
      expect(webp.body.length).toBeLessThan(jpegReply.body.length * 0.75);
      // Refused by weight: WebP named with q=0 gets JPEG.
      const refused = await send(sandbox.baseUrl, { path: url, headers: { accept: 'image/webp;q=0, image/*', ...phone } });
      expect(refused.headers['content-type']).toBe('image/jpeg');

      for (const path of ['/cdn/a/games/fortune-tiger.jpg', '/cdn/b/vendors/PG.jpg']) {
        const tile = await send(sandbox.baseUrl, { path, headers: { accept: chromium } });
        expect([path, tile.headers['content-type'], tile.headers.vary]).toEqual([path, 'image/webp', 'Accept']);
        expect(webpSize(tile.body)).toEqual(path.includes('games') ? { width: 360, height: 360 } : { width: 240, height: 120 });
        expect(tile.body.length).toBeLessThan((await get(path)).body.length);
      }
    });

    it('paints each brand in its own palette', async () => {
      const mare = (await callApi<Banner[]>(sandbox.baseUrl, '/wps/system/banners?group=w_home')).json.value[0];
      const trevo = (await callApi<Banner[]>(sandbox.baseUrl, '/wps/system/banners?group=w_home', { merchant: TREVO.merchantCode })).json
        .value[0];
      const svgOf = (url: string) => url.replace(/\.jpg$/, '.svg');
      expect((await get(svgOf(mare.url))).text).toContain('#f2b632');
      expect((await get(svgOf(trevo.url).replace('/cdn/a/', '/cdn/b/'))).text).toContain('#2ee59d');
    });

    it('draws vendor logos and game tiles for any code or slug, the same file on both CDNs', async () => {
      const logo = await get('/cdn/b/vendors/TCG_LOTTO_VN.svg');
      expect(logo.status).toBe(200);
      expectSafeSvg(logo.text, 240, 120);
      expect(logo.text).toContain('Loteria Vietnamita');
      expectJpeg((await get('/cdn/b/vendors/TCG_LOTTO_VN.jpg')).body, 240, 120);
      const tile = await get('/cdn/a/games/fortune-tiger.svg');
      expectSafeSvg(tile.text, 360, 360);
      expect(tile.text).toContain('Fortune Tiger');
      const tileJpeg = await get('/cdn/a/games/fortune-tiger.jpg');
      expectJpeg(tileJpeg.body, 360, 360);
      expect((await get('/cdn/b/games/fortune-tiger.jpg')).body.equals(tileJpeg.body)).toBe(true);
    });

    it("titles a game's tile with its name as the lists give it, case and accents kept", async () => {
      const lottery = await get('/cdn/a/games/ssc-chongqing.svg');
      expect(lottery.text).toContain('>SSC Chongqing</text>');
      expect(lottery.text).toContain('aria-label="SSC Chongqing"');
      expect((await get('/cdn/a/games/sorte-rapida-ssc.svg')).text).toContain('aria-label="Sorte Rápida SSC"');
      // A slug no game has is still drawn, titled from the slug.
      expect((await get('/cdn/a/games/no-such-game.svg')).text).toContain('aria-label="No Such Game"');
      // Without a game, codes and acronyms in the slug still read in capitals.
      expect((await get('/cdn/a/games/ssc-novo-pk10.svg')).text).toContain('aria-label="SSC Novo PK10"');
    });

    it('refuses unknown banners and odd file names', async () => {
      expect((await get('/cdn/a/banners/999999.svg')).status).toBe(404);
      expect((await get('/cdn/a/banners/999999.jpg')).status).toBe(404);
      expect((await get('/cdn/a/games/fortune-tiger.png')).status).toBe(400);
      expect((await get('/cdn/c/banners/1.svg')).status).toBe(400);
      expect((await get('/cdn/a/vendors/..%2F..%2Fetc.svg')).status).toBe(400);
      expect((await get('/cdn/a/games/Fortune_Tiger.svg')).status).toBe(400);
    });
  });

  describe('support chat page', () => {
    it('serves a styled page with no inline script or style', async () => {
      const page = await send(sandbox.baseUrl, { path: '/support/chat?kind=vip&merchant=TRV002' });
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      const document = new JSDOM(page.text).window.document;
      expect(document.querySelector('h1')?.textContent).toBe('Atendimento ao cliente');
      expect(document.body.textContent).toContain('Trevo Azul');
      expect(document.querySelectorAll('script, style, [style]')).toHaveLength(0);
      const sheet = document.querySelector('link[rel=stylesheet]')?.getAttribute('href');
      expect(sheet).toBe('/support/chat.css?merchant=TRV002');

      const css = await send(sandbox.baseUrl, { path: sheet! });
      expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(css.text).toContain('--header:#0a7f5a');
    });

    it('refuses an unknown kind', async () => {
      const reply = await callApi(sandbox.baseUrl, '/support/chat?kind=admin', { merchant: null });
      expect(reply.status).toBe(400);
      expect(reply.json.message).toContain('"kind"');
    });
  });
});

/** The picture size in a WebP file's header (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  expect([bytes.toString('ascii', 0, 4), bytes.toString('ascii', 8, 12)]).toEqual(['RIFF', 'WEBP']);
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  expect(chunk).toBe('VP8X');
  return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
}

/** A real JPEG of that size with something drawn on it: decoded, not only sniffed. */
function expectJpeg(bytes: Buffer, width: number, height: number): void {
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  const image = jpeg.decode(bytes);
  expect([image.width, image.height]).toEqual([width, height]);
  // Every artwork has white text or highlights: a blank or all-dark picture means nothing was drawn.
  let bright = 0;
  for (let index = 0; index < image.data.length; index += 4)
    if (Math.min(image.data[index], image.data[index + 1], image.data[index + 2]) > 220) bright += 1;
  expect(bright / (width * height)).toBeGreaterThan(0.005);
}

/** Parses the SVG as XML and checks it can run nothing and fetch nothing. */
function expectSafeSvg(svg: string, width: number, height: number): void {
  const document = new JSDOM(svg, { contentType: 'image/svg+xml' }).window.document;
  const root = document.documentElement;
  expect(root.tagName).toBe('svg');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  expect([root.getAttribute('width'), root.getAttribute('height')]).toEqual([String(width), String(height)]);
  expect(document.getElementsByTagName('script')).toHaveLength(0);
  for (const element of Array.from(document.getElementsByTagName('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      expect(attribute.name.startsWith('on')).toBe(false);
      if (attribute.name === 'href') expect(attribute.value.startsWith('#')).toBe(true);
    }
  }
}
