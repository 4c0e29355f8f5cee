import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sandboxControls } from './sandbox-controls';

const repoRoot = path.resolve(__dirname, '..', '..');
const READY = /Sandbox serving (\S+) at (http:\/\/127\.0\.0\.1:\d+\/)/;

export interface ServedBrand {
  url: string;
  merchantCode: string;
  stop: () => Promise<void>;
  /** Changes the merchant's system status through the sandbox's test controls. */
  setStatus: (status: {
    maintenance: null | { title: string; message: string; endTime: string | null };
    regionRestriction: boolean;
    /** The operator's message for the block page; absent: the site's own text. */
    regionMessage?: string | null;
  }) => Promise<void>;
  reset: () => Promise<void>;
  /**
   * The same server as seen by another built brand: its address `http://<id>.localhost:<port>/`
   * (the sandbox picks the brand by host name; Chromium resolves *.localhost to 127.0.0.1) and test
   * controls for its merchant. Stopping it stops the one server.
   */
  as: (brandId: string, merchantCode: string) => ServedBrand;
  /** The sandbox's test controls for this brand's merchant (reached on 127.0.0.1). */
  controls: ReturnType<typeof sandboxControls>;
}

/** A served brand on a running server: `url` for the browser, `controlsUrl` (127.0.0.1) for Node. */
function servedBrand(url: string, controlsUrl: string, merchantCode: string, stop: () => Promise<void>): ServedBrand {
  const controls = sandboxControls(controlsUrl, merchantCode);
  return {
    url,
    merchantCode,
    setStatus: async (status) => {
      await controls.setStatus(status);
    },
    reset: async () => {
      await controls.reset();
    },
    stop,
    controls,
    as: (brandId, otherCode) => servedBrand(`http://${brandId}.localhost:${new URL(controlsUrl).port}/`, controlsUrl, otherCode, stop),
  };
}

/**
 * Starts `npm run serve` exactly as the README documents it (PORT=0 for a free port, the brand,
 * an in-memory database) and resolves with the address it prints when ready. The server serves
 * every other built brand too: see ServedBrand.as.
 */
export function serveBrand(brand: string, merchantCode: string, env: NodeJS.ProcessEnv = {}, timeoutMs = 60_000): Promise<ServedBrand> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    cwd: repoRoot,
    // The suite drives the sandbox through its test controls, which a served sandbox leaves off.
    env: { ...process.env, SANDBOX_CONTROLS: 'on', ...env, PORT: '0', BRAND: brand, SANDBOX_DB: 'memory' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`sandbox for ${brand} not ready in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (!match) return;
      clearTimeout(timer);
      const url = match[2];
      const stop = () =>
        new Promise<void>((done) => {
          if (child.exitCode !== null) return done();
          child.once('exit', () => done());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 5000).unref();
        });
      resolve(servedBrand(url, url, merchantCode, stop));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`sandbox for ${brand} exited with ${code} before it was ready:\n${output}`));
    });
  });
}
