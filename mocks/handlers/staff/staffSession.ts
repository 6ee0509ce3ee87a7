import { http, HttpResponse, type HttpHandler } from 'msw';
import type { DemoAuthorizationRequest } from '@joinery/flows/api/staff/session';
import {
  demoAuthorizationCodes,
  demoProviderSession,
  demoRefreshTokens,
  findPersona,
  staffPersonas,
  type StaffPersona,
} from '../../data/staff/staff';
import { route, staffRoute, type ErrorBody } from '../route';

/**
 * back-office-products.md §7 Session (GET Users/Info) and the demo identity provider the site
 * signs staff in through: OpenID Connect discovery, a persona picker's code grant, the token
 * endpoint (authorization code with PKCE, and refresh), userinfo and the end of the provider's
 * session. Tokens are short-lived so the site's silent renew runs while one uses the demo.
 */

/** Access tokens live two minutes: the OIDC client renews them a minute before they expire. */
export const DEMO_ACCESS_TOKEN_LIFETIME_SECONDS = 120;
/** A granted code must be exchanged within this time. */
export const DEMO_CODE_LIFETIME_SECONDS = 300;
export const DEMO_CLIENT_ID = 'joinery-back-office';
export const DEMO_IDP_PATH = '/demo-idp';

const ACCESS_TOKEN_PREFIX = 'demo-token-';
const nowSeconds = () => Math.floor(Date.now() / 1000);
const randomId = () => globalThis.crypto.randomUUID().replaceAll('-', '');

/** `demo-token-<persona>` never expires (stories, tests); issued ones carry `.<expiry>.<nonce>`. */
export function demoAccessToken(personaId: string, expiresAt?: number): string {
  return expiresAt === undefined ? `${ACCESS_TOKEN_PREFIX}${personaId}` : `${ACCESS_TOKEN_PREFIX}${personaId}.${expiresAt}.${randomId()}`;
}

type TokenCheck = { ok: true; persona: StaffPersona } | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

/**
 * Reads the bearer token of a request: whose it is and whether it is still valid. Besides the demo
 * provider's tokens it takes a JWT access token from a real OpenID Connect provider (RFC 9068),
 * whose subject names the persona: the journeys sign in at one while the API stays embedded. Its
 * signature is the provider's business; the embedded back end only reads whom it is for.
 */
export function checkBearer(request: Request): TokenCheck {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1]) return { ok: false, reason: 'missing' };
  const token = match[1].trim();
  if (!token.startsWith(ACCESS_TOKEN_PREFIX)) return checkJwtAccessToken(token);
  const [personaPart = '', expiry] = token.slice(ACCESS_TOKEN_PREFIX.length).split('.');
  const persona = findPersona(personaPart);
  if (!persona) return { ok: false, reason: 'invalid' };
  if (expiry !== undefined && Number(expiry) <= nowSeconds()) return { ok: false, reason: 'expired' };
  return { ok: true, persona };
}

/** A JWT access token's subject and expiry (the payload only: see checkBearer). */
function checkJwtAccessToken(token: string): TokenCheck {
  const [, payload] = token.split('.');
  if (!payload) return { ok: false, reason: 'invalid' };
  let claims: { sub?: unknown; exp?: unknown };
  try {
    const json = atob(payload.replaceAll('-', '+').replaceAll('_', '/'));
    claims = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0)))) as typeof claims;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const persona = typeof claims.sub === 'string' ? findPersona(claims.sub) : undefined;
  if (!persona) return { ok: false, reason: 'invalid' };
  if (typeof claims.exp === 'number' && claims.exp <= nowSeconds()) return { ok: false, reason: 'expired' };
  return { ok: true, persona };
}

const base64Url = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
};
const base64UrlJson = (value: unknown) => base64Url(new TextEncoder().encode(JSON.stringify(value)));

/** RFC 7636: BASE64URL(SHA256(code_verifier)). */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

function issuerOf(request: Request): string {
  return `${new URL(request.url).origin}${DEMO_IDP_PATH}`;
}

/** An unsigned ID token: the demo provider has no keys, and the OIDC client does not verify signatures. */
function idToken(request: Request, persona: StaffPersona, clientId: string, nonce: string | undefined, authTime: number): string {
  const issuedAt = nowSeconds();
  const claims = {
    iss: issuerOf(request),
    sub: persona.id,
    aud: clientId,
    iat: issuedAt,
    auth_time: authTime,
    exp: issuedAt + DEMO_ACCESS_TOKEN_LIFETIME_SECONDS,
    ...(nonce ? { nonce } : {}),
    ...profileClaims(persona),
  };
  return `${base64UrlJson({ alg: 'none', typ: 'JWT' })}.${base64UrlJson(claims)}.`;
}

function profileClaims(persona: StaffPersona) {
  const [given = persona.label, family = ''] = persona.label.split(' — ')[0]?.split(' ') ?? [];
  return {
    name: `${given} ${family}`.trim(),
    given_name: given,
    family_name: family,
    preferred_username: persona.info?.userName ?? `${persona.id}@joinery.example`,
    email: persona.info?.email ?? `${persona.id}@joinery.example`,
  };
}

/**
 * `authTime` is when the person signed in: a refresh repeats it, because oidc-client-ts rejects a
 * renewed ID token whose auth_time differs from the first (and the renew would sign staff out).
 */
function tokenReply(
  request: Request,
  persona: StaffPersona,
  clientId: string,
  scope: string,
  nonce: string | undefined,
  authTime: number = nowSeconds(),
) {
  const expiresAt = nowSeconds() + DEMO_ACCESS_TOKEN_LIFETIME_SECONDS;
  const refresh = demoRefreshTokens.insert({ token: `demo-refresh-${randomId()}`, personaId: persona.id, clientId, scope, authTime });
  return HttpResponse.json(
    {
      access_token: demoAccessToken(persona.id, expiresAt),
      token_type: 'Bearer',
      expires_in: DEMO_ACCESS_TOKEN_LIFETIME_SECONDS,
      id_token: idToken(request, persona, clientId, nonce, authTime),
      refresh_token: refresh.token,
      scope,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

/** RFC 6749 §5.2 error replies. */
const oauthError = (error: string, description: string, status = 400) =>
  HttpResponse.json({ error, error_description: description }, { status });
const oauthErrorBody: ErrorBody = (status) => ({
  error: status === 401 ? 'invalid_client' : status === 400 ? 'invalid_request' : 'server_error',
  error_description: 'The demo identity provider was told to fail.',
});

/**
 * Stories: Users/Info answering the persona's info with only the given role entries assigned, by
 * position (back-office-products.md §6: entry 1 gives bidadmin, entry 2 sowadmin). No persona
 * holds one of the two without the other, so this is how a story tells which flag each grants.
 */
export function userInfoWithRoleEntries(personaId: string, assignedEntries: readonly number[]) {
  return http.get('*/bridgesys/Users/Info', () => {
    const info = findPersona(personaId)?.info;
    if (!info) throw new Error(`No persona ${personaId} with user info.`);
    return HttpResponse.json({ ...info, userRoles: info.userRoles.map((role, index) => ({ ...role, assigned: assignedEntries.includes(index + 1) })) });
  });
}

export const staffSessionHandlers: HttpHandler[] = [
  // ---- back-office-products.md §7 Session -------------------------------------------------
  staffRoute('session.userInfo', ({ request }) => {
    const bearer = checkBearer(request);
    if (!bearer.ok) {
      return HttpResponse.json(
        { status: 401, code: 'UNAUTHORIZED', message: `The access token is ${bearer.reason}.` },
        { status: 401, statusText: 'Unauthorized' },
      );
    }
    if (!bearer.persona.info) {
      return HttpResponse.json(
        { status: 404, code: 'NOT_FOUND', message: 'No back-office user matches this sign-in.' },
        { status: 404, statusText: 'Not Found' },
      );
    }
    return HttpResponse.json(bearer.persona.info);
  }),

  // ---- The demo identity provider -----------------------------------------------------------
  route(
    'demoIdp.discovery',
    ({ request }) => {
      const issuer = issuerOf(request);
      return HttpResponse.json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        end_session_endpoint: `${issuer}/logout`,
        response_types_supported: ['code'],
        response_modes_supported: ['query'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        code_challenge_methods_supported: ['S256'],
        scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['none'],
        token_endpoint_auth_methods_supported: ['none'],
        claims_supported: ['sub', 'name', 'given_name', 'family_name', 'preferred_username', 'email'],
      });
    },
    oauthErrorBody,
  ),

  route('demoIdp.personas', () =>
    HttpResponse.json(staffPersonas.map(({ id, label, description }) => ({ id, label, description }))),
  ),

  route<never, DemoAuthorizationRequest>(
    'demoIdp.issueCode',
    async ({ request }) => {
      const body = await request.json();
      if (!body.clientId || !body.redirectUri || !body.codeChallenge) {
        return oauthError('invalid_request', 'client_id, redirect_uri and code_challenge are required.');
      }
      if (body.codeChallengeMethod !== 'S256') {
        return oauthError('invalid_request', 'Only the S256 code challenge method is supported.');
      }
      // A picked persona signs in; no persona means prompt=none: use whoever is signed in here.
      const personaId = body.personaId ?? demoProviderSession.get()?.personaId;
      if (!personaId) return oauthError('login_required', 'Nobody is signed in at the demo identity provider.', 401);
      if (!findPersona(personaId)) return oauthError('invalid_request', `There is no persona ${personaId}.`);
      demoProviderSession.set({ personaId });
      const code = demoAuthorizationCodes.insert({
        code: `demo-code-${randomId()}`,
        personaId,
        clientId: body.clientId,
        redirectUri: body.redirectUri,
        codeChallenge: body.codeChallenge,
        codeChallengeMethod: body.codeChallengeMethod,
        scope: body.scope || 'openid',
        nonce: body.nonce,
        expiresAt: nowSeconds() + DEMO_CODE_LIFETIME_SECONDS,
      });
      return HttpResponse.json({ code: code.code });
    },
    oauthErrorBody,
  ),

  route(
    'demoIdp.token',
    async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const grantType = form.get('grant_type');
      const clientId = form.get('client_id') ?? '';

      if (grantType === 'authorization_code') {
        const granted = demoAuthorizationCodes.find(form.get('code') ?? '');
        if (!granted) return oauthError('invalid_grant', 'The authorization code is unknown or was already used.');
        // A code is good for one exchange, whatever its outcome.
        demoAuthorizationCodes.remove(granted.code);
        if (granted.expiresAt <= nowSeconds()) return oauthError('invalid_grant', 'The authorization code has expired.');
        if (granted.clientId !== clientId) return oauthError('invalid_grant', 'The code was granted to another client.');
        if (granted.redirectUri !== form.get('redirect_uri')) {
          return oauthError('invalid_grant', 'redirect_uri does not match the authorization request.');
        }
        const verifier = form.get('code_verifier') ?? '';
        if (!verifier || (await pkceChallenge(verifier)) !== granted.codeChallenge) {
          return oauthError('invalid_grant', 'The PKCE code_verifier does not match the code_challenge.');
        }
        const persona = findPersona(granted.personaId);
        if (!persona) return oauthError('invalid_grant', 'The persona no longer exists.');
        return tokenReply(request, persona, clientId, granted.scope, granted.nonce);
      }

      if (grantType === 'refresh_token') {
        const stored = demoRefreshTokens.find(form.get('refresh_token') ?? '');
        if (!stored || stored.clientId !== clientId) return oauthError('invalid_grant', 'The refresh token is unknown or revoked.');
        const persona = findPersona(stored.personaId);
        if (!persona) return oauthError('invalid_grant', 'The persona no longer exists.');
        // Rotate: the used refresh token is spent.
        demoRefreshTokens.remove(stored.token);
        return tokenReply(request, persona, clientId, stored.scope, undefined, stored.authTime ?? nowSeconds());
      }

      return oauthError('unsupported_grant_type', `grant_type ${grantType ?? '(none)'} is not supported.`);
    },
    oauthErrorBody,
  ),

  route(
    'demoIdp.userInfo',
    ({ request }) => {
      const bearer = checkBearer(request);
      if (!bearer.ok) return oauthError('invalid_token', `The access token is ${bearer.reason}.`, 401);
      return HttpResponse.json({ sub: bearer.persona.id, ...profileClaims(bearer.persona) });
    },
    oauthErrorBody,
  ),

  route('demoIdp.endSession', () => {
    const session = demoProviderSession.get();
    if (session) {
      for (const token of demoRefreshTokens.where((t) => t.personaId === session.personaId)) demoRefreshTokens.remove(token.token);
    }
    demoProviderSession.set(null);
    return HttpResponse.json({ ended: true });
  }),
];
