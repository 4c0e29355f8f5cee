import type { SandboxBrand } from '../../brands';
import type { Queryable } from '../db';

interface ModuleSeed {
  modId: string;
  enabled?: boolean;
  children?: ModuleSeed[];
}

/** The default permission tree: the feature switches the front end reads (by modId). */
const DEFAULT_TREE: ModuleSeed[] = [
  {
    modId: 'LOGIN',
    children: [
      { modId: 'MOBILEVERCODELOGIN3' },
      { modId: 'FREEPLAY3' },
      { modId: 'CAPTCHA3' },
      { modId: 'PWDEXPFORCECHANGE3' },
      { modId: 'CHNGPASSVERIF3' },
      { modId: 'SOCIALLOGIN3', enabled: false },
    ],
  },
  {
    modId: 'REGISTER',
    children: [
      { modId: 'DIRECTREG3' },
      { modId: 'USERNAMEREG3' },
      { modId: 'MOBILENUMREG3' },
      { modId: 'MOBILENUMPASSREG3' },
      { modId: 'REGMOBVERF3' },
      { modId: 'COUNTRYCODE3' },
      { modId: 'AFFILIATECODE3' },
    ],
  },
  {
    modId: 'GAMES',
    children: ['RNG', 'INHOUSE', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT'].map((modId) => ({ modId })),
  },
  { modId: 'PROMOTION', children: [{ modId: 'PROMOTIONS' }, { modId: 'REFERRAL' }, { modId: 'POINTMALL' }] },
  { modId: 'MEMBER', children: [{ modId: 'MEMBERCENTER' }] },
  { modId: 'AGENT', children: [{ modId: 'AGENTCENTER' }] },
];

/** Per-brand switches over the default tree, so tests can see a feature on in one brand and off in another. */
const BRAND_OVERRIDES: Record<string, Record<string, boolean>> = {
  'trevo-azul': { FREEPLAY3: false, MOBILEVERCODELOGIN3: false, REGMOBVERF3: false, POINTMALL: false },
};

export interface ModuleRow {
  modId: string;
  parentModId: string | null;
  enabled: boolean;
}

/** The brand's tree flattened parent-first, as rows of whitelabel_modules. */
export function whitelabelRowsFor(brand: SandboxBrand): ModuleRow[] {
  const overrides = BRAND_OVERRIDES[brand.id] ?? {};
  const rows: ModuleRow[] = [];
  const visit = (node: ModuleSeed, parentModId: string | null) => {
    rows.push({ modId: node.modId, parentModId, enabled: overrides[node.modId] ?? node.enabled ?? true });
    for (const child of node.children ?? []) visit(child, node.modId);
  };
  for (const node of DEFAULT_TREE) visit(node, null);
  return rows;
}

export async function seedWhitelabel(tx: Queryable, brand: SandboxBrand): Promise<void> {
  for (const [index, row] of whitelabelRowsFor(brand).entries()) {
    await tx.query(
      `INSERT INTO whitelabel_modules (merchant_code, mod_id, parent_mod_id, enabled, sort_order) VALUES ($1, $2, $3, $4, $5)`,
      [brand.merchantCode, row.modId, row.parentModId, row.enabled, index],
    );
  }
}
