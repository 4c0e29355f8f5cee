/**
 * Game images and launches come from CDNs that system/status lists (spec section 9: "picked at
 * random from the supplied lists"). A path from the platform (`games/x.jpg`) becomes a full address
 * on one of them.
 */
export function pickCdn(cdns: readonly string[], random: () => number = Math.random): string | null {
  if (cdns.length === 0) return null;
  return cdns[Math.floor(random() * cdns.length) % cdns.length];
}

export function cdnUrl(cdn: string, path: string): string {
  return `${cdn.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The other CDN (or the same one when there is only one), for the single retry of a failed image. */
export function otherCdn(cdns: readonly string[], current: string): string {
  const others = cdns.filter((cdn) => cdn !== current);
  return others[0] ?? current;
}

/** Whether an address is on one of the listed CDNs (a game iframe may only show those). */
export function isOnCdn(
  cdns: readonly string[],
  address: string,
  base: string = globalThis.location?.href ?? 'http://localhost/',
): boolean {
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  return cdns.some((cdn) => {
    try {
      const root = new URL(cdn.endsWith('/') ? cdn : `${cdn}/`, base);
      return url.origin === root.origin && url.pathname.startsWith(root.pathname);
    } catch {
      return false;
    }
  });
}

/**
 * The iframe sandbox of a game frame. A game on its own CDN origin keeps that origin (its
 * cookies and storage); a game served from the site's own origin does not, so even if it ran
 * script it could not reach the site's session storage.
 */
export function gameFrameSandbox(address: string, base: string = globalThis.location?.href ?? 'http://localhost/'): string {
  const rules = ['allow-scripts', 'allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox'];
  try {
    if (new URL(address, base).origin !== new URL(base).origin) rules.push('allow-same-origin');
  } catch {
    /* an address that does not parse gets the strictest frame */
  }
  return rules.join(' ');
}
