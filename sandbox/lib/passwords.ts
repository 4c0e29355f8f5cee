import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

/**
 * Password hashing: argon2id (hash-wasm, pure WASM), stored in the PHC string format
 * (`$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`), so each hash carries its own cost and a
 * verification never depends on the current setting.
 *
 * `standard` (the default) is OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane, about
 * 0.1 s a hash here. `fast` (1 MiB, 1 pass) exists only for test runs that ask for it
 * explicitly (`createSandbox({ passwordHashing: 'fast' })`); nothing switches to it on its own.
 */
export type PasswordHashing = 'standard' | 'fast';

const COSTS: Record<PasswordHashing, { memorySize: number; iterations: number; parallelism: number }> = {
  standard: { memorySize: 19_456, iterations: 2, parallelism: 1 },
  fast: { memorySize: 1_024, iterations: 1, parallelism: 1 },
};

/** The platform's default password: accounts still using it are flagged (uses_default_password). */
export const DEFAULT_PASSWORD = '123456';

export interface PasswordHasher {
  readonly cost: PasswordHashing;
  hash(password: string): Promise<string>;
  /**
   * True when `password` matches `hash`. A missing hash (no usable password) still costs one
   * verification, so the answer time does not tell whether the account exists.
   */
  verify(password: string, hash: string | null | undefined): Promise<boolean>;
}

export function createPasswordHasher(cost: PasswordHashing = 'standard'): PasswordHasher {
  const params = COSTS[cost];
  const hash = (password: string) => argon2id({ password, salt: randomBytes(16), hashLength: 32, outputType: 'encoded', ...params });
  let decoy: Promise<string> | undefined;
  return {
    cost,
    hash,
    async verify(password, stored) {
      if (!stored) {
        decoy ??= hash(randomBytes(16).toString('hex'));
        await argon2Verify({ password, hash: await decoy }).catch(() => false);
        return false;
      }
      try {
        return await argon2Verify({ password, hash: stored });
      } catch {
        return false;
      }
    },
  };
}
