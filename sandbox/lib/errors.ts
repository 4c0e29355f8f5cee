import { failure, type FailureEnvelope, type FailureValue } from './envelope';

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
    /** The failure's `value` (null for all but login failures, see envelope.ts). */
    readonly value: FailureValue | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toEnvelope(): FailureEnvelope {
    return failure(this.code, this.message, this.value);
  }

  /** The same failure carrying `value`. */
  withValue(value: FailureValue | null): ApiError {
    return new ApiError(this.statusCode, this.code, this.message, value);
  }
}

export const INTERNAL_ERROR_MESSAGE = 'Erro interno. Tente novamente mais tarde.';
export const TOO_MANY_REQUESTS_MESSAGE = 'Muitas solicitações. Tente novamente em 5 minutos.';

/** The catalogue of failures the sandbox answers, so codes and wording stay consistent. */
export const apiErrors = {
  invalidRequest: (message: string) => new ApiError(400, 'INVALID_REQUEST', message),
  missingMerchant: () => new ApiError(400, 'MISSING_MERCHANT', 'Cabeçalho X-Merchant-Code em falta ou inválido.'),
  unknownMerchant: () => new ApiError(404, 'UNKNOWN_MERCHANT', 'Operador desconhecido. Verifique o código do operador.'),
  notLoggedIn: () => new ApiError(401, 'NOT_LOGGED_IN', 'Sessão não iniciada. Faça login para continuar.'),
  forbidden: () => new ApiError(403, 'FORBIDDEN', 'Operação não permitida.'),
  notFound: () => new ApiError(404, 'NOT_FOUND', 'Serviço não encontrado.'),
  payloadTooLarge: () => new ApiError(413, 'PAYLOAD_TOO_LARGE', 'O pedido é grande demais.'),
  uriTooLong: () => new ApiError(414, 'URI_TOO_LONG', 'O endereço pedido é longo demais.'),
  /** Text PostgreSQL cannot store (the NUL character), in any field of any request. */
  unstorableText: () => new ApiError(400, 'INVALID_REQUEST', 'O pedido contém caracteres não permitidos.'),
  /** A call of a module the merchant switched off: nothing is done, sent or paid. */
  featureOff: () => new ApiError(403, 'FEATURE_OFF', 'Este recurso não está disponível neste site.'),
  unsupportedMediaType: (expected = 'application/json') =>
    new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', `Tipo de conteúdo não suportado. Envie ${expected}.`),
  rateLimited: () => new ApiError(429, 'RATE_LIMITED', 'Muitas tentativas seguidas. Aguarde alguns minutos e tente novamente.'),
  /** The 5-minute limits (SMS, captcha, e-mail, free play). */
  tooManyRequests: () => new ApiError(429, 'RATE_LIMITED', TOO_MANY_REQUESTS_MESSAGE),
  payloadNotEncrypted: () =>
    new ApiError(400, 'PAYLOAD_NOT_ENCRYPTED', 'Este pedido tem de ser enviado cifrado. Atualize a página e tente novamente.'),
  internal: () => new ApiError(500, 'INTERNAL', INTERNAL_ERROR_MESSAGE),

  // Accounts and login.
  loginFailed: () => new ApiError(401, 'LOGIN_FAILED', 'Usuário ou senha incorretos.'),
  accountFrozen: () => new ApiError(403, 'ACCOUNT_FROZEN', 'Esta conta está congelada. Fale com o atendimento.'),
  /** `status` 401 in login, 400 in registration (a form error there, not a refused login). */
  captchaRequired: (status: 400 | 401) => new ApiError(status, 'CAPTCHA_REQUIRED', 'Digite o código da imagem.'),
  captchaInvalid: (status: 400 | 401) => new ApiError(status, 'CAPTCHA_INVALID', 'Código da imagem incorreto.'),
  /** `status` 401 in SMS login, 400 elsewhere. */
  verificationCodeInvalid: (status: 400 | 401 = 400) =>
    new ApiError(status, 'VERIFICATION_CODE_INVALID', 'Código de verificação inválido.'),
  verificationCodeExpired: (status: 400 | 401 = 400) =>
    new ApiError(status, 'VERIFICATION_CODE_EXPIRED', 'Código expirado. Solicite um novo.'),
  firebaseUnavailable: () => new ApiError(400, 'FIREBASE_UNAVAILABLE', 'Login por serviço externo indisponível.'),
  mobileTaken: () => new ApiError(409, 'MOBILE_TAKEN', 'Este número de celular já está cadastrado.'),
  usernameTaken: () => new ApiError(409, 'USERNAME_TAKEN', 'Este nome de usuário já está em uso.'),
  invalidAffiliate: (status: 400 | 404 = 400) => new ApiError(status, 'INVALID_AFFILIATE', 'Código de convite inválido.'),
  wrongPassword: () => new ApiError(400, 'WRONG_PASSWORD', 'Senha atual incorreta.'),
  /** A session that owes a password change asked for anything else (the same words as the change dialog). */
  passwordChangeRequired: (reason: 'default' | 'expired') =>
    new ApiError(
      403,
      'PASSWORD_CHANGE_REQUIRED',
      reason === 'default'
        ? 'Você entrou com a senha padrão. Para proteger sua conta, crie uma nova senha agora.'
        : 'Sua senha expirou. Crie uma nova senha para continuar.',
    ),
  /** A self-excluded member: no login, deposit, transfer or game until `endsAt` (null: for good). */
  selfExcluded: (endsAt: Date | null) =>
    new ApiError(
      403,
      'SELF_EXCLUDED',
      endsAt
        ? `Sua conta está em autoexclusão até ${brasiliaDateTime(endsAt)}. Até lá não é possível entrar, depositar nem jogar.`
        : 'Sua conta está em autoexclusão por tempo indeterminado. Para reabri-la, fale com o atendimento.',
    ),

  // Games: a game or vendor the merchant's menus do not carry is as unknown as one that does not exist.
  gameNotFound: () => new ApiError(404, 'GAME_NOT_FOUND', 'Jogo não encontrado ou indisponível neste site.'),
  vendorNotFound: () => new ApiError(404, 'VENDOR_NOT_FOUND', 'Provedor de jogos não encontrado ou indisponível neste site.'),
} as const;

/** "25/11/2026 às 14:30" in Brasília time (UTC-3), as players read dates. */
export function brasiliaDateTime(date: Date): string {
  const local = new Date(date.getTime() - 3 * 3_600_000).toISOString();
  return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} às ${local.slice(11, 16)}`;
}
