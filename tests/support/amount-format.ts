/**
 * What the site may write as a number (spec section 9: two decimals, comma thousands, the brand's
 * symbol): `misformattedNumbers` lists every number in a text that breaks that, for the browser test
 * that reads every page with amounts (tests/money-format.test.ts).
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The numbers in `text` that a page of the brand whose symbol is `symbol` must not show:
 * - a decimal comma ("50,00", "1,5"): the comma only ever groups thousands;
 * - thousands grouped by dots ("5.000", "1.234,56");
 * - four or more whole digits next to a decimal point without their comma ("1250.00");
 * - the brand's symbol before anything but a no-break space and `d{1,3}(,ddd)*.dd` ("P 20",
 *   "P 5.000", "P50.00", "P -5.00": a sign goes before the symbol; "P 5.00" with a plain space,
 *   joined by hand, can break over two lines), or before a whole number of millions in words
 *   ("P 2 milhões", which has no digits to group);
 * - another brand's symbol (`otherSymbols`) before a number ("R$ 50.00" on the peso brand).
 * Lists of small numbers ("03,12,25", lottery results) are not amounts and pass.
 */
export function misformattedNumbers(text: string, symbol: string, otherSymbols: readonly string[] = []): string[] {
  const found: string[] = [];
  const add = (match: RegExpMatchArray) => found.push(context(text, match.index ?? 0, match[0].length));
  // 1,5 / 50,00: a comma followed by one or two digits, not part of a longer comma list.
  for (const match of text.matchAll(/(?<![\d,.])\d+,\d{1,2}(?![\d,])/g)) add(match);
  // 5.000 / 1.234,56: a dot followed by exactly three digits (money never has three decimals).
  for (const match of text.matchAll(/(?<![\d.])\d{1,3}(?:\.\d{3})+(?![\d.])/g)) add(match);
  // 1250.00: four whole digits or more without a thousands comma.
  for (const match of text.matchAll(/(?<![\d,.])\d{4,}\.\d{1,2}(?!\d)/g)) add(match);
  // The brand's symbol must lead a well-formed amount (a sentence's own full stop is not part of it).
  const own = new RegExp(`(?<![\\p{L}\\p{N}$])${escape(symbol)}\\s*[-−+]?\\d(?:[\\d.,]*\\d)?(?:\\s+milh(?:ão|ões))?`, 'gu');
  // After the symbol the no-break space formatCurrency writes, which keeps the two on one line.
  const wellFormed = new RegExp(`^${escape(symbol)}\u00a0(?:\\d{1,3}(?:,\\d{3})*\\.\\d{2}|\\d{1,3} milh(?:ão|ões))$`, 'u');
  for (const match of text.matchAll(own)) if (!wellFormed.test(match[0])) add(match);
  for (const other of otherSymbols.filter((known) => known !== symbol)) {
    for (const match of text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}$])${escape(other)}\\s*\\d`, 'gu'))) add(match);
  }
  return found;
}

/** The offending number with a little of the text around it, to find it on the page. */
function context(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 24);
  return text
    .slice(start, index + length + 12)
    .replace(/\s+/g, ' ')
    .trim();
}
