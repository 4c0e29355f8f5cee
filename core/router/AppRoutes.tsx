import { useEffect, useMemo, useRef } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, NavigationType, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { useEngine } from '../engine-context';
import NotFoundPage from '../pages/NotFoundPage';
import type { RouteLayout } from '../plugin/define-plugin';
import { routeAt } from '../plugin/resolve-plugins';
import { selectLoggedIn, type RootState } from '../store/core-state';
import { mustLogInFirst, viewClassFor } from './guards';
import { PluginView } from './LazyView';

function PageSkeleton() {
  return (
    <div className="page-skeleton" aria-busy="true">
      <div className="skeleton skeleton--title" />
      <div className="skeleton skeleton--block" />
      <div className="skeleton skeleton--block" />
    </div>
  );
}

/** The layout of the route the location matches; unknown paths use the full one. */
export function useRouteLayout(): RouteLayout {
  const { resolved } = useEngine();
  const { pathname } = useLocation();
  return useMemo(() => {
    return routeAt(resolved.routes, pathname)?.layout ?? 'full';
  }, [resolved, pathname]);
}

/**
 * Whether the visitor has moved to another page since the site opened. The fade is a transition
 * between views: the page the site opens on shows at once, as it would paint without one, rather
 * than from transparent (which also held its largest paint back by the fade's length). A redirect
 * before any move (a member opening /login is sent home) is still the page the site opens on.
 */
function useHasNavigated(pathname: string): boolean {
  const navigationType = useNavigationType();
  const opened = useRef(pathname);
  const navigated = useRef(false);
  const moved = pathname !== opened.current;
  const openingRedirect = !navigated.current && moved && navigationType === NavigationType.Replace;
  // Recorded once the page is committed: a render React throws away records nothing.
  useEffect(() => {
    if (openingRedirect) opened.current = pathname;
    else if (moved) navigated.current = true;
  });
  return navigated.current || (moved && !openingRedirect);
}

export function AppRoutes() {
  const { brand, resolved } = useEngine();
  const location = useLocation();
  const loggedIn = useSelector((state: RootState) => selectLoggedIn(state));
  const fades = useHasNavigated(location.pathname);
  if (resolved.signInPath && mustLogInFirst(brand.constants.loginedToHomePage, loggedIn, location.pathname, resolved.publicPaths))
    return <Navigate to={resolved.signInPath} replace />;
  return (
    // Keyed by path so each page fades in (spec section 2); the class names the page for styling.
    <div key={location.pathname} className={`main-view${fades ? ' view-fade' : ''} ${viewClassFor(location.pathname)}`}>
      <Routes location={location}>
        {resolved.routes.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <PluginView
                pluginId={route.pluginId}
                firstScreen={route.when === 'first-screen'}
                load={route.load}
                props={{}}
                fallback={<PageSkeleton />}
              />
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </div>
  );
}
