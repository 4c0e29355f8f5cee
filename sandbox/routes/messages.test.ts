import { DEMO_PASSWORD } from '../db/seed/accounts';
import { call, tokenOf } from '../testing/accounts';
import { MARE, schemaErrors, startSandbox, type RunningSandbox } from '../testing/fixtures';

interface Message {
  id: number;
  category: string;
  title: string;
  body: string;
  sentAt: string;
  read: boolean;
}
interface Inbox {
  list: Message[];
  totalCount: number;
  totalPages: number;
  unreadCount: number;
}
interface Counts {
  unreadMessage: number;
  availablePromo: number;
  total: number;
  availableReward: number;
}

describe('inbox and unread-count calls', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox();
  }, 60_000);
  afterAll(() => sandbox?.close());
  afterEach(() => sandbox.controls.reset());

  const get = <T>(path: string, token?: string, merchant?: string) => call<T>(sandbox, 'GET', path, undefined, { token, merchant });
  const post = <T>(path: string, token?: string) => call<T>(sandbox, 'POST', path, {}, { token });
  const inbox = (token: string, query = 'pageNo=1&pageSize=20') => get<Inbox>(`/wps/v2/messages?${query}`, token);

  it("lists the member's seeded inbox newest first, all or unread, paged", async () => {
    const jogador = await tokenOf(sandbox, 'jogador', DEMO_PASSWORD);
    const all = await inbox(jogador);
    expect(all.status).toBe(200);
    expect(schemaErrors('v2-messages.json', all.json.value)).toEqual([]);
    const { list, totalCount, totalPages, unreadCount } = all.json.value;
    expect([list.length, totalCount, totalPages, unreadCount]).toEqual([6, 6, 1, 3]);
    const sent = list.map((message) => Date.parse(message.sentAt));
    expect(sent).toEqual([...sent].sort((a, b) => b - a));
    expect(new Set(list.map((message) => message.category))).toEqual(new Set(['SYSTEM', 'ACCOUNT', 'PROMOTION']));

    const unread = await inbox(jogador, 'status=UNREAD&pageNo=1&pageSize=2');
    expect(unread.json.value).toMatchObject({ totalCount: 3, totalPages: 2, unreadCount: 3 });
    expect(unread.json.value.list.map((message) => message.id)).toEqual(
      list
        .filter((message) => !message.read)
        .slice(0, 2)
        .map((message) => message.id),
    );
    const pastTheEnd = await inbox(jogador, 'status=UNREAD&pageNo=5&pageSize=2');
    expect(pastTheEnd.json.value).toMatchObject({ list: [], totalCount: 3, totalPages: 2 });
  });

  it('counts unread messages plus available promotions, and the count drops as messages are read', async () => {
    const jogador = await tokenOf(sandbox, 'jogador', DEMO_PASSWORD);
    const counts = await get<Counts>('/wps/relay/CSP_unreadCount', jogador);
    expect(counts.status).toBe(200);
    expect(schemaErrors('relay-CSP_unreadCount.json', counts.json.value)).toEqual([]);
    // Available: what the promotions list shows the member as JOIN or CLAIM.
    const promotions = await get<{ id: string; mode: string; status: string }[]>('/wps/promotions', jogador);
    const available = promotions.json.value.filter((promotion) => promotion.status === 'JOIN' || promotion.status === 'CLAIM').length;
    expect(available).toBeGreaterThan(0);
    expect(counts.json.value).toMatchObject({ unreadMessage: 3, availablePromo: available, total: 3 + available });

    const firstUnread = (await inbox(jogador)).json.value.list.find((message) => !message.read)!;
    const read = await post<{ message: Message; unreadCount: number }>(`/wps/v2/messages/${firstUnread.id}/read`, jogador);
    expect(read.status).toBe(200);
    expect(schemaErrors('v2-messages-id-read.json', read.json.value)).toEqual([]);
    expect(read.json.value).toEqual({ message: { ...firstUnread, read: true }, unreadCount: 2 });
    // Reading again changes nothing.
    expect((await post<{ unreadCount: number }>(`/wps/v2/messages/${firstUnread.id}/read`, jogador)).json.value.unreadCount).toBe(2);
    expect((await get<Counts>('/wps/relay/CSP_unreadCount', jogador)).json.value).toMatchObject({
      unreadMessage: 2,
      availablePromo: available,
      total: 2 + available,
    });

    // Joining a promotion makes it no longer available.
    const joinable = promotions.json.value.find((promotion) => promotion.status === 'JOIN' && promotion.mode === 'JOIN');
    expect(joinable).toBeDefined();
    const joined = await call(sandbox, 'POST', '/wps/promotions/join', { id: joinable!.id }, { token: jogador });
    expect(joined.status).toBe(200);
    expect((await get<Counts>('/wps/relay/CSP_unreadCount', jogador)).json.value.availablePromo).toBe(available - 1);

    const all = await post<{ marked: number; unreadCount: number }>('/wps/v2/messages/read-all', jogador);
    expect(schemaErrors('v2-messages-read-all.json', all.json.value)).toEqual([]);
    expect(all.json.value).toEqual({ marked: 2, unreadCount: 0 });
    expect((await inbox(jogador, 'status=UNREAD&pageNo=1&pageSize=20')).json.value.list).toEqual([]);
  });

  it('answers no available promotions while the PROMOTIONS module is off', async () => {
    const jogador = await tokenOf(sandbox, 'jogador', DEMO_PASSWORD);
    await sandbox.controls.setModules(MARE.merchantCode, { PROMOTIONS: false });
    const counts = await get<Counts>('/wps/relay/CSP_unreadCount', jogador);
    expect(counts.json.value.availablePromo).toBe(0);
    expect(counts.json.value.total).toBe(counts.json.value.unreadMessage);
  });

  it('deletes a message from the inbox for good', async () => {
    const jogador = await tokenOf(sandbox, 'jogador', DEMO_PASSWORD);
    const before = (await inbox(jogador)).json.value;
    const target = before.list[before.list.length - 1];
    const removed = await call<{ unreadCount: number }>(sandbox, 'DELETE', `/wps/v2/messages/${target.id}`, undefined, { token: jogador });
    expect(removed.status).toBe(200);
    expect(schemaErrors('v2-messages-id.json', removed.json.value)).toEqual([]);
    const after = (await inbox(jogador)).json.value;
    expect(after.totalCount).toBe(before.totalCount - 1);
    expect(after.list.map((message) => message.id)).not.toContain(target.id);
    const again = await call(sandbox, 'DELETE', `/wps/v2/messages/${target.id}`, undefined, { token: jogador });
    expect([again.status, again.json.code]).toEqual([404, 'NOT_FOUND']);
    expect((await post(`/wps/v2/messages/${target.id}/read`, jogador)).status).toBe(404);
  });

  it("never lets a member read, mark or delete another member's message", async () => {
    const jogador = await tokenOf(sandbox, 'jogador', DEMO_PASSWORD);
    const membro = await tokenOf(sandbox, 'membro1', DEMO_PASSWORD);
    const theirs = (await inbox(jogador)).json.value;
    const unreadBefore = theirs.unreadCount;
    const target = theirs.list.find((message) => !message.read) ?? theirs.list[0];

    const mine = (await inbox(membro)).json.value;
    expect(mine.list.map((message) => message.id)).not.toContain(target.id);
    const read = await post(`/wps/v2/messages/${target.id}/read`, membro);
    expect([read.status, read.json.code]).toEqual([404, 'NOT_FOUND']);
    const removed = await call(sandbox, 'DELETE', `/wps/v2/messages/${target.id}`, undefined, { token: membro });
    expect([removed.status, removed.json.code]).toEqual([404, 'NOT_FOUND']);
    expect((await post<{ marked: number }>('/wps/v2/messages/read-all', membro)).json.value.marked).toBe(0);

    const after = (await inbox(jogador)).json.value;
    expect(after.unreadCount).toBe(unreadBefore);
    expect(after.list.find((message) => message.id === target.id)).toEqual(target);
  });

  it('refuses every inbox call without a token, and bad ids or queries', async () => {
    for (const [method, path] of [
      ['GET', '/wps/relay/CSP_unreadCount'],
      ['GET', '/wps/v2/messages?pageNo=1&pageSize=20'],
      ['POST', '/wps/v2/messages/1/read'],
      ['POST', '/wps/v2/messages/read-all'],
      ['DELETE', '/wps/v2/messages/1'],
    ]) {
      const reply = await call(sandbox, method, path, method === 'POST' ? {} : undefined);
      expect([path, reply.status]).toEqual([path, 401]);
    }
    const jogador = await tokenOf(sandbox, 'jogador', DEMO_PASSWORD);
    expect((await inbox(jogador, 'pageNo=0&pageSize=20')).status).toBe(400);
    expect((await inbox(jogador, 'status=SPAM&pageNo=1&pageSize=20')).status).toBe(400);
    expect((await post('/wps/v2/messages/abc/read', jogador)).status).toBe(400);
  });
});
