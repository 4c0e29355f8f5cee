/**
 * Money shows two decimals and comma thousands separators (spec section 3): 1234.5 → "1,234.50".
 * Written by hand rather than with Intl.NumberFormat: building that formatter costs about 30 ms of
 * main thread on a mid-range phone (ICU data), paid in the first render of every page with prices.
 * It rounds as Intl does: the shortest decimal that reads back as the number ("1.005"), half away
 * from zero, so 1.005 shows 1.01 where `toFixed` would say 1.00.
 */
export function formatMoney(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  const finite = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  const cents = centsOf(Math.abs(finite));
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (cents % 100n).toString().padStart(2, '0');
  return `${finite < 0 && cents > 0n ? '-' : ''}${whole}.${fraction}`;
}

/** A non-negative amount in whole cents, rounded half up on its shortest decimal form. */
function centsOf(amount: number): bigint {
  // Below a millionth String() switches to exponent form; such amounts are 0.00 anyway.
  if (amount < 1e-6) return 0n;
  // From 1e21 String() uses exponent form too ("1.2345e+23"); such amounts are whole: spell out
  // the shortest form's digits, as Intl does.
  if (amount >= 1e21) {
    const [mantissa, exponent] = String(amount).split('e+');
    const [whole, decimals = ''] = mantissa.split('.');
    return BigInt(whole + decimals + '0'.repeat(Number(exponent) - decimals.length)) * 100n;
  }
  const [whole, decimals = ''] = String(amount).split('.');
  const cents = BigInt(whole + decimals.slice(0, 2).padEnd(2, '0'));
  return decimals.charCodeAt(2) >= 53 /* '5' */ ? cents + 1n : cents;
}

export function formatCurrency(amount: number | string | null | undefined, symbol: string): string {
  return `${symbol} ${formatMoney(amount)}`;
}
