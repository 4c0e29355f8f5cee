/**
 * t() keeps texts asked without options, and forgets them when a bundle arrives or i18next takes
 * over: a key asked before its plugin's texts came must not stay untranslated.
 */
import { addTexts, initI18n, loadTextEngine, t, textEngineLoaded } from './i18n';

describe('texts resolved once', () => {
  beforeAll(() => initI18n('pt'));

  it('answers a text that arrives later, after the key was asked before it', () => {
    expect(t('plaintest:hello' as never)).toBe('hello');
    addTexts('pt', 'plaintest', { hello: 'Olá' });
    expect(t('plaintest:hello' as never)).toBe('Olá');
  });

  it('answers a changed text once its bundle is added again, and resolves texts with options each time', () => {
    addTexts('pt', 'plaintest', { hello: 'Oi', named: 'Oi, {{name}}' });
    expect(t('plaintest:hello' as never)).toBe('Oi');
    expect(t('plaintest:named' as never, { name: 'Ana' })).toBe('Oi, Ana');
    expect(t('plaintest:named' as never, { name: 'Rui' })).toBe('Oi, Rui');
  });

  it('hands every bundle to i18next when it loads, which then answers, bundles added later too', async () => {
    expect(textEngineLoaded()).toBe(false);
    await loadTextEngine();
    expect(textEngineLoaded()).toBe(true);
    expect(t('plaintest:hello' as never)).toBe('Oi');
    expect(t('app.retry')).toBe('Tentar novamente');
    addTexts('pt', 'plaintest', { hello: 'Olá de novo' });
    expect(t('plaintest:hello' as never)).toBe('Olá de novo');
  });
});
