/** An OpenID Connect authorization request as the demo provider's sign-in page receives it. */
export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  scope: string;
  codeChallenge: string;
  codeChallengeMethod: string;
  nonce: string | undefined;
  /** `none`: sign in silently or answer login_required, never show the picker. */
  prompt: string | undefined;
}


export type ParsedAuthorizationRequest = { ok: true; request: AuthorizationRequest } | { ok: false; reason: string };

/**
 * Reads and checks `/authorize?...`: a code flow with an S256 PKCE challenge whose redirect stays
 * on this site (the demo provider never sends a code to another origin).
 */
export function parseAuthorizationRequest(search: string, origin: string): ParsedAuthorizationRequest {
  const params = new URLSearchParams(search);
  const get = (name: string) => params.get(name) ?? '';
  const redirectUri = get('redirect_uri');
  let sameOrigin = false;
  try {
    sameOrigin = new URL(redirectUri).origin === origin;
  } catch {
    sameOrigin = false;
  }
  if (get('response_type') !== 'code') return { ok: false, reason: 'response_type must be code' };
  if (!get('client_id')) return { ok: false, reason: 'client_id is missing' };
  if (!sameOrigin) return { ok: false, reason: 'redirect_uri must be on this site' };
  if (!get('code_challenge') || get('code_challenge_method') !== 'S256') return { ok: false, reason: 'an S256 code_challenge is required' };
  return {
    ok: true,
    request: {
      clientId: get('client_id'),
      redirectUri,
      state: get('state'),
      scope: get('scope') || 'openid',
      codeChallenge: get('code_challenge'),
      codeChallengeMethod: 'S256',
      nonce: params.get('nonce') ?? undefined,
      prompt: params.get('prompt') ?? undefined,
    },
  };
}

/** Where the provider sends the browser back: the client's redirect with a code, or an error. */
export function authorizationResponseUrl(request: AuthorizationRequest, answer: { code: string } | { error: string }): string {
  const url = new URL(request.redirectUri);
  if ('code' in answer) url.searchParams.set('code', answer.code);
  else url.searchParams.set('error', answer.error);
  if (request.state) url.searchParams.set('state', request.state);
  return url.toString();
}

/** The end-session redirect back to the client, only to this site. */
export function postLogoutUrl(search: string, origin: string, fallback: string): string {
  const params = new URLSearchParams(search);
  const target = params.get('post_logout_redirect_uri');
  try {
    if (target && new URL(target).origin === origin) {
      const url = new URL(target);
      const state = params.get('state');
      if (state) url.searchParams.set('state', state);
      return url.toString();
    }
  } catch {
    /* fall back */
  }
  return fallback;
}
