import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Merchant } from '../store/merchants';
import { apiErrors } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The merchant named by X-Merchant-Code; set for every /wps, /lgw and /lotto call. */
    merchant: Merchant | null;
  }
}

const MERCHANT_CODE = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Requires X-Merchant-Code on every route of `scope` and loads the merchant. Runs first (onRequest),
 * so a call without a merchant is refused before anything about it is parsed.
 */
export function requireMerchant(scope: FastifyInstance, findMerchant: (merchantCode: string) => Promise<Merchant | undefined>): void {
  scope.addHook('onRequest', async (request) => {
    const header = request.headers['x-merchant-code'];
    const code = typeof header === 'string' ? header.trim() : '';
    if (!MERCHANT_CODE.test(code)) throw apiErrors.missingMerchant();
    const merchant = await findMerchant(code);
    if (!merchant) throw apiErrors.unknownMerchant();
    request.merchant = merchant;
  });
}

export function installMerchantContext(app: FastifyInstance): void {
  app.decorateRequest('merchant', null);
}

/** The current merchant; only call from routes registered under requireMerchant. */
export function merchantOf(request: FastifyRequest): Merchant {
  if (!request.merchant) throw new Error(`No merchant resolved for ${request.url}: route registered outside the merchant scope`);
  return request.merchant;
}

/**
 * Refuses a query field naming another merchant than X-Merchant-Code: the header decides, and a
 * contradicting query is a client bug worth surfacing (400).
 */
export function checkQueryMerchant(request: FastifyRequest, field: string, value: string | undefined): void {
  if (value !== undefined && value !== merchantOf(request).merchantCode) {
    throw apiErrors.invalidRequest(`O campo "${field}" não corresponde ao cabeçalho X-Merchant-Code.`);
  }
}
