/**
 * One money formatter and one number parser (spec section 9; issue 25): every page and dialog
 * writes numbers through core/format (formatMoney, formatCurrency, hiddenCurrency, formatNumber)
 * and reads typed ones through it (parseMoney, parseDecimal). Checked from the files: anything
 * else that writes or reads a number's decimal mark, or puts the currency symbol beside a value
 * itself, or a text bundle that spells an amount or a currency, fails here, with the file and line.
 * tests/money-format.test.ts checks what the rendered pages show.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../scripts/lib/paths';
import { sourceFiles } from '../tests/support/source-files';

/** What only core/format may do, with why each is refused elsewhere. */
const OWN_FORMATTING: { pattern: RegExp; why: string }[] = [
  { pattern: /\.toFixed\(/, why: 'toFixed: no thousands commas, and it rounds 1.005 down' },
  { pattern: /\.toLocale(?:String)?\(/, why: "toLocaleString: the browser's or a locale's marks, not the brand's" },
  { pattern: /\bIntl\.NumberFormat\b/, why: 'Intl.NumberFormat: a second formatter (and 30 ms of ICU on a phone)' },
  { pattern: /\bparseFloat\(/, why: 'parseFloat: reads "1,250.50" as 1 and "50abc" as 50' },
  {
    pattern: /\.replace(?:All)?\(\s*(?:(['"`])[.,]\1|\/\\?[.,]\/g?)/,
    why: 'swaps or strips a decimal or thousands mark: parse with parseMoney/parseDecimal, write with formatMoney/formatNumber',
  },
  { pattern: /\$\{[^}]*currencySymbol\s*\}/, why: 'the symbol joined to a value by hand: formatCurrency or hiddenCurrency' },
];

/**
 * Spreadsheet files are a file format, not the page: the report tables' `csv:` columns give plain
 * decimals ("0.80", "1234.50") and agent-centre/csv.ts writes them with the decimal comma
 * Brazilian spreadsheet programs read as numbers.
 */
const SPREADSHEET_WRITER = path.join('plugins', 'agent-centre', 'csv.ts');
const isSpreadsheetCell = (line: string) => /\bcsv:\s/.test(line);

function offences(folder: string): string[] {
  return sourceFiles(folder)
    .filter(({ file }) => !file.startsWith(path.join('core', 'format') + path.sep) && file !== SPREADSHEET_WRITER)
    .flatMap(({ file, source }) =>
      source
        .split('\n')
        .flatMap((line, index) =>
          OWN_FORMATTING.filter(({ pattern }) => pattern.test(line) && !isSpreadsheetCell(line)).map(
            ({ why }) => `${file}:${index + 1}: ${why}\n    ${line.trim()}`,
          ),
        ),
    );
}

/** Every text bundle of the core and the plugins (brands carry no texts of their own). */
function textBundles(): { file: string; texts: string[] }[] {
  const bundles: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.json') && dir.split(path.sep).includes('i18n')) bundles.push(relative);
      else if (entry.name === 'pt.json' && dir.endsWith(path.join('shared', 'centre'))) bundles.push(relative);
    }
  };
  walk('core');
  walk('plugins');
  const strings = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
  return bundles.map((file) => ({ file, texts: strings(JSON.parse(fs.readFileSync(path.join(repoRoot, file), 'utf8'))) }));
}

describe('one money format', () => {
  it('the core and the plugins write and read numbers only through core/format', () => {
    expect([...offences('core'), ...offences('plugins')]).toEqual([]);
  });

  it('no text spells an amount or names a currency: amounts come in formatted, with the brand’s symbol', () => {
    const bundles = textBundles();
    expect(bundles.map(({ file }) => file)).toEqual(
      expect.arrayContaining([path.join('plugins', 'member-centre', 'i18n', 'pt.json'), path.join('core', 'i18n', 'pt.json')]),
    );
    const spelled = bundles.flatMap(({ file, texts }) =>
      texts.filter((text) => /\d[.,]\d|R\$|US\$|₱|\b(?:em|de) (?:reais|pesos|dólares)\b/i.test(text)).map((text) => `${file}: ${text}`),
    );
    expect(spelled).toEqual([]);
  });

  it('fails on what it is meant to catch', () => {
    const caught = (line: string) => OWN_FORMATTING.some(({ pattern }) => pattern.test(line));
    for (const line of [
      'const text = amount.toFixed(2);',
      "value.toLocaleString('pt-BR')",
      "new Intl.NumberFormat('en-US')",
      'const amount = parseFloat(input);',
      "setAmount(formatMoney(preset).replace(/,/g, '').replace('.', ','))",
      "text.replace(',', '.')",
      '`${brand.currencySymbol} ***`',
      '`${brand.currencySymbol} ${text}`',
    ])
      expect([line, caught(line)]).toEqual([line, true]);
    for (const line of ['formatCurrency(value, brand.currencySymbol)', '<span>{brand.currencySymbol}</span>', "name.replace('-', ' ')"])
      expect([line, caught(line)]).toEqual([line, false]);
  });
});
