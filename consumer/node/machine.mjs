// A machine from @joinery/flows started in Node, no DOM and no React, as the docs tell a developer:
// `createActor(machine.provide({ actors }))` with a fake for its one network call, driven to its
// final state. Run with `node --import ./node/refuseReact.mjs node/machine.mjs`.
import assert from 'node:assert/strict';
import { createActor, fromPromise, waitFor } from 'xstate';
import { addressValidationMachine } from '@joinery/flows/storefront/addressValidation';

assert.equal(typeof document, 'undefined', 'no DOM here');

const entered = {
  Id: '-1', FirstName: 'Ada', LastName: 'Byron', CompanyName: '', Name: 'Home',
  AddressLine1: '12 Mill Road', AddressLine2: '', AddressLine3: '', AddressType: 1,
  City: 'Halifax', State: 'NS', CountryCode: 'CA', CountryName: 'Canada', PostalCode: 'B3H 1A1',
  Phone: '', IsResidential: true, IsErpAddress: false,
};
const suggested = { ...entered, AddressLine1: '12 Mill Rd' };

const calls = [];
const actor = createActor(
  addressValidationMachine.provide({
    actors: {
      // The fake back end: the address resolves, to a slightly different suggestion.
      validateAddress: fromPromise(async ({ input }) => {
        calls.push(input);
        return { IsResolved: true, ResolvedAddress: { ...input, AddressLine1: suggested.AddressLine1 } };
      }),
    },
  }),
  { input: { address: entered, countries: [] } },
).start();

await waitFor(actor, (snapshot) => snapshot.matches('choosing'), { timeout: 2000 });
actor.send({ type: 'suggestion.select', key: 'suggested' });
actor.send({ type: 'suggestion.confirm' });
const done = await waitFor(actor, (snapshot) => snapshot.status === 'done', { timeout: 2000 });

assert.equal(calls.length, 1, 'the fake actor was called once');
assert.ok(done.matches('accepted'), `final state: ${JSON.stringify(done.value)}`);
assert.equal(done.output?.address.AddressLine1, '12 Mill Rd', 'the output is the suggested address');
console.log('node: addressValidationMachine reached its final state "accepted" with a fake validateAddress, React never imported');
