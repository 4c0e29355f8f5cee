/**
 * A plugin's style sheet sets no custom property on the document's root (`:root`, `html`, `body`):
 * every element inherits it, so the sheet's arrival styles the whole page again. Most plugin sheets
 * arrive after the first paint; the support bar's did this and cost 3-17 ms of restyle on `/rng`
 * (issue 22). A plugin sets its properties on its own boxes. Checked from the files, every plugin.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../scripts/lib/paths';

const pluginsDir = path.join(repoRoot, 'plugins');

function pluginStyleSheets(): string[] {
  return fs
    .readdirSync(pluginsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)));
}

/** Each rule's selector list and its block (the blocks inside @media and the like are walked into). */
function rules(css: string): { selectors: string; declarations: string }[] {
  const found: { selectors: string; declarations: string }[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const walk = (from: number): number => {
    let prelude = '';
    for (let at = from; at < text.length; at += 1) {
      const char = text[at];
      if (char === '{') {
        const selectors = prelude.trim();
        const inner = walk(at + 1);
        if (!selectors.startsWith('@')) found.push({ selectors, declarations: text.slice(at + 1, inner) });
        at = inner;
        prelude = '';
      } else if (char === '}') {
        return at;
      } else if (char === ';') {
        prelude = '';
      } else prelude += char;
    }
    return text.length;
  };
  walk(0);
  return found;
}

/** A selector that matches the root element itself (not one of its descendants). */
const ROOT_SELECTOR = /^(:root|html|body)(\[[^\]]*\]|:[\w-]+(\([^)]*\))?)*$/;

describe.each(pluginStyleSheets())('%s', (file) => {
  it('sets no custom property on the document root', () => {
    const offending = rules(fs.readFileSync(path.join(repoRoot, file), 'utf8'))
      .filter(({ selectors }) => selectors.split(',').some((selector) => ROOT_SELECTOR.test(selector.trim())))
      .filter(({ declarations }) => /(^|[;{\s])--[\w-]+\s*:/.test(declarations.replace(/\{[\s\S]*\}/g, '')))
      .map(({ selectors }) => selectors);
    expect(offending).toEqual([]);
  });
});
