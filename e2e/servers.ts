/**
 * Where the journeys find their servers. Fixed ports, so a build can name its identity
 * provider and the provider can name the site's redirect addresses before either starts.
 */
export const e2eOrigins = {
  /** The site built in mock mode: the embedded back end and the demo identity provider. */
  mockSite: 'http://localhost:4181',
  /** The site built in mock mode but signing staff in through the real provider below. */
  oidcSite: 'http://localhost:4182',
  /** oidc-provider, started by globalSetup.ts (e2e/identityProvider.ts). */
  identityProvider: 'http://localhost:4183',
} as const;

export const IDENTITY_CLIENT_ID = 'joinery-back-office';

/** The live identity settings (apps/site/src/env, routes/backoffice/config) of the second build. */
export const identityProviderSettings = {
  VITE_OIDC_AUTHORITY: e2eOrigins.identityProvider,
  VITE_OIDC_CLIENT_ID: IDENTITY_CLIENT_ID,
  VITE_OIDC_SCOPE: 'openid profile email offline_access',
  VITE_OIDC_LOAD_USER_INFO: 'false',
};
