import { formatMoney } from './money';

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
