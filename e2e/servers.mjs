/**
 * Where the journeys find their servers, and how each site they use is built. Fixed ports, so a
 * build can name its identity provider and the provider can name the site's redirect addresses
 * before either starts. Plain JavaScript: `npm test` builds the sites (scripts/prebuild.mjs) before
 * Playwright starts, and Node 20 runs no TypeScript.
 */
export const e2eOrigins = {
  /** The site built in mock mode: the embedded back end and the demo identity provider. */
  mockSite: 'http://localhost:4181',
  /** The site built in mock mode but signing staff in through the real provider below. */
  oidcSite: 'http://localhost:4182',
  /** oidc-provider, started by globalSetup.ts (e2e/identityProvider.ts). */
  identityProvider: 'http://localhost:4183',
};

export const IDENTITY_CLIENT_ID = 'joinery-back-office';

/** The live identity settings (apps/site/src/env, routes/backoffice/config) of the second build. */
export const identityProviderSettings = {
  VITE_OIDC_AUTHORITY: e2eOrigins.identityProvider,
  VITE_OIDC_CLIENT_ID: IDENTITY_CLIENT_ID,
  VITE_OIDC_SCOPE: 'openid profile email offline_access',
  VITE_OIDC_LOAD_USER_INFO: 'false',
};

/** The journeys' two builds of the site: the settings each is built with (e2e/serve-site.mjs). */
export const e2eSites = {
  mock: { origin: e2eOrigins.mockSite, env: { VITE_API_MODE: 'mock' } },
  oidc: { origin: e2eOrigins.oidcSite, env: { VITE_API_MODE: 'mock', ...identityProviderSettings } },
};
