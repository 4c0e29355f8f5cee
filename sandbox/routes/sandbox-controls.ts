import type { FastifyInstance } from 'fastify';
import type { SandboxControls } from '../controls';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import type { MerchantStatusInput } from '../store/status';

/**
 * Test controls (not part of the platform; off with SANDBOX_CONTROLS=off):
 *   POST /__sandbox/status          sets a merchant's maintenance / region restriction
 *   POST /__sandbox/reset           restores the seeded status and switches, clears limits, login failures, captchas
 *   POST /__sandbox/echo-encrypted  decrypts an encrypted body and answers it (checks a client's encryptor)
 *   POST /__sandbox/toggles         switches whitelabel modules on or off
 *   GET  /__sandbox/sms-outbox      the codes sent to a number
 *   GET  /__sandbox/email-outbox    the e-mails sent to an address
 *   GET  /__sandbox/captcha         the text of the newest captcha
 */
export function registerSandboxControlRoutes(app: FastifyInstance, controls: SandboxControls): void {
  app.post<{ Body: MerchantStatusInput & { merchantCode: string } }>(
    '/__sandbox/status',
    { schema: routeSchema('sandbox-status.json') },
    async (request) => {
      const { merchantCode, maintenance, regionRestriction, regionMessage } = request.body;
      const status = await controls.setStatus(merchantCode, { maintenance, regionRestriction, regionMessage });
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

  app.post<{ Body: { merchantCode: string; modules: Record<string, boolean> } }>(
    '/__sandbox/toggles',
    { schema: routeSchema('sandbox-toggles.json') },
    async (request) => {
      const { merchantCode, modules } = request.body;
      return ok({ merchantCode, modules: await controls.setModules(merchantCode, modules) });
    },
  );

  app.get<{ Querystring: { merchantCode: string; mobileNum: string } }>(
    '/__sandbox/sms-outbox',
    { schema: routeSchema('sandbox-sms-outbox.json') },
    async (request) => ok(await controls.smsOutbox(request.query.merchantCode, request.query.mobileNum)),
  );

  app.get<{ Querystring: { merchantCode: string; email: string } }>(
    '/__sandbox/email-outbox',
    { schema: routeSchema('sandbox-email-outbox.json') },
    async (request) => ok(await controls.emailOutbox(request.query.merchantCode, request.query.email)),
  );

  app.get<{ Querystring: { merchantCode: string } }>(
    '/__sandbox/captcha',
    { schema: routeSchema('sandbox-captcha.json') },
    async (request) => ok({ answer: await controls.latestCaptcha(request.query.merchantCode) }),
  );
}
