/**
 * Which storefront site this is (storefront.md §1: the dealer site, site name Dealer, and the
 * retail site), as a deployment decides it: by host, `dealer.` hosts serving the dealer site
 * (docs/decisions.md). In mock mode `?site=dealer|retail` switches and is remembered for the tab.
 */
import { useSyncExternalStore } from 'react';

export type SiteName = 'Dealer' | 'Retail';

const subscribe = () => () => undefined;

/**
 * False while the page is rendered at build time (apps/site/prerender.ts) and while the
 * browser hydrates that HTML; true in every later render and in a page rendered in the browser
 * alone. A route shows what depends on the browser (the query, storage) only once it is true, so
 * the first client render matches the prerendered HTML (no hydration mismatch).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

const SWITCH_KEY = 'joinery.site';

function fromHost(hostname: string): SiteName | undefined {
  if (hostname.startsWith('dealer.')) return 'Dealer';
  if (hostname.startsWith('www.') || hostname.startsWith('shop.')) return 'Retail';
  return undefined;
}

function parse(value: string | null): SiteName | undefined {
  if (!value) return undefined;
  return value.toLowerCase() === 'retail' ? 'Retail' : value.toLowerCase() === 'dealer' ? 'Dealer' : undefined;
}

export function currentSite(): SiteName {
  const host = fromHost(window.location.hostname);
  if (import.meta.env.VITE_API_MODE !== 'mock') return host ?? 'Dealer';
  const asked = parse(new URLSearchParams(window.location.search).get('site'));
  try {
    if (asked) sessionStorage.setItem(SWITCH_KEY, asked);
    return asked ?? parse(sessionStorage.getItem(SWITCH_KEY)) ?? host ?? 'Dealer';
  } catch {
    return asked ?? host ?? 'Dealer';
  }
}

/**
 * currentSite() for rendering: the host and the tab's switch are the browser's, so the prerendered
 * HTML and the hydrating render use the default site (Dealer), and the browser's answer follows in
 * the next render (useHydrated).
 */
export function useCurrentSite(): SiteName {
  return useHydrated() ? currentSite() : 'Dealer';
}

/** The theme of a site. */
export function siteTheme(site: SiteName): 'dealer' | 'retail' {
  return site === 'Retail' ? 'retail' : 'dealer';
}

/** Mock mode: the landing offers a switch to the other site. */
export function siteSwitch(site: SiteName) {
  if (import.meta.env.VITE_API_MODE !== 'mock') return undefined;
  const other: SiteName = site === 'Dealer' ? 'Retail' : 'Dealer';
  return { current: site, other, href: `/?site=${other.toLowerCase()}` };
}
