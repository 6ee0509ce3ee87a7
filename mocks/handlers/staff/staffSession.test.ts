import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchDemoPersonas, fetchUserInfo, issueDemoAuthorizationCode } from '@joinery/flows/api/staff/session';
import { isApiError } from '@joinery/flows/api';
import { setStaffTokenSource } from '@joinery/flows/api/staff/request';
import { injectFault, setupMockServer } from '../../test-utils';
import { DEMO_ACCESS_TOKEN_LIFETIME_SECONDS, DEMO_CLIENT_ID, demoAccessToken, pkceChallenge } from './staffSession';

setupMockServer();

const origin = 'http://localhost';
const useToken = (token: string) =>
  setStaffTokenSource({ current: () => ({ accessToken: token }), renew: async () => token });
afterEach(() => useToken('demo-token-all-roles'));

describe('session.userInfo', () => {
  it('answers the persona of the bearer token', async () => {
    useToken(demoAccessToken('catalogue'));
    const info = await fetchUserInfo();
    expect(info).toMatchObject({ firstName: 'Casey', isActive: true });
    expect(info.userRoles.filter((r) => r.assigned)).toEqual([]);
  });

  it('answers the all-roles persona for the default demo token', async () => {
    const info = await fetchUserInfo();
    expect(info.userRoles.filter((r) => r.assigned).map((r) => r.roleId)).toEqual([1, 2, 3, 4, 5]);
  });

  it('answers an inactive user as inactive', async () => {
    useToken(demoAccessToken('inactive'));
    expect((await fetchUserInfo()).isActive).toBe(false);
  });

  it('refuses an expired token with 401 and an unknown user with 404', async () => {
    useToken(demoAccessToken('catalogue', Math.floor(Date.now() / 1000) - 1));
    expect(await fetchUserInfo().catch((e: unknown) => isApiError(e) && e.status)).toBe(401);
    useToken('somebody-else');
    expect(await fetchUserInfo().catch((e: unknown) => isApiError(e) && e.status)).toBe(401);
    useToken(demoAccessToken('unknown'));
    expect(await fetchUserInfo().catch((e: unknown) => isApiError(e) && e.status)).toBe(404);
  });

  it("reads the persona from a real provider's JWT access token (its subject), refusing an expired one", async () => {
    const jwt = (claims: Record<string, unknown>) =>
      ['{"alg":"RS256","typ":"at+jwt"}', JSON.stringify(claims)].map((part) => Buffer.from(part).toString('base64url')).join('.') + '.signature';
    const now = Math.floor(Date.now() / 1000);
    useToken(jwt({ sub: 'catalogue', exp: now + 60 }));
    expect(await fetchUserInfo()).toMatchObject({ firstName: 'Casey' });
    useToken(jwt({ sub: 'catalogue', exp: now - 1 }));
    expect(await fetchUserInfo().catch((e: unknown) => isApiError(e) && e.status)).toBe(401);
    useToken(jwt({ sub: 'nobody', exp: now + 60 }));
    expect(await fetchUserInfo().catch((e: unknown) => isApiError(e) && e.status)).toBe(401);
  });

  it.each([400, 401, 404, 409, 500] as const)('turns an injected %i into a typed http error', async (status) => {
    injectFault('session.userInfo', { status });
    const error = await fetchUserInfo().catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(status);
  });

  it('turns network and malformed faults into typed errors', async () => {
    injectFault('session.userInfo', { network: true, times: 1 });
    expect(await fetchUserInfo().catch((e: unknown) => isApiError(e) && e.kind)).toBe('network');
    injectFault('session.userInfo', { malformed: true, times: 1 });
    expect(await fetchUserInfo().catch((e: unknown) => isApiError(e) && e.kind)).toBe('malformed');
  });
});

describe('demo identity provider', () => {
  const verifier = 'a-very-long-pkce-code-verifier-of-at-least-43-characters-0123456789';
  const redirectUri = `${origin}/prod-mgmt/callback`;

  async function grant(personaId: string | undefined, nonce = 'n-1') {
    return issueDemoAuthorizationCode({
      personaId,
      clientId: DEMO_CLIENT_ID,
      redirectUri,
      codeChallenge: await pkceChallenge(verifier),
      codeChallengeMethod: 'S256',
      scope: 'openid profile offline_access',
      nonce,
    });
  }
  const token = (fields: Record<string, string>) =>
    fetch(`${origin}/demo-idp/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
  const exchange = (code: string, overrides: Record<string, string> = {}) =>
    token({ grant_type: 'authorization_code', code, client_id: DEMO_CLIENT_ID, redirect_uri: redirectUri, code_verifier: verifier, ...overrides });
  const decode = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

  it('publishes its OpenID Connect discovery document', async () => {
    const reply = await fetch(`${origin}/demo-idp/.well-known/openid-configuration`);
    const doc = (await reply.json()) as Record<string, unknown>;
    expect(doc).toMatchObject({
      issuer: `${origin}/demo-idp`,
      authorization_endpoint: `${origin}/demo-idp/authorize`,
      token_endpoint: `${origin}/demo-idp/token`,
      userinfo_endpoint: `${origin}/demo-idp/userinfo`,
      end_session_endpoint: `${origin}/demo-idp/logout`,
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('lists the four personas', async () => {
    const personas = await fetchDemoPersonas();
    expect(personas.map((p) => p.id)).toEqual(['all-roles', 'catalogue', 'inactive', 'unknown']);
  });

  it('exchanges a code with the right PKCE verifier for short-lived tokens', async () => {
    const code = await grant('catalogue');
    const reply = await exchange(code);
    expect(reply.status).toBe(200);
    const tokens = (await reply.json()) as Record<string, string | number>;
    expect(tokens['expires_in']).toBe(DEMO_ACCESS_TOKEN_LIFETIME_SECONDS);
    expect(decode(String(tokens['id_token']))).toMatchObject({ sub: 'catalogue', nonce: 'n-1', aud: DEMO_CLIENT_ID });

    useToken(String(tokens['access_token']));
    expect((await fetchUserInfo()).firstName).toBe('Casey');

    const userinfo = await fetch(`${origin}/demo-idp/userinfo`, { headers: { Authorization: `Bearer ${tokens['access_token']}` } });
    expect(await userinfo.json()).toMatchObject({ sub: 'catalogue', given_name: 'Casey' });
  });

  it('refuses a wrong verifier, a reused code and a mismatched redirect', async () => {
    const code = await grant('catalogue');
    expect((await exchange(code, { code_verifier: 'x'.repeat(50) })).status).toBe(400);
    // A code is spent by any exchange attempt.
    expect(await (await exchange(code)).json()).toMatchObject({ error: 'invalid_grant' });
    const other = await grant('catalogue');
    expect((await exchange(other, { redirect_uri: `${origin}/elsewhere` })).status).toBe(400);
    const third = await grant('catalogue');
    expect((await exchange(third, { client_id: 'another' })).status).toBe(400);
  });

  it('renews with a refresh token, rotating it', async () => {
    const first = (await (await exchange(await grant('catalogue'))).json()) as Record<string, string>;
    const renewed = await token({ grant_type: 'refresh_token', refresh_token: String(first['refresh_token']), client_id: DEMO_CLIENT_ID });
    expect(renewed.status).toBe(200);
    const second = (await renewed.json()) as Record<string, string>;
    expect(second['refresh_token']).not.toBe(first['refresh_token']);
    expect(decode(second['id_token'] ?? '')).toMatchObject({ sub: 'catalogue' });
    const reused = await token({ grant_type: 'refresh_token', refresh_token: String(first['refresh_token']), client_id: DEMO_CLIENT_ID });
    expect(reused.status).toBe(400);
  });

  it('repeats the first auth_time in a renewed ID token, as oidc-client-ts requires (else the renew signs staff out)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-24T02:00:00Z') });
    try {
      const first = (await (await exchange(await grant('catalogue'))).json()) as Record<string, string>;
      vi.setSystemTime(Date.parse('2026-11-24T02:01:05Z'));
      const renewed = (await (
        await token({ grant_type: 'refresh_token', refresh_token: String(first['refresh_token']), client_id: DEMO_CLIENT_ID })
      ).json()) as Record<string, string>;
      const before = decode(String(first['id_token']));
      const after = decode(String(renewed['id_token']));
      expect(after['iat']).toBe(Number(before['iat']) + 65);
      expect(after['auth_time']).toBe(before['auth_time']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('signs in silently (no persona) only while someone is signed in at the provider, until the session ends', async () => {
    expect(await grant(undefined).catch((e: unknown) => isApiError(e) && e.status)).toBe(401);
    const first = (await (await exchange(await grant('all-roles'))).json()) as Record<string, string>;
    const silent = await grant(undefined);
    expect(decode(((await (await exchange(silent)).json()) as Record<string, string>)['id_token'] ?? '')).toMatchObject({ sub: 'all-roles' });

    await fetch(`${origin}/demo-idp/sessions/end`, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(await grant(undefined).catch((e: unknown) => isApiError(e) && e.status)).toBe(401);
    const revoked = await token({ grant_type: 'refresh_token', refresh_token: String(first['refresh_token']), client_id: DEMO_CLIENT_ID });
    expect(revoked.status).toBe(400);
  });

  it('refuses unknown personas, plain challenges and unknown grant types', async () => {
    expect(await grant('nobody').catch((e: unknown) => isApiError(e) && e.status)).toBe(400);
    const plain = await issueDemoAuthorizationCode({
      personaId: 'catalogue',
      clientId: DEMO_CLIENT_ID,
      redirectUri,
      codeChallenge: verifier,
      codeChallengeMethod: 'plain',
      scope: 'openid',
    }).catch((e: unknown) => isApiError(e) && e.status);
    expect(plain).toBe(400);
    expect(await (await token({ grant_type: 'password' })).json()).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('lets a fault break the token endpoint (to exercise a failed silent renew)', async () => {
    injectFault('demoIdp.token', { status: 500 });
    const reply = await token({ grant_type: 'refresh_token', refresh_token: 'x', client_id: DEMO_CLIENT_ID });
    expect(reply.status).toBe(500);
    expect(await reply.json()).toMatchObject({ error: 'server_error' });
  });
});
