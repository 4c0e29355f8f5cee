import { featuresFixture, readBrand } from '../../tests/support/fixtures';
import type { Brand } from '../brand/brand-types';
import { definePlugin, onUnlessSwitchedOff, type PluginDefinition } from './define-plugin';
import { checkBrandPlugins, PluginResolutionError, resolvePlugins } from './resolve-plugins';

const Page = () => Promise.resolve({ default: () => null });

function brandWith(plugins: string[]): Brand {
  return { ...readBrand('mare-da-sorte'), plugins };
}

const auth = definePlugin({
  id: 'auth',
  slots: { 'header.account': [{ key: 'login', component: Page }] },
  modals: { loginPopupModal: Page },
});
const lobbies = definePlugin({
  id: 'lobbies',
  requires: ['auth'],
  routes: [{ path: ['/rng', '/live'], load: Page }],
  slots: { 'header.nav': [{ key: 'rng', labelKey: 'lobbies:nav.rng', to: '/rng', order: 20 }] },
});
const promotions = definePlugin({
  id: 'promotions',
  routes: [{ path: '/promotions', load: Page, layout: 'full' }],
  slots: { 'header.nav': [{ key: 'promotions', to: '/promotions', order: 90 }] },
});
const freePlay = definePlugin({
  id: 'free-play',
  enabledWhen: ({ features }) => features.isOn('FREEPLAY3'),
  routes: [{ path: '/demo', load: Page }],
});

const all: PluginDefinition[] = [auth, lobbies, promotions, freePlay];
const features = featuresFixture();

function expectError(fn: () => unknown, pattern: RegExp) {
  expect(fn).toThrow(PluginResolutionError);
  expect(fn).toThrow(pattern);
}

describe('resolvePlugins', () => {
  it('keeps the brand’s plugins in its order and collects routes, slots and modals', () => {
    const resolved = resolvePlugins(all, brandWith(['promotions', 'auth', 'lobbies']), features);
    expect(resolved.plugins.map((p) => p.id)).toEqual(['promotions', 'auth', 'lobbies']);
    expect(resolved.routes.map((r) => [r.path, r.pluginId, r.layout])).toEqual([
      ['/promotions', 'promotions', 'full'],
      ['/rng', 'lobbies', 'full'],
      ['/live', 'lobbies', 'full'],
    ]);
    expect(resolved.slots['header.nav'].map((item) => item.key)).toEqual(['rng', 'promotions']);
    expect(Object.keys(resolved.modals)).toEqual(['loginPopupModal']);
  });

  it('leaves out a plugin whose enabledWhen does not hold for the merchant', () => {
    const resolved = resolvePlugins(all, brandWith(['auth', 'free-play']), features);
    expect(resolved.plugins.map((p) => p.id)).toEqual(['auth']);
    expect(resolved.routes).toHaveLength(0);
  });

  it('leaves out a route whose enabledWhen fails, keeping the plugin and its other routes', () => {
    const games = definePlugin({
      id: 'games',
      routes: [
        { path: '/open', load: Page },
        // FREEPLAY3 is in the fixture's tree and off; NOT_LISTED is not in the tree at all.
        { path: '/switched-off', load: Page, enabledWhen: onUnlessSwitchedOff('FREEPLAY3') },
        { path: '/not-listed', load: Page, enabledWhen: onUnlessSwitchedOff('NOT_LISTED') },
        { path: '/either', load: Page, enabledWhen: onUnlessSwitchedOff('FREEPLAY3', 'LOGIN') },
      ],
    });
    const resolved = resolvePlugins([games], brandWith(['games']), features);
    expect(resolved.plugins.map((p) => p.id)).toEqual(['games']);
    expect(resolved.routes.map((route) => route.path)).toEqual(['/open', '/not-listed', '/either']);
    // The build's checks still see every route, whatever the switches say.
    expectError(
      () =>
        checkBrandPlugins(
          [games, definePlugin({ id: 'other', routes: [{ path: '/switched-off', load: Page }] })],
          brandWith(['games', 'other']),
        ),
      /Duplicate route "\/switched-off"/,
    );
  });

  it('throws on duplicate plugin ids', () => {
    expectError(() => resolvePlugins([...all, definePlugin({ id: 'auth' })], brandWith(['auth']), features), /Duplicate plugin id "auth"/);
  });

  it('throws when the brand names an unknown plugin', () => {
    expectError(() => resolvePlugins(all, brandWith(['auth', 'casino-royale']), features), /unknown plugin "casino-royale"/);
    expectError(() => checkBrandPlugins(all, brandWith(['nope'])), /Known plugins: auth, free-play, lobbies, promotions/);
  });

  it('throws when the brand does not list a required plugin', () => {
    expectError(
      () => resolvePlugins(all, brandWith(['lobbies']), features),
      /"lobbies" requires plugin "auth", which is not listed by brand "mare-da-sorte"/,
    );
    expectError(() => checkBrandPlugins(all, brandWith(['lobbies'])), /requires plugin "auth"/);
  });

  it('switches a plugin off with the required plugin the merchant switched off, instead of failing the site', () => {
    const needsFreePlay = definePlugin({
      id: 'demo-banner',
      requires: ['free-play'],
      slots: { 'home.sections': [{ key: 'demo', component: Page }] },
    });
    const needsBanner = definePlugin({ id: 'demo-stats', requires: ['demo-banner'] });
    const resolved = resolvePlugins(
      [...all, needsFreePlay, needsBanner],
      brandWith(['auth', 'free-play', 'demo-banner', 'demo-stats']),
      features,
    );
    expect(resolved.plugins.map((p) => p.id)).toEqual(['auth']);
    expect(resolved.slots['home.sections']).toBeUndefined();
    const withFreePlay = featuresFixture({ whitelabel: [{ modId: 'FREEPLAY3', enabled: '1', childrenNodes: [] }] });
    expect(resolvePlugins([...all, needsFreePlay], brandWith(['free-play', 'demo-banner']), withFreePlay).plugins.map((p) => p.id)).toEqual(
      ['free-play', 'demo-banner'],
    );
  });

  it('reserves the core’s own id', () => {
    expectError(() => resolvePlugins([...all, definePlugin({ id: 'core' })], brandWith(['auth']), features), /"core" is reserved/);
  });

  it('finds collisions between listed plugins at build time, even when one is switched off for the merchant', () => {
    const clash = definePlugin({ id: 'demo-2', routes: [{ path: '/demo', load: Page }] });
    expectError(
      () => checkBrandPlugins([...all, clash], brandWith(['free-play', 'demo-2'])),
      /Duplicate route "\/demo": contributed by plugins "free-play" and "demo-2"/,
    );
  });

  it('throws on duplicate routes, ignoring case and a trailing slash', () => {
    const clash = definePlugin({ id: 'slots-2', routes: [{ path: '/RNG/', load: Page }] });
    expectError(
      () => resolvePlugins([...all, clash], brandWith(['auth', 'lobbies', 'slots-2']), features),
      /Duplicate route "\/RNG\/": contributed by plugins "lobbies" and "slots-2"/,
    );
  });

  it('throws on duplicate slot keys within one slot', () => {
    const clash = definePlugin({ id: 'promo-2', slots: { 'header.nav': [{ key: 'promotions', to: '/p2' }] } });
    expectError(
      () => resolvePlugins([...all, clash], brandWith(['promotions', 'promo-2']), features),
      /Duplicate slot key "promotions" in slot "header.nav"/,
    );
  });

  it('allows the same key in different slots', () => {
    const other = definePlugin({ id: 'footer-promos', slots: { 'footer.sections': [{ key: 'promotions', component: Page }] } });
    expect(() => resolvePlugins([...all, other], brandWith(['promotions', 'footer-promos']), features)).not.toThrow();
  });

  it('throws on duplicate modal ids', () => {
    const clash = definePlugin({ id: 'auth-2', modals: { loginPopupModal: Page } });
    expectError(() => resolvePlugins([...all, clash], brandWith(['auth', 'auth-2']), features), /Duplicate modal "loginPopupModal"/);
  });
});

describe('what core asks of plugins by role, never by id', () => {
  const signIn = definePlugin({
    id: 'sign-in',
    routes: [
      { path: ['/entrar', '/cadastro'], load: Page, signIn: true },
      { path: '/ajuda-app', load: Page, public: true },
      { path: '/conta', load: Page },
    ],
    modals: { entrarModal: Page },
    signInModal: 'entrarModal',
  });
  const centres = definePlugin({
    id: 'centres',
    modals: { painel: Page, agencia: Page },
    accountCentre: { kind: 'member', modal: 'painel' },
  });

  it('learns the sign-in page and modal, the public paths and the account centres from the plugins that give them', () => {
    const resolved = resolvePlugins([signIn, centres], brandWith(['sign-in', 'centres']), features);
    expect(resolved.signInPath).toBe('/entrar');
    expect(resolved.signInModal).toBe('entrarModal');
    expect([...resolved.publicPaths].sort()).toEqual(['/ajuda-app', '/cadastro', '/entrar']);
    expect(resolved.centres).toEqual({ member: 'painel' });
  });

  it('has none of them when no listed plugin gives them', () => {
    const resolved = resolvePlugins(all, brandWith(['auth', 'lobbies']), features);
    expect(resolved.signInPath).toBeNull();
    expect(resolved.signInModal).toBeNull();
    expect(resolved.publicPaths.size).toBe(0);
    expect(resolved.centres).toEqual({});
  });

  it('throws when two plugins give the same role', () => {
    const second = definePlugin({ id: 'centres-2', modals: { outro: Page }, accountCentre: { kind: 'member', modal: 'outro' } });
    expectError(() => resolvePlugins([centres, second], brandWith(['centres', 'centres-2']), features), /both give the member centre/);
  });
});
