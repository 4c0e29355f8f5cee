/**
 * t() keeps texts asked without options, and forgets them when a bundle arrives or the language
 * changes: a key asked before its plugin's texts came must not stay untranslated.
 */
import { i18n, initI18n, t } from './i18n';

describe('texts resolved once', () => {
  beforeAll(() => initI18n('pt'));

  it('answers a text that arrives later, after the key was asked before it', () => {
    expect(t('plaintest:hello' as never)).toBe('hello');
    i18n.addResourceBundle('pt', 'plaintest', { hello: 'Olá' }, true, true);
    expect(t('plaintest:hello' as never)).toBe('Olá');
  });

  it('answers a changed text once its bundle is added again, and resolves texts with options each time', () => {
    i18n.addResourceBundle('pt', 'plaintest', { hello: 'Oi', named: 'Oi, {{name}}' }, true, true);
    expect(t('plaintest:hello' as never)).toBe('Oi');
    expect(t('plaintest:named' as never, { name: 'Ana' })).toBe('Oi, Ana');
    expect(t('plaintest:named' as never, { name: 'Rui' })).toBe('Oi, Rui');
  });
});
