import { assign, fromPromise, setup } from 'xstate';
import { settleUnlessAborted } from '../shell/settleUnlessAborted';
import { endDemoSession, fetchDemoPersonas, issueDemoAuthorizationCode, type DemoPersona } from '../../api/staff/session';
import { isApiError } from '../../api/errors';
import { authorizationResponseUrl, type AuthorizationRequest } from './authorizationRequest';

export type DemoSignInEvent = { type: 'persona.choose'; personaId: string } | { type: 'personas.retry' };

/**
 * The demo identity provider's sign-in page: a silent request (`prompt=none`) is answered at
 * once; otherwise the personas are listed and choosing one grants a code. `redirect` is the named
 * action that leaves for the client (the site assigns window.location).
 */
export const demoSignInMachine = setup({
  types: {
    input: {} as { request: AuthorizationRequest },
    context: {} as { request: AuthorizationRequest; personas: DemoPersona[]; chosen: string | undefined },
    events: {} as DemoSignInEvent,
  },
  actors: {
    loadPersonas: fromPromise<DemoPersona[]>(({ signal }) => settleUnlessAborted(signal, fetchDemoPersonas(signal))),
    grantCode: fromPromise<string, { request: AuthorizationRequest; personaId: string | undefined }>(({ input, signal }) =>
      settleUnlessAborted(signal, issueDemoAuthorizationCode({ ...input.request, personaId: input.personaId }, signal)),
    ),
  },
  actions: {
    redirect: (_, _url: string) => {},
  },
  guards: {
    isSilent: ({ context }) => context.request.prompt === 'none',
  },
}).createMachine({
  id: 'demoSignIn',
  context: ({ input }) => ({ request: input.request, personas: [], chosen: undefined }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isSilent', target: 'signingInSilently' }, { target: 'loadingPersonas' }] },
    signingInSilently: {
      invoke: {
        src: 'grantCode',
        input: ({ context }) => ({ request: context.request, personaId: undefined }),
        onDone: {
          target: 'redirecting',
          actions: { type: 'redirect', params: ({ context, event }) => authorizationResponseUrl(context.request, { code: event.output }) },
        },
        onError: {
          target: 'redirecting',
          actions: {
            type: 'redirect',
            params: ({ context, event }) =>
              authorizationResponseUrl(context.request, { error: isApiError(event.error) && event.error.status === 401 ? 'login_required' : 'server_error' }),
          },
        },
      },
    },
    loadingPersonas: {
      invoke: {
        src: 'loadPersonas',
        onDone: { target: 'choosing', actions: assign({ personas: ({ event }) => event.output }) },
        onError: { target: 'personasFailed' },
      },
    },
    personasFailed: { on: { 'personas.retry': { target: 'loadingPersonas' } } },
    choosing: {
      on: { 'persona.choose': { target: 'granting', actions: assign({ chosen: ({ event }) => event.personaId }) } },
    },
    granting: {
      invoke: {
        src: 'grantCode',
        input: ({ context }) => ({ request: context.request, personaId: context.chosen }),
        onDone: {
          target: 'redirecting',
          actions: { type: 'redirect', params: ({ context, event }) => authorizationResponseUrl(context.request, { code: event.output }) },
        },
        onError: { target: 'grantFailed' },
      },
    },
    grantFailed: {
      on: { 'persona.choose': { target: 'granting', actions: assign({ chosen: ({ event }) => event.personaId }) } },
    },
    redirecting: { type: 'final' },
  },
});

/** The provider's logout page: forget the provider session, then go back (even if forgetting failed). */
export const demoSignOutMachine = setup({
  types: { input: {} as { returnTo: string }, context: {} as { returnTo: string } },
  actors: { endSession: fromPromise<void>(({ signal }) => settleUnlessAborted(signal, endDemoSession(signal))) },
  actions: { redirect: (_, _url: string) => {} },
}).createMachine({
  id: 'demoSignOut',
  context: ({ input }) => ({ returnTo: input.returnTo }),
  initial: 'ending',
  states: {
    ending: {
      invoke: {
        src: 'endSession',
        onDone: { target: 'redirecting', actions: { type: 'redirect', params: ({ context }) => context.returnTo } },
        onError: { target: 'redirecting', actions: { type: 'redirect', params: ({ context }) => context.returnTo } },
      },
    },
    redirecting: { type: 'final' },
  },
});
