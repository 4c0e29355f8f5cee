import { callApi, MARE, schemaErrors, startSandbox, TREVO, type RunningSandbox } from '../testing/fixtures';

interface Notice {
  id: number;
  title: string;
  content: string;
  time: string;
  type: 'B' | 'PL' | 'PU' | 'PR';
}
type Groups = Record<'banners' | 'player' | 'popup' | 'promotion', Notice[]>;

describe('POST /__sandbox/announcements (test control)', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox?.close());

  const control = (body: unknown) =>
    callApi<{ merchantCode: string; count: number }>(sandbox.baseUrl, '/__sandbox/announcements', { method: 'POST', merchant: null, body });
  const list = (merchant: string = MARE.merchantCode) =>
    callApi<Groups>(sandbox.baseUrl, '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B', { merchant }).then(
      (reply) => reply.json.value,
    );

  afterEach(async () => {
    await control({ merchantCode: MARE.merchantCode });
  });

  it('seeds every grouped type with HTML content, some of it hostile', async () => {
    const groups = await list();
    const all = Object.values(groups).flat();
    expect(new Set(all.map((notice) => notice.type))).toEqual(new Set(['B', 'PL', 'PU', 'PR']));
    expect(all.every((notice) => /<[a-z]+[\s>]/.test(notice.content))).toBe(true);
    expect(all.filter((notice) => /<script|\son[a-z]+=|javascript:/i.test(notice.content)).length).toBeGreaterThanOrEqual(4);
  });

  it('replaces a merchant’s announcements verbatim, newest first in the order given, and leaves other merchants alone', async () => {
    const hostile = '<p>olá</p><img src=x onerror="window.__xss=1"><a href="javascript:alert(1)">x</a>';
    const reply = await control({
      merchantCode: MARE.merchantCode,
      announcements: [
        { type: 'PR', title: 'Primeiro', content: hostile },
        { type: 'B', title: 'Segundo', content: '<p>dois</p>' },
        { type: 'B', title: 'Terceiro', content: '<p>três</p>' },
      ],
    });
    expect(reply.status).toBe(200);
    expect(reply.json.value).toEqual({ merchantCode: MARE.merchantCode, count: 3 });
    expect(schemaErrors('sandbox-announcements.json', reply.json.value, 'response')).toEqual([]);

    const groups = await list();
    expect(schemaErrors('relay-MCSFE_getListAnnouncements.json', groups)).toEqual([]);
    expect(groups.promotion.map((notice) => [notice.title, notice.content])).toEqual([['Primeiro', hostile]]);
    expect(groups.banners.map((notice) => notice.title)).toEqual(['Segundo', 'Terceiro']);
    expect(groups.player).toEqual([]);
    expect(Date.parse(groups.promotion[0].time)).toBeGreaterThan(Date.parse(groups.banners[0].time));

    const other = await list(TREVO.merchantCode);
    expect(Object.values(other).flat()).toHaveLength(12);
  });

  it('restores the seeded announcements when no list is given', async () => {
    await control({ merchantCode: MARE.merchantCode, announcements: [] });
    expect(Object.values(await list()).flat()).toEqual([]);
    const reply = await control({ merchantCode: MARE.merchantCode });
    expect(reply.json.value.count).toBe(12);
    expect(Object.values(await list()).map((group) => group.length)).toEqual([4, 3, 2, 3]);
  });

  it('refuses bad input with 400 and an unknown merchant with 404', async () => {
    const bad = [
      { merchantCode: MARE.merchantCode, announcements: [{ type: 'X', title: 't', content: '' }] },
      { merchantCode: MARE.merchantCode, announcements: [{ type: 'B', title: '', content: '' }] },
      { merchantCode: MARE.merchantCode, announcements: [{ type: 'B', title: 't' }] },
      { merchantCode: MARE.merchantCode, announcements: [{ type: 'B', title: 't', content: '', extra: 1 }] },
      { merchantCode: '../etc', announcements: [] },
      { announcements: [] },
    ];
    for (const body of bad) {
      const reply = await control(body);
      expect([reply.status, reply.json.success]).toEqual([400, false]);
    }
    const unknown = await control({ merchantCode: 'NOPE01', announcements: [] });
    expect([unknown.status, unknown.json.code]).toEqual([404, 'UNKNOWN_MERCHANT']);
    // Nothing was changed by the refused calls.
    expect(Object.values(await list()).flat()).toHaveLength(12);
  });
});
