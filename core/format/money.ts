const moneyFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money shows two decimals and comma thousands separators (spec section 3): 1234.5 → "1,234.50". */
export function formatMoney(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return moneyFormat.format(Number.isFinite(value) ? (value as number) : 0);
}

export function formatCurrency(amount: number | string | null | undefined, symbol: string): string {
  return `${symbol} ${formatMoney(amount)}`;
}
