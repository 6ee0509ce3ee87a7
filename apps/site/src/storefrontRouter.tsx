import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';

/**
 * The storefront's router (issue 33): the few things its pages ask of one (useNavigate, useParams,
 * useSearchParams) over the browser's history, so the storefront's entry carries no React Router
 * (about 14 kB gzip that every storefront page loaded before its content). The back office keeps
 * React Router in its own lazily loaded chunk (backOfficeApp.tsx). It behaves as React Router's
 * BrowserRouter did for these pages: paths match without regard to case or a trailing slash, a
 * static segment before a `:param` before `*`; a navigation updates the page in a transition (the
 * current page stays on screen while the next route's chunk loads), and Back and Forward follow
 * the history. An address this router does not own (the back office's) is loaded as a new page.
 */

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}
export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

interface Place {
  pathname: string;
  search: string;
  hash: string;
}

interface RouterValue {
  place: Place;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterValue | null>(null);
const ParamsContext = createContext<Readonly<Record<string, string | undefined>>>({});

const placeOf = (url: { pathname: string; search: string; hash: string }): Place => ({
  pathname: url.pathname,
  search: url.search,
  hash: url.hash,
});

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export interface RouteEntry {
  path: string;
}

/**
 * The route `pathname` shows and its `:param` values: the best match (static segments weigh most,
 * then `:params`; `*` last), or null.
 */
export function matchRoute<R extends RouteEntry>(routes: readonly R[], pathname: string): { route: R; params: Record<string, string> } | null {
  const asked = pathname.split('/').filter(Boolean).map(decodeSegment);
  let best: { route: R; params: Record<string, string>; score: number } | null = null;
  for (const route of routes) {
    const parts = route.path.split('/').filter(Boolean);
    const splat = parts.at(-1) === '*';
    const fixed = splat ? parts.slice(0, -1) : parts;
    if (splat ? asked.length < fixed.length : asked.length !== fixed.length) continue;
    const params: Record<string, string> = {};
    let score = splat ? 0 : 1;
    const matches = fixed.every((part, i) => {
      const segment = asked[i] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = segment;
        score += 2;
        return true;
      }
      score += 3;
      return part.toLowerCase() === segment.toLowerCase();
    });
    if (matches && (!best || score > best.score)) best = { route, params, score };
  }
  return best && { route: best.route, params: best.params };
}

/**
 * Provides the current address to the storefront's routes: the browser's, or at build time
 * (`location`, entry-server.tsx) a fixed one. `owns` tells the addresses it renders; any other is
 * loaded as a new page.
 */
export function StorefrontRouter({ location, owns, children }: { location?: string; owns: (pathname: string) => boolean; children: ReactNode }) {
  const [place, setPlace] = useState<Place>(() =>
    location !== undefined ? placeOf(new URL(location, 'http://prerender.invalid')) : placeOf(window.location),
  );
  useEffect(() => {
    if (location !== undefined) return undefined;
    const onPop = () => startTransition(() => setPlace(placeOf(window.location)));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [location]);
  const navigate = useCallback<NavigateFunction>(
    (to, options) => {
      const url = new URL(to, window.location.href);
      if (url.origin !== window.location.origin || !owns(url.pathname)) {
        if (options?.replace) window.location.replace(url.href);
        else window.location.assign(url.href);
        return;
      }
      const address = `${url.pathname}${url.search}${url.hash}`;
      if (options?.replace) window.history.replaceState(null, '', address);
      else window.history.pushState(null, '', address);
      startTransition(() => setPlace(placeOf(url)));
    },
    [owns],
  );
  const value = useMemo(() => ({ place, navigate }), [place, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A storefront route renders outside StorefrontRouter');
  return router;
}

/** Renders the route the address matches, with its `:param` values for useParams. */
export function StorefrontRoutes<R extends RouteEntry & { Screen: ComponentType }>({ routes }: { routes: readonly R[] }) {
  const { place } = useRouter();
  const match = useMemo(() => matchRoute(routes, place.pathname), [routes, place.pathname]);
  if (!match) return null;
  const { Screen } = match.route;
  return (
    <ParamsContext.Provider value={match.params}>
      <Screen />
    </ParamsContext.Provider>
  );
}

export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

export function useParams(): Readonly<Record<string, string | undefined>> {
  return useContext(ParamsContext);
}

type SearchParamsInit = URLSearchParams | string | Record<string, string> | [string, string][];

/** The address's query, and a setter that navigates to the same path with a new one (its hash dropped). */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void,
] {
  const { place, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(place.search), [place.search]);
  const setParams = useCallback(
    (next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next;
      const query = new URLSearchParams(value).toString();
      navigate(`${window.location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [navigate],
  );
  return [params, setParams];
}
