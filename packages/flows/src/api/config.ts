/**
 * Where the calls go. The site sets this once at start-up from its environment; stories and
 * tests use the defaults, which the embedded back end answers.
 */
export interface ApiConfig {
  /** The storefront's commerce server (fixed paths such as /AddressValidation/ValidateAddress). */
  storefrontBaseUrl: string;
  /** The staff API; its paths start with /bridgesys/. */
  staffBaseUrl: string;
}

const defaults: ApiConfig = { storefrontBaseUrl: '', staffBaseUrl: '' };
let current: ApiConfig = { ...defaults };

export function configureApi(config: Partial<ApiConfig>): void {
  current = { ...current, ...config };
}
export function apiConfig(): Readonly<ApiConfig> {
  return current;
}
export function resetApiConfig(): void {
  current = { ...defaults };
}

/** Joins a base URL and a path; an absolute path resolves against the page in a browser. */
export function joinUrl(base: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${base.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Node has no page to resolve relative URLs against; tests run against this origin. */
export const nodeOrigin = 'http://localhost';
export function absolute(url: string): string {
  if (/^https?:\/\//.test(url)) return url;
  const origin = typeof window !== 'undefined' && window.location ? window.location.origin : nodeOrigin;
  return new URL(url, origin).toString();
}
