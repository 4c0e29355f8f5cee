import { formatCurrency, formatMoney, hiddenCurrency, parseMoney } from './money';

describe('formatMoney', () => {
  const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  it('gives the digits Intl.NumberFormat gives, over random amounts of every size', () => {
    let seed = 20261121;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 5000; i += 1) {
      const magnitude = 10 ** Math.floor(random() * 13 - 3);
      const amount = (random() - 0.3) * magnitude;
      const expected = intl.format(amount);
      // Intl writes "-0.00" for tiny negatives; a balance of nothing is shown without a sign.
      expect(formatMoney(amount)).toBe(expected === '-0.00' ? '0.00' : expected);
    }
  });

  it('rounds halves of the shortest decimal form up, like Intl', () => {
    for (const amount of [1.005, 2.675, 0.125, 999.995, 1234.565, -0.005]) {
      const expected = intl.format(amount);
      expect(formatMoney(amount)).toBe(expected === '-0.00' ? '0.00' : expected);
    }
  });

  it('formats the largest amounts without exponent notation', () => {
    for (const amount of [1e21, 123456789e15, -2.5e22]) expect(formatMoney(amount)).toBe(intl.format(amount));
  });
});

describe('formatCurrency and hiddenCurrency', () => {
  it('put the brand symbol before the amount (or asterisks), joined by a no-break space so the two never part', () => {
    expect(formatCurrency('1250', 'R$')).toBe('R$\u00a01,250.00');
    expect(formatCurrency(0, 'P')).toBe('P\u00a00.00');
    expect(hiddenCurrency('P')).toBe('P\u00a0***');
  });

  it('writes the minus sign of a negative amount before the symbol', () => {
    expect(formatCurrency(-62.5, 'P')).toBe('\u2212P\u00a062.50');
    expect(formatCurrency('-0.001', 'P')).toBe('P\u00a00.00');
  });
});

describe('parseMoney', () => {
  it('reads what players type into the decimal text the wallet calls take, and what it writes', () => {
    expect(parseMoney('1,250.50')).toBe('1250.50');
    expect(parseMoney('1250.5')).toBe('1250.50');
    expect(parseMoney('50,00')).toBe('50.00');
    expect(parseMoney('100')).toBe('100.00');
    for (const amount of [0.5, 20, 1250.5, 999999.99, 123456789.99]) expect(parseMoney(formatMoney(amount))).toBe(amount.toFixed(2));
  });

  it('refuses what is not an amount of money', () => {
    for (const input of ['', 'abc', '-5', '1.250', '1.234,56', '12.345', '1,2,3', '12.3456', '1e3']) expect(parseMoney(input)).toBeNull();
  });
});
