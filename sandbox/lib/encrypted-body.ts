import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { ApiError, apiErrors } from './errors';
import { decryptPayload, looksEncrypted, PayloadCryptoError, type PayloadKey } from './payload-crypto';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body must arrive encrypted (see payload-crypto.ts); it is validated once decrypted. */
    encrypted?: boolean;
  }
}

/**
 * Makes every route declared with `config: { encrypted: true }` accept only an encrypted body.
 * The hook runs before validation and swaps the body for its decrypted JSON, so the route's own
 * body schema validates what the client meant to send. Call before the routes are registered.
 */
export function installPayloadDecryption(app: FastifyInstance, key: PayloadKey): void {
  const hook = decryptBodyHook(key);
  app.addHook('onRoute', (route) => {
    if (route.config?.encrypted !== true) return;
    const existing = route.preValidation ?? [];
    route.preValidation = [...(Array.isArray(existing) ? existing : [existing]), hook];
  });
}

export function decryptBodyHook(key: PayloadKey): preValidationAsyncHookHandler {
  return async (request) => {
    if (!looksEncrypted(request.body)) throw apiErrors.payloadNotEncrypted();
    try {
      request.body = decryptPayload(request.body, key);
    } catch (error) {
      if (error instanceof PayloadCryptoError) throw toApiError(error);
      throw error;
    }
  };
}

function toApiError(error: PayloadCryptoError): ApiError {
  // Detail stays generic on the wire: the client can only refresh the key and retry.
  const message =
    error.code === 'PAYLOAD_UNKNOWN_KEY'
      ? 'A chave de segurança mudou. Atualize a página e tente novamente.'
      : 'Não foi possível ler os dados cifrados. Atualize a página e tente novamente.';
  return new ApiError(400, error.code, message);
}
