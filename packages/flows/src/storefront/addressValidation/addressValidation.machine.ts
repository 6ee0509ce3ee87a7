import { assign, fromPromise, setup } from 'xstate';
import {
  validateAddress,
  type AddressValidationReply,
  type ValidatedAddress,
} from '../../api/storefront/addressValidation';
import type { Address, Country } from '../../api/storefront/checkoutSchemas';
import { isApprovedUsState, stateCodeFor } from '../addressBook/countries';
import { addressValidationMessages as messages } from './messages';

export type CandidateKey = 'entered' | 'suggested';

export interface AddressCandidate {
  key: CandidateKey;
  /** null when the service gave no address for it: shown as "No address provided.". */
  address: ValidatedAddress | null;
  /** Why it cannot be chosen (a suggestion outside the approved US states). */
  disabledReason: string | null;
}

export interface AddressValidationInput {
  address: Address;
  countries: readonly Country[];
}

export interface AddressValidationContext extends AddressValidationInput {
  reply: AddressValidationReply | null;
  selected: CandidateKey | null;
  /** The modal's error: nothing selected, or the selection not found. */
  error: string | null;
  /** The address to save once the shopper has confirmed one. */
  result: Address | null;
}

export type AddressValidationEvent =
  | { type: 'suggestion.select'; key: CandidateKey }
  | { type: 'suggestion.confirm' }
  | { type: 'validation.continue' }
  | { type: 'validation.retry' }
  | { type: 'validation.cancel' };

/** The output: the address to save, or null when the shopper went back to the form. */
export type AddressValidationOutput = { address: Address } | null;

const compared = ['AddressLine1', 'AddressLine2', 'City', 'State', 'PostalCode'] as const;

export function toValidatedAddress(address: Address): ValidatedAddress {
  return {
    AddressLine1: address.AddressLine1,
    AddressLine2: address.AddressLine2,
    City: address.City,
    State: address.State,
    PostalCode: address.PostalCode,
    CountryCode: address.CountryCode,
  };
}

/** Equal when every compared field matches, ignoring case and surrounding spaces. */
export function isSameValidatedAddress(a: ValidatedAddress, b: ValidatedAddress): boolean {
  return compared.every((field) => a[field].trim().toLowerCase() === b[field].trim().toLowerCase());
}

function isUsCountry(code: string): boolean {
  return ['US', 'USA'].includes(code.trim().toUpperCase());
}

/** The two columns of the modal: You Entered and We Suggest. */
export function addressCandidates(
  context: Pick<AddressValidationContext, 'address' | 'reply' | 'countries'>,
): AddressCandidate[] {
  const suggestion = context.reply?.ResolvedAddress ?? null;
  const country = suggestion?.CountryCode || context.address.CountryCode;
  const suggestedState = suggestion
    ? (stateCodeFor(context.countries, country, suggestion.State) ?? suggestion.State)
    : '';
  const unapproved =
    suggestion !== null && isUsCountry(country) && !isApprovedUsState(suggestedState);
  return [
    { key: 'entered', address: toValidatedAddress(context.address), disabledReason: null },
    {
      key: 'suggested',
      address: suggestion,
      disabledReason: unapproved ? messages.unapprovedState : null,
    },
  ];
}

/** The entered address with the suggestion's lines, city, state and postal code. */
export function applySuggestion(
  address: Address,
  suggestion: ValidatedAddress,
  countries: readonly Country[],
): Address {
  const countryCode = address.CountryCode;
  return {
    ...address,
    AddressLine1: suggestion.AddressLine1,
    AddressLine2: suggestion.AddressLine2,
    City: suggestion.City,
    State: stateCodeFor(countries, countryCode, suggestion.State) ?? suggestion.State,
    PostalCode: suggestion.PostalCode,
  };
}

/**
 * The address validation modal (storefront.md §2.1): after the address form is valid the
 * address is checked. Resolved and equal: saved as entered. Resolved but different: You Entered
 * and We Suggest, the shopper picks one. Not resolved: a notice with Continue.
 */
export const addressValidationMachine = setup({
  types: {
    input: {} as AddressValidationInput,
    context: {} as AddressValidationContext,
    events: {} as AddressValidationEvent,
    output: {} as AddressValidationOutput,
  },
  actors: {
    validateAddress: fromPromise<AddressValidationReply, ValidatedAddress>(({ input, signal }) =>
      validateAddress(input, signal),
    ),
  },
  guards: {
    isResolvedAndEqual: ({ context }, reply: AddressValidationReply) =>
      reply.IsResolved &&
      reply.ResolvedAddress != null &&
      isSameValidatedAddress(toValidatedAddress(context.address), reply.ResolvedAddress),
    isResolved: (_, reply: AddressValidationReply) => reply.IsResolved,
    canSelect: ({ context }, key: CandidateKey) =>
      addressCandidates(context).some((c) => c.key === key && c.disabledReason === null),
    nothingSelected: ({ context }) => context.selected === null,
    selectionNotFound: ({ context }) =>
      !addressCandidates(context).some(
        (c) => c.key === context.selected && c.address !== null && c.disabledReason === null,
      ),
  },
}).createMachine({
  id: 'addressValidation',
  context: ({ input }) => ({ ...input, reply: null, selected: null, error: null, result: null }),
  initial: 'validating',
  output: ({ context }) => (context.result ? { address: context.result } : null),
  states: {
    validating: {
      entry: assign({ reply: null, selected: null, error: null }),
      invoke: {
        id: 'validateAddress',
        src: 'validateAddress',
        input: ({ context }) => toValidatedAddress(context.address),
        onDone: [
          {
            guard: { type: 'isResolvedAndEqual', params: ({ event }) => event.output },
            target: 'accepted',
            actions: assign({
              reply: ({ event }) => event.output,
              result: ({ context }) => context.address,
            }),
          },
          {
            guard: { type: 'isResolved', params: ({ event }) => event.output },
            target: 'choosing',
            actions: assign({ reply: ({ event }) => event.output }),
          },
          { target: 'unresolved', actions: assign({ reply: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed' },
      },
    },
    choosing: {
      on: {
        'suggestion.select': {
          guard: { type: 'canSelect', params: ({ event }) => event.key },
          actions: assign({ selected: ({ event }) => event.key, error: null }),
        },
        'suggestion.confirm': [
          { guard: 'nothingSelected', actions: assign({ error: messages.selectAddress }) },
          { guard: 'selectionNotFound', actions: assign({ error: messages.addressNotFound }) },
          {
            target: 'accepted',
            actions: assign({
              result: ({ context }) => {
                const suggestion = context.reply?.ResolvedAddress;
                return context.selected === 'suggested' && suggestion
                  ? applySuggestion(context.address, suggestion, context.countries)
                  : context.address;
              },
            }),
          },
        ],
        'validation.cancel': { target: 'cancelled' },
      },
    },
    unresolved: {
      on: {
        'validation.continue': {
          target: 'accepted',
          actions: assign({ result: ({ context }) => context.address }),
        },
        'validation.cancel': { target: 'cancelled' },
      },
    },
    failed: {
      on: {
        'validation.retry': { target: 'validating' },
        'validation.cancel': { target: 'cancelled' },
      },
    },
    accepted: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
