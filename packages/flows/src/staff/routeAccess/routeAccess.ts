import { BACK_OFFICE_MENU, menuLinks } from '../menu/menuTree';
import { backOfficeRoutes, unprotectedRoutes } from '../shell/routes';

/** Lower-cased, without a trailing slash: routes match case-insensitively (§2 Routes). */
export function normalizePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  const trimmed = withoutQuery.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

/** "its path (with a trailing numeric id segment removed)": /JobsList/42 is checked as /JobsList. */
export function withoutTrailingId(path: string): string {
  const normalized = normalizePath(path);
  const stripped = normalized.replace(/\/\d+$/, '');
  return stripped === '' ? '/' : stripped;
}

/** The path relative to the base path the app is served under (`/prod-mgmt/ProductBricksList` → `/ProductBricksList`). */
export function relativeToBase(pathname: string, basePath: string): string {
  const base = normalizePath(basePath);
  const path = normalizePath(pathname);
  if (base === '/') return pathname;
  if (path === base) return '/';
  if (path.startsWith(`${base}/`)) return pathname.slice(basePath.replace(/\/+$/, '').length) || '/';
  return pathname;
}

export function isUnprotected(path: string): boolean {
  const normalized = normalizePath(path);
  return unprotectedRoutes.some((route) => normalizePath(route) === normalized);
}

/**
 * My Account is the header's link, not a menu entry; every signed-in, active user may open
 * their own profile (docs/decisions.md).
 */
export const alwaysPermittedWhenActive: readonly string[] = [backOfficeRoutes.myAccount];

/** The path matches a link in the user's (already role-filtered) menu tree. */
export function isInMenu(path: string, links: readonly string[]): boolean {
  const target = withoutTrailingId(path);
  return [...links, ...alwaysPermittedWhenActive].some((link) => normalizePath(link) === target);
}

export interface AccessRequest {
  /** The requested path relative to the base path. */
  path: string;
  signedInAndActive: boolean;
  menuLinks: readonly string[];
}

/**
 * back-office-products.md §2 "Route access": a protected route is allowed only if its path (with a
 * trailing numeric id removed) matches a link in the user's menu tree and the user is signed in
 * and active; otherwise the user is redirected to /Login.
 */
export function isRouteAllowed({ path, signedInAndActive, menuLinks }: AccessRequest): boolean {
  if (isUnprotected(path)) return true;
  return signedInAndActive && isInMenu(path, menuLinks);
}

/** Every path the back office knows: the routes of both documents and every link of the full menu. */
const knownPaths: ReadonlySet<string> = new Set(
  [...Object.values(backOfficeRoutes), ...menuLinks(BACK_OFFICE_MENU)].map((link) => normalizePath(link)),
);

/**
 * The path (any case, trailing numeric id removed) is one of the back office's. An unknown path
 * is "page not found" inside the shell for everyone, not a redirect to /Login (docs/decisions.md).
 */
export function isKnownRoute(path: string): boolean {
  return knownPaths.has(withoutTrailingId(path));
}
