import { defineCalls } from '../call';

/**
 * back-office-products.md §7 Session, and the embedded demo identity provider the site signs
 * staff in through when no live provider is configured. The demo provider's endpoints are
 * served by the embedded back end like any other call, so faults can be injected into them.
 */
export const sessionCalls = defineCalls({
  'session.userInfo': {
    method: 'GET',
    path: '/bridgesys/Users/Info',
    spec: 'back-office-products.md §7 Session',
  },
});

/**
 * Demo-only (`demoOnly: true`): the demo identity provider exists in mock mode alone. A live build
 * leaves this table out (api/calls.ts) and scripts/check-live-build.mjs fails on any of its paths.
 */
export const demoIdentityProviderCalls = /* @__PURE__ */ defineCalls({
  'demoIdp.discovery': {
    method: 'GET',
    path: '/demo-idp/.well-known/openid-configuration',
    demoOnly: true,
    spec: 'not in spec: demo identity provider (OpenID Connect discovery), back-office-products.md §2 Routes',
  },
  'demoIdp.personas': {
    method: 'GET',
    path: '/demo-idp/personas',
    demoOnly: true,
    spec: 'not in spec: demo identity provider: the staff personas one may sign in as',
  },
  'demoIdp.issueCode': {
    method: 'POST',
    path: '/demo-idp/codes',
    demoOnly: true,
    spec: 'not in spec: demo identity provider: the persona picker grants an authorization code',
  },
  'demoIdp.token': {
    method: 'POST',
    path: '/demo-idp/token',
    demoOnly: true,
    spec: 'not in spec: demo identity provider: OAuth 2 token endpoint (authorization code + PKCE, refresh)',
  },
  'demoIdp.userInfo': {
    method: 'GET',
    path: '/demo-idp/userinfo',
    demoOnly: true,
    spec: 'not in spec: demo identity provider: OpenID Connect userinfo endpoint',
  },
  'demoIdp.endSession': {
    method: 'POST',
    path: '/demo-idp/sessions/end',
    demoOnly: true,
    spec: 'not in spec: demo identity provider: forgets the provider-side session on logout',
  },
});
