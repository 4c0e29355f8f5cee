/**
 * Money, the one way every page and dialog writes and reads it (spec section 9): two decimals,
 * comma thousands, the brand's symbol before it ("P 1,234.50"). Amounts from the platform are
 * decimal text ("1234.50"); what players type is read back into that text by `parseMoney`.
 * tests/money-format.test.ts reads the rendered pages for any amount written otherwise.
 */
import { formatNumber, parseDecimal } from './number';

/**
 * Between the symbol and the digits: a no-break space, so an amount always reads on one line, in a
 * narrow card as in running text ("R$" never ends a line whose next one starts "1,250.00").
 */
export const SYMBOL_SPACE = '\u00a0';

/** 1234.5 or "1234.5" → "1,234.50"; not a number → "0.00". */
export function formatMoney(amount: number | string | null | undefined): string {
  return formatNumber(amount, 2);
}

/**
 * 1234.5 → "P 1,234.50" (a no-break space after the symbol), with the brand's `currencySymbol`; a
 * negative amount takes its minus sign before the symbol ("−P 62.50"), as the pages that show
 * signed amounts write it.
 */
export function formatCurrency(amount: number | string | null | undefined, symbol: string): string {
  const text = formatMoney(amount);
  return text.startsWith('-') ? `\u2212${symbol}${SYMBOL_SPACE}${text.slice(1)}` : `${symbol}${SYMBOL_SPACE}${text}`;
}

/** A balance the member chose to hide: the symbol, then asterisks where the amount was ("P ***"). */
export function hiddenCurrency(symbol: string): string {
  return `${symbol}${SYMBOL_SPACE}***`;
}

/**
 * A typed amount as the decimal text the wallet calls take ("1,250.5" → "1250.50"), or null when
 * it is not an amount: `parseDecimal` with two decimals says what is read and what is refused.
 */
export function parseMoney(input: string): string | null {
  return parseDecimal(input, 2);
}
