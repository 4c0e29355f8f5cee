import { JSDOM } from 'jsdom';
import { createImage, encodePng } from '../lib/png';
import { call, tokenOf } from '../testing/accounts';
import { sandboxDatabases } from '../testing/databases';
import { callApi, MARE, schemaErrors, TREVO, type RunningSandbox } from '../testing/fixtures';
import { readEntryImages, readFeedback } from '../store/promotions';
import { readBalance } from '../store/wallets';

interface Promotion {
  id: string;
  status: string;
  mode: string;
  category: string;
  messagingApp: string | null;
  imageUrl: string;
  phoneImageUrl: string;
}
interface Detail {
  promotion: Promotion;
  rulesHtml: string;
  remark: string | null;
  rejectReason: string | null;
  imageCount: number;
}

const PASSWORD = 'Sorte2026';
const MB = 1024 * 1024;
const png = encodePng(createImage(4, 4, [200, 30, 60]));
/** A JPEG's first bytes are all the server reads of its content. */
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const image = (bytes: Buffer, contentType = 'image/png', fileName = 'bilhete.png') => ({
  fileName,
  contentType,
  data: bytes.toString('base64'),
});
/** A buffer of `size` bytes that starts like a PNG. */
const bigPng = (size: number) => Buffer.concat([png.subarray(0, 8), Buffer.alloc(size - 8, 7)]);

describe.each(sandboxDatabases())('promotions and feedback calls on $name', (database) => {
  let sandbox: RunningSandbox;
  let jogador: string;
  let membro: string;

  beforeAll(async () => {
    sandbox = await database.startSandbox({ passwordHashing: 'fast' });
    jogador = await tokenOf(sandbox, 'jogador', PASSWORD);
    membro = await tokenOf(sandbox, 'membro1', PASSWORD);
  }, 60_000);
  afterAll(() => sandbox?.close());

  const list = (token?: string, merchant: string = MARE.merchantCode) =>
    call<Promotion[]>(sandbox, 'GET', '/wps/promotions', undefined, { token, merchant });
  const detail = (id: string, token?: string) => call<Detail>(sandbox, 'GET', `/wps/promotions/detail?id=${id}`, undefined, { token });
  const statusOf = async (id: string, token?: string) => (await list(token)).json.value.find((promotion) => promotion.id === id)?.status;
  const apply = (token: string, body: unknown) => call<Detail>(sandbox, 'POST', '/wps/promotions/apply', body, { token });
  const toggles = (merchantCode: string, modules: Record<string, boolean>) =>
    callApi(sandbox.baseUrl, '/__sandbox/toggles', { method: 'POST', merchant: null, body: { merchantCode, modules } });
  const accountId = async (username: string) =>
    (
      await sandbox.db.query<{ account_id: number }>(`SELECT account_id FROM accounts WHERE merchant_code = $1 AND username = $2`, [
        MARE.merchantCode,
        username,
      ])
    ).rows[0].account_id;
  const promotionId = async (slug: string) =>
    (
      await sandbox.db.query<{ promotion_id: number }>('SELECT promotion_id FROM promotions WHERE merchant_code = $1 AND slug = $2', [
        MARE.merchantCode,
        slug,
      ])
    ).rows[0].promotion_id;
  const balance = async (username: string) => Number(await readBalance(sandbox.db, await accountId(username)));

  describe('list and detail', () => {
    it('answers a visitor only JOIN, CLOSED and COMING_SOON, in the schema', async () => {
      const reply = await list();
      expect(reply.status).toBe(200);
      expect(schemaErrors('promotions.json', reply.json.value)).toEqual([]);
      expect(new Set(reply.json.value.map((promotion) => promotion.status))).toEqual(new Set(['JOIN', 'CLOSED', 'COMING_SOON']));
      expect(reply.json.value.map((promotion) => promotion.id)).toEqual(
        expect.arrayContaining(['boas-vindas', 'giros-sexta', 'cashback-semanal', 'multipla-protegida', 'indique-e-ganhe']),
      );
    });

    it('answers the member their own status in each promotion, covering every status of the spec', async () => {
      const statuses = new Set((await list(jogador)).json.value.map((promotion) => promotion.status));
      expect([...statuses].sort()).toEqual([
        'APPLYING',
        'CLAIM',
        'CLAIMED',
        'CLOSED',
        'COMING_SOON',
        'IN_PROCESS',
        'ISSUED',
        'JOIN',
        'REJECTED',
        'SIGNED',
      ]);
      // Another member's list does not carry jogador's entries.
      expect(await statusOf('giros-sexta', membro)).toBe('JOIN');
      expect(await statusOf('giros-sexta', jogador)).toBe('CLAIM');
    });

    it('gives the detail with rules HTML and the refusal reason, and 404 for an unknown id', async () => {
      const reply = await detail('multipla-protegida', jogador);
      expect(schemaErrors('promotions-detail.json', reply.json.value)).toEqual([]);
      expect(reply.json.value.rulesHtml).toContain('<h3>');
      expect(reply.json.value.promotion.status).toBe('REJECTED');
      expect(reply.json.value.rejectReason).toMatch(/seleções/);
      // Someone else reading the same promotion sees nothing of jogador's application.
      const other = await detail('multipla-protegida', membro);
      expect([other.json.value.promotion.status, other.json.value.remark, other.json.value.rejectReason]).toEqual(['JOIN', null, null]);
      const missing = await detail('nao-existe');
      expect([missing.status, missing.json.code]).toEqual([404, 'PROMOTION_NOT_FOUND']);
    });

    it('draws each promotion artwork for its merchant', async () => {
      const { json } = await list();
      const response = await fetch(`${sandbox.baseUrl}/cdn/b/${json.value[0].imageUrl}`, { headers: { accept: 'image/webp' } });
      expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/webp']);
      expect((await fetch(`${sandbox.baseUrl}/cdn/a/promotions/${MARE.merchantCode}/nao-existe.jpg`)).status).toBe(404);
    });

    it('draws each promotion’s phone crop too, its words 11 px or more on a 360 px phone’s 328 px card', async () => {
      const { json } = await list();
      for (const promotion of json.value) {
        expect(promotion.phoneImageUrl).toBe(promotion.imageUrl.replace(/\.jpg$/, '.phone.jpg'));
        const svg = await (await fetch(`${sandbox.baseUrl}/cdn/a/${promotion.phoneImageUrl.replace(/\.jpg$/, '.svg')}`)).text();
        expect(svg).toContain('viewBox="0 0 750 400"');
        // The words are the SVG's own text elements (an illustration's figures are drawing).
        const words = new JSDOM(svg, { contentType: 'image/svg+xml' }).window.document.documentElement.children;
        const sizes = Array.from(words)
          .filter((child) => child.tagName === 'text')
          .map((text) => Number(text.getAttribute('font-size')));
        expect([promotion.id, (Math.min(...sizes) * 328) / 750 >= 11]).toEqual([promotion.id, true]);
      }
      const phone = await fetch(`${sandbox.baseUrl}/cdn/b/${json.value[0].phoneImageUrl}`, { headers: { accept: 'image/webp' } });
      expect([phone.status, phone.headers.get('content-type')]).toEqual([200, 'image/webp']);
      expect((await fetch(`${sandbox.baseUrl}/cdn/a/promotions/${MARE.merchantCode}/nao-existe.phone.jpg`)).status).toBe(404);
      expect((await fetch(`${sandbox.baseUrl}/cdn/a/promotions/${MARE.merchantCode}/boas-vindas.tablet.jpg`)).status).toBe(400);
    });

    it('lists the REFERRAL promotion only while the REFERRAL module is on, and nothing while PROMOTIONS is off', async () => {
      try {
        await toggles(TREVO.merchantCode, { REFERRAL: false });
        expect((await list(undefined, TREVO.merchantCode)).json.value.map((promotion) => promotion.id)).not.toContain('indique-e-ganhe');
        expect(
          (await call(sandbox, 'GET', '/wps/promotions/detail?id=indique-e-ganhe', undefined, { merchant: TREVO.merchantCode })).status,
        ).toBe(404);
        expect((await list(undefined, MARE.merchantCode)).json.value.map((promotion) => promotion.id)).toContain('indique-e-ganhe');
        await toggles(TREVO.merchantCode, { PROMOTIONS: false });
        const off = await list(undefined, TREVO.merchantCode);
        expect([off.status, off.json.code, off.json.message]).toEqual([
          404,
          'PROMOTIONS_OFF',
          'As promoções não estão disponíveis neste site.',
        ]);
      } finally {
        await toggles(TREVO.merchantCode, { REFERRAL: true, PROMOTIONS: true });
      }
      expect((await list(undefined, TREVO.merchantCode)).json.value.map((promotion) => promotion.id)).toContain('indique-e-ganhe');
    });
  });

  describe('apply', () => {
    const id = 'reembolso-primeira-aposta';

    it('refuses a fourth image, a 6 MB image and a text file named .png, and leaves the status alone', async () => {
      const four = await apply(jogador, { id, remark: 'Bilhete 123', images: [image(png), image(png), image(png), image(png)] });
      expect([four.status, four.json.code, four.json.message]).toEqual([400, 'TOO_MANY_IMAGES', 'Envie no máximo 3 imagens.']);
      const big = await apply(jogador, { id, remark: 'Bilhete 123', images: [image(bigPng(6 * MB), 'image/png', 'grande.png')] });
      expect([big.status, big.json.code, big.json.message]).toEqual([
        400,
        'IMAGE_TOO_LARGE',
        'A imagem "grande.png" tem 6.0 MB. Cada imagem pode ter no máximo 5 MB.',
      ]);
      const text = await apply(jogador, {
        id,
        remark: 'Bilhete 123',
        images: [image(Buffer.from('isto não é uma imagem'), 'image/png', 'falso.png')],
      });
      expect([text.status, text.json.code, text.json.message]).toEqual([
        400,
        'IMAGE_TYPE_INVALID',
        'O arquivo "falso.png" não é uma imagem PNG ou JPG válida.',
      ]);
      const mislabelled = await apply(jogador, { id, remark: 'Bilhete 123', images: [image(jpeg, 'image/png', 'foto.png')] });
      expect(mislabelled.json.code).toBe('IMAGE_TYPE_INVALID');
      const gif = await apply(jogador, { id, remark: 'Bilhete 123', images: [image(png, 'image/gif', 'a.gif')] });
      expect(gif.status).toBe(400);
      const long = await apply(jogador, { id, remark: 'x'.repeat(141), images: [] });
      expect([long.status, long.json.message]).toEqual([400, 'O campo "remark" deve ter no máximo 140 caracteres.']);
      const blank = await apply(jogador, { id, remark: '   ', images: [] });
      expect(blank.status).toBe(400);
      expect(await statusOf(id, jogador)).toBe('JOIN');
    });

    it('refuses a body past the upload limit with a clear 413', async () => {
      const huge = 'A'.repeat(25 * MB);
      const reply = await apply(
        jogador,
        `{"id":"${id}","remark":"x","images":[{"fileName":"a.png","contentType":"image/png","data":"${huge}"}]}`,
      );
      expect([reply.status, reply.json.code, reply.json.message]).toEqual([
        413,
        'PAYLOAD_TOO_LARGE',
        'As imagens passam do limite: no máximo 3 imagens de até 5 MB cada.',
      ]);
    });

    it('stores a valid application with its images and shows it as APPLYING, once', async () => {
      const exactlyFive = bigPng(5 * MB);
      const reply = await apply(jogador, {
        id,
        remark: 'Bilhete 4471 <b>perdido</b>',
        images: [image(png), image(jpeg, 'image/jpeg', 'foto.jpg'), image(exactlyFive, 'image/png', 'cinco.png')],
      });
      expect([reply.status, reply.json.value.promotion.status, reply.json.value.imageCount, reply.json.value.remark]).toEqual([
        200,
        'APPLYING',
        3,
        'Bilhete 4471 <b>perdido</b>',
      ]);
      const stored = await readEntryImages(sandbox.db, await promotionId(id), await accountId('jogador'));
      expect(stored.map((file) => [file.fileName, file.contentType, file.bytes.length])).toEqual([
        ['bilhete.png', 'image/png', png.length],
        ['foto.jpg', 'image/jpeg', jpeg.length],
        ['cinco.png', 'image/png', 5 * MB],
      ]);
      expect(stored[0].bytes.equals(png)).toBe(true);
      const again = await apply(jogador, { id, remark: 'De novo', images: [] });
      expect([again.status, again.json.code, again.json.message]).toEqual([
        409,
        'PROMOTION_STATE',
        'A sua solicitação já está em análise.',
      ]);
      // membro1 applying to the same promotion is a separate entry; jogador's stays.
      expect((await apply(membro, { id, remark: 'Meu bilhete', images: [] })).json.value.promotion.status).toBe('APPLYING');
      expect((await detail(id, jogador)).json.value.remark).toBe('Bilhete 4471 <b>perdido</b>');
    });

    it('lets a refused application be sent again', async () => {
      const reply = await apply(jogador, { id: 'multipla-protegida', remark: 'Agora com 5 seleções', images: [image(png)] });
      expect([reply.json.value.promotion.status, reply.json.value.rejectReason]).toEqual(['APPLYING', null]);
    });

    it('refuses applying to a one-click promotion and joining one that needs an application', async () => {
      const wrong = await apply(jogador, { id: 'boas-vindas', remark: 'x', images: [] });
      expect([wrong.status, wrong.json.code]).toEqual([409, 'PROMOTION_MODE']);
      const join = await call(sandbox, 'POST', '/wps/promotions/join', { id: 'reembolso-primeira-aposta' }, { token: membro });
      expect([join.status, join.json.code]).toEqual([409, 'PROMOTION_MODE']);
    });

    it('refuses a trial (free play, type 4) account', async () => {
      const trial = await call<{ token: string }>(sandbox, 'POST', '/wps/session/login/freeplay', {
        os: 'Linux',
        platform: 'W',
        randomString: 'a1s2d3f4g5h6j7k8l9z0',
        gatewayVersion: 3,
      });
      expect(trial.status).toBe(200);
      const reply = await call(sandbox, 'POST', '/wps/promotions/join', { id: 'boas-vindas' }, { token: trial.json.value.token });
      expect([reply.status, reply.json.code]).toEqual([403, 'REAL_ACCOUNT_REQUIRED']);
    });

    it('needs a session', async () => {
      const reply = await call(sandbox, 'POST', '/wps/promotions/apply', { id: 'bonus-aniversario', remark: 'x', images: [] });
      expect([reply.status, reply.json.code]).toEqual([401, 'NOT_LOGGED_IN']);
    });
  });

  describe('join and claim', () => {
    it('joins a promotion (IN_PROCESS) and a raffle (SIGNED), once', async () => {
      const join = (id: string) => call<Detail>(sandbox, 'POST', '/wps/promotions/join', { id }, { token: jogador });
      expect((await join('boas-vindas')).json.value.promotion.status).toBe('IN_PROCESS');
      expect((await join('sorteio-iphone')).json.value.promotion.status).toBe('SIGNED');
      const twice = await join('sorteio-iphone');
      expect([twice.status, twice.json.message]).toEqual([409, 'Você já está inscrito nesta promoção.']);
      expect((await join('festival-de-natal')).json.message).toBe('Esta promoção ainda não começou.');
      expect((await join('especial-carnaval')).json.message).toBe('Esta promoção já terminou.');
    });

    it('claims a bonus into the wallet once; another member cannot claim it', async () => {
      const before = await balance('jogador');
      const stolen = await call<Detail>(sandbox, 'POST', '/wps/promotions/claim', { id: 'giros-sexta' }, { token: membro });
      expect([stolen.status, stolen.json.code]).toEqual([409, 'PROMOTION_STATE']);
      const claim = () => call<Detail>(sandbox, 'POST', '/wps/promotions/claim', { id: 'giros-sexta' }, { token: jogador });
      // Eight at once: in one process the first request often commits before the next is even
      // read, so a double click alone seldom overlaps on PostgreSQL; one is paid, the rest refused.
      const replies = await Promise.all(Array.from({ length: 8 }, claim));
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      expect(await statusOf('giros-sexta', jogador)).toBe('CLAIMED');
      expect(await balance('jogador')).toBe(before + 50);
    });

    it('asks for the messaging-app number ID before paying that bonus', async () => {
      const claim = (body: unknown) => call<Detail>(sandbox, 'POST', '/wps/promotions/claim', body, { token: jogador });
      const missing = await claim({ id: 'bonus-telegram' });
      expect([missing.status, missing.json.code, missing.json.message]).toEqual([
        400,
        'MESSAGING_ID_REQUIRED',
        'Informe o seu número ID do Telegram para resgatar este bônus.',
      ]);
      expect((await claim({ id: 'bonus-telegram', messagingId: '12ab' })).status).toBe(400);
      const done = await claim({ id: 'bonus-telegram', messagingId: '5512345678' });
      expect([done.status, done.json.value.promotion.status, done.json.value.promotion.messagingApp]).toEqual([200, 'CLAIMED', 'TELEGRAM']);
    });

    it('claims a raffle prize only through relay/MCS2_claimRafflePromotion', async () => {
      const wrongCall = await call(sandbox, 'POST', '/wps/promotions/claim', { id: 'sorteio-semanal' }, { token: jogador });
      expect([wrongCall.status, wrongCall.json.code]).toEqual([409, 'PROMOTION_MODE']);
      const notRaffle = await call(sandbox, 'POST', '/wps/relay/MCS2_claimRafflePromotion', { id: 'cashback-semanal' }, { token: jogador });
      expect([notRaffle.status, notRaffle.json.code]).toEqual([409, 'PROMOTION_MODE']);
      const anonymous = await call(sandbox, 'POST', '/wps/relay/MCS2_claimRafflePromotion', { id: 'sorteio-semanal' });
      expect(anonymous.status).toBe(401);
      const before = await balance('jogador');
      const reply = await call<Detail>(
        sandbox,
        'POST',
        '/wps/relay/MCS2_claimRafflePromotion',
        { id: 'sorteio-semanal' },
        { token: jogador },
      );
      expect([reply.status, reply.json.value.promotion.status]).toEqual([200, 'CLAIMED']);
      expect(schemaErrors('relay-MCS2_claimRafflePromotion.json', reply.json.value)).toEqual([]);
      expect(await balance('jogador')).toBe(before + 1000);
    });

    it('keeps a won bonus claimable and an application under review after the promotion ends; anything else is CLOSED', async () => {
      const member = await accountId('membro1');
      const slugs = { won: 'recarga-fim-de-semana', reviewed: 'bonus-aniversario', joined: 'torneio-slots' };
      const ids = {
        won: await promotionId(slugs.won),
        reviewed: await promotionId(slugs.reviewed),
        joined: await promotionId(slugs.joined),
      };
      const ends = await sandbox.db.query<{ promotion_id: number; ends_at: Date }>(
        'SELECT promotion_id, ends_at FROM promotions WHERE promotion_id = ANY($1)',
        [Object.values(ids)],
      );
      await sandbox.db.query(
        `INSERT INTO promotion_entries (promotion_id, account_id, status, updated_at) VALUES ($1, $4, 'CLAIM', now()), ($2, $4, 'APPLYING', now()), ($3, $4, 'IN_PROCESS', now())`,
        [ids.won, ids.reviewed, ids.joined, member],
      );
      try {
        await sandbox.db.query(`UPDATE promotions SET ends_at = now() - interval '1 day' WHERE promotion_id = ANY($1)`, [
          Object.values(ids),
        ]);
        expect([await statusOf(slugs.won, membro), await statusOf(slugs.reviewed, membro), await statusOf(slugs.joined, membro)]).toEqual([
          'CLAIM',
          'APPLYING',
          'CLOSED',
        ]);
        const before = await balance('membro1');
        const claimed = await call<Detail>(sandbox, 'POST', '/wps/promotions/claim', { id: slugs.won }, { token: membro });
        expect([claimed.status, claimed.json.value.promotion.status]).toEqual([200, 'CLAIMED']);
        expect(await balance('membro1')).toBe(before + 150);
      } finally {
        for (const row of ends.rows)
          await sandbox.db.query('UPDATE promotions SET ends_at = $2 WHERE promotion_id = $1', [row.promotion_id, row.ends_at]);
        await sandbox.db.query('DELETE FROM promotion_entries WHERE account_id = $1 AND promotion_id = ANY($2)', [
          member,
          Object.values(ids),
        ]);
      }
    });
  });

  describe('feedback', () => {
    const send = (body: unknown, token?: string) =>
      call<{ feedbackId: number }>(sandbox, 'PUT', '/wps/feedback', body, { token, localAddress: '127.0.0.3' });

    it('takes a message with images without a session and stores it', async () => {
      const reply = await send({ remark: '  O saque demorou 2 dias.  ', images: [image(png), image(jpeg, 'image/jpeg', 'tela.jpg')] });
      expect(reply.status).toBe(200);
      const stored = await readFeedback(sandbox.db, reply.json.value.feedbackId);
      expect(stored?.remark).toBe('O saque demorou 2 dias.');
      expect(stored?.accountId).toBeNull();
      expect(stored?.images.map((file) => file.fileName)).toEqual(['bilhete.png', 'tela.jpg']);
      const member = await send({ remark: 'Sugestão: mais jogos de crash.', images: [] }, jogador);
      expect((await readFeedback(sandbox.db, member.json.value.feedbackId))?.accountId).toBe(await accountId('jogador'));
    });

    it('limits how often one address sends feedback', async () => {
      const from = (n: number) =>
        call(sandbox, 'PUT', '/wps/feedback', { remark: `Mensagem ${n}`, images: [] }, { localAddress: '127.0.0.4' });
      const statuses: number[] = [];
      for (let n = 0; n < 11; n += 1) statuses.push((await from(n)).status);
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
    });

    it('refuses four images, a 6 MB image, a fake png, an empty and a too long remark', async () => {
      expect((await send({ remark: 'oi', images: [image(png), image(png), image(png), image(png)] })).json.message).toBe(
        'Envie no máximo 3 imagens.',
      );
      expect((await send({ remark: 'oi', images: [image(bigPng(6 * MB), 'image/png', 'g.png')] })).json.code).toBe('IMAGE_TOO_LARGE');
      expect(
        (await send({ remark: 'oi', images: [image(Buffer.from('<script>alert(1)</script>'), 'image/png', 'x.png')] })).json.code,
      ).toBe('IMAGE_TYPE_INVALID');
      expect((await send({ remark: '', images: [] })).status).toBe(400);
      expect((await send({ remark: ' ', images: [] })).status).toBe(400);
      expect((await send({ remark: 'é'.repeat(141), images: [] })).status).toBe(400);
      expect((await send({ remark: 'é'.repeat(140), images: [] })).status).toBe(200);
    });
  });
});
