import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_BRANDS_DIR, loadBrands } from './brands';
import { thirdPartyAuthOf } from './lib/firebase-auth';
import { createSandbox } from './server';
import { SandboxSetupError } from './setup-error';
import { MARE, TREVO } from './testing/fixtures';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests edit any path of a brand.json, valid or not
type EditBrand = (id: string, edit: (json: Record<string, any>) => void) => void;

/** A copy of the shipped brands folder, after `change` has edited it (`edit` rewrites a brand.json). */
function copyBrands(change: (edit: EditBrand, dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-brands-'));
  cpSync(DEFAULT_BRANDS_DIR, dir, { recursive: true });
  change((id, edit) => {
    const file = join(dir, id, 'brand.json');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as EditBrand
    const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, any>;
    edit(json);
    writeFileSync(file, JSON.stringify(json, null, 2));
  }, dir);
  return dir;
}

describe('brands the sandbox seeds (sandbox/brands.ts)', () => {
  const dirs: string[] = [];
  const brandsCopy = (change: Parameters<typeof copyBrands>[0]) => {
    const dir = copyBrands(change);
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('reads what it needs from each valid brand.json; the country is the platform default', () => {
    const brands = loadBrands();
    expect(brands.map((brand) => [brand.id, brand.merchantCode])).toEqual([
      [MARE.brand, MARE.merchantCode],
      [TREVO.brand, TREVO.merchantCode],
    ]);
    expect(brands[0]).toEqual({
      id: 'mare-da-sorte',
      name: 'Maré da Sorte',
      merchantCode: 'MDS001',
      platform: 'MDS',
      currencySymbol: 'P',
      defaultLanguage: 'pt',
      countryCode: 'PH',
      licences: [
        { id: 'mga', name: 'Malta Gaming Authority' },
        { id: 'bvi', name: 'British Virgin Islands Financial Services Commission' },
        { id: 'pagcor', name: 'Philippine Amusement and Gaming Corporation' },
      ],
      colors: { primary: '#f2b632', accent: '#e8394d', background: '#0b0f1a', surface: '#141a2b', chatHeader: '#c8102e' },
      esportsVendors: ['AV', 'AI', 'IMES', 'TF', 'IA'],
      thirdPartyAuth: thirdPartyAuthOf(JSON.parse(readFileSync(join(DEFAULT_BRANDS_DIR, MARE.brand, 'brand.json'), 'utf8'))),
    });
    expect(brands[1].thirdPartyAuth?.firebase.projectId).toBe('demo-trevo-azul');
  });

  it("stops on an invalid brand with the validator's lines, e.g. an identity.country (not in the schema)", () => {
    const dir = brandsCopy((edit) => {
      edit(TREVO.brand, (json) => {
        json.identity.country = 'BR';
        json.theme.palettes.dark.primary = 'green';
      });
      edit(MARE.brand, (json) => {
        delete json.currencySymbol;
      });
    });
    let error: unknown;
    try {
      loadBrands(dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SandboxSetupError);
    expect((error as Error).message.split('\n')).toEqual([
      'brands/mare-da-sorte/brand.json: /currencySymbol: is required',
      'brands/trevo-azul/brand.json: /identity/country: is not a known property',
      'brands/trevo-azul/brand.json: /theme/palettes/dark/primary: must match pattern "^#[0-9a-fA-F]{6}$"',
      'Fix the brand (npm run validate-brands checks them all).',
    ]);
  });

  it('checks what the schema cannot express too (id equals the folder name, assets exist)', () => {
    const dir = brandsCopy((edit, root) => {
      edit(TREVO.brand, (json) => {
        json.id = 'trevo-verde';
      });
      rmSync(join(root, MARE.brand, 'assets', 'logo.svg'));
    });
    expect(() => loadBrands(dir)).toThrow(
      'brands/mare-da-sorte/brand.json: /theme/logo: file assets/logo.svg not found in the brand folder\n' +
        'brands/trevo-azul/brand.json: /id: must equal the folder name "trevo-azul"\n',
    );
  });

  it('refuses two brands with one merchant code', () => {
    const dir = brandsCopy((edit) => edit(TREVO.brand, (json) => (json.identity.merchantCode = MARE.merchantCode)));
    expect(() => loadBrands(dir)).toThrow(new SandboxSetupError('Brands mare-da-sorte and trevo-azul share the merchant code MDS001'));
  });

  it('skips a folder without brand.json, and says when the brands folder is missing', () => {
    const dir = brandsCopy((_, root) => mkdirSync(join(root, 'work-in-progress')));
    expect(loadBrands(dir).map((brand) => brand.id)).toEqual([MARE.brand, TREVO.brand]);
    expect(() => loadBrands(join(dir, 'nope'))).toThrow(new SandboxSetupError(`Brands folder not found: ${join(dir, 'nope')}`));
  });

  it('does not start a sandbox over an invalid brand', async () => {
    const dir = brandsCopy((edit) => edit(MARE.brand, (json) => (json.identity.lotteryType = 'MOON')));
    await expect(createSandbox({ database: 'memory', brandsDir: dir })).rejects.toThrow(
      'brands/mare-da-sorte/brand.json: /identity/lotteryType: must be one of "SEA", "VN", "LOTT"',
    );
  });
});
