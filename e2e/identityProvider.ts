import type { Server } from 'node:http';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { staffPersonas } from '../mocks/data/staff/staff';
import { e2eOrigins, IDENTITY_CLIENT_ID } from './servers.mjs';

/**
 * A real OpenID Connect provider for the journeys: `oidc-provider` (a certified implementation)
 * with the demo personas as its accounts. Its own development sign-in form takes a persona's id
 * as the login (any password). Access tokens are JWTs for the staff API whose subject is the
 * persona's id: the embedded back end reads it there (mocks' checkBearer).
 */
export const STAFF_API_RESOURCE = 'urn:joinery:staff-api';
/** Short, so a journey sees the client renew it with its refresh token. */
export const ACCESS_TOKEN_SECONDS = 75;

const site = e2eOrigins.oidcSite;

function configuration(): Configuration {
  return {
    clients: [
      {
        client_id: IDENTITY_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${site}/prod-mgmt/callback`, `${site}/prod-mgmt/silent_renew`],
        post_logout_redirect_uris: [`${site}/prod-mgmt`],
      },
    ],
    async findAccount(_ctx, id) {
      const persona = staffPersonas.find((candidate) => candidate.id === id);
      if (!persona) return undefined;
      return {
        accountId: persona.id,
        async claims() {
          const [first = persona.label, last = ''] = (persona.label.split(' — ')[0] ?? '').split(' ');
          return {
            sub: persona.id,
            name: `${first} ${last}`.trim(),
            given_name: first,
            family_name: last,
            email: persona.info?.email ?? `${persona.id}@joinery.example`,
          };
        },
      };
    },
    claims: { openid: ['sub'], profile: ['name', 'given_name', 'family_name'], email: ['email'] },
    conformIdTokenClaims: false,
    // Only the site under test calls the provider from a browser.
    clientBasedCORS: (_ctx, origin) => origin === site,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: true },
      rpInitiatedLogout: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => STAFF_API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: 'staff',
          audience: STAFF_API_RESOURCE,
          accessTokenFormat: 'jwt',
          accessTokenTTL: ACCESS_TOKEN_SECONDS,
        }),
      },
    },
    // The back office is the company's own application: staff are never asked to consent.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) {
        const grant = await ctx.oidc.provider.Grant.find(existing);
        if (grant) return grant;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile email offline_access');
      grant.addResourceScope(STAFF_API_RESOURCE, 'staff');
      await grant.save();
      return grant;
    },
    // oidc-client-ts asks for offline_access without prompt=consent: issue the refresh token anyway.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: ACCESS_TOKEN_SECONDS,
      AuthorizationCode: 60,
      IdToken: 3600,
      RefreshToken: 3600,
      Grant: 3600,
      Interaction: 600,
      Session: 3600,
    },
    cookies: { keys: ['joinery-e2e-only-cookie-key'] },
  };
}

/** Starts the provider on its fixed port; resolves with a function that stops it. */
export async function startIdentityProvider(): Promise<() => Promise<void>> {
  const url = new URL(e2eOrigins.identityProvider);
  const provider = new Provider(e2eOrigins.identityProvider, configuration());
  const server: Server = await new Promise((resolve, reject) => {
    const listening = provider.listen(Number(url.port), url.hostname, () => resolve(listening));
    listening.once('error', reject);
  });
  return () => new Promise((resolve) => server.close(() => resolve()));
}
