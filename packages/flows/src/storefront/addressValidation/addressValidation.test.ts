import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AddressValidationReply, ValidatedAddress } from '../../api/storefront/addressValidation';
import { DEFAULT_COUNTRIES } from '../addressBook/countries';
import { address } from '../checkout/testing/fixtures';
import { replay, walkStates } from '../checkout/testing/stateCoverage';
import {
  addressCandidates,
  addressValidationMachine,
  toValidatedAddress,
} from './addressValidation.machine';
import { addressValidationMessages as messages } from './messages';

const entered = address({ AddressLine1: '12 Oak St', PostalCode: '43215' });
const input = { address: entered, countries: DEFAULT_COUNTRIES };
const enteredValidated = toValidatedAddress(entered);

const replies = {
  equal: {
    IsResolved: true,
    OriginalAddress: enteredValidated,
    ResolvedAddress: { ...enteredValidated, AddressLine1: '12 OAK ST' },
  },
  different: {
    IsResolved: true,
    OriginalAddress: enteredValidated,
    ResolvedAddress: {
      ...enteredValidated,
      AddressLine1: '12 Oak Street',
      PostalCode: '43215-1234',
      State: 'Ohio',
    },
  },
  unapproved: {
    IsResolved: true,
    OriginalAddress: enteredValidated,
    ResolvedAddress: { ...enteredValidated, City: 'San Juan', State: 'PR', PostalCode: '00901' },
  },
  missing: { IsResolved: true, OriginalAddress: enteredValidated, ResolvedAddress: null },
  unresolved: { IsResolved: false, OriginalAddress: enteredValidated, ResolvedAddress: null },
} satisfies Record<string, AddressValidationReply>;

function start(reply: AddressValidationReply | Error) {
  const requests: ValidatedAddress[] = [];
  const actor = createActor(
    addressValidationMachine.provide({
      actors: {
        validateAddress: fromPromise<AddressValidationReply, ValidatedAddress>(
          async ({ input: request }) => {
            requests.push(request);
            if (reply instanceof Error) throw reply;
            return reply;
          },
        ),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, requests };
}

describe('addressValidationMachine', () => {
  it('saves an address the service resolves to the same address (any case)', async () => {
    const { actor, requests } = start(replies.equal);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ address: entered });
    expect(requests[0]).toEqual(enteredValidated);
  });

  it('shows You Entered and We Suggest when resolved but different, and saves the suggestion chosen', async () => {
    const { actor } = start(replies.different);
    await waitFor(actor, (s) => s.matches('choosing'));
    const candidates = addressCandidates(actor.getSnapshot().context);
    expect(candidates.map((c) => c.key)).toEqual(['entered', 'suggested']);
    expect(candidates.every((c) => c.disabledReason === null)).toBe(true);
    actor.send({ type: 'suggestion.select', key: 'suggested' });
    actor.send({ type: 'suggestion.confirm' });
    expect(actor.getSnapshot().output).toEqual({
      // The state name from the service is mapped to its code.
      address: { ...entered, AddressLine1: '12 Oak Street', PostalCode: '43215-1234', State: 'OH' },
    });
  });

  it('keeps the entered address when the shopper chooses it', async () => {
    const { actor } = start(replies.different);
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'suggestion.select', key: 'entered' });
    actor.send({ type: 'suggestion.confirm' });
    expect(actor.getSnapshot().output).toEqual({ address: entered });
  });

  it('asks to select an address when none is chosen', async () => {
    const { actor } = start(replies.different);
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'suggestion.confirm' });
    expect(actor.getSnapshot().context.error).toBe('Please select an address to use.');
    actor.send({ type: 'suggestion.select', key: 'entered' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('disables a suggestion outside the approved US states', async () => {
    const { actor } = start(replies.unapproved);
    await waitFor(actor, (s) => s.matches('choosing'));
    const suggested = addressCandidates(actor.getSnapshot().context).find(
      (c) => c.key === 'suggested',
    );
    expect(suggested?.disabledReason).toBe(
      'Sorry, this is not an approved state, please update the address entered.',
    );
    actor.send({ type: 'suggestion.select', key: 'suggested' });
    expect(actor.getSnapshot().context.selected).toBeNull();
  });

  it('says the selected address could not be found when the suggestion has no address', async () => {
    const { actor } = start(replies.missing);
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(addressCandidates(actor.getSnapshot().context)[1]?.address).toBeNull();
    actor.send({ type: 'suggestion.select', key: 'suggested' });
    actor.send({ type: 'suggestion.confirm' });
    expect(actor.getSnapshot().context.error).toBe(
      'The selected address could not be found. Please try again.',
    );
    expect(actor.getSnapshot().value).toBe('choosing');
  });

  it('offers Continue when the address is not resolved', async () => {
    const { actor } = start(replies.unresolved);
    await waitFor(actor, (s) => s.matches('unresolved'));
    actor.send({ type: 'validation.continue' });
    expect(actor.getSnapshot().output).toEqual({ address: entered });
  });

  it('shows the request failure and can try again or go back to the form', async () => {
    const { actor, requests } = start(new Error('offline'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(messages.requestFailed).toBe('Something went wrong. Please try again.');
    actor.send({ type: 'validation.retry' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(requests).toHaveLength(2);
    actor.send({ type: 'validation.cancel' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toBeNull();
  });

  it('reaches every state by a path, and each path replays on a live actor', () => {
    const machine = addressValidationMachine.provide({
      actors: {
        validateAddress: fromPromise<AddressValidationReply, ValidatedAddress>(
          () => new Promise(() => {}),
        ),
      },
    });
    const done = (output: AddressValidationReply) => ({
      type: 'xstate.done.actor.validateAddress',
      output,
    });
    const walk = walkStates(machine, {
      input,
      events: [
        done(replies.equal),
        done(replies.different),
        done(replies.unresolved),
        { type: 'xstate.error.actor.validateAddress', error: new Error('x') },
        { type: 'suggestion.select', key: 'suggested' },
        { type: 'suggestion.confirm' },
        { type: 'validation.continue' },
        { type: 'validation.retry' },
        { type: 'validation.cancel' },
      ],
    });
    expect(walk.unreached).toEqual([]);
    for (const [leaf, path] of walk.pathTo) expect(replay(machine, input, path)).toContain(leaf);
  });
});
