import type { Queryable } from '../db/db';
import type { Operator } from './operators';

/** A change an operator made: `module:<modId>`, `vendor:<gameType>/<vendorCode>` (switches) or `status`. */
export interface AuditEntry {
  id: number;
  at: string;
  operator: string;
  merchantCode: string;
  subject: string;
  oldValue: unknown;
  newValue: unknown;
}

interface AuditRow {
  audit_id: string;
  at: Date;
  operator_username: string;
  merchant_code: string;
  subject: string;
  old_value: unknown;
  new_value: unknown;
}

/** Records one change, in the caller's transaction so the change and its record land together. */
export async function recordAudit(
  tx: Queryable,
  entry: { operator: Operator; merchantCode: string; subject: string; oldValue: unknown; newValue: unknown },
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (at, operator_id, operator_username, merchant_code, subject, old_value, new_value)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
    [
      now,
      entry.operator.id,
      entry.operator.username,
      entry.merchantCode,
      entry.subject,
      JSON.stringify(entry.oldValue),
      JSON.stringify(entry.newValue),
    ],
  );
}

/** A merchant's changes, newest first, `limit` at a time before the entry `before` (an id). */
export async function listAudit(db: Queryable, merchantCode: string, limit: number, before?: number): Promise<AuditEntry[]> {
  const { rows } = await db.query<AuditRow>(
    `SELECT audit_id, at, operator_username, merchant_code, subject, old_value, new_value
       FROM audit_log
      WHERE merchant_code = $1 AND ($2::bigint IS NULL OR audit_id < $2)
      ORDER BY audit_id DESC
      LIMIT $3`,
    [merchantCode, before ?? null, limit],
  );
  return rows.map((row) => ({
    id: Number(row.audit_id),
    at: new Date(row.at).toISOString(),
    operator: row.operator_username,
    merchantCode: row.merchant_code,
    subject: row.subject,
    oldValue: row.old_value,
    newValue: row.new_value,
  }));
}
