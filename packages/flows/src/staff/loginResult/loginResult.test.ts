import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { LOGIN_AUTO_RETURN_MS } from '../shell/constants';
import { loginResultMachine, type LoginStanding } from './loginResult.machine';

function start(standing: LoginStanding) {
  const actions = { startSignIn: vi.fn(), returnToRequestedPage: vi.fn(), recheckStatus: vi.fn() };
  const actor = createActor(loginResultMachine.provide({ actions }), { input: { standing } }).start();
  return { actor, actions };
}

describe('loginResultMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits while the session is being checked', () => {
    const { actor } = start('checking');
    expect(actor.getSnapshot().value).toBe('checking');
    actor.send({ type: 'standing.change', standing: 'signedOut' });
    expect(actor.getSnapshot().value).toBe('mustLogIn');
  });

  it('asks a signed-out user to log in and starts the sign-in on Log In', () => {
    const { actor, actions } = start('signedOut');
    actor.send({ type: 'login.start' });
    expect(actor.getSnapshot().value).toBe('signingIn');
    expect(actions.startSignIn).toHaveBeenCalledOnce();
  });

  it('returns to the requested page after about 50 ms', () => {
    const { actor, actions } = start('allowed');
    expect(actor.getSnapshot().value).toBe('succeeded');
    vi.advanceTimersByTime(LOGIN_AUTO_RETURN_MS - 1);
    expect(actions.returnToRequestedPage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(actions.returnToRequestedPage).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('returned');
  });

  it('returns at once with the manual button', () => {
    const { actor, actions } = start('allowed');
    actor.send({ type: 'login.returnNow' });
    expect(actions.returnToRequestedPage).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(LOGIN_AUTO_RETURN_MS * 2);
    expect(actions.returnToRequestedPage).toHaveBeenCalledOnce();
  });

  it('offers Re-Check Status to an inactive or unauthorised user', () => {
    const { actor, actions } = start('notAuthorised');
    expect(actor.getSnapshot().value).toBe('notAuthorised');
    actor.send({ type: 'login.recheck' });
    expect(actions.recheckStatus).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('checking');
    actor.send({ type: 'standing.change', standing: 'allowed' });
    expect(actor.getSnapshot().value).toBe('succeeded');
  });
});
