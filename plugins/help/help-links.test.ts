import { isSitePath, menuItemHref } from './api';
import { tagOfHash } from './pages/HelpPage';

describe('help links', () => {
  it('reads the topic of a /help#{tag} hash, decoded', () => {
    expect(tagOfHash('#saques')).toBe('saques');
    expect(tagOfHash('#conta%20e%20seguran%C3%A7a')).toBe('conta e segurança');
    expect(tagOfHash('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(tagOfHash('')).toBeNull();
    expect(tagOfHash('#')).toBeNull();
  });

  it('builds a help-widget menu address from its page and data path', () => {
    expect(menuItemHref({ name: 'Central de ajuda', page: '/help', dataPath: null })).toBe('/help');
    expect(menuItemHref({ name: 'Como sacar', page: '/help', dataPath: 'saques' })).toBe('/help#saques');
    expect(menuItemHref({ name: 'Estranho', page: '/help', dataPath: 'a b#c' })).toBe('/help#a%20b%23c');
  });

  it('takes only paths on this site for route entries', () => {
    expect(['/help', '/down', '/help?x=1'].map(isSitePath)).toEqual([true, true, true]);
    expect(
      ['//evil.example', '/\\evil.example', '/a\\b', 'help', 'https://evil.example', 'javascript:alert(1)', ''].map(isSitePath),
    ).toEqual([false, false, false, false, false, false, false]);
  });
});
