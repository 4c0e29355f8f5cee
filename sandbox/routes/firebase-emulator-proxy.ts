/**
 * Forwards the Firebase Auth JS SDK's calls to the Auth emulator, so a front end that called
 * `connectAuthEmulator(auth, window.location.origin)` talks to the sandbox's own origin only
 * (connect-src 'self' is enough). The SDK then sends, for example:
 *
 *   POST /identitytoolkit.googleapis.com/v1/accounts:sendVerificationCode?key=<apiKey>
 *   POST /identitytoolkit.googleapis.com/v1/accounts:signInWithPhoneNumber?key=<apiKey>
 *   POST /identitytoolkit.googleapis.com/v1/accounts:lookup?key=<apiKey>
 *   GET  /identitytoolkit.googleapis.com/v2/recaptchaConfig?...   (the emulator answers 501; the SDK carries on)
 *   POST /securetoken.googleapis.com/v1/token?key=<apiKey>         (form-encoded refresh)
 *   GET  /emulator/auth/...                                         (the emulator's sign-in pages)
 *
 * Only those calls go through (FORWARDED_PATHS): the emulator's own admin API (/emulator/v1: every
 * pending SMS code, deleting accounts) and `Authorization: Bearer owner` would let any visitor mint
 * an identity for someone else's phone number, so neither is forwarded; tests read the codes from
 * the emulator's own port. Method, path, query, body bytes and the Content-Type and Accept headers
 * go to the emulator unchanged; its status, Content-Type and body come back (streamed), under the
 * sandbox's own security headers (a JSON answer gets the API policy and no-store like any other).
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { ApiError, apiErrors } from '../lib/errors';
import { SandboxSetupError } from '../setup-error';

/** Where the SDK (in emulator mode) and the emulator's own pages send requests. */
export const FIREBASE_EMULATOR_PREFIXES = ['/identitytoolkit.googleapis.com/', '/securetoken.googleapis.com/', '/emulator/'] as const;

const METHODS: HTTPMethods[] = ['GET', 'POST', 'OPTIONS', 'DELETE'];
/** Request headers passed on; nothing else (no cookies, no Authorization, no Origin, no Accept-Encoding). */
const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept'] as const;
/** The calls the SDK makes for phone and provider sign-in; nothing else reaches the emulator. */
const FORWARDED_PATHS = [
  /^\/identitytoolkit\.googleapis\.com\/v1\/accounts:(sendVerificationCode|signInWithPhoneNumber|signInWithIdp|createAuthUri|lookup)$/,
  /^\/identitytoolkit\.googleapis\.com\/v1\/recaptchaParams$/,
  /^\/identitytoolkit\.googleapis\.com\/v2\/recaptchaConfig$/,
  /^\/securetoken\.googleapis\.com\/v1\/token$/,
  /^\/emulator\/auth\/(handler|iframe)$/,
];
const UPSTREAM_TIMEOUT_MS = 30_000;
const HOST_PORT = /^(?:\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/;

const emulatorUnavailable = () =>
  new ApiError(502, 'AUTH_EMULATOR_UNAVAILABLE', 'O serviço de autenticação não está disponível. Tente novamente mais tarde.');

export function isFirebaseEmulatorPath(url: string): boolean {
  const path = url.split('?')[0];
  return FIREBASE_EMULATOR_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
}

/**
 * With `emulatorHost` (`host:port`), registers the proxy routes. Without it registers no route,
 * only an onRequest hook that answers those paths with the 404 envelope, so the single-page-app
 * fallback never hands index.html to a browser navigating to /emulator/... (any other client
 * already got the 404 envelope).
 */
export async function registerFirebaseEmulatorProxy(app: FastifyInstance, emulatorHost: string | undefined): Promise<void> {
  if (!emulatorHost) {
    app.addHook('onRequest', async (request) => {
      if (isFirebaseEmulatorPath(request.url)) throw apiErrors.notFound();
    });
    return;
  }
  const [hostname, port] = parseEmulatorHost(emulatorHost);

  await app.register(async (scope) => {
    // Bodies go through as bytes, whatever their type (JSON, the token endpoint's form encoding).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    const handler = (request: FastifyRequest, reply: FastifyReply) => forward(request, reply, hostname, port);
    for (const prefix of FIREBASE_EMULATOR_PREFIXES) {
      for (const method of METHODS) scope.route({ method, url: `${prefix}*`, handler });
    }
  });
}

/** `127.0.0.1:9099`, `localhost:9099`, `[::1]:9099` → [hostname, port]; anything else is a setup error. */
export function parseEmulatorHost(hostPort: string): [string, number] {
  const match = HOST_PORT.exec(hostPort);
  const port = match ? Number(match[1]) : 0;
  if (!match || port < 1 || port > 65535) {
    throw new SandboxSetupError(`The Firebase Auth emulator address must be host:port (e.g. 127.0.0.1:9099), got "${hostPort}".`);
  }
  const hostname = hostPort.slice(0, hostPort.lastIndexOf(':')).replace(/^\[(.*)\]$/, '$1');
  return [hostname, port];
}

async function forward(request: FastifyRequest, reply: FastifyReply, hostname: string, port: number): Promise<FastifyReply> {
  const path = request.url.split('?')[0];
  if (!FORWARDED_PATHS.some((allowed) => allowed.test(path))) throw apiErrors.notFound();
  const body = Buffer.isBuffer(request.body) ? request.body : undefined;
  const headers: Record<string, string | number> = { 'accept-encoding': 'identity' };
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  if (body) headers['content-length'] = body.length;

  let upstream: IncomingMessage;
  try {
    upstream = await new Promise<IncomingMessage>((resolve, reject) => {
      const outgoing = httpRequest(
        { hostname, port, method: request.method, path: request.url, headers, agent: false, timeout: UPSTREAM_TIMEOUT_MS },
        resolve,
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('Auth emulator timed out')));
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  } catch (error) {
    request.log.warn({ err: error, url: request.url }, 'Auth emulator unreachable');
    throw emulatorUnavailable();
  }

  reply.code(upstream.statusCode ?? 502);
  const contentType = upstream.headers['content-type'];
  if (contentType) reply.type(contentType);
  const status = upstream.statusCode ?? 502;
  if (request.method === 'HEAD' || status === 204 || status === 304) {
    upstream.resume();
    return reply.send();
  }
  upstream.on('error', (error) => request.log.warn({ err: error, url: request.url }, 'Auth emulator answer broken off'));
  return reply.send(upstream);
}
