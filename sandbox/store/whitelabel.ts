import type { Queryable } from '../db/db';

/** A node of the permission tree as the front end reads it. */
export interface WhitelabelModule {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelModule[];
}

interface ModuleRow {
  mod_id: string;
  parent_mod_id: string | null;
  enabled: boolean;
}

export async function readWhitelabelTree(db: Queryable, merchantCode: string): Promise<WhitelabelModule[]> {
  const { rows } = await db.query<ModuleRow>(
    'SELECT mod_id, parent_mod_id, enabled FROM whitelabel_modules WHERE merchant_code = $1 ORDER BY sort_order, mod_id',
    [merchantCode],
  );
  return buildTree(rows);
}

/** Nests rows under their parents, keeping the rows' order among siblings. */
export function buildTree(rows: readonly ModuleRow[]): WhitelabelModule[] {
  const nodes = new Map<string, WhitelabelModule>();
  for (const row of rows) nodes.set(row.mod_id, { modId: row.mod_id, enabled: row.enabled ? '1' : '0', childrenNodes: [] });
  const roots: WhitelabelModule[] = [];
  for (const row of rows) {
    const node = nodes.get(row.mod_id)!;
    const parent = row.parent_mod_id === null ? undefined : nodes.get(row.parent_mod_id);
    (parent ? parent.childrenNodes : roots).push(node);
  }
  return roots;
}
