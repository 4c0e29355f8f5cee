import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { copyBrandToTemp } from '../../tests/support/fixtures';
import { checkBrandFolder, formatIssues } from './validate-brand';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests edit any path of a brand.json, valid or not
function rewrite(file: string, change: (json: Record<string, any>) => void): void {
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  change(json);
  fs.writeFileSync(file, JSON.stringify(json));
}

describe('brand validation', () => {
  it('accepts both shipped brands', () => {
    const brandsDir = path.resolve(__dirname, '..', '..', 'brands');
    for (const id of ['mare-da-sorte', 'trevo-azul']) expect(checkBrandFolder(brandsDir, id).issues).toEqual([]);
  });

  it('lists every schema error as brands/<id>/brand.json: <json-pointer>: <message>', () => {
    const temp = copyBrandToTemp('trevo-azul');
    try {
      rewrite(path.join(temp.folder, 'brand.json'), (brand) => {
        delete brand.name;
        brand.identity.lotteryType = 'MOON';
        brand.theme.palettes.dark.primary = 'green';
        brand.plugins = [];
        brand.surprise = true;
      });
      const lines = formatIssues(checkBrandFolder(temp.dir, 'trevo-azul'));
      expect(lines).toEqual(
        expect.arrayContaining([
          'brands/trevo-azul/brand.json: /name: is required',
          'brands/trevo-azul/brand.json: /identity/lotteryType: must be one of "SEA", "VN", "LOTT"',
          'brands/trevo-azul/brand.json: /theme/palettes/dark/primary: must match pattern "^#[0-9a-fA-F]{6}$"',
          'brands/trevo-azul/brand.json: /plugins: must NOT have fewer than 1 items',
          'brands/trevo-azul/brand.json: /surprise: is not a known property',
        ]),
      );
      expect(lines).toHaveLength(5);
    } finally {
      temp.cleanup();
    }
  });

  it('reports what the schema cannot: folder name, missing assets, default language and announcement type', () => {
    const temp = copyBrandToTemp('mare-da-sorte');
    try {
      fs.rmSync(path.join(temp.folder, 'assets', 'licences', 'bvi.svg'));
      rewrite(path.join(temp.folder, 'brand.json'), (brand) => {
        brand.id = 'another-brand';
        brand.languages = { default: 'en', supported: ['pt'] };
        brand.constants.announcementTypes = ['PL', 'PU'];
      });
      expect(formatIssues(checkBrandFolder(temp.dir, 'mare-da-sorte'))).toEqual([
        'brands/mare-da-sorte/brand.json: /id: must equal the folder name "mare-da-sorte"',
        'brands/mare-da-sorte/brand.json: /languages/default: must be one of the supported languages',
        'brands/mare-da-sorte/brand.json: /constants/defaultAnnouncementType: must be one of announcementTypes',
        'brands/mare-da-sorte/brand.json: /licences/1/image: file assets/licences/bvi.svg not found in the brand folder',
      ]);
    } finally {
      temp.cleanup();
    }
  });

  it('refuses asset paths that climb out of the brand folder', () => {
    const temp = copyBrandToTemp('trevo-azul');
    try {
      rewrite(path.join(temp.folder, 'brand.json'), (brand) => {
        brand.theme.logo = 'assets/../../../etc/logo.svg';
      });
      const lines = formatIssues(checkBrandFolder(temp.dir, 'trevo-azul'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^brands\/trevo-azul\/brand\.json: \/theme\/logo: must match pattern/);
    } finally {
      temp.cleanup();
    }
  });

  it('reports unreadable JSON instead of throwing', () => {
    const temp = copyBrandToTemp('trevo-azul');
    try {
      fs.writeFileSync(path.join(temp.folder, 'brand.json'), '{ "id": ');
      const [line] = formatIssues(checkBrandFolder(temp.dir, 'trevo-azul'));
      expect(line).toMatch(/^brands\/trevo-azul\/brand\.json: \/: is not valid JSON/);
    } finally {
      temp.cleanup();
    }
  });

  it('makes npm run validate-brands exit 1 and print every error, including an unknown plugin and a shared merchant code', () => {
    const repoRoot = path.resolve(__dirname, '..', '..');
    // A brands folder of its own (BRANDS_DIR): tests running alongside read the real brands/.
    const temp = copyBrandToTemp('trevo-azul');
    try {
      fs.cpSync(temp.folder, path.join(temp.dir, 'trevo-verde'), { recursive: true });
      rewrite(path.join(temp.dir, 'trevo-verde', 'brand.json'), (brand) => {
        brand.id = 'trevo-verde';
        brand.plugins = ['home', 'no-such-plugin'];
      });
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/validate-brands.ts'], {
        cwd: repoRoot,
        env: { ...process.env, BRANDS_DIR: temp.dir },
        encoding: 'utf8',
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('brands/trevo-verde/brand.json: /plugins: Brand "trevo-verde" names unknown plugin "no-such-plugin"');
      expect(result.stderr).toContain('brands/trevo-verde/brand.json: /identity/merchantCode: "TRV002" is also used by brand "trevo-azul"');
      expect(result.stderr).toContain('brands/trevo-azul/brand.json: /identity/merchantCode: "TRV002" is also used by brand "trevo-verde"');
    } finally {
      temp.cleanup();
    }
  });
});
