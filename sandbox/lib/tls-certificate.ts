/**
 * A certificate made at start for serving HTTPS (and so HTTP/2, which browsers speak only over
 * TLS), as a production CDN serves the site: self-signed for the loopback names the sandbox
 * answers on (127.0.0.1, localhost and every <brand>.localhost), valid for a day, never written
 * anywhere but a temporary folder removed at once. A browser must be told to accept it (the bench
 * starts Chromium with --ignore-certificate-errors); it proves nothing about anyone.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TlsCertificate {
  key: string;
  cert: string;
}

/** Names the certificate covers: the loopback address and the brand host names. */
export const LOOPBACK_NAMES = ['DNS:localhost', 'DNS:*.localhost', 'IP:127.0.0.1'];

/** An EC P-256 key and a self-signed certificate for the loopback names, from the openssl tool. */
export function selfSignedCertificate(): TlsCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-tls-'));
  try {
    const made = (run: () => void) => {
      try {
        run();
      } catch (error) {
        const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
        throw new Error(
          missing ? 'SANDBOX_TLS needs the openssl tool (Debian: apt-get install -y openssl)' : `openssl failed: ${String(error)}`,
        );
      }
    };
    const keyFile = join(dir, 'key.pem');
    const certFile = join(dir, 'cert.pem');
    made(() =>
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
          '-addext',
          `subjectAltName=${LOOPBACK_NAMES.join(',')}`,
          '-keyout',
          keyFile,
          '-out',
          certFile,
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      ),
    );
    return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
