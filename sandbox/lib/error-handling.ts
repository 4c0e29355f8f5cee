import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FailureValue } from './envelope';
import { ApiError, apiErrors } from './errors';
import { describeValidationErrors } from './validation-message';

/**
 * Maps every error to the envelope with a real HTTP status. Client mistakes keep their status
 * and get a Portuguese message; anything unexpected becomes a bare 500 INTERNAL. The detail
 * (stack included) goes to the server log only, never on the wire.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    void sendError(error, request, reply);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 413) await drainRefusedBody(request, reply);
    return payload;
  });
}

/** The most a refused body may still send that is read and thrown away rather than cut off. */
export const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
const DRAIN_TIMEOUT_MS = 30_000;

/**
 * Fastify answers an oversized body at once and closes the socket while the client is still
 * sending: clients that send the whole body before reading (most HTTP libraries) then see a
 * reset, never the 413. So the 413 waits until the rest of the body has been read and thrown
 * away, up to DRAIN_LIMIT_BYTES (declared or counted, for a chunked body) and DRAIN_TIMEOUT_MS;
 * past either, the connection is cut as before. Read to the end, the connection may stay open.
 */
async function drainRefusedBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > DRAIN_LIMIT_BYTES) return;
  await new Promise<void>((resolve) => {
    let seen = 0;
    const finish = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      raw.socket?.destroy();
      finish();
    }, DRAIN_TIMEOUT_MS);
    raw.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen <= DRAIN_LIMIT_BYTES) return;
      raw.socket?.destroy();
      finish();
    });
    raw.once('end', finish);
    raw.once('close', finish);
    raw.resume();
  });
  if (raw.readableEnded) reply.removeHeader('connection');
}

/**
 * Errors Fastify's router raises before any route runs (an over-long path parameter, a path that
 * is not valid URL text): answered in the envelope like every other failure, without naming the
 * framework. Fastify's `frameworkErrors` option.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const apiError =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? apiErrors.uriTooLong()
      : error.code === 'FST_ERR_BAD_URL'
        ? apiErrors.invalidRequest('O endereço pedido não é válido.')
        : apiErrors.internal();
  return sendError(error, request, reply, apiError);
}

/** Answers `error` as the failure envelope (logging what becomes a 500); the one place that does. */
export function sendError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  apiError: ApiError = toApiError(error),
): FastifyReply {
  if (apiError.statusCode >= 500) {
    request.log.error({ err: error, url: request.url }, 'unexpected error answered as 500');
  }
  return reply.code(apiError.statusCode).send(apiError.toEnvelope());
}

export interface RouteErrorOptions {
  /**
   * For calls whose failures carry a value: every client failure (4xx) of the route, validation
   * and decryption included, gets the value this computes, unless the error already carries one.
   * 5xx answers stay bare.
   */
  failureValue?: (request: FastifyRequest) => Promise<FailureValue | null>;
  /** Rewords a failure for this route (e.g. which content type a 415 asks for). */
  adjust?: (apiError: ApiError) => ApiError;
}

/** A route-level error handler (route option `errorHandler`) built on the common one. */
export function routeErrorHandler({ failureValue, adjust }: RouteErrorOptions) {
  return async (error: FastifyError, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    let apiError = toApiError(error);
    if (adjust) apiError = adjust(apiError);
    if (failureValue && apiError.statusCode < 500 && apiError.value === null) {
      apiError = apiError.withValue(await failureValue(request).catch(() => null));
    }
    return sendError(error, request, reply, apiError);
  };
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!isFastifyError(error)) return apiErrors.internal();
  if (error.validation) {
    return apiErrors.invalidRequest(describeValidationErrors(error.validation, error.validationContext));
  }
  const status = error.statusCode ?? 500;
  switch (status) {
    case 400:
      return apiErrors.invalidRequest(describeBadRequest(error.code));
    case 404:
      return apiErrors.notFound();
    case 413:
      return apiErrors.payloadTooLarge();
    case 414:
      return apiErrors.uriTooLong();
    case 415:
      return apiErrors.unsupportedMediaType();
    case 429:
      return apiErrors.rateLimited();
    default:
      return status >= 400 && status < 500 ? new ApiError(status, `HTTP_${status}`, 'Pedido inválido.') : apiErrors.internal();
  }
}

function describeBadRequest(code: string): string {
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'O corpo do pedido está vazio.';
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
    return 'O corpo do pedido não é JSON válido.';
  }
  return 'Pedido inválido.';
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && ('statusCode' in error || 'validation' in error || 'code' in error);
}
