import { failure, type FailureEnvelope } from './envelope';

/**
 * An error the API answers on purpose: a real HTTP status, a stable machine code and a message
 * the user can read (Portuguese). Anything thrown that is not an ApiError (or a Fastify client
 * error) becomes a 500 INTERNAL with no detail on the wire.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toEnvelope(): FailureEnvelope {
    return failure(this.code, this.message);
  }
}

export const INTERNAL_ERROR_MESSAGE = 'Erro interno. Tente novamente mais tarde.';

/** The catalogue of failures the sandbox answers, so codes and wording stay consistent. */
export const apiErrors = {
  invalidRequest: (message: string) => new ApiError(400, 'INVALID_REQUEST', message),
  missingMerchant: () => new ApiError(400, 'MISSING_MERCHANT', 'Cabeçalho X-Merchant-Code em falta ou inválido.'),
  unknownMerchant: () => new ApiError(404, 'UNKNOWN_MERCHANT', 'Operador desconhecido. Verifique o código do operador.'),
  notLoggedIn: () => new ApiError(401, 'NOT_LOGGED_IN', 'Sessão não iniciada. Faça login para continuar.'),
  forbidden: () => new ApiError(403, 'FORBIDDEN', 'Operação não permitida.'),
  notFound: () => new ApiError(404, 'NOT_FOUND', 'Serviço não encontrado.'),
  payloadTooLarge: () => new ApiError(413, 'PAYLOAD_TOO_LARGE', 'O pedido é grande demais.'),
  unsupportedMediaType: () =>
    new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Tipo de conteúdo não suportado. Envie application/json.'),
  rateLimited: () =>
    new ApiError(429, 'RATE_LIMITED', 'Muitas tentativas seguidas. Aguarde alguns minutos e tente novamente.'),
  payloadNotEncrypted: () =>
    new ApiError(400, 'PAYLOAD_NOT_ENCRYPTED', 'Este pedido tem de ser enviado cifrado. Atualize a página e tente novamente.'),
  internal: () => new ApiError(500, 'INTERNAL', INTERNAL_ERROR_MESSAGE),
} as const;
