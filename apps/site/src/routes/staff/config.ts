import { DEFAULT_BACK_OFFICE_BASE_PATH } from '@joinery/flows/staff/shell';

/**
 * The staff app's configuration. The base path is configurable (back-office-products.md §2);
 * App.tsx mounts the lazy route at the default. A live build names a real provider; in mock mode
 * the OpenID Connect client talks to the demo identity provider inside the site, unless the build
 * names a provider too (the journeys sign in against a real one while the API stays embedded).
 */
const env = import.meta.env as Record<string, string | undefined>;

export const backOfficeBasePath = (env['VITE_BACK_OFFICE_BASE_PATH'] ?? DEFAULT_BACK_OFFICE_BASE_PATH).replace(/\/+$/, '');

/** The demo provider's path in the site: its pages are routes, its endpoints the mock back end's. */
export const DEMO_IDP_PATH = '/demo-idp';
export const DEMO_IDP_CLIENT_ID = 'joinery-back-office';

export interface OidcConfig {
  authority: string;
  clientId: string;
  scope: string;
  /** The demo provider answers userinfo; a real one may not be asked to. */
  loadUserInfo: boolean;
}

export function oidcConfig(origin = window.location.origin): OidcConfig {
  // Written against import.meta.env so a live build drops the demo provider's branch entirely.
  if (import.meta.env.VITE_API_MODE === 'live' || env['VITE_OIDC_AUTHORITY']) {
    return {
      authority: env['VITE_OIDC_AUTHORITY'] ?? '',
      clientId: env['VITE_OIDC_CLIENT_ID'] ?? '',
      scope: env['VITE_OIDC_SCOPE'] ?? 'openid profile offline_access',
      loadUserInfo: env['VITE_OIDC_LOAD_USER_INFO'] === 'true',
    };
  }
  return {
    authority: `${origin}${DEMO_IDP_PATH}`,
    clientId: DEMO_IDP_CLIENT_ID,
    // offline_access asks for a refresh token, so silent renew needs no hidden iframe.
    scope: 'openid profile email offline_access',
    loadUserInfo: true,
  };
}
