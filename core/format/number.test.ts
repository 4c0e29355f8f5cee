import { formatNumber, parseDecimal } from './number';

describe('formatNumber', () => {
  it('groups thousands with commas and writes exactly the decimals asked for', () => {
    expect(formatNumber(15230, 0)).toBe('15,230');
    expect(formatNumber(-1234567, 0)).toBe('-1,234,567');
    expect(formatNumber(999, 0)).toBe('999');
    expect(formatNumber(1.5, 1)).toBe('1.5');
    expect(formatNumber(4.75, 1)).toBe('4.8');
    expect(formatNumber('1234.5', 2)).toBe('1,234.50');
    expect(formatNumber(0.8, 2)).toBe('0.80');
  });

  it('rounds half away from zero on the shortest decimal form, whatever the decimals', () => {
    expect(formatNumber(2.5, 0)).toBe('3');
    expect(formatNumber(-2.5, 0)).toBe('-3');
    expect(formatNumber(1.05, 1)).toBe('1.1');
    expect(formatNumber(0.4, 0)).toBe('0');
    expect(formatNumber(-0.4, 0)).toBe('0');
  });

  it('writes 0 for what is not a number, and refuses a decimals count it cannot honour', () => {
    for (const value of [NaN, Infinity, 'abc', null, undefined]) expect(formatNumber(value, 2)).toBe('0.00');
    expect(() => formatNumber(1, 5)).toThrow(RangeError);
    expect(() => formatNumber(1, 1.5)).toThrow(RangeError);
  });
});

describe('parseDecimal', () => {
  it.each([
    ['1,250.50', 2, '1250.50'],
    ['1,250', 2, '1250.00'],
    ['1,234,567.8', 2, '1234567.80'],
    ['1250.5', 2, '1250.50'],
    ['50', 2, '50.00'],
    ['50.', 2, '50.00'],
    [' 0012 ', 2, '12.00'],
    ['1 250,5', 2, '1250.50'],
    // A comma before one or two last digits cannot group thousands: the decimal comma.
    ['50,00', 2, '50.00'],
    ['0,5', 2, '0.50'],
    ['15,230', 0, '15230'],
    ['2 000', 0, '2000'],
    ['0.8', 2, '0.80'],
  ])('reads %j with %i decimals as %j', (input, decimals, expected) => {
    expect(parseDecimal(input, decimals)).toBe(expected);
  });

  it.each([
    ['', 2],
    ['abc', 2],
    ['-5', 2],
    ['+5', 2],
    ['1e3', 2],
    ['Infinity', 2],
    // Dots grouping thousands: 1.25 or 1250? Refused, not guessed.
    ['1.250', 2],
    ['1.250,50', 2],
    ['12.345', 2],
    // Commas out of place.
    ['12,50.00', 2],
    ['1,2,3', 2],
    ['1,234,5', 2],
    ['0,500', 2],
    [',50', 2],
    ['12.3456', 2],
    ['<b>1</b>', 2],
    ['9'.repeat(10), 2],
    ['1.5', 0],
    ['1,5', 0],
    ['10.5', 0],
  ])('refuses %j with %i decimals', (input, decimals) => {
    expect(parseDecimal(input, decimals)).toBeNull();
  });
});
