import type { FastifyError, FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import { routeErrorHandler } from '../lib/error-handling';
import { ApiError } from '../lib/errors';
import { adjustUploadError, decodeImages, type ImageUpload } from '../lib/image-uploads';
import { merchantOf } from '../lib/merchant-context';
import { optionalMember } from '../lib/session-auth';
import { insertFeedback } from '../store/promotions';
import type { RouteDeps } from './deps';

/** Feedback from one address: enough for a person, not for a script filling the table. */
export const FEEDBACK_RATE = { limit: 10, windowMs: 10 * 60_000 };

/**
 * PUT /wps/feedback (no token, spec sections 5 to 7): a remark of up to 140 characters and up to
 * 3 png or jpg images of at most 5 MB each, as base64 in the JSON body, checked by decoded size
 * and signature (lib/image-uploads.ts). A valid token, when sent, links the message to the member.
 */
export function registerFeedbackRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db, clock, limiter } = deps;
  scope.put<{ Body: { remark: string; images: ImageUpload[] } }>(
    '/wps/feedback',
    {
      schema: routeSchema('feedback.json'),
      errorHandler: (error: FastifyError, request, reply) =>
        routeErrorHandler({ adjust: (apiError) => adjustUploadError(error, apiError) })(error, request, reply),
    },
    async (request) => {
      const merchantCode = merchantOf(request).merchantCode;
      const remark = request.body.remark.trim();
      if (!remark) throw new ApiError(400, 'INVALID_REQUEST', 'Escreva a sua mensagem (até 140 caracteres).');
      // Counted before the images are decoded: a flood of large bodies is turned away cheaply.
      if (!limiter.consume('feedback-address', `${merchantCode}:${request.ip}`, FEEDBACK_RATE)) {
        throw new ApiError(429, 'RATE_LIMITED', 'Você enviou muitas mensagens seguidas. Tente novamente em alguns minutos.');
      }
      const images = decodeImages(request.body.images);
      const member = await optionalMember(request, deps);
      const feedbackId = await insertFeedback(db, { merchantCode, accountId: member?.id ?? null, remark, images, now: clock.now() });
      return ok({ feedbackId });
    },
  );
}
