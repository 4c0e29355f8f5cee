/**
 * A sandbox with the API only (no brand build), in memory, run as its own process for tests that
 * must survive a request that blocks the server: the test keeps its own event loop and can time
 * the server out. When listening it prints one line on stdout:
 *
 *   READY {"url": "...", "keyId": "...", "publicKey": "...", "routes": [...]}
 *
 * `routes` lists every route as registered (method, url, encrypted, and the `$ref` of each request
 * part's schema), so the test derives what to send from the server itself.
 *   node --import tsx sandbox/testing/api-server-process.ts
 */
import type { AddressInfo } from 'node:net';
import type { RouteOptions } from 'fastify';
import { createSandbox } from '../server';

export interface RegisteredRoute {
  method: string;
  url: string;
  encrypted: boolean;
  parts: Partial<Record<'querystring' | 'params' | 'body', string>>;
}

export interface ApiServerReady {
  url: string;
  keyId: string;
  publicKey: string;
  routes: RegisteredRoute[];
}

function registered(route: RouteOptions): RegisteredRoute[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const schema = (route.schema ?? {}) as Record<string, { $ref?: string } | undefined>;
  const parts: RegisteredRoute['parts'] = {};
  for (const part of ['querystring', 'params', 'body'] as const) {
    const ref = schema[part]?.$ref;
    if (typeof ref === 'string') parts[part] = ref;
  }
  return methods.map((method) => ({ method, url: route.url, encrypted: route.config?.encrypted === true, parts }));
}

async function main(): Promise<void> {
  const routes: RegisteredRoute[] = [];
  const sandbox = await createSandbox({
    database: 'memory',
    passwordHashing: 'fast',
    controls: true,
    onRoute: (route) => routes.push(...registered(route)),
  });
  const stop = () => void sandbox.close().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = sandbox.app.server.address() as AddressInfo;
  const ready: ApiServerReady = {
    url: `http://127.0.0.1:${port}`,
    keyId: sandbox.payloadKey.keyId,
    publicKey: sandbox.payloadKey.publicKeySpkiB64,
    routes,
  };
  process.stdout.write(`READY ${JSON.stringify(ready)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
