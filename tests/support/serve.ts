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
  }) => Promise<void>;
  reset: () => Promise<void>;
}

/**
 * Starts `npm run serve` exactly as the README documents it (PORT=0 for a free port, the brand,
 * an in-memory database) and resolves with the address it prints when ready.
 */
export function serveBrand(brand: string, merchantCode: string, env: NodeJS.ProcessEnv = {}, timeoutMs = 60_000): Promise<ServedBrand> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: '0', BRAND: brand, SANDBOX_DB: 'memory' },
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
      const controls = sandboxControls(url, merchantCode);
      resolve({
        url,
        merchantCode,
        setStatus: async (status) => {
          await controls.setStatus(status);
        },
        reset: async () => {
          await controls.reset();
        },
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 5000).unref();
          }),
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`sandbox for ${brand} exited with ${code} before it was ready:\n${output}`));
    });
  });
}
