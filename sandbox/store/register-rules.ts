import type { Queryable } from '../db/db';

/** One field's registration rule, as system/setting/register answers it. */
export interface RegisterRule {
  key: string;
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
  /** The front end shows the hint reg_pattern_{patternId}. */
  patternId: string;
  /** A regular-expression source compiled with the 'u' flag; '*' accepts any text. */
  acceptedPattern: string;
}

export async function readRegisterRules(db: Queryable, merchantCode: string): Promise<RegisterRule[]> {
  const { rows } = await db.query<{
    field_key: string;
    enabled: boolean;
    required: boolean;
    min_length: number;
    max_length: number;
    pattern_id: string;
    accepted_pattern: string;
  }>('SELECT * FROM register_rules WHERE merchant_code = $1 ORDER BY sort_order, field_key', [merchantCode]);
  return rows.map((row) => ({
    key: row.field_key,
    enabled: row.enabled,
    required: row.required,
    minLength: row.min_length,
    maxLength: row.max_length,
    patternId: row.pattern_id,
    acceptedPattern: row.accepted_pattern,
  }));
}

export async function insertRegisterRule(db: Queryable, merchantCode: string, rule: RegisterRule, sortOrder: number): Promise<void> {
  await db.query(
    `INSERT INTO register_rules (merchant_code, field_key, enabled, required, min_length, max_length, pattern_id, accepted_pattern, sort_order)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [merchantCode, rule.key, rule.enabled, rule.required, rule.minLength, rule.maxLength, rule.patternId, rule.acceptedPattern, sortOrder],
  );
}
