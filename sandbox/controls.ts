import type { Db } from './db/db';
import { apiErrors } from './lib/errors';
import { findMerchant, listMerchantCodes } from './store/merchants';
import { readStatus, SEEDED_STATUS, writeStatus, type MerchantStatus } from './store/status';

/**
 * Switches the sandbox's whole-app modes from tests: in process through this object, or over
 * HTTP through POST /__sandbox/status and /__sandbox/reset (routes/sandbox-controls.ts).
 */
export interface SandboxControls {
  /** Sets a merchant's maintenance and region restriction; answers the stored status. */
  setStatus(merchantCode: string, status: MerchantStatus): Promise<MerchantStatus>;
  getStatus(merchantCode: string): Promise<MerchantStatus>;
  /** Restores the seeded status of one merchant, or of all; answers the merchant codes reset. */
  reset(merchantCode?: string): Promise<string[]>;
}

export function createControls(db: Db): SandboxControls {
  const requireMerchant = async (merchantCode: string) => {
    if (!(await findMerchant(db, merchantCode))) throw apiErrors.unknownMerchant();
  };
  return {
    async setStatus(merchantCode, status) {
      await requireMerchant(merchantCode);
      await writeStatus(db, merchantCode, status);
      return readStatus(db, merchantCode);
    },
    async getStatus(merchantCode) {
      await requireMerchant(merchantCode);
      return readStatus(db, merchantCode);
    },
    async reset(merchantCode) {
      if (merchantCode !== undefined) await requireMerchant(merchantCode);
      const codes = merchantCode !== undefined ? [merchantCode] : await listMerchantCodes(db);
      for (const code of codes) await writeStatus(db, code, SEEDED_STATUS);
      return codes;
    },
  };
}
