import { formatCurrency, formatMoney } from '../format/money';
import { mustLogInFirst, viewClassFor } from './guards';

describe('loginedToHomePage guard', () => {
  const open = new Set(['/login', '/helpmc']);

  it('sends visitors without a token to log in when the brand turns it on', () => {
    expect(mustLogInFirst(true, false, '/rng', open)).toBe(true);
    expect(mustLogInFirst(true, false, '/', open)).toBe(true);
  });

  it.each(['/login', '/helpmc', '/HelpMC/'])('lets the public path %s through', (path) => {
    expect(mustLogInFirst(true, false, path, open)).toBe(false);
  });

  it('does nothing with a token or when the brand leaves it off', () => {
    expect(mustLogInFirst(true, true, '/rng', open)).toBe(false);
    expect(mustLogInFirst(false, false, '/rng', open)).toBe(false);
  });
});

describe('main view class', () => {
  it('is the path without its leading slash', () => {
    expect(viewClassFor('/rng')).toBe('rng');
    expect(viewClassFor('/pointMall')).toBe('pointMall');
    expect(viewClassFor('/index.html')).toBe('index-html');
    expect(viewClassFor('/')).toBe('index');
  });
});

describe('money format', () => {
  it('shows two decimals and comma thousands', () => {
    expect(formatMoney(1234567.891)).toBe('1,234,567.89');
    expect(formatMoney('0.5')).toBe('0.50');
    expect(formatMoney(null)).toBe('0.00');
    expect(formatMoney('abc')).toBe('0.00');
    expect(formatCurrency(-1500, 'P')).toBe('\u2212P\u00a01,500.00');
  });
});
