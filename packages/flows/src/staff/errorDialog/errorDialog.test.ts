import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../api/errors';
import { describeError } from './describeError';
import { errorDialogMachine } from './errorDialog.machine';

const httpError = (status: number, body?: unknown) => new ApiError('http', 'bricks.list', 'failed', { status, body });

describe('describeError', () => {
  it('shows the server message for 400, or the fallback', () => {
    expect(describeError(httpError(400, { message: '[BRMFG] is not a column' }))).toMatchObject({
      title: '400 - Error',
      message: '[BRMFG] is not a column',
    });
    expect(describeError(httpError(400, { code: 'BAD_REQUEST' }))?.message).toBe('Expression invalid please update and retry');
    expect(describeError(httpError(400, 'Plain text reason'))?.message).toBe('Plain text reason');
    expect(describeError(httpError(400, ''))?.message).toBe('Expression invalid please update and retry');
  });

  it.each([
    [401, 'User is no longer authorized please log back in'],
    [404, 'Record not found, please select another record or contact support team'],
    [409, 'Record changed, Hit OK to refresh'],
    [500, 'An error has occurred on the server, Please contact the support team so it can be investigated'],
    [503, 'An error has occurred on the server, Please contact the support team so it can be investigated'],
  ])('shows status %i as the specification words it', (status, message) => {
    expect(describeError(httpError(status))).toEqual({
      title: `${status} - Error`,
      message,
      status,
      refetchOnClose: status === 409,
    });
  });

  it('titles an error without a status Unknown Error, and says a failed connection failed (issue 43)', () => {
    expect(describeError(new ApiError('network', 'bricks.list', 'offline'))).toMatchObject({
      title: 'Unknown Error',
      message: 'The connection to the server failed. Please check your network connection and try again',
    });
    // A reply that could not be read did reach the server: the server text stays.
    expect(describeError(new ApiError('malformed', 'bricks.list', 'unreadable'))).toMatchObject({
      title: 'Unknown Error',
      message: 'An error has occurred on the server, Please contact the support team so it can be investigated',
    });
    expect(describeError(new Error('boom'))).toMatchObject({
      title: 'Unknown Error',
      message: 'An error has occurred on the server, Please contact the support team so it can be investigated',
    });
  });

  it('shows nothing without an error', () => {
    expect(describeError(undefined)).toBeUndefined();
    expect(describeError(null)).toBeUndefined();
  });

  it('does not show SQL_FAILURE in the dialog', () => {
    expect(describeError(httpError(400, { code: 'SQL_FAILURE', message: 'Incorrect syntax' }))).toBeUndefined();
  });
});

describe('errorDialogMachine', () => {
  it('opens on a failure and closes on acknowledge', () => {
    const acknowledged = vi.fn();
    const refetch = vi.fn();
    const actor = createActor(errorDialogMachine.provide({ actions: { acknowledged, refetchRecord: refetch } })).start();
    actor.send({ type: 'error.raise', error: httpError(404) });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.content?.title).toBe('404 - Error');
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.content).toBeUndefined();
    expect(acknowledged).toHaveBeenCalledOnce();
    expect(refetch).not.toHaveBeenCalled();
  });

  it('re-fetches the record when a 409 is closed', () => {
    const refetch = vi.fn();
    const actor = createActor(errorDialogMachine.provide({ actions: { refetchRecord: refetch } })).start();
    actor.send({ type: 'error.raise', error: httpError(409) });
    actor.send({ type: 'error.acknowledge' });
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('stays closed for SQL_FAILURE', () => {
    const actor = createActor(errorDialogMachine).start();
    actor.send({ type: 'error.raise', error: httpError(400, { code: 'SQL_FAILURE' }) });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});

describe('errorDialogMachine while open', () => {
  it('shows the latest failure, and closes when the screen clears its error or raises one not for the dialog', () => {
    const actor = createActor(errorDialogMachine).start();
    actor.send({ type: 'error.raise', error: httpError(404) });
    actor.send({ type: 'error.raise', error: httpError(500) });
    expect(actor.getSnapshot().context.content?.title).toBe('500 - Error');
    actor.send({ type: 'error.clear' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'error.raise', error: httpError(404) });
    actor.send({ type: 'error.raise', error: httpError(400, { code: 'SQL_FAILURE' }) });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.content).toBeUndefined();
  });
});
