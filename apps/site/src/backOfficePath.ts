/** The staff app's base path (back-office-products.md §2): configurable, /prod-mgmt by default. */
export const backOfficeBasePath = (import.meta.env.VITE_BACK_OFFICE_BASE_PATH ?? '/prod-mgmt').replace(/\/+$/, '');

/** Whether an address is the back office's (or, in mock mode, the demo identity provider's), matched as React Router does: any case. */
export function isBackOfficePath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  const under = (base: string) => path === base || path.startsWith(`${base}/`);
  return under(backOfficeBasePath.toLowerCase()) || (import.meta.env.VITE_API_MODE === 'mock' && under('/demo-idp'));
}
