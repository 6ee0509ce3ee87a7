import { createContext, useContext, useMemo, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

/**
 * How back-office screens move between routes without knowing the router: the site adapts React
 * Router to this, stories use an in-memory one. Paths are relative to the base path.
 */
export interface BackOfficeNavigation {
  /** The base path the app is served under (/prod-mgmt by default). */
  basePath: string;
  /** The current path relative to the base path, with its query (`/Login?from=/UsersList`). */
  location: string;
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Back in history (My Account's Cancel). */
  back(): void;
  /**
   * The address as it is now. It runs ahead of `location` while a navigation is still loading: the
   * site's router renders each navigation in a transition, so the screen being left stays on show
   * (and in `location`) until the next screen's code has arrived. Absent where the two never differ.
   */
  addressNow?(): string;
  /** A navigation is under way: the address has moved on, and the next screen's code is loading. */
  pending?: boolean;
}

const NavigationContext = createContext<BackOfficeNavigation | null>(null);

export function BackOfficeNavigationProvider({ value, children }: { value: BackOfficeNavigation; children: ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

export function useBackOfficeNavigation(): BackOfficeNavigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useBackOfficeNavigation needs a BackOfficeNavigationProvider');
  return navigation;
}

/** The navigation when the screen has one (the site, a story's BackOfficeStory), else null. */
export function useOptionalBackOfficeNavigation(): BackOfficeNavigation | null {
  return useContext(NavigationContext);
}

/** The path part of a location (no query). */
export function pathOf(location: string): string {
  return location.split(/[?#]/)[0] || '/';
}

/** A query parameter of a location. */
export function queryParam(location: string, name: string): string | undefined {
  const query = location.split('?')[1]?.split('#')[0];
  return new URLSearchParams(query ?? '').get(name) ?? undefined;
}

/** The full href of a relative path under the base path. */
export function hrefOf(basePath: string, to: string): string {
  return `${basePath.replace(/\/+$/, '')}${to.startsWith('/') ? to : `/${to}`}`;
}

export interface BackOfficeLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path relative to the base path. */
  to: string;
  children: ReactNode;
}

/** A real link (right-click and middle-click work) that navigates in place on a plain click. */
export function BackOfficeLink({ to, onClick, children, ...rest }: BackOfficeLinkProps) {
  const { basePath, navigate } = useBackOfficeNavigation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={hrefOf(basePath, to)} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}

/**
 * An in-memory navigation for stories and tests: a history stack and a position in it, no browser
 * URL. `back` and `forward` move the position as the browser's buttons do; a navigation drops the
 * entries after it.
 */
export function useMemoryNavigation(initial: string, basePath = '/prod-mgmt'): BackOfficeNavigation & { history: string[]; forward(): void } {
  const [{ entries, index }, setHistory] = useState({ entries: [initial], index: 0 });
  return useMemo(
    () => ({
      basePath,
      history: entries.slice(0, index + 1),
      location: entries[index] ?? '/',
      navigate: (to, options) =>
        setHistory((h) =>
          options?.replace
            ? { entries: [...h.entries.slice(0, h.index), to], index: h.index }
            : { entries: [...h.entries.slice(0, h.index + 1), to], index: h.index + 1 },
        ),
      back: () => setHistory((h) => ({ ...h, index: Math.max(0, h.index - 1) })),
      forward: () => setHistory((h) => ({ ...h, index: Math.min(h.entries.length - 1, h.index + 1) })),
    }),
    [basePath, entries, index],
  );
}
