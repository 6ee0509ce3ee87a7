import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/errors';
import { parseAuthorizationRequest, postLogoutUrl, type AuthorizationRequest } from './authorizationRequest';
import { demoSignInMachine, demoSignOutMachine } from './demoSignIn.machine';

const origin = 'http://localhost:5173';
const query = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    response_type: 'code',
    client_id: 'joinery-back-office',
    redirect_uri: `${origin}/prod-mgmt/callback`,
    state: 's1',
    scope: 'openid profile',
    code_challenge: 'abc',
    code_challenge_method: 'S256',
    ...overrides,
  }).toString();

const requestOf = (overrides: Record<string, string> = {}): AuthorizationRequest => {
  const parsed = parseAuthorizationRequest(query(overrides), origin);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.request;
};

describe('parseAuthorizationRequest', () => {
  it('accepts a code flow with S256 PKCE that returns to this site', () => {
    expect(requestOf({ nonce: 'n' })).toMatchObject({ clientId: 'joinery-back-office', state: 's1', nonce: 'n', prompt: undefined });
  });

  it.each([
    [{ response_type: 'token' }],
    [{ client_id: '' }],
    [{ redirect_uri: 'https://evil.example/callback' }],
    [{ redirect_uri: 'not a url' }],
    [{ code_challenge_method: 'plain' }],
  ])('refuses %o', (overrides) => {
    expect(parseAuthorizationRequest(query(overrides), origin).ok).toBe(false);
  });

  it('returns after logout only to this site', () => {
    expect(postLogoutUrl(`post_logout_redirect_uri=${encodeURIComponent(`${origin}/prod-mgmt`)}&state=x`, origin, '/')).toBe(`${origin}/prod-mgmt?state=x`);
    expect(postLogoutUrl('post_logout_redirect_uri=https://evil.example', origin, '/fallback')).toBe('/fallback');
    expect(postLogoutUrl('', origin, '/fallback')).toBe('/fallback');
  });
});

describe('demoSignInMachine', () => {
  function start(request: AuthorizationRequest, grant: (personaId: string | undefined) => Promise<string>, personas = async () => [{ id: 'catalogue', label: 'Casey', description: '' }]) {
    const redirect = vi.fn();
    const actor = createActor(
      demoSignInMachine.provide({
        actors: {
          loadPersonas: fromPromise(personas),
          grantCode: fromPromise(({ input }: { input: { request: AuthorizationRequest; personaId: string | undefined } }) => grant(input.personaId)),
        },
        actions: { redirect: (_, url) => redirect(url) },
      }),
      { input: { request } },
    ).start();
    return { actor, redirect };
  }

  it('lists personas, grants a code for the chosen one and redirects with it and the state', async () => {
    const { actor, redirect } = start(requestOf(), async (personaId) => `code-for-${personaId}`);
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'persona.choose', personaId: 'catalogue' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(redirect).toHaveBeenCalledWith(`${origin}/prod-mgmt/callback?code=code-for-catalogue&state=s1`);
  });

  it('lets the user try again after a failed grant or persona list', async () => {
    let fail = true;
    const { actor } = start(requestOf(), async () => (fail ? Promise.reject(new Error('x')) : 'c'));
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'persona.choose', personaId: 'catalogue' });
    await waitFor(actor, (s) => s.matches('grantFailed'));
    fail = false;
    actor.send({ type: 'persona.choose', personaId: 'catalogue' });
    await waitFor(actor, (s) => s.matches('redirecting'));

    let personasFail = true;
    const second = start(requestOf(), async () => 'c', async () => (personasFail ? Promise.reject(new Error('x')) : []));
    await waitFor(second.actor, (s) => s.matches('personasFailed'));
    personasFail = false;
    second.actor.send({ type: 'personas.retry' });
    await waitFor(second.actor, (s) => s.matches('choosing'));
  });

  it('answers prompt=none silently: a code, or login_required', async () => {
    const silent = start(requestOf({ prompt: 'none' }), async (personaId) => `silent-${String(personaId)}`);
    await waitFor(silent.actor, (s) => s.matches('redirecting'));
    expect(silent.redirect).toHaveBeenCalledWith(`${origin}/prod-mgmt/callback?code=silent-undefined&state=s1`);

    const nobody = start(requestOf({ prompt: 'none' }), () => Promise.reject(new ApiError('http', 'demoIdp.issueCode', 'x', { status: 401 })));
    await waitFor(nobody.actor, (s) => s.matches('redirecting'));
    expect(nobody.redirect).toHaveBeenCalledWith(`${origin}/prod-mgmt/callback?error=login_required&state=s1`);

    const broken = start(requestOf({ prompt: 'none' }), () => Promise.reject(new Error('x')));
    await waitFor(broken.actor, (s) => s.matches('redirecting'));
    expect(broken.redirect).toHaveBeenCalledWith(`${origin}/prod-mgmt/callback?error=server_error&state=s1`);
  });
});

describe('demoSignOutMachine', () => {
  it.each([true, false])('goes back to the client whether or not ending the session worked (%s)', async (works) => {
    const redirect = vi.fn();
    const actor = createActor(
      demoSignOutMachine.provide({
        actors: { endSession: fromPromise(async () => (works ? undefined : Promise.reject(new Error('x')))) },
        actions: { redirect: (_, url) => redirect(url) },
      }),
      { input: { returnTo: '/prod-mgmt' } },
    ).start();
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(redirect).toHaveBeenCalledWith('/prod-mgmt');
  });
});
