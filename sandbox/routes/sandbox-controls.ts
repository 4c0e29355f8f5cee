import type { FastifyInstance } from 'fastify';
import type { SandboxControls } from '../controls';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import type { MerchantStatus } from '../store/status';

/**
 * Test controls (not part of the platform; off with SANDBOX_CONTROLS=off):
 *   POST /__sandbox/status          sets a merchant's maintenance / region restriction
 *   POST /__sandbox/reset           restores the seeded status
 *   POST /__sandbox/echo-encrypted  decrypts an encrypted body and answers it (checks a client's encryptor)
 */
export function registerSandboxControlRoutes(app: FastifyInstance, controls: SandboxControls): void {
  app.post<{ Body: MerchantStatus & { merchantCode: string } }>(
    '/__sandbox/status',
    { schema: routeSchema('sandbox-status.json') },
    async (request) => {
      const { merchantCode, maintenance, regionRestriction } = request.body;
      const status = await controls.setStatus(merchantCode, { maintenance, regionRestriction });
      return ok({ merchantCode, ...status });
    },
  );

  app.post<{ Body: { merchantCode?: string } | undefined }>(
    '/__sandbox/reset',
    {
      schema: routeSchema('sandbox-reset.json'),
      // A bare POST (no body at all) means "reset everything", like {}.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => ok({ reset: await controls.reset(request.body?.merchantCode) }),
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/__sandbox/echo-encrypted',
    { schema: routeSchema('sandbox-echo-encrypted.json'), config: { encrypted: true } },
    async (request) => ok(request.body),
  );
}
