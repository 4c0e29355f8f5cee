import { cdnUrl, gameFrameSandbox, isOnCdn, otherCdn, pickCdn } from './cdn';

const CDNS = ['https://cdn-a.example.com/games', 'https://cdn-b.example.com'];
const PAGE = 'https://site.example.com/rng';

describe('launch CDN check (the only addresses a game frame shows)', () => {
  it('accepts addresses under a listed CDN', () => {
    expect(isOnCdn(CDNS, 'https://cdn-a.example.com/games/play/abc', PAGE)).toBe(true);
    expect(isOnCdn(CDNS, 'https://cdn-b.example.com/play/abc?x=1', PAGE)).toBe(true);
  });

  it.each([
    ['another origin', 'https://evil.example.net/play/abc'],
    ['a look-alike host', 'https://cdn-a.example.com.evil.net/games/play'],
    ['a path outside the CDN root', 'https://cdn-a.example.com/gamesX/play'],
    ['another scheme on the same host', 'http://cdn-b.example.com/play'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['an address that does not parse', 'http://['],
  ])('refuses %s', (_, address) => {
    expect(isOnCdn(CDNS, address, PAGE)).toBe(false);
  });

  it('resolves a relative CDN (the sandbox lists its own origin)', () => {
    expect(isOnCdn(['/cdn/a'], 'https://site.example.com/cdn/a/play/t', PAGE)).toBe(true);
    expect(isOnCdn(['/cdn/a'], 'https://site.example.com/cdn/ab/play/t', PAGE)).toBe(false);
  });
});

describe('CDN helpers', () => {
  it('picks one of the list and joins paths with one slash', () => {
    expect(pickCdn(CDNS, () => 0.99)).toBe(CDNS[1]);
    expect(pickCdn([], () => 0)).toBeNull();
    expect(cdnUrl('https://x.test/a/', '/games/b.svg')).toBe('https://x.test/a/games/b.svg');
    expect(otherCdn(CDNS, CDNS[0])).toBe(CDNS[1]);
    expect(otherCdn([CDNS[0]], CDNS[0])).toBe(CDNS[0]);
  });

  it('keeps a same-origin game out of the site origin, a CDN game in its own', () => {
    expect(gameFrameSandbox('https://site.example.com/cdn/a/play/t', PAGE)).not.toContain('allow-same-origin');
    expect(gameFrameSandbox('https://cdn-b.example.com/play/t', PAGE)).toContain('allow-same-origin');
    expect(gameFrameSandbox('https://cdn-b.example.com/play/t', PAGE)).toContain('allow-scripts');
  });
});
