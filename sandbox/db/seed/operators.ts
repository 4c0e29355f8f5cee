import type { Queryable } from '../db';
import type { HashOnce } from './accounts';

/** The demo operator of the back office at /ops/ (README, demo accounts). */
export const DEMO_OPERATOR = { username: 'operador', displayName: 'Operador de demonstração', password: 'Painel2026' } as const;

/**
 * Adds the demo operator when missing (hashing only then: argon2id is slow on purpose). An
 * operator's password changed in a persistent database stays changed.
 */
export async function seedOperators(tx: Queryable, hashOnce: HashOnce): Promise<void> {
  const { rows } = await tx.query('SELECT 1 FROM operators WHERE username = $1', [DEMO_OPERATOR.username]);
  if (rows.length) return;
  await tx.query('INSERT INTO operators (username, display_name, password_hash) VALUES ($1, $2, $3) ON CONFLICT (username) DO NOTHING', [
    DEMO_OPERATOR.username,
    DEMO_OPERATOR.displayName,
    await hashOnce(DEMO_OPERATOR.password),
  ]);
}
