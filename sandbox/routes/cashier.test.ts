import { DEMO_PASSWORD } from '../db/seed/accounts';
import { DEMO_PAYMENT_PASSWORD } from '../db/seed/points';
import { call, tokenOf } from '../testing/accounts';
import { sandboxDatabases } from '../testing/databases';
import { MARE, schemaErrors, TREVO, type RunningSandbox } from '../testing/fixtures';
import { send } from '../testing/http';
import { isValidCpf, maskPixKey, normalisePixKey } from './cashier';

interface Order {
  orderId: string;
  amount: string;
  status: string;
  paymentCode: string;
  channelCode: string;
}
interface Opened {
  order: Order;
  paymentUrl: string;
}
interface Overview {
  minAmount: string;
  feePercent: string;
  confirmationMinutes: number;
  withdrawalsLeftToday: number;
  payoutAccounts: { payoutAccountId: number; keyType: string; pixKey: string }[];
  withdrawable: string;
  paymentPasswordSet: boolean;
}
interface Confirmation {
  confirmationId: string;
  amount: string;
  fee: string;
  receive: string;
  expiresAt: string;
}
interface Withdrawal {
  withdrawalId: string;
  status: string;
  amount: string;
  rejectReason: string | null;
}
interface PageOf<T> {
  list: T[];
  totalCount: number;
  totalPages: number;
  totalPaid: string;
}

const MINUTE = 60_000;
let sequence = 0;
const requestId = () => `cash-${Date.now().toString(36)}-${(sequence += 1)}`;
/** yyyy-mm-dd in Brasília time, `days` from now (the lists' calendar). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);
const LAST_60_DAYS = `from=${day(-60)}&to=${day(1)}&pageNo=1&pageSize=20`;

describe.each(sandboxDatabases())('cashier calls on $name', (database) => {
  let sandbox: RunningSandbox;
  let jogador: string;

  beforeAll(async () => {
    sandbox = await database.startSandbox();
    jogador = await tokenOf(sandbox, 'jogador', DEMO_PASSWORD);
  }, 60_000);
  afterAll(() => sandbox?.close());

  const get = <T>(path: string, token?: string, merchant: string = MARE.merchantCode) =>
    call<T>(sandbox, 'GET', path, undefined, { token, merchant });
  const post = <T>(path: string, body: unknown, token?: string) => call<T>(sandbox, 'POST', path, body, { token });
  const balance = async (token: string) => (await get<{ mainBalance: string }>('/wps/v2/wallets/balance', token)).json.value.mainBalance;
  const deposit = (amount: string, token = jogador, channelCode = 'PIX', id = requestId()) =>
    post<Opened>('/wps/v2/wallets/deposits', { channelCode, amount, requestId: id }, token);
  /** The payment provider's page: GET it, then press its button (a form post without fields). */
  const payPage = async (url: string) => {
    const reply = await send(sandbox.baseUrl.replace(/\/$/, ''), { method: 'GET', path: url });
    return { ...reply, body: reply.text };
  };
  const pressPay = async (url: string) => {
    const reply = await send(sandbox.baseUrl.replace(/\/$/, ''), {
      method: 'POST',
      path: `${url}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    return { ...reply, body: reply.text };
  };

  describe('deposits', () => {
    it('lists the channels with their limits and one-tap amounts', async () => {
      const reply = await get<{ channels: { channelCode: string; minAmount: string; presets: string[] }[]; depositRoom: unknown }>(
        '/wps/v2/wallets/deposit/channels',
        jogador,
      );
      expect(schemaErrors('v2-wallets-deposit-channels.json', reply.json.value)).toEqual([]);
      expect(reply.json.value.channels.map((channel) => channel.channelCode)).toEqual(['PIX', 'TED', 'USDT']);
      expect(reply.json.value.channels[0]).toMatchObject({
        minAmount: '10.00',
        presets: ['20.00', '50.00', '100.00', '200.00', '500.00', '1000.00'],
      });
      expect(reply.json.value.depositRoom).toBeNull();
      const trevo = await tokenOf(sandbox, 'jogador', DEMO_PASSWORD, { merchant: TREVO.merchantCode });
      const blue = await get<{ channels: { channelCode: string }[] }>('/wps/v2/wallets/deposit/channels', trevo, TREVO.merchantCode);
      expect(blue.json.value.channels.map((channel) => channel.channelCode)).toEqual(['PIX', 'TED']);
    });

    it('credits the main wallet once when the payment page is paid, however often it is pressed', async () => {
      const before = await balance(jogador);
      const opened = await deposit('150.5');
      expect(opened.status).toBe(200);
      expect(schemaErrors('v2-wallets-deposits.json', opened.json.value)).toEqual([]);
      expect(opened.json.value.order).toMatchObject({ amount: '150.50', status: 'PENDING', channelCode: 'PIX' });
      expect(opened.json.value.order.paymentCode).toContain(opened.json.value.order.orderId);

      const page = await payPage(opened.json.value.paymentUrl);
      expect(page.status).toBe(200);
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(page.body).toContain('P 150.50');
      expect(page.body).toContain('Aguardando pagamento');
      expect(page.body).not.toMatch(/<script/i);
      expect(await balance(jogador)).toBe(before);

      // Pressed twice at once (a double click), then once more.
      const presses = await Promise.all([pressPay(opened.json.value.paymentUrl), pressPay(opened.json.value.paymentUrl)]);
      for (const paid of presses) {
        expect(paid.status).toBe(200);
        expect(paid.body).toContain('Pagamento recebido');
      }
      await pressPay(opened.json.value.paymentUrl);
      expect(Number(await balance(jogador))).toBeCloseTo(Number(before) + 150.5, 2);
      const order = await get<Order>(`/wps/v2/wallets/deposits/${opened.json.value.order.orderId}`, jogador);
      expect(order.json.value.status).toBe('PAID');
    });

    it('answers a replayed requestId with the same order and refuses the id for another amount', async () => {
      const id = requestId();
      const first = await deposit('40', jogador, 'PIX', id);
      const again = await deposit('40.00', jogador, 'PIX', id);
      expect(again.json.value.order.orderId).toBe(first.json.value.order.orderId);
      // Only the newest address pays: the first answer was presumably lost.
      expect((await payPage(first.json.value.paymentUrl)).status).toBe(404);
      expect((await payPage(again.json.value.paymentUrl)).status).toBe(200);
      const other = await deposit('41', jogador, 'PIX', id);
      expect([other.status, other.json.code]).toEqual([409, 'REQUEST_ID_REUSED']);
    });

    it.each([
      ['5', 'PIX', 400, 'INVALID_REQUEST'],
      ['50000.01', 'PIX', 400, 'INVALID_REQUEST'],
      ['99', 'TED', 400, 'INVALID_REQUEST'],
      ['100', 'BOLETO', 404, 'CHANNEL_NOT_FOUND'],
      ['-10', 'PIX', 400, undefined],
      ['10.001', 'PIX', 400, undefined],
      ['1e3', 'PIX', 400, undefined],
      ["'; DROP TABLE wallets; --", 'PIX', 400, undefined],
    ])('refuses a deposit of %s by %s', async (amount, channel, status, code) => {
      const reply = await deposit(amount, jogador, channel);
      expect(reply.status).toBe(status);
      if (code) expect(reply.json.code).toBe(code);
    });

    it('cancels a pending order, which can then not be paid; a paid one cannot be cancelled', async () => {
      const opened = await deposit('25');
      const cancelled = await post<Order>(`/wps/v2/wallets/deposits/${opened.json.value.order.orderId}/cancel`, {}, jogador);
      expect(cancelled.json.value.status).toBe('CANCELLED');
      const before = await balance(jogador);
      expect((await pressPay(opened.json.value.paymentUrl)).body).toContain('cancelado');
      expect(await balance(jogador)).toBe(before);
      const again = await post(`/wps/v2/wallets/deposits/${opened.json.value.order.orderId}/cancel`, {}, jogador);
      expect([again.status, again.json.code]).toEqual([409, 'ORDER_NOT_PENDING']);
    });

    it("lets an order expire after the merchant's 30 minutes; paying it late moves nothing", async () => {
      const opened = await deposit('60');
      const before = await balance(jogador);
      sandbox.controls.advanceClock(31 * MINUTE);
      try {
        const order = await get<Order>(`/wps/v2/wallets/deposits/${opened.json.value.order.orderId}`, jogador);
        expect(order.json.value.status).toBe('EXPIRED');
        await pressPay(opened.json.value.paymentUrl);
        expect(await balance(jogador)).toBe(before);
      } finally {
        await sandbox.controls.reset();
      }
    });

    it('lists the seeded history and the new orders, newest first, with the total paid', async () => {
      const reply = await get<PageOf<Order>>(`/wps/v2/wallets/deposits/list?${LAST_60_DAYS}`, jogador);
      expect(reply.status).toBe(200);
      expect(schemaErrors('v2-wallets-deposits-list.json', reply.json.value)).toEqual([]);
      const statuses = reply.json.value.list.map((order) => order.status);
      expect(statuses).toEqual(expect.arrayContaining(['PAID', 'EXPIRED', 'CANCELLED']));
      // Seeded 500.00 + 200.00, and the 150.50 paid above.
      expect(reply.json.value.totalPaid).toBe('850.50');
      const tooLong = await get(`/wps/v2/wallets/deposits/list?from=${day(-200)}&to=${day(0)}&pageNo=1&pageSize=20`, jogador);
      expect(tooLong.status).toBe(400);
    });

    it("never shows or changes another member's order", async () => {
      const opened = await deposit('30');
      const membro1 = await tokenOf(sandbox, 'membro1', DEMO_PASSWORD);
      const orderId = opened.json.value.order.orderId;
      expect((await get(`/wps/v2/wallets/deposits/${orderId}`, membro1)).status).toBe(404);
      expect((await post(`/wps/v2/wallets/deposits/${orderId}/cancel`, {}, membro1)).status).toBe(404);
      const theirs = await get<PageOf<Order>>(`/wps/v2/wallets/deposits/list?${LAST_60_DAYS}`, membro1);
      expect(theirs.json.value.list.some((order) => order.orderId === orderId)).toBe(false);
    });

    it('refuses a caller without a session and a trial account', async () => {
      expect((await get('/wps/v2/wallets/deposit/channels')).status).toBe(401);
      expect((await post('/wps/v2/wallets/deposits', { channelCode: 'PIX', amount: '50', requestId: requestId() })).status).toBe(401);
      const trial = await call<{ token: string }>(sandbox, 'POST', '/wps/session/login/freeplay', {
        os: 'Linux',
        platform: 'W',
        randomString: 'abcdefghijklmnop',
        gatewayVersion: 3,
      });
      const refused = await deposit('50', trial.json.value.token);
      expect([refused.status, refused.json.code]).toEqual([403, 'FORBIDDEN']);
    });

    it('answers an unknown payment address with a page that tells nothing', async () => {
      const page = await payPage('/cdn/a/pay/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      expect(page.status).toBe(404);
      expect(page.body).toContain('Pagamento não encontrado');
    });
  });

  describe('withdrawals', () => {
    const overview = async (token = jogador) => (await get<Overview>('/wps/v2/wallets/withdrawals/overview', token)).json.value;
    const confirmation = (payoutAccountId: number, amount: string, token = jogador) =>
      post<Confirmation>('/wps/v2/wallets/withdrawals/confirmation', { payoutAccountId, amount }, token);
    const confirm = (confirmationId: string, paymentPassword: string, token = jogador) =>
      post<Withdrawal>('/wps/v2/wallets/withdrawals', { confirmationId, paymentPassword }, token);

    it('shows the limits, the seeded PIX key (masked) and what can be withdrawn', async () => {
      const reply = await get<Overview>('/wps/v2/wallets/withdrawals/overview', jogador);
      expect(schemaErrors('v2-wallets-withdrawals-overview.json', reply.json.value)).toEqual([]);
      expect(reply.json.value).toMatchObject({ minAmount: '20.00', feePercent: '0.00', confirmationMinutes: 5, paymentPasswordSet: true });
      expect(reply.json.value.payoutAccounts).toEqual([expect.objectContaining({ keyType: 'EMAIL', pixKey: 'jo*****@example.com' })]);
      expect(reply.json.value.withdrawable).toBe(await balance(jogador));
    });

    it('refuses a wrong payment password, then pays out with the right one', async () => {
      const [payout] = (await overview()).payoutAccounts;
      const before = await balance(jogador);
      const opened = await confirmation(payout.payoutAccountId, '100');
      expect(schemaErrors('v2-wallets-withdrawals-confirmation.json', opened.json.value)).toEqual([]);
      expect(opened.json.value).toMatchObject({ amount: '100.00', fee: '0.00', receive: '100.00' });
      const wrong = await confirm(opened.json.value.confirmationId, '000000');
      expect([wrong.status, wrong.json.code]).toEqual([400, 'WRONG_PAYMENT_PASSWORD']);
      expect(await balance(jogador)).toBe(before);

      // Confirmed twice at once (a double click): one withdrawal.
      const [done, twice] = (
        await Promise.all([
          confirm(opened.json.value.confirmationId, DEMO_PAYMENT_PASSWORD),
          confirm(opened.json.value.confirmationId, DEMO_PAYMENT_PASSWORD),
        ])
      ).sort((a, b) => a.status - b.status);
      expect(done.status).toBe(200);
      expect(schemaErrors('v2-wallets-withdrawals.json', done.json.value)).toEqual([]);
      expect(done.json.value).toMatchObject({ status: 'PROCESSING', amount: '100.00' });
      expect([twice.status, twice.json.code]).toEqual([404, 'CONFIRMATION_NOT_FOUND']);
      expect(Number(await balance(jogador))).toBeCloseTo(Number(before) - 100, 2);

      // The payment provider pays it two minutes later.
      sandbox.controls.advanceClock(3 * MINUTE);
      try {
        const list = await get<PageOf<Withdrawal>>(`/wps/v2/wallets/withdrawals/list?${LAST_60_DAYS}`, jogador);
        expect(schemaErrors('v2-wallets-withdrawals-list.json', list.json.value)).toEqual([]);
        expect(list.json.value.list[0]).toMatchObject({ withdrawalId: done.json.value.withdrawalId, status: 'PAID' });
        expect(list.json.value.list.map((withdrawal) => withdrawal.status)).toEqual(['PAID', 'PAID', 'REJECTED']);
        expect(list.json.value.list[2].rejectReason).toMatch(/chave PIX/);
        expect(list.json.value.totalPaid).toBe('800.00');
      } finally {
        await sandbox.controls.reset();
      }
    });

    it("lets a confirmation lapse after the merchant's minutes", async () => {
      const [payout] = (await overview()).payoutAccounts;
      const opened = await confirmation(payout.payoutAccountId, '20');
      sandbox.controls.advanceClock(5 * MINUTE + 1000);
      try {
        const late = await confirm(opened.json.value.confirmationId, DEMO_PAYMENT_PASSWORD);
        expect([late.status, late.json.code]).toEqual([410, 'CONFIRMATION_EXPIRED']);
      } finally {
        await sandbox.controls.reset();
      }
    });

    it.each([
      ['19.99', 400, 'INVALID_REQUEST'],
      ['50000.01', 400, 'INVALID_REQUEST'],
      ['0', 400, 'INVALID_REQUEST'],
      ['abc', 400, undefined],
    ])('refuses a withdrawal of %s', async (amount, status, code) => {
      const [payout] = (await overview()).payoutAccounts;
      const reply = await confirmation(payout.payoutAccountId, amount);
      expect(reply.status).toBe(status);
      if (code) expect(reply.json.code).toBe(code);
    });

    it('refuses more than the main wallet holds', async () => {
      const [payout] = (await overview()).payoutAccounts;
      const reply = await confirmation(payout.payoutAccountId, '49999');
      expect([reply.status, reply.json.code]).toEqual([409, 'INSUFFICIENT_FUNDS']);
    });

    it('adds valid PIX keys up to the limit, refusing bad and duplicate ones', async () => {
      const membro2 = await tokenOf(sandbox, 'membro2', DEMO_PASSWORD);
      const add = (keyType: string, pixKey: string, holderName = 'Membro Dois da Silva') =>
        post('/wps/v2/wallets/payout-accounts', { keyType, pixKey, holderName, bankName: 'Banco do Brasil' }, membro2);
      expect((await add('CPF', '123.456.789-00')).json.code).toBe('INVALID_REQUEST');
      expect((await add('PHONE', '12345')).json.code).toBe('INVALID_REQUEST');
      expect((await add('EMAIL', '<script>@x')).json.code).toBe('INVALID_REQUEST');
      expect((await add('RANDOM', 'not-a-uuid')).json.code).toBe('INVALID_REQUEST');
      expect((await add('CPF', '529.982.247-25', '<img src=x onerror=alert(1)>')).json.code).toBe('INVALID_REQUEST');
      const cpf = await add('CPF', '529.982.247-25');
      expect(cpf.status).toBe(200);
      expect(schemaErrors('v2-wallets-payout-accounts.json', cpf.json.value)).toEqual([]);
      expect((cpf.json.value as { pixKey: string }).pixKey).toBe('***.982.247-**');
      expect((await add('CPF', '52998224725')).json.code).toBe('DUPLICATE_PAYOUT_ACCOUNT');
      expect((await add('PHONE', '(11) 91234-5678')).status).toBe(200);
      expect((await add('EMAIL', 'Membro2@Example.com')).status).toBe(200);
      const fourth = await add('RANDOM', '123e4567-e89b-12d3-a456-426614174000');
      expect([fourth.status, fourth.json.code]).toEqual([409, 'TOO_MANY_PAYOUT_ACCOUNTS']);
    });

    it("never uses or removes another member's PIX key or confirmation", async () => {
      const membro1 = await tokenOf(sandbox, 'membro1', DEMO_PASSWORD);
      const [jogadorKey] = (await overview()).payoutAccounts;
      const theirs = await confirmation(jogadorKey.payoutAccountId, '20', membro1);
      expect([theirs.status, theirs.json.code]).toEqual([404, 'PAYOUT_ACCOUNT_NOT_FOUND']);
      const removal = await call(sandbox, 'DELETE', `/wps/v2/wallets/payout-accounts/${jogadorKey.payoutAccountId}`, undefined, {
        token: membro1,
      });
      expect(removal.status).toBe(404);
      // membro1 knows a payment password (the same as jogador's), so only the ownership can refuse.
      await sandbox.db.query(
        `UPDATE accounts SET payment_password_hash = (SELECT payment_password_hash FROM accounts WHERE merchant_code = $1 AND username = 'jogador')
          WHERE merchant_code = $1 AND username = 'membro1'`,
        [MARE.merchantCode],
      );
      const mine = await confirmation(jogadorKey.payoutAccountId, '20');
      const stolen = await confirm(mine.json.value.confirmationId, DEMO_PAYMENT_PASSWORD, membro1);
      expect(stolen.status).toBe(404);
      expect((await overview()).payoutAccounts).toHaveLength(1);
    });
  });
});

describe('PIX key rules', () => {
  it('checks CPF digits and masks keys as banks do', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(normalisePixKey('PHONE', '+55 (21) 99876-5432')).toEqual({ key: '+5521998765432' });
    expect(maskPixKey('PHONE', '+5521998765432')).toBe('+5521*****5432');
    expect(maskPixKey('RANDOM', '123e4567-e89b-12d3-a456-426614174000')).toBe('123e****4000');
  });
});
