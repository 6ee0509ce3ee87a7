/** One call the front end makes, as the specification's section 7 lists it. */
export interface CallSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /**
   * Path on the server, with `:name` parameters. Storefront endpoints that the page
   * configuration supplies have a default path here that the configuration can replace.
   */
  path: string;
  /** Where the specification lists it: `storefront.md §7 Order and quote checkout`. */
  spec: string;
  /** True when the path comes from page configuration rather than being fixed. */
  configurable?: boolean;
  /**
   * The call exists only for the embedded demo (mock mode): no real server answers it. Demo-only
   * calls sit in their own tables, which a live build leaves out; scripts/check-live-build.mjs
   * reads these marks and fails when a live bundle still holds such a call's path.
   */
  demoOnly?: true;
}

export function defineCalls<const T extends Record<string, CallSpec>>(calls: T): T {
  return calls;
}

/** Fills `:name` parameters of a path; each value is URI-encoded. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
