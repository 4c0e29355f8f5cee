import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createSandbox, SandboxSetupError } from '../server';
import { MARE, startSandbox, type RunningSandbox } from '../testing/fixtures';
import { send } from '../testing/http';
import { buildPageCsp } from './security-headers';
import { inlineScriptSources } from './static-site';

const INDEX =
  '<!doctype html><html lang="pt"><head><title>Maré da Sorte</title><script src="/main.3f2a9c1d.js" defer></script></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("Maré da Sorte");\n'.repeat(200);
const STYLE = 'body{background:#0b0f1a;color:#f4f1e8}\n'.repeat(100);

describe('serving a brand build', () => {
  let sandbox: RunningSandbox;
  let distDir: string;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'dist-'));
    const site = join(distDir, MARE.brand);
    mkdirSync(site);
    writeFileSync(join(site, 'index.html'), INDEX);
    writeFileSync(join(site, 'main.3f2a9c1d.js'), SCRIPT);
    writeFileSync(join(site, 'main.3f2a9c1d.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(site, 'main.3f2a9c1d.js.gz'), gzipSync(SCRIPT));
    writeFileSync(join(site, 'app.css'), STYLE);
    writeFileSync(join(site, '.env'), 'SECRET=do-not-serve');
    sandbox = await startSandbox({ brand: MARE.brand, distDir });
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) => send(sandbox.baseUrl, { path, headers });

  it('serves index.html at / with no-cache and the page security headers', async () => {
    const reply = await get('/');
    expect(reply.status).toBe(200);
    expect(reply.text).toBe(INDEX);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self' data:; " +
        "connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
    );
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(reply.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(reply.headers['x-powered-by']).toBeUndefined();
    // The page asks for the hints the image CDN sizes the banner by.
    expect(reply.headers['accept-ch']).toBe('Sec-CH-Viewport-Width, Sec-CH-DPR');
  });

  it('falls back to index.html for client-side routes a browser navigates to', async () => {
    for (const path of ['/anything', '/rng?page=PG', '/promotions/detail/42', '/register.html']) {
      const reply = await get(path, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
      expect([path, reply.status, reply.text]).toEqual([path, 200, INDEX]);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.headers['accept-ch']).toBe('Sec-CH-Viewport-Width, Sec-CH-DPR');
    }
  });

  it('answers 404 for missing files that are not page navigations', async () => {
    const script = await get('/main.00000000.js', { accept: '*/*' });
    expect(script.status).toBe(404);
    expect(JSON.parse(script.text).code).toBe('NOT_FOUND');
  });

  it('keeps the API answering JSON next to the site', async () => {
    const api = await get('/wps/system/countryCode', { 'x-merchant-code': MARE.merchantCode, accept: 'text/html' });
    expect(JSON.parse(api.text).value).toEqual({ countryCode: 'PH', countryDialingCode: '+63' });
    const missing = await get('/wps/not-a-call', { accept: 'text/html' });
    expect([missing.status, JSON.parse(missing.text).code]).toEqual([404, 'NOT_FOUND']);
  });

  it('caches content-hashed files for a year', async () => {
    const reply = await get('/main.3f2a9c1d.js');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(reply.text).toBe(SCRIPT);
    expect((await get('/app.css')).headers['cache-control']).toBe('no-cache');
  });

  it('serves the precompressed .br sibling when brotli is accepted, .gz when only gzip is', async () => {
    const brotli = await get('/main.3f2a9c1d.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body.equals(brotliCompressSync(SCRIPT))).toBe(true);
    expect(brotli.headers.vary).toBe('accept-encoding');

    const gzip = await get('/main.3f2a9c1d.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(SCRIPT);
  });

  it('compresses other text files on the fly', async () => {
    const reply = await get('/app.css', { 'accept-encoding': 'gzip' });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(reply.body).toString('utf8')).toBe(STYLE);
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await get('/main.3f2a9c1d.js', { 'accept-encoding': 'br' });
    const again = await get('/main.3f2a9c1d.js', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
  });

  it('never serves dot-files or anything outside the build', async () => {
    for (const path of ['/.env', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fpackage.json', '/%00index.html']) {
      const reply = await get(path);
      expect([path, reply.status]).toEqual([path, 404]);
      expect(reply.text).not.toContain('SECRET');
    }
  });

  it('lets the build’s inline scripts run by their hashes, read from csp.json with each page', async () => {
    const csp = join(distDir, MARE.brand, 'csp.json');
    const hash = (letter: string) => `'sha256-${letter.repeat(43)}='`;
    try {
      writeFileSync(csp, JSON.stringify({ 'script-src': [hash('A')] }));
      expect((await get('/')).headers['content-security-policy']).toContain(`script-src 'self' ${hash('A')};`);
      // A rebuild while the sandbox runs: the next page carries the new hash, and only that one.
      writeFileSync(csp, JSON.stringify({ 'script-src': [hash('B')] }));
      const page = await get('/rng', { accept: 'text/html' });
      expect(page.headers['content-security-policy']).toContain(`script-src 'self' ${hash('B')};`);
      expect(page.headers['content-security-policy']).not.toContain(hash('A'));
    } finally {
      rmSync(csp, { force: true });
    }
  });
});

describe('starting without a build', () => {
  it('tells how to build the brand', async () => {
    const distDir = mkdtempSync(join(tmpdir(), 'dist-'));
    try {
      const attempt = createSandbox({ database: 'memory', brand: 'trevo-azul', distDir });
      await expect(attempt).rejects.toBeInstanceOf(SandboxSetupError);
      await expect(attempt).rejects.toThrow('Run: BRAND=trevo-azul npm run build');
    } finally {
      rmSync(distDir, { recursive: true, force: true });
    }
  });

  it('names the brands it knows when the brand does not exist', async () => {
    await expect(createSandbox({ database: 'memory', brand: 'nope' })).rejects.toThrow(
      'Unknown brand "nope". Brands: mare-da-sorte, trevo-azul.',
    );
  });
});

describe('inlineScriptSources (the build’s csp.json)', () => {
  let site: string;
  beforeEach(() => {
    site = mkdtempSync(join(tmpdir(), 'site-'));
  });
  afterEach(() => rmSync(site, { recursive: true, force: true }));
  const HASH = "'sha256-HMSJ3GoDV8J+gz5gWZzUO0UN/en5duPwqyOTwTlZeX8='";

  it('answers the listed script hashes, and nothing without a build or a csp.json', () => {
    expect(inlineScriptSources(undefined)).toEqual([]);
    expect(inlineScriptSources(site)).toEqual([]);
    writeFileSync(join(site, 'csp.json'), JSON.stringify({ 'script-src': [HASH] }));
    expect(inlineScriptSources(site)).toEqual([HASH]);
    expect(buildPageCsp({ scriptSrc: inlineScriptSources(site) })).toContain(`script-src 'self' ${HASH};`);
  });

  it('refuses anything looser than a hash, so a file cannot open the policy', () => {
    for (const source of ["'unsafe-inline'", '*', 'https://cdn.example', "'sha256-short='", `${HASH} 'unsafe-eval'`]) {
      writeFileSync(join(site, 'csp.json'), JSON.stringify({ 'script-src': [source] }));
      expect(() => inlineScriptSources(site)).toThrow(/sha256/);
    }
    for (const content of [JSON.stringify({ 'script-src': HASH }), 'null', '[]']) {
      writeFileSync(join(site, 'csp.json'), content);
      expect(() => inlineScriptSources(site)).toThrow(/sha256/);
    }
  });
});
