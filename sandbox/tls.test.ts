/**
 * SANDBOX_TLS / the `tls` option: HTTPS with a certificate made at start, HTTP/2 for clients that
 * offer it and HTTP/1.1 for the rest (the bench measures the site over both, issue 22).
 */
import { connect, constants } from 'node:http2';
import { get } from 'node:https';
import type { AddressInfo } from 'node:net';
import { X509Certificate } from 'node:crypto';
import { selfSignedCertificate, type TlsCertificate } from './lib/tls-certificate';
import { createSandbox, type Sandbox } from './server';
import { databaseTemplateFromEnv } from './db/template';

describe('serving over TLS', () => {
  let certificate: TlsCertificate;
  let sandbox: Sandbox;
  let port: number;

  beforeAll(async () => {
    certificate = selfSignedCertificate();
    const template = databaseTemplateFromEnv();
    sandbox = await createSandbox({ database: template ? { memoryFrom: template } : 'memory', tls: certificate });
    await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
    port = (sandbox.app.server.address() as AddressInfo).port;
  }, 60_000);
  afterAll(() => sandbox?.close());

  it('makes a certificate for the loopback names, valid for a day', () => {
    const x509 = new X509Certificate(certificate.cert);
    expect(x509.subjectAltName).toContain('DNS:localhost');
    expect(x509.subjectAltName).toContain('DNS:*.localhost');
    expect(x509.subjectAltName).toContain('IP Address:127.0.0.1');
    const lifetimeMs = Date.parse(x509.validTo) - Date.parse(x509.validFrom);
    expect(lifetimeMs).toBeGreaterThan(0);
    expect(lifetimeMs).toBeLessThanOrEqual(2 * 24 * 60 * 60 * 1000);
  });

  it('answers HTTP/2 to a client that offers it, trusting that certificate', async () => {
    const session = connect(`https://127.0.0.1:${port}`, { ca: certificate.cert });
    try {
      const reply = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const stream = session.request({ [constants.HTTP2_HEADER_PATH]: '/wps/health' });
        let status = 0;
        let body = '';
        stream.on('response', (headers) => (status = Number(headers[constants.HTTP2_HEADER_STATUS])));
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (body += chunk));
        stream.on('end', () => resolve({ status, body }));
        stream.on('error', reject);
      });
      expect(session.alpnProtocol).toBe('h2');
      expect(reply.status).toBe(200);
      expect(JSON.parse(reply.body)).toMatchObject({ success: true, value: { ok: true } });
    } finally {
      session.close();
    }
  });

  it('answers HTTP/1.1 over TLS to a client without HTTP/2', async () => {
    const reply = await new Promise<{ status: number; version: string; body: string }>((resolve, reject) => {
      get(`https://127.0.0.1:${port}/wps/health`, { ca: certificate.cert, agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, version: response.httpVersion, body }));
      }).on('error', reject);
    });
    expect(reply.version).toBe('1.1');
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toMatchObject({ success: true });
  });
});
