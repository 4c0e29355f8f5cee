import type { SandboxBrand } from './brands';
import type { Db } from './db/db';
import { whitelabelRowsFor } from './db/seed/whitelabel';
import type { CacheInvalidation } from './lib/cache-invalidation';
import type { Clock } from './lib/clock';
import { apiErrors } from './lib/errors';
import type { RateLimiter } from './lib/rate-limit';
import { CACHE_TOPICS } from './lib/read-cache';
import { deleteCaptchas, latestCaptchaAnswer } from './store/captchas';
import { listEmailOutbox, type EmailMessage } from './store/email-outbox';
import { deleteLoginFailures } from './store/login-failures';
import { findMerchant, listMerchantCodes } from './store/merchants';
import { listSmsOutbox, type SmsMessage } from './store/sms-codes';
import { readStatus, SEEDED_STATUS, writeStatus, type MerchantStatus, type MerchantStatusInput } from './store/status';
import { readModuleStates, writeModuleStates } from './store/whitelabel';
import { restoreVendorSwitches } from './store/vendor-switches';

/**
 * Switches the sandbox's whole-app modes from tests: in process through this object, or over
 * HTTP through the /__sandbox routes (routes/sandbox-controls.ts).
 */
export interface SandboxControls {
  /** Sets a merchant's maintenance and region restriction; answers the stored status. */
  setStatus(merchantCode: string, status: MerchantStatusInput): Promise<MerchantStatus>;
  getStatus(merchantCode: string): Promise<MerchantStatus>;
  /**
   * Restores the seeded status and whitelabel switches of one merchant, or of all, and forgets
   * its rate-limit counters, login failures and captchas (accounts, sessions and outboxes stay).
   * A reset of every merchant also puts the clock back. Answers the merchant codes reset.
   */
  reset(merchantCode?: string): Promise<string[]>;
  /** Switches whitelabel modules on or off; answers every module's own switch. Unknown modId: 400. */
  setModules(merchantCode: string, modules: Record<string, boolean>): Promise<Record<string, boolean>>;
  /** The SMS messages sent to a number (any dialing code), newest first. */
  smsOutbox(merchantCode: string, mobileNum: string): Promise<SmsMessage[]>;
  /** The e-mails sent to an address, newest first. */
  emailOutbox(merchantCode: string, email: string): Promise<EmailMessage[]>;
  /** The text of the newest captcha issued for the merchant; 404 NOT_FOUND when there is none. */
  latestCaptcha(merchantCode: string): Promise<string>;
  /** Moves the sandbox's clock (sessions, codes, captchas, limits) forward by `ms`. In process only. */
  advanceClock(ms: number): void;
}

export interface ControlDeps {
  brands: readonly SandboxBrand[];
  clock: Clock;
  limiter: RateLimiter;
  invalidation: CacheInvalidation;
}

export function createControls(db: Db, { brands, clock, limiter, invalidation }: ControlDeps): SandboxControls {
  const requireMerchant = async (merchantCode: string) => {
    if (!(await findMerchant(db, merchantCode))) throw apiErrors.unknownMerchant();
  };
  const restoreSwitches = async (merchantCode: string) => {
    const brand = brands.find((candidate) => candidate.merchantCode === merchantCode);
    if (!brand) return;
    const seeded = Object.fromEntries(whitelabelRowsFor(brand).map((row) => [row.modId, row.enabled]));
    const current = await readModuleStates(db, merchantCode);
    await writeModuleStates(
      db,
      merchantCode,
      Object.fromEntries(Object.entries(seeded).filter(([modId]) => Object.hasOwn(current, modId))),
    );
  };
  return {
    async setStatus(merchantCode, status) {
      await requireMerchant(merchantCode);
      await invalidation.changing(merchantCode, ['status'], () => writeStatus(db, merchantCode, status));
      return readStatus(db, merchantCode);
    },
    async getStatus(merchantCode) {
      await requireMerchant(merchantCode);
      return readStatus(db, merchantCode);
    },
    async reset(merchantCode) {
      if (merchantCode !== undefined) await requireMerchant(merchantCode);
      const codes = merchantCode !== undefined ? [merchantCode] : await listMerchantCodes(db);
      for (const code of codes) {
        // Status, module and vendor switches go back as seeded: nothing read before may stay.
        await invalidation.changing(code, CACHE_TOPICS, async () => {
          await writeStatus(db, code, SEEDED_STATUS);
          await restoreSwitches(code);
          await restoreVendorSwitches(db, code);
        });
        await deleteLoginFailures(db, code);
        await deleteCaptchas(db, code);
        limiter.clear(code);
      }
      if (merchantCode === undefined) {
        limiter.clear();
        clock.reset();
      }
      return codes;
    },
    async setModules(merchantCode, modules) {
      await requireMerchant(merchantCode);
      const unknown = await invalidation.changing(merchantCode, ['modules'], () => writeModuleStates(db, merchantCode, modules));
      if (unknown.length) throw apiErrors.invalidRequest(`Módulo desconhecido: ${unknown.join(', ')}.`);
      return readModuleStates(db, merchantCode);
    },
    async smsOutbox(merchantCode, mobileNum) {
      await requireMerchant(merchantCode);
      return listSmsOutbox(db, merchantCode, mobileNum);
    },
    async emailOutbox(merchantCode, email) {
      await requireMerchant(merchantCode);
      return listEmailOutbox(db, merchantCode, email);
    },
    async latestCaptcha(merchantCode) {
      await requireMerchant(merchantCode);
      const answer = await latestCaptchaAnswer(db, merchantCode);
      if (answer === undefined) throw apiErrors.notFound();
      return answer;
    },
    advanceClock(ms) {
      clock.advance(ms);
    },
  };
}
