/**
 * Numbers as the site writes and reads them, whatever the number is (money, points, rates, file
 * sizes): spec section 9 says comma thousands and a decimal point ("1,234.50"), on every page and
 * dialog. Amounts go through money.ts, which builds on these.
 */

/** Most decimals a caller may ask for: below a millionth String() turns to exponent form. */
const MAX_DECIMALS = 4;

/**
 * `value` with comma thousands and exactly `decimals` decimals: 1234.5 → "1,234.50" (2), 15230 →
 * "15,230" (0). Written by hand rather than with Intl.NumberFormat: building that formatter costs
 * about 30 ms of main thread on a mid-range phone (ICU data), paid in the first render of every page
 * with prices. It rounds as Intl does: the shortest decimal that reads back as the number ("1.005"),
 * half away from zero, so 1.005 shows 1.01 where `toFixed` would say 1.00. Not a number: 0.
 */
export function formatNumber(value: number | string | null | undefined, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) throw new RangeError(`decimals: ${decimals}`);
  const number = typeof value === 'string' ? Number(value) : value;
  const finite = typeof number === 'number' && Number.isFinite(number) ? number : 0;
  const scaled = scaledOf(Math.abs(finite), decimals);
  const unit = 10n ** BigInt(decimals);
  const whole = (scaled / unit).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = decimals > 0 ? `.${(scaled % unit).toString().padStart(decimals, '0')}` : '';
  return `${finite < 0 && scaled > 0n ? '-' : ''}${whole}${fraction}`;
}

/** A non-negative number times 10^decimals, rounded half up on its shortest decimal form. */
function scaledOf(value: number, decimals: number): bigint {
  // Below a millionth String() switches to exponent form; such numbers round to 0 here anyway.
  if (value < 1e-6) return 0n;
  // From 1e21 String() uses exponent form too ("1.2345e+23"); such numbers are whole: spell out
  // the shortest form's digits, as Intl does.
  if (value >= 1e21) {
    const [mantissa, exponent] = String(value).split('e+');
    const [whole, fraction = ''] = mantissa.split('.');
    return BigInt(whole + fraction + '0'.repeat(Number(exponent) - fraction.length)) * 10n ** BigInt(decimals);
  }
  const [whole, fraction = ''] = String(value).split('.');
  const scaled = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'));
  return fraction.charCodeAt(decimals) >= 53 /* '5' */ ? scaled + 1n : scaled;
}

/** Whole digits a typed number may have: below a billion, more than any one amount or count here. */
const MAX_WHOLE_DIGITS = 9;

/**
 * What a player typed as a number with at most `decimals` decimals, as plain decimal text for the
 * platform ("1250.50"; "1250" for whole numbers), or null when it is not one. Spaces are ignored.
 * It reads the site's own way of writing ("1,250.50", "1,250") and plain digits ("1250.5",
 * "1250"). A comma followed by one or two digits and nothing else ("50,00", "0,5") cannot be a
 * thousands comma, so it is read as the decimal comma players used to Brazilian writing type. The
 * rest is refused rather than guessed: dots grouping thousands ("1.250", "1.250,50": 1.25 or
 * 1250?), commas out of place ("12,50.00", "1,2,3"), more decimals than allowed, signs, exponents.
 */
export function parseDecimal(input: string, decimals: number): string | null {
  const text = input.replace(/\s/g, '');
  let whole: string;
  let fraction: string;
  const written = /^([1-9]\d{0,2}(?:,\d{3})+|\d+)(?:\.(\d*))?$/.exec(text);
  const decimalComma = decimals > 0 ? /^(\d+),(\d{1,2})$/.exec(text) : null;
  if (written) [whole, fraction] = [written[1].replace(/,/g, ''), written[2] ?? ''];
  else if (decimalComma) [whole, fraction] = [decimalComma[1], decimalComma[2]];
  else return null;
  whole = whole.replace(/^0+(?=\d)/, '');
  if (fraction.length > decimals || whole.length > MAX_WHOLE_DIGITS) return null;
  return decimals > 0 ? `${whole}.${fraction.padEnd(decimals, '0')}` : whole;
}
