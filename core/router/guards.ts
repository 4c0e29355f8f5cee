import { normalisePath } from '../api/early-shared';

/**
 * Whether a visitor without a session is sent to log in first: the brand turns on
 * loginedToHomePage (spec section 2) and the path is not one a plugin marked `public`.
 */
export function mustLogInFirst(loginedToHomePage: boolean, hasToken: boolean, pathname: string, publicPaths: ReadonlySet<string>): boolean {
  return loginedToHomePage && !hasToken && !publicPaths.has(normalisePath(pathname));
}

/** The main view's class: the path without its leading slash (spec section 2); '/' becomes 'index'. */
export function viewClassFor(pathname: string): string {
  const slug = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  return slug ? slug.replace(/[^A-Za-z0-9_-]+/g, '-') : 'index';
}
