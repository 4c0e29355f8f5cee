import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { decryptPayload, encryptPayloadForTest, type PayloadKey } from '../lib/payload-crypto';
import { callApi, MARE, schemaErrors, startSandbox, TREVO, type RunningSandbox } from '../testing/fixtures';

interface Module {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: Module[];
}

interface Status {
  whitelabel: Module[];
  imageCDNs: string[];
  launchGameCDNs: string[];
  location: { ip: string; countryCode: string };
  maintenance: null | { title: string; message: string; endTime: string | null };
  regionRestriction: boolean;
  customerService: { csType: string; name: string; path: string }[];
  resources: { resourceType: string; url: string; qrCodeUrl: string }[];
  encryption: { keyId: string; publicKey: string; scheme: string };
}

function flatten(modules: Module[]): Record<string, '1' | '0'> {
  return Object.fromEntries(
    modules.flatMap((module) => [[module.modId, module.enabled], ...Object.entries(flatten(module.childrenNodes))]),
  );
}

describe('system calls', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox();
  }, 60_000);
  afterAll(() => sandbox?.close());
  afterEach(() => sandbox.controls.reset());

  const status = (merchant: string = MARE.merchantCode, headers?: Record<string, string>) =>
    callApi<Status>(sandbox.baseUrl, '/wps/system/status?url=127.0.0.1', { merchant, headers });

  it('answers system/status in the shape its schema describes', async () => {
    const reply = await status();
    expect(reply.status).toBe(200);
    expect(reply.json.success).toBe(true);
    expect(reply.json.message).toBe('');
    expect(schemaErrors('system-status.json', reply.json.value)).toEqual([]);
    expect(reply.json.value.maintenance).toBeNull();
    expect(reply.json.value.regionRestriction).toBe(false);
  });

  it('lists both CDNs on the caller origin, so the page CSP can stay self', async () => {
    const { json } = await status();
    expect(json.value.imageCDNs).toEqual([`${sandbox.baseUrl}/cdn/a`, `${sandbox.baseUrl}/cdn/b`]);
    expect(json.value.launchGameCDNs).toEqual([`${sandbox.baseUrl}/cdn/a`, `${sandbox.baseUrl}/cdn/b`]);
  });

  it('reports the caller address, not a forged X-Forwarded-For', async () => {
    const { json } = await status(MARE.merchantCode, { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9' });
    expect(json.value.location).toEqual({ ip: '127.0.0.1', countryCode: 'PH' });
  });

  it('publishes a payload key the server can decrypt with', async () => {
    const { json } = await status();
    const { keyId, publicKey, scheme } = json.value.encryption;
    expect(scheme).toBe('rsa-oaep-256+aes-256-cbc+hmac-sha256');
    const key: PayloadKey = sandbox.payloadKey;
    expect(keyId).toBe(key.keyId);
    expect(decryptPayload(encryptPayloadForTest(publicKey, keyId, { hello: 'olá' }), key)).toEqual({ hello: 'olá' });
  });

  it('switches features per merchant through the whitelabel tree', async () => {
    const mare = flatten((await status(MARE.merchantCode)).json.value.whitelabel);
    const trevo = flatten((await status(TREVO.merchantCode)).json.value.whitelabel);
    for (const modId of [
      'MOBILEVERCODELOGIN3',
      'DIRECTREG3',
      'FREEPLAY3',
      'PWDEXPFORCECHANGE3',
      'MOBILENUMREG3',
      'REGMOBVERF3',
      'MOBILENUMPASSREG3',
      'USERNAMEREG3',
      'CHNGPASSVERIF3',
      'CAPTCHA3',
      'AFFILIATECODE3',
      'COUNTRYCODE3',
      'REFERRAL',
      'LIVE',
      'RNG',
      'FISH',
      'PVP',
      'SPORTS',
      'LOTT',
      'ELOTT',
      'INHOUSE',
      'MEMBERCENTER',
      'AGENTCENTER',
      'POINTMALL',
      'PROMOTIONS',
    ]) {
      expect([modId, mare[modId]]).toEqual([modId, '1']);
    }
    expect(mare.SOCIALLOGIN3).toBe('0');
    expect(trevo.FREEPLAY3).toBe('0');
    expect(trevo.MOBILEVERCODELOGIN3).toBe('0');
    expect(trevo.DIRECTREG3).toBe('1');
  });

  it('answers the tree alone at system/whitelabel', async () => {
    const reply = await callApi<Module[]>(sandbox.baseUrl, '/wps/system/whitelabel', { merchant: TREVO.merchantCode });
    expect(schemaErrors('system-whitelabel.json', reply.json.value)).toEqual([]);
    expect(reply.json.value).toEqual((await status(TREVO.merchantCode)).json.value.whitelabel);
  });

  it('reflects maintenance and region restriction set over HTTP, and resets them', async () => {
    const maintenance = { title: 'Manutenção programada', message: 'Voltamos em breve.', endTime: '2030-05-01T06:00:00.000Z' };
    const set = await callApi(sandbox.baseUrl, '/__sandbox/status', {
      method: 'POST',
      merchant: null,
      body: { merchantCode: TREVO.merchantCode, maintenance, regionRestriction: true },
    });
    expect(set.status).toBe(200);
    expect(set.json.value).toEqual({ merchantCode: TREVO.merchantCode, maintenance, regionRestriction: true, regionMessage: null });

    const trevo = (await status(TREVO.merchantCode)).json.value;
    expect(trevo.maintenance).toEqual(maintenance);
    expect(trevo.regionRestriction).toBe(true);
    expect((await status(MARE.merchantCode)).json.value.maintenance).toBeNull();

    const reset = await callApi<{ reset: string[] }>(sandbox.baseUrl, '/__sandbox/reset', { method: 'POST', merchant: null });
    expect(reset.json.value.reset).toEqual([MARE.merchantCode, TREVO.merchantCode]);
    const after = (await status(TREVO.merchantCode)).json.value;
    expect([after.maintenance, after.regionRestriction]).toEqual([null, false]);
  });

  it('offers the same switches in process', async () => {
    await sandbox.controls.setStatus(MARE.merchantCode, {
      maintenance: { title: 'Em manutenção', message: 'Até já.', endTime: null },
      regionRestriction: false,
    });
    expect((await status()).json.value.maintenance).toEqual({ title: 'Em manutenção', message: 'Até já.', endTime: null });
    await sandbox.controls.setStatus(MARE.merchantCode, { maintenance: null, regionRestriction: true });
    expect((await status()).json.value).toMatchObject({ maintenance: null, regionRestriction: true, regionMessage: null });
    // The operator's message for the block page, trimmed; it goes with the block.
    await sandbox.controls.setStatus(MARE.merchantCode, {
      maintenance: null,
      regionRestriction: true,
      regionMessage: '  Não disponível aqui.  ',
    });
    expect((await status()).json.value).toMatchObject({ regionRestriction: true, regionMessage: 'Não disponível aqui.' });
    await sandbox.controls.setStatus(MARE.merchantCode, { maintenance: null, regionRestriction: false, regionMessage: 'Sobra' });
    expect((await status()).json.value).toMatchObject({ regionRestriction: false, regionMessage: null });
    await expect(sandbox.controls.setStatus('NOPE99', { maintenance: null, regionRestriction: true })).rejects.toMatchObject({
      code: 'UNKNOWN_MERCHANT',
    });
  });

  it('validates control bodies like any other', async () => {
    const reply = await callApi(sandbox.baseUrl, '/__sandbox/status', {
      method: 'POST',
      merchant: null,
      body: { merchantCode: MARE.merchantCode, maintenance: { title: '', message: 'x', endTime: null }, regionRestriction: false },
    });
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({
      success: false,
      value: null,
      code: 'INVALID_REQUEST',
      message: 'O campo "maintenance.title" não pode estar vazio.',
    });
    const unknown = await callApi(sandbox.baseUrl, '/__sandbox/status', {
      method: 'POST',
      merchant: null,
      body: { merchantCode: 'NOPE99', maintenance: null, regionRestriction: false },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe('UNKNOWN_MERCHANT');
  });

  it('echoes an encrypted body back only when it is encrypted', async () => {
    const { encryption } = (await status()).json.value;
    const sealed = encryptPayloadForTest(encryption.publicKey, encryption.keyId, { message: 'Olá, servidor', number: 7 });
    const echoed = await callApi(sandbox.baseUrl, '/__sandbox/echo-encrypted', { method: 'POST', merchant: null, body: sealed });
    expect(echoed.json).toEqual({ success: true, value: { message: 'Olá, servidor', number: 7 }, message: '' });
    const plain = await callApi(sandbox.baseUrl, '/__sandbox/echo-encrypted', { method: 'POST', merchant: null, body: { message: 'x' } });
    expect([plain.status, plain.json.code]).toEqual([400, 'PAYLOAD_NOT_ENCRYPTED']);
  });

  it('answers the merchant country and the country list', async () => {
    const country = await callApi(sandbox.baseUrl, '/wps/system/countryCode');
    expect(country.json.value).toEqual({ countryCode: 'PH', countryDialingCode: '+63' });
    const countries = await callApi<{ countryCode: string; name: string }[]>(sandbox.baseUrl, '/wps/system/countries');
    expect(schemaErrors('system-countries.json', countries.json.value)).toEqual([]);
    expect(countries.json.value.length).toBeGreaterThanOrEqual(12);
    expect(countries.json.value).toContainEqual({ countryCode: 'BR', countryDialingCode: '+55', name: 'Brasil' });
  });

  it('answers domains and resources at system/routers', async () => {
    const reply = await callApi<{ domainList: string[]; resources: { resourceType: string; url: string }[] }>(
      sandbox.baseUrl,
      '/wps/system/routers',
    );
    expect(schemaErrors('system-routers.json', reply.json.value)).toEqual([]);
    expect(reply.json.value.domainList).toContain('https://www.maredasorte.example');
    expect(reply.json.value.resources.map((resource) => resource.resourceType)).toEqual([
      'TELEGRAM',
      'FACEBOOK',
      'INSTAGRAM',
      'TIKTOK',
      'IOS_CONFIG',
      'ANDROID',
      'IOS',
    ]);
    expect(reply.json.value.resources.find((resource) => resource.resourceType === 'ANDROID')?.url).toBe(
      `${sandbox.baseUrl}/down?app=android`,
    );
  });

  it('answers customer service with an encrypted type-3 link that CryptoJS opens', async () => {
    const reply = await callApi<{ csType: string; path: string }[]>(sandbox.baseUrl, '/wps/system/customerService');
    expect(schemaErrors('system-customerService.json', reply.json.value)).toEqual([]);
    const byType = Object.fromEntries(reply.json.value.map((entry) => [entry.csType, entry.path]));
    expect(byType['1']).toBe(`${sandbox.baseUrl}/support/chat?kind=live&merchant=MDS001`);
    expect(byType['2']).toBe(`${sandbox.baseUrl}/support/chat?kind=vip&merchant=MDS001`);

    const encrypted = byType['3'];
    expect(encrypted).toMatch(/^U2FsdGVkX1[A-Za-z0-9+/=]+[A-Za-z0-9]{8}$/);
    const key = encrypted.slice(-8);
    const url = AES.decrypt(encrypted.slice(0, -8), key).toString(Utf8);
    expect(url).toMatch(/^https?:\/\//);
    expect(url).toBe(`${sandbox.baseUrl}/support/chat?kind=live&merchant=MDS001`);
    // A fresh passphrase every time.
    const again = await callApi<{ csType: string; path: string }[]>(sandbox.baseUrl, '/wps/system/customerService');
    expect(again.json.value.find((entry) => entry.csType === '3')?.path).not.toBe(encrypted);
  });

  it('answers health without a merchant', async () => {
    const reply = await callApi(sandbox.baseUrl, '/wps/health', { merchant: null });
    expect(reply.json).toEqual({ success: true, value: { ok: true }, message: '' });
  });
});
