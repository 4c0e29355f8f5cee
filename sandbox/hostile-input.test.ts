/**
 * Every query and path parameter of every route the sandbox registers gets numeric edge values,
 * and every string field (query, path, body, nested) gets hostile strings, one field at a time on
 * an otherwise valid request. No answer may be a 5xx, a hang or a raw framework error: every
 * failure is the envelope with a message a person can read, and /wps/health answers after each
 * route. The server runs in its own process, so a request that blocks it fails this test instead
 * of freezing it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { loadApiSchemas } from './lib/api-schemas';
import { encryptJsonTextForTest } from './lib/payload-crypto';
import type { ApiServerReady, RegisteredRoute } from './testing/api-server-process';
import { MARE } from './testing/fixtures';
import { resolveSchema, validSample, type SampleSchema } from './testing/schema-samples';

/** Text for a number, as a query string or a path carries it. */
const NUMERIC_EDGES = ['Infinity', '-Infinity', '1e999', 'NaN', '-0', '1e21', '9007199254740993', '0x10', ' 1', '1.5', ''];
/** Numbers as JSON text in a body (1e999 parses to Infinity). */
const JSON_NUMBER_EDGES = ['1e999', '-1e999', '-0', '1e21', '9007199254740993', '1.5', '"Infinity"', '"NaN"', 'null'];
/** Naughty strings: unicode, RTL, emoji, SQL and script fragments, control characters, 10 KB. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  "'; DROP TABLE accounts; --",
  "' OR '1'='1",
  '1); SELECT pg_sleep(30); --',
  '%_\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\u202Egnp.exe',
  '田中さんにあげて下さい',
  '🎰💰🎲👨‍👩‍👧‍👦',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǒ̖̪',
  '\uD800',
  '\uFEFF\u200B',
  '__proto__',
  '0000-01-01',
  '2026-02-30',
  '99999-12-31T23:59:59Z',
  'a'.repeat(10_240),
  '9'.repeat(10_240),
];

const REQUEST_TIMEOUT_MS = 15_000;
const CONCURRENCY = 6;

interface Reply {
  status: number;
  contentType: string;
  text: string;
}

interface Probe {
  method: string;
  path: string;
  body?: string;
  /** Default application/json. */
  contentType?: string;
  token?: string;
  /** What was changed, for the report. */
  label: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function send(baseUrl: string, probe: Probe): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'x-merchant-code': MARE.merchantCode };
    if (probe.token) headers.authorization = `Bearer ${probe.token}`;
    if (probe.body !== undefined) headers['content-type'] = probe.contentType ?? 'application/json';
    const outgoing = httpRequest(
      `${baseUrl}${probe.path}`,
      { method: probe.method, headers, agent, timeout: REQUEST_TIMEOUT_MS },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)));
    outgoing.on('error', reject);
    if (probe.body !== undefined) outgoing.write(probe.body);
    outgoing.end();
  });
}

/** Pages a browser opens (the game and checkout pages): their refusals are pages too, not JSON. */
const PAGE_ROUTES = ['/cdn/:cdn/play/:ticket', '/cdn/:cdn/pay/:secret', '/cdn/:cdn/pay/:secret/confirm'];

/** What is wrong with an answer, if anything. */
function problemOf(route: RegisteredRoute, reply: Reply): string | undefined {
  if (reply.status >= 500) return `HTTP ${reply.status}: ${reply.text.slice(0, 200)}`;
  if (reply.status < 400) return undefined;
  if (PAGE_ROUTES.includes(route.url) && reply.contentType.startsWith('text/html')) {
    // A page a person reads: words in Portuguese, no framework or stack.
    return /<h1[^>]*>[^<]*\p{L}{3}/u.test(reply.text) && !/FST_|node_modules|\bat .+:\d+/.test(reply.text)
      ? undefined
      : `HTTP ${reply.status}: a page without a readable heading: ${reply.text.slice(0, 160)}`;
  }
  if (!reply.contentType.startsWith('application/json'))
    return `HTTP ${reply.status} as ${reply.contentType || 'no content type'}, not the envelope`;
  let body: { success?: unknown; message?: unknown; code?: unknown };
  try {
    body = JSON.parse(reply.text) as typeof body;
  } catch {
    return `HTTP ${reply.status}: not JSON: ${reply.text.slice(0, 120)}`;
  }
  if (body.success !== false || typeof body.code !== 'string' || typeof body.message !== 'string') {
    return `HTTP ${reply.status}: not the failure envelope: ${reply.text.slice(0, 160)}`;
  }
  const message = body.message;
  // A person can read it: words, of a sane length, naming no framework, error class or stack.
  if (!/\p{L}{3}/u.test(message) || message.length > 300 || /FST_|Error\b|\bat .+:\d+|node_modules|stack/i.test(message)) {
    return `HTTP ${reply.status}: message not for people: ${JSON.stringify(message.slice(0, 160))}`;
  }
  return undefined;
}

async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

// ---- requests derived from the schemas ------------------------------------------------------------

const documents = new Map(loadApiSchemas().map((document) => [document.$id, document]));
const resolveRef = (ref: string): SampleSchema => {
  const [file, name] = ref.split('#/definitions/');
  const found = documents.get(file)?.definitions[name];
  if (!found) throw new Error(`No schema ${ref}`);
  return found as SampleSchema;
};

/** Property paths of a body's string and number fields, nested objects and first array items included. */
function fieldPaths(schema: SampleSchema, kind: 'string' | 'number', path: string[] = []): string[][] {
  const node = resolveSchema(schema, resolveRef);
  const types = [node.type ?? []].flat();
  if (node.properties) {
    return Object.entries(node.properties).flatMap(([name, child]) => fieldPaths(child, kind, [...path, name]));
  }
  if (node.items) return fieldPaths(node.items, kind, [...path, '0']);
  const wanted = kind === 'string' ? types.includes('string') : types.includes('integer') || types.includes('number');
  return wanted && path.length > 0 ? [path] : [];
}

function withField(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const [index, key] of path.entries()) {
    if (index === path.length - 1) {
      node[key] = value;
      break;
    }
    if (node[key] === null || typeof node[key] !== 'object') node[key] = /^\d+$/.test(path[index + 1]) ? [] : {};
    node = node[key] as Record<string, unknown>;
  }
  return copy;
}

/** Values a generated sample cannot guess but the server checks first (the merchant, a known country). */
const KNOWN_VALUES: Record<string, string> = {
  merchant: MARE.merchantCode,
  merchantCode: MARE.merchantCode,
  countryDialingCode: '+63',
};

/** The two calls that take a form body (application/x-www-form-urlencoded), not JSON. */
const FORM_ROUTES = ['POST /wps/member/password/email', 'POST /cdn/:cdn/pay/:secret/confirm'];

function sampleOf(ref: string | undefined): Record<string, unknown> {
  if (!ref) return {};
  const sample = validSample({ $ref: ref }, resolveRef) as Record<string, unknown>;
  for (const [name, value] of Object.entries(KNOWN_VALUES)) if (name in sample) sample[name] = value;
  return sample;
}

/** The properties of a query or path schema. */
function textFields(ref: string | undefined): string[] {
  return ref ? Object.keys(resolveSchema({ $ref: ref }, resolveRef).properties ?? {}) : [];
}

/**
 * Percent-encodes text for a URL as a client could send it: a lone surrogate, which no UTF-8 can
 * hold, goes out as the bytes a careless encoder would write for it (ED A0 80: invalid UTF-8).
 */
function urlEncoded(text: string): string {
  return [...text].map((character) => (/[\uD800-\uDFFF]/.test(character) ? '%ED%A0%80' : encodeURIComponent(character))).join('');
}

function pathOf(route: RegisteredRoute, params: Record<string, unknown>, query: Record<string, unknown>): string {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => urlEncoded(String(params[name] ?? 'x')));
  const text = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${urlEncoded(name)}=${urlEncoded(String(value))}`)
    .join('&');
  return text ? `${path}?${text}` : path;
}

/** Every probe of one route: each numeric edge in each query/path field, each hostile string in each string field. */
function probesOf(route: RegisteredRoute, ready: ApiServerReady, token: string | undefined): Probe[] {
  const params = sampleOf(route.parts.params);
  const query = sampleOf(route.parts.querystring);
  const body = route.parts.body ? sampleOf(route.parts.body) : undefined;
  const form = FORM_ROUTES.includes(`${route.method} ${route.url}`);
  const bodyText = (jsonText: string) => {
    if (route.encrypted) return JSON.stringify(encryptJsonTextForTest(ready.publicKey, ready.keyId, jsonText));
    if (!form) return jsonText;
    const fields = JSON.parse(jsonText) as Record<string, unknown>;
    return Object.entries(fields)
      .map(([name, value]) => `${urlEncoded(name)}=${urlEncoded(String(value))}`)
      .join('&');
  };
  const probe = (label: string, p: Record<string, unknown>, q: Record<string, unknown>, b?: string): Probe => ({
    method: route.method,
    path: pathOf(route, p, q),
    body: b === undefined ? (body === undefined ? undefined : bodyText(JSON.stringify(body))) : bodyText(b),
    contentType: form ? 'application/x-www-form-urlencoded' : undefined,
    token,
    label,
  });

  const probes: Probe[] = [probe('valid sample', params, query)];
  for (const name of textFields(route.parts.params)) {
    for (const value of [...NUMERIC_EDGES, ...HOSTILE_STRINGS])
      probes.push(probe(`param ${name}=${JSON.stringify(value.slice(0, 24))}`, { ...params, [name]: value }, query));
  }
  for (const name of textFields(route.parts.querystring)) {
    for (const value of [...NUMERIC_EDGES, ...HOSTILE_STRINGS])
      probes.push(probe(`query ${name}=${JSON.stringify(value.slice(0, 24))}`, params, { ...query, [name]: value }));
  }
  if (route.parts.body && body !== undefined) {
    for (const path of fieldPaths({ $ref: route.parts.body }, 'string')) {
      for (const value of HOSTILE_STRINGS) {
        probes.push(
          probe(
            `body ${path.join('.')}=${JSON.stringify(value.slice(0, 24))}`,
            params,
            query,
            JSON.stringify(withField(body, path, value)),
          ),
        );
      }
    }
    for (const path of fieldPaths({ $ref: route.parts.body }, 'number')) {
      const marker = '"__number_edge__"';
      for (const text of JSON_NUMBER_EDGES) {
        const json = JSON.stringify(withField(body, path, '__number_edge__')).replace(marker, text);
        probes.push(probe(`body ${path.join('.')}=${text}`, params, query, json));
      }
    }
  }
  return probes;
}

// ---- the run -------------------------------------------------------------------------------------

function startServer(): Promise<{ child: ChildProcess; ready: ApiServerReady }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'testing', 'api-server-process.ts')], {
    cwd: join(__dirname, '..'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`sandbox not ready in 120 s:\n${output}`)), 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^READY (.+)$/m.exec(output);
      if (!line) return;
      clearTimeout(timer);
      resolve({ child, ready: JSON.parse(line[1]) as ApiServerReady });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`sandbox exited with ${code}:\n${output}`));
    });
  });
}

describe('hostile input on every route', () => {
  let child: ChildProcess | undefined;
  let ready: ApiServerReady;

  beforeAll(async () => {
    ({ child, ready } = await startServer());
  }, 150_000);
  afterAll(() => {
    agent.destroy();
    child?.kill('SIGKILL');
  });

  /** agente1 is a member and an agent: his token lets member and agent calls past the login check. */
  async function freshToken(): Promise<string> {
    const body = JSON.stringify(
      encryptJsonTextForTest(ready.publicKey, ready.keyId, JSON.stringify({ username: 'agente1', password: 'Sorte2026', type: '' })),
    );
    const reply = await send(ready.url, { method: 'POST', path: '/wps/session/login', body, label: 'login' });
    expect([reply.status, reply.text.slice(0, 80)]).toEqual([200, expect.any(String)]);
    return (JSON.parse(reply.text) as { value: { token: string } }).value.token;
  }

  it(
    'answers every numeric edge and hostile string with a 4xx in the envelope, or a success, and stays up',
    async () => {
      // The test controls last: they reset data and move the clock.
      const routes = ready.routes
        .filter((route) => route.method !== 'HEAD' && !route.url.endsWith('*'))
        .sort((a, b) => Number(a.url.startsWith('/__sandbox/')) - Number(b.url.startsWith('/__sandbox/')));
      expect(routes.length).toBeGreaterThan(100);
      const problems: string[] = [];
      let token = await freshToken();
      let probesSent = 0;
      /** Routes whose valid sample got through: the probes of those reach the handler, not only the schema. */
      let acceptedSamples = 0;
      for (const route of routes) {
        const name = `${route.method} ${route.url}`;
        // Logging out would end the session the other routes use.
        const probes = probesOf(route, ready, route.url === '/wps/session/logout' ? undefined : token);
        probesSent += probes.length;
        await inPool(probes, CONCURRENCY, async (probe) => {
          try {
            const reply = await send(ready.url, probe);
            if (probe.label === 'valid sample' && reply.status < 400) acceptedSamples += 1;
            const problem = problemOf(route, reply);
            if (problem) problems.push(`${name} [${probe.label}]: ${problem}`);
          } catch (error) {
            problems.push(`${name} [${probe.label}]: ${(error as Error).message}`);
          }
        });
        const health = await send(ready.url, { method: 'GET', path: '/wps/health', label: 'health' }).catch((error: Error) => ({
          status: 0,
          text: error.message,
        }));
        if (health.status !== 200) {
          problems.push(`${name}: /wps/health did not answer afterwards (${health.status} ${health.text.slice(0, 80)})`);
          break;
        }
        // A control may have reset the data or moved the clock past the session: log in again.
        const check = await send(ready.url, { method: 'GET', path: '/wps/member/info', token, label: 'session check' });
        if (check.status !== 200) token = await freshToken();
      }
      // The whole report at once: every route that failed, and how.
      expect({ problems: problems.length, first: problems.slice(0, 60) }).toEqual({ problems: 0, first: [] });
      expect(probesSent).toBeGreaterThan(5_000);
      expect(acceptedSamples).toBeGreaterThan(routes.length / 2);
    },
    20 * 60_000,
  );
});
