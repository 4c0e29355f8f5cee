import { JSDOM } from 'jsdom';
import { decryptCustomerServiceLink } from '../lib/customer-service-cipher';
import { callApi, MARE, schemaErrors, startSandbox, TREVO, type RunningSandbox } from '../testing/fixtures';

interface HelpCenter {
  items: { tag: string; title: string; summary: string; content: string; order: number }[];
  widgets: { type: string; title: string; items: { name: string; page: string; dataPath: string | null; type?: string }[] }[];
}

describe('help centre and customer service', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox();
  }, 60_000);
  afterAll(() => sandbox?.close());

  const helpCenter = (merchant: string | null = MARE.merchantCode, query = '') =>
    callApi<HelpCenter>(sandbox.baseUrl, `/wps/system/helpCenter${query}`, { merchant });

  it('answers the topics in order, with tags, titles and HTML content, without a token', async () => {
    const reply = await helpCenter();
    expect(reply.status).toBe(200);
    expect(schemaErrors('system-helpCenter.json', reply.json.value)).toEqual([]);
    const { items } = reply.json.value;
    expect(items.map((item) => item.tag)).toEqual([
      'depositos',
      'saques',
      'conta-e-seguranca',
      'jogo-responsavel',
      'bonus',
      'regras-de-apostas',
      'privacidade',
      'termos',
    ]);
    const orders = items.map((item) => item.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(items[0].title).toBe('Depósitos');
    // Real markup: every topic parses to at least one paragraph or list.
    for (const item of items) {
      const body = new JSDOM(item.content).window.document.body;
      expect(body.querySelector('p, ul, ol')).not.toBeNull();
    }
  });

  it('answers hostile markup verbatim: sanitising is the front end’s job', async () => {
    const { json } = await helpCenter();
    const terms = json.value.items.find((item) => item.tag === 'termos')!;
    expect(terms.content).toContain("<script>alert('termos')</script>");
    expect(terms.content).toContain('onerror=');
    expect(terms.content).toContain('href="javascript:');
  });

  it('answers the footer help widget of type menu with name, page and data path', async () => {
    const { json } = await helpCenter();
    expect(json.value.widgets).toHaveLength(1);
    const [menu] = json.value.widgets;
    expect(menu.type).toBe('menu');
    expect(menu.items[0]).toEqual({ name: 'Central de ajuda', page: '/help', dataPath: null, type: 'route' });
    const tags = new Set(json.value.items.map((item) => item.tag));
    // Every data path of a /help entry is a real topic, so the link lands on it.
    for (const item of menu.items.filter((entry) => entry.page === '/help' && entry.dataPath)) expect(tags.has(item.dataPath!)).toBe(true);
  });

  it('speaks of each merchant by its own name', async () => {
    const mare = await helpCenter(MARE.merchantCode);
    const trevo = await helpCenter(TREVO.merchantCode);
    expect(mare.json.value.items[0].content).toContain('Maré da Sorte');
    expect(trevo.json.value.items[0].content).toContain('Trevo Azul');
    expect(trevo.json.value.items[0].content).not.toContain('Maré da Sorte');
  });

  it('refuses unknown query parameters and a missing merchant', async () => {
    expect((await helpCenter(MARE.merchantCode, '?lang=pt')).status).toBe(400);
    const noMerchant = await helpCenter(null);
    expect(noMerchant.status).toBeGreaterThanOrEqual(400);
    expect(noMerchant.json.success).toBe(false);
  });

  it('answers the customer-service list: 1 live chat, 2 VIP, 3 encrypted live chat whose last 8 characters are the key', async () => {
    const reply = await callApi<{ csType: string; name: string; path: string }[]>(sandbox.baseUrl, '/wps/system/customerService');
    expect(schemaErrors('system-customerService.json', reply.json.value)).toEqual([]);
    const byType = Object.fromEntries(reply.json.value.map((entry) => [entry.csType, entry.path]));
    expect(new URL(byType['1']).searchParams.get('kind')).toBe('live');
    expect(new URL(byType['2']).searchParams.get('kind')).toBe('vip');
    expect(byType['3']).toMatch(/^U2FsdGVkX1/);
    const decrypted = decryptCustomerServiceLink(byType['3']);
    expect(new URL(decrypted).pathname).toBe('/support/chat');
    expect(new URL(decrypted).searchParams.get('kind')).toBe('live');
    // A fresh passphrase per answer.
    const again = await callApi<{ csType: string; path: string }[]>(sandbox.baseUrl, '/wps/system/customerService');
    expect(again.json.value.find((entry) => entry.csType === '3')!.path).not.toBe(byType['3']);
  });
});
