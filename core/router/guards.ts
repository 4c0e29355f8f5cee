import { normalisePath } from '../api/early-shared';

/** Paths a visitor may open without a session when the brand turns on loginedToHomePage (spec section 2). */
const OPEN_PATHS = new Set(['/login', '/register', '/register.html', '/helpmc', '/download']);

export function mustLogInFirst(loginedToHomePage: boolean, hasToken: boolean, pathname: string): boolean {
  return loginedToHomePage && !hasToken && !OPEN_PATHS.has(normalisePath(pathname));
}

/** The main view's class: the path without its leading slash (spec section 2); '/' becomes 'index'. */
export function viewClassFor(pathname: string): string {
  const slug = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  return slug ? slug.replace(/[^A-Za-z0-9_-]+/g, '-') : 'index';
}
