import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { runSaga } from 'redux-saga';
import { initI18nForTests } from '../../tests/support/i18n';
import { currentDialogs } from '../modal/dialog-service';
import { createApiClient, type ApiClient } from './client';
import { ApiError } from './errors';
import { errorText, presentApiError } from './present-error';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A real HTTP server on 127.0.0.1 whose answer per path the tests choose. */
function startServer(): Promise<{ base: string; seen: Seen[]; close: () => Promise<void> }> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const path = (req.url ?? '').split('?')[0];
      const json = (status: number, payload: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      switch (path) {
        case '/wps/ok':
        case '/lgw/games/game_menus':
          return json(200, { success: true, value: { answer: 42 }, message: '' });
        case '/wps/refused':
          return json(200, { success: false, value: null, message: 'Saldo insuficiente.', code: 'INSUFFICIENT' });
        case '/wps/expired':
          return json(200, { success: false, value: null, message: 'Sessão expirada', code: 'NOT_LOGGED_IN' });
        case '/wps/unauthorised':
          return json(401, { success: false, value: null, message: 'Sem sessão', code: 'NOT_LOGGED_IN' });
        case '/wps/limited':
          return json(429, { success: false, value: null, message: 'Muitas solicitações, aguarde 60 s.' });
        case '/wps/bad':
          return json(400, { success: false, value: null, message: 'O campo group é demasiado longo.' });
        case '/wps/crash':
          return json(500, { success: false, value: null, message: 'TypeError at line 3', code: 'INTERNAL' });
        case '/wps/html':
          res.writeHead(200, { 'Content-Type': 'text/html' });
          return res.end('<html>proxy error</html>');
        case '/wps/file':
          res.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
          return res.end('record,username\r\nrow,membro4\r\n');
        case '/wps/slow':
          return setTimeout(() => json(200, { success: true, value: 1, message: '' }), 600);
        default:
          return json(404, { success: false, value: null, message: 'Não encontrado' });
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ base: `http://127.0.0.1:${port}`, seen, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

let server: Awaited<ReturnType<typeof startServer>>;
let token: string | null = null;
let api: ApiClient;

beforeAll(async () => {
  await initI18nForTests();
  server = await startServer();
  api = createApiClient({
    baseURL: `${server.base}/wps/`,
    merchantCode: 'MDS001',
    timeoutMs: 300,
    getToken: () => token,
    encryptionEnabled: true,
  });
});

afterAll(() => server.close());

beforeEach(() => {
  server.seen.length = 0;
  token = null;
});

async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('the call was expected to fail');
}

describe('API client', () => {
  it('unwraps the envelope to its value and sends the merchant header under /wps/', async () => {
    await expect(api.get('ok', { params: { url: 'example.test' } })).resolves.toEqual({ answer: 42 });
    expect(server.seen[0].url).toBe('/wps/ok?url=example.test');
    expect(server.seen[0].headers['x-merchant-code']).toBe('MDS001');
    expect(server.seen[0].headers.authorization).toBeUndefined();
  });

  it('answers a file call with the body text, and its failure from the envelope', async () => {
    await expect(api.get<string>('file', { text: true })).resolves.toBe('record,username\r\nrow,membro4\r\n');
    await expect(api.get('bad', { text: true })).rejects.toMatchObject({
      kind: 'rejected',
      status: 400,
      serverMessage: 'O campo group é demasiado longo.',
    });
  });

  it('uses absolute paths as they are (the /lgw/ calls)', async () => {
    const lgw = createApiClient({
      baseURL: '/wps/',
      merchantCode: 'MDS001',
      timeoutMs: 300,
      getToken: () => null,
      encryptionEnabled: false,
    });
    await expect(lgw.get(`${server.base}/lgw/games/game_menus`)).resolves.toEqual({ answer: 42 });
    expect(server.seen[0].url).toBe('/lgw/games/game_menus');
  });

  it('sends the token for calls that need it, and refuses them without one before any request', async () => {
    token = 'tok-123';
    await api.get('ok', { auth: true });
    expect(server.seen[0].headers.authorization).toBe('Bearer tok-123');
    token = null;
    const error = await failure(api.get('ok', { auth: true }));
    expect(error.kind).toBe('notLoggedIn');
    expect(server.seen).toHaveLength(1);
  });

  it('sends an optional token only when there is one, and calls without it otherwise', async () => {
    token = 'tok-123';
    await api.get('ok', { auth: 'optional' });
    token = null;
    await api.get('ok', { auth: 'optional' });
    expect(server.seen.map((seen) => seen.headers.authorization)).toEqual(['Bearer tok-123', undefined]);
  });

  it('never sends the token or merchant code to another host', async () => {
    const other = await startServer();
    try {
      token = 'tok-123';
      await expect(api.get(`${other.base}/wps/ok`, { auth: true })).rejects.toThrow(/Refusing to send the session token/);
      await api.get(`${other.base}/wps/ok`);
      expect(other.seen[0].headers['x-merchant-code']).toBeUndefined();
      expect(other.seen[0].headers.authorization).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it('sends forms url-encoded', async () => {
    await api.post('ok', { username: 'ana', email: 'ana@example.test' }, { form: true });
    expect(server.seen[0].headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(server.seen[0].body).toBe('username=ana&email=ana%40example.test');
  });

  it.each([
    ['refused', 'rejected', 'Saldo insuficiente.', 'Saldo insuficiente.'],
    ['expired', 'notLoggedIn', 'Sessão expirada', 'Você não está conectado. Faça login, por favor.'],
    ['unauthorised', 'notLoggedIn', 'Sem sessão', 'Você não está conectado. Faça login, por favor.'],
    ['limited', 'rateLimited', 'Muitas solicitações, aguarde 60 s.', 'Muitas solicitações, aguarde 60 s.'],
    ['bad', 'rejected', 'O campo group é demasiado longo.', 'O campo group é demasiado longo.'],
    ['crash', 'server', null, 'Ocorreu um erro desconhecido. Tente novamente.'],
    ['html', 'invalidResponse', null, 'Ocorreu um erro desconhecido. Tente novamente.'],
  ])('maps /%s to %s and shows the user the right text', async (path, kind, serverMessage, shown) => {
    const error = await failure(api.get(path));
    expect(error.kind).toBe(kind);
    expect(error.serverMessage).toBe(serverMessage);
    expect(errorText(error)).toBe(shown);
  });

  it('maps a slow answer to the page-load time-out text', async () => {
    const error = await failure(api.get('slow'));
    expect(error.kind).toBe('timeout');
    expect(errorText(error)).toBe('O carregamento da página excedeu o tempo limite.');
  });

  it('maps a refused connection to the network-abnormal text', async () => {
    const closed = await startServer();
    await closed.close();
    const offline = createApiClient({
      baseURL: `${closed.base}/wps/`,
      merchantCode: 'MDS001',
      timeoutMs: 300,
      getToken: () => null,
      encryptionEnabled: false,
    });
    const error = await failure(offline.get('ok'));
    expect(error.kind).toBe('network');
    expect(errorText(error)).toBe('Conexão de rede anormal. Verifique sua conexão e tente novamente.');
  });

  it('refuses an encrypted call before the platform key is known instead of sending it in clear', async () => {
    const error = await failure(api.post('ok', { password: 'segredo' }, { encrypted: true }));
    expect(error.code).toBe('NO_ENCRYPTION_KEY');
    expect(server.seen).toHaveLength(0);
  });
});

describe('presenting API errors', () => {
  it('asks for a login for "not logged in" when a plugin gives a sign-in modal', async () => {
    const dispatched: unknown[] = [];
    await runSaga(
      { dispatch: (a) => dispatched.push(a), context: { modalIds: new Set(['signIn']), signInModal: 'signIn' } },
      presentApiError,
      new ApiError('notLoggedIn'),
    ).toPromise();
    expect(dispatched).toEqual([{ type: 'core/loginRequested', props: {} }]);
    expect(currentDialogs()).toHaveLength(0);
  });

  it('shows a warning dialog with the message otherwise', async () => {
    const task = runSaga({ dispatch: () => undefined, context: { modalIds: new Set() } }, presentApiError, new ApiError('network'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [dialog] = currentDialogs();
    expect(dialog).toMatchObject({ kind: 'warning', text: 'Conexão de rede anormal. Verifique sua conexão e tente novamente.' });
    expect(dialog.buttons).toEqual([{ id: 'close', labelKey: 'core:dialog.close', primary: true }]);
    dialog.resolve('close');
    await task.toPromise();
    expect(currentDialogs()).toHaveLength(0);
  });
});
