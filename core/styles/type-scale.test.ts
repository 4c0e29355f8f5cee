/**
 * Every style sheet of core and the plugins sets its font sizes from the type scale
 * (core/styles/type-scale.ts, base.css's `--text-*`) and its weights from the scale's weights: each
 * new size or weight the page draws is a font lookup in a layout (a synchronous trip to the browser
 * process on Linux). The loading frame draws the first screens' pairs, each once, with a rule per
 * size and weight in start-up.css.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/paths';
import { bootShellMarkup, typeSpecimenCss } from '../status/boot-shell';
import { FIRST_SCREEN_TYPE, TYPE_ROLES, TYPE_SIZES, TYPE_WEIGHTS } from './type-scale';

function styleSheets(): string[] {
  return ['core', 'plugins'].flatMap((folder) =>
    fs
      .readdirSync(path.join(repoRoot, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
      .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name))),
  );
}

/** The values a sheet gives a property, comments left out. */
function valuesOf(css: string, property: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(new RegExp(`(?:^|[\\s;{])${property}\\s*:\\s*([^;}]+)`, 'g'))].map((match) => match[1].trim());
}

const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
const sizeTokens = new Set([...Object.keys(TYPE_SIZES), ...TYPE_ROLES].map((name) => `var(--text-${name})`));

describe('the type scale', () => {
  it('is defined in base.css as type-scale.ts lists it, in rem', () => {
    const defined = Object.fromEntries(
      [...read('core/styles/base.css').matchAll(/--text-([\w-]+):\s*([\d.]+)rem/g)].map((match) => [match[1], Number(match[2])]),
    );
    expect(defined).toEqual(TYPE_SIZES);
  });

  it('gives each role a size of the scale at every width', () => {
    const css = read('core/styles/base.css');
    for (const role of TYPE_ROLES) {
      const values = valuesOf(css, `--text-${role}`);
      expect(values.length).toBeGreaterThan(0);
      for (const value of values) expect(Object.keys(TYPE_SIZES).map((name) => `var(--text-${name})`)).toContain(value);
    }
  });

  it.each(styleSheets())('%s sizes its text from the scale and weighs it with the scale weights', (file) => {
    const css = read(file);
    const offScale = valuesOf(css, 'font-size').filter((value) => !sizeTokens.has(value) && value !== 'inherit');
    const weights = new Set<string>(TYPE_WEIGHTS.map(String));
    const offWeights = valuesOf(css, 'font-weight').filter((value) => !weights.has(value.replace(/\s*!important$/, '')));
    // A shorthand would set a size outside the scale unnoticed; sheets only reset fonts with it.
    const shorthands = valuesOf(css, 'font').filter((value) => value !== 'inherit');
    expect({ offScale, offWeights, shorthands }).toEqual({ offScale: [], offWeights: [], shorthands: [] });
  });
});

describe("the loading frame's type specimen", () => {
  const markup = bootShellMarkup({ logo: '/logo.svg', connecting: 'Conectando…' });
  const listed = FIRST_SCREEN_TYPE.map(([size, weight]) => `${size} ${weight}`);

  it('draws each first-screen pair once, hidden from assistive technology', () => {
    const drawn = [...markup.matchAll(/<span class="boot-shell__type--([\w-]+)-(\d+)">a<\/span>/g)].map(
      (match) => `${match[1]} ${match[2]}`,
    );
    expect(drawn).toEqual(listed);
    expect(new Set(listed).size).toBe(listed.length);
    expect(markup).toContain('<div class="boot-shell__type" aria-hidden="true">');
  });

  it("sizes and weighs each letter from the scale, in a rule the brand's sheet carries", () => {
    const rules = [
      ...typeSpecimenCss().matchAll(/\.boot-shell__type--([\w-]+)-(\d+)\{font-size:var\(--text-([\w-]+)\);font-weight:(\d+)\}/g),
    ];
    expect(rules.map((rule) => `${rule[1]} ${rule[2]}`)).toEqual(listed);
    expect(rules.every((rule) => rule[3] === rule[1] && rule[4] === rule[2] && rule[3] in TYPE_SIZES)).toBe(true);
  });
});
