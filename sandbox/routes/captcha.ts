import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { drawCaptcha, randomCaptchaText } from '../lib/captcha-image';
import { MINUTE_MS } from '../lib/clock';
import { readCookie, serializeCookie } from '../lib/cookies';
import { ok } from '../lib/envelope';
import { apiErrors } from '../lib/errors';
import { merchantOf } from '../lib/merchant-context';
import { CAPTCHA_TTL_MS, consumeCaptcha, insertCaptcha } from '../store/captchas';
import type { RouteDeps } from './deps';

/** The cookie binding a browser to the captcha it was shown. */
export const CAPTCHA_COOKIE = 'wps_captcha';
const CAPTCHA_ID = /^[A-Za-z0-9_-]{43}$/;
export const CAPTCHA_RATE = { limit: 30, windowMs: 5 * MINUTE_MS };

/**
 * GET /wps/captcha: a new image (base64 PNG, no data: prefix). Its text is stored against a
 * random id set in the HttpOnly, SameSite=Strict cookie wps_captcha (Path=/wps, 5 minutes), so
 * the answer never travels to the page and is checked against the browser that saw the image.
 */
export function registerCaptchaRoutes(scope: FastifyInstance, { db, clock, limiter }: RouteDeps): void {
  scope.get('/wps/captcha', { schema: routeSchema('captcha.json') }, async (request, reply) => {
    const merchantCode = merchantOf(request).merchantCode;
    if (!limiter.consume('captcha-address', `${merchantCode}:${request.ip}`, CAPTCHA_RATE)) throw apiErrors.tooManyRequests();
    const text = randomCaptchaText();
    const id = randomBytes(32).toString('base64url');
    await insertCaptcha(db, merchantCode, id, text, clock.now());
    reply.header(
      'set-cookie',
      serializeCookie(CAPTCHA_COOKIE, id, {
        path: '/wps',
        maxAgeSeconds: CAPTCHA_TTL_MS / 1000,
        httpOnly: true,
        sameSite: 'Strict',
        secure: request.protocol === 'https',
      }),
    );
    return ok(drawCaptcha(text).toString('base64'));
  });
}

/**
 * Checks the captcha a form carries against the browser's wps_captcha cookie, using it up
 * either way (a wrong guess needs a new image). `status`: 401 in login, 400 in registration.
 */
export async function checkCaptcha(
  request: FastifyRequest,
  { db, clock }: Pick<RouteDeps, 'db' | 'clock'>,
  guess: string | undefined,
  status: 400 | 401,
): Promise<void> {
  if (!guess) throw apiErrors.captchaRequired(status);
  const id = readCookie(request.headers.cookie, CAPTCHA_COOKIE);
  const right =
    id !== undefined && CAPTCHA_ID.test(id) && (await consumeCaptcha(db, merchantOf(request).merchantCode, id, guess, clock.now()));
  if (!right) throw apiErrors.captchaInvalid(status);
}
