import { assign, fromPromise, sendParent, setup } from 'xstate';
import {
  addAddress,
  deleteAddress,
  type AddressPayload,
  type CheckoutEndpoints,
} from '../../api/storefront/checkout';
import { isGuid, type Address, type Country } from '../../api/storefront/checkoutSchemas';
import {
  addressValidationMachine,
  type AddressValidationOutput,
} from '../addressValidation/addressValidation.machine';
import { checkoutMessages } from '../checkout/messages';
import type { NewMessage } from '../checkout/messageList';
import {
  addressChangeError,
  addressToForm,
  applyAddressChange,
  checkAddressForm,
  cleanAddressText,
  emptyAddressForm,
  type AddressField,
  type AddressFormChange,
  type AddressFormErrors,
  type AddressFormValues,
  type AddressFormVariant,
} from './addressForm';
import { findDuplicateAddress, isTemporaryAddressId, nextTemporaryAddressId } from './addressRules';

export type AddressBookKind = 'shipping' | 'billing';

export interface AddressBookInput {
  kind: AddressBookKind;
  addresses: Address[];
  selectedId: string | null;
  /** The AddressType value new addresses of this book get (the page gives the values). */
  addressType: number;
  countries: readonly Country[];
  variant: AddressFormVariant;
  /** The quote checkout switches editing off: choose or add only (storefront.md §2.2). */
  editable: boolean;
  endpoints?: CheckoutEndpoints;
}

export interface AddressForm {
  mode: 'new' | 'edit';
  /** The address being edited; null for a new one. */
  editingId: string | null;
  values: AddressFormValues;
  errors: AddressFormErrors;
  /** "Please fix the following fields: …" after a submit with invalid fields. */
  message: string | null;
}

export interface AddressBookContext extends AddressBookInput {
  /** The list shows when nothing is selected, or when the shopper opens it. */
  listOpen: boolean;
  form: AddressForm | null;
  /** The address awaiting delete confirmation or being deleted. */
  deleteId: string | null;
  /** The address being posted. */
  savingId: string | null;
  /**
   * What the book held before an address was added or changed on the page ahead of the server's
   * answer, and the form as the shopper left it: a failed save puts both back (issue 36).
   */
  beforeSave: { addresses: Address[]; selectedId: string | null; form: AddressForm } | null;
}

/** What the address book tells the checkout. */
export type AddressBookReport =
  | {
      type: 'addressBook.changed';
      kind: AddressBookKind;
      addresses: Address[];
      selectedId: string | null;
    }
  | { type: 'message.add'; message: NewMessage };

export type AddressBookEvent =
  | { type: 'address.select'; id: string }
  | { type: 'list.toggle' }
  | { type: 'address.add' }
  | { type: 'address.edit'; id: string }
  | { type: 'address.delete'; id: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | ({ type: 'form.change' } & AddressFormChange)
  | { type: 'form.submit'; browserInvalid?: readonly AddressField[] }
  | { type: 'form.cancel' };

export interface SaveAddressInput {
  address: AddressPayload;
  endpoints?: CheckoutEndpoints;
}
export interface DeleteAddressInput {
  addressId: string;
  endpoints?: CheckoutEndpoints;
  /** storefront.md §5: the quote checkout takes the reply OK in any letter case. */
  caseInsensitive?: boolean;
}

function formAddress(context: AddressBookContext, form: AddressForm): Address {
  const existing = form.editingId
    ? context.addresses.find((a) => a.Id === form.editingId)
    : undefined;
  return {
    Id: existing?.Id ?? '',
    AddressType: existing?.AddressType ?? context.addressType,
    IsErpAddress: existing?.IsErpAddress ?? false,
    // Issue 36: saved without bidirectional controls and zero-width characters.
    ...cleanAddressText(form.values),
    State: cleanAddressText(form.values).State.trim(),
  };
}

/** The address as posted: a temporary id is the page's own and is not sent. */
function toPayload(address: Address): AddressPayload {
  const { Id, ...fields } = address;
  return isGuid(Id) ? { Id, ...fields } : fields;
}

const changed = ({ context }: { context: AddressBookContext }): AddressBookReport => ({
  type: 'addressBook.changed',
  kind: context.kind,
  addresses: context.addresses,
  selectedId: context.selectedId,
});

/**
 * One address section, shipping or billing (storefront.md §2.1, §4): a list to choose from that
 * collapses once an address is chosen, a form to add or edit one (checked by the validation
 * service before it is saved), and delete with confirmation.
 */
export const addressBookMachine = setup({
  types: {
    input: {} as AddressBookInput,
    context: {} as AddressBookContext,
    events: {} as AddressBookEvent,
  },
  actors: {
    validateAddress: addressValidationMachine,
    saveAddress: fromPromise<string, SaveAddressInput>(({ input, signal }) =>
      addAddress(input.address, { endpoints: input.endpoints, signal }),
    ),
    deleteAddress: fromPromise<void, DeleteAddressInput>(({ input, signal }) =>
      deleteAddress(input.addressId, {
        endpoints: input.endpoints,
        caseInsensitive: input.caseInsensitive,
        signal,
      }),
    ),
  },
  actions: {
    /** Tells the checkout; tests replace it to record what the book reports. */
    report: sendParent((_, report: AddressBookReport) => report),
    /** storefront.md §4: removing the selected address clears the selection (and opens the list). */
    removeDeleted: assign(({ context }) => {
      const clearsSelection = context.selectedId === context.deleteId;
      return {
        addresses: context.addresses.filter((a) => a.Id !== context.deleteId),
        selectedId: clearsSelection ? null : context.selectedId,
        listOpen: clearsSelection ? true : context.listOpen,
        deleteId: null,
      };
    }),
  },
  guards: {
    isEditable: ({ context }) => context.editable,
    formIsValid: ({ context }, browserInvalid: readonly AddressField[]) =>
      context.form !== null &&
      checkAddressForm(context.form.values, context.variant, context.countries, browserInvalid)
        .message === null,
    isNewDuplicate: ({ context }, output: AddressValidationOutput) =>
      output !== null &&
      context.form?.mode === 'new' &&
      findDuplicateAddress(context.addresses, output.address) !== undefined,
    wasConfirmed: (_, output: AddressValidationOutput) => output !== null,
    deletingUnsaved: ({ context }) =>
      context.deleteId !== null && isTemporaryAddressId(context.deleteId),
    savedIdClashes: ({ context }, guid: string) =>
      !context.addresses.some((a) => a.Id === context.savingId) ||
      context.addresses.some((a) => a.Id === guid && a.Id !== context.savingId),
  },
}).createMachine({
  id: 'addressBook',
  context: ({ input }) => ({
    ...input,
    listOpen: input.selectedId === null,
    form: null,
    deleteId: null,
    savingId: null,
    beforeSave: null,
  }),
  initial: 'browsing',
  states: {
    browsing: {
      on: {
        'address.select': {
          actions: [
            assign({ selectedId: ({ event }) => event.id, listOpen: false }),
            { type: 'report', params: changed },
          ],
        },
        'list.toggle': { actions: assign({ listOpen: ({ context }) => !context.listOpen }) },
        'address.add': {
          target: 'editing',
          actions: assign({
            listOpen: false,
            form: ({ context }) => ({
              mode: 'new' as const,
              editingId: null,
              values: emptyAddressForm(context.countries),
              errors: {},
              message: null,
            }),
          }),
        },
        'address.edit': {
          guard: 'isEditable',
          target: 'editing',
          actions: assign({
            listOpen: false,
            form: ({ context, event }) => {
              const address = context.addresses.find((a) => a.Id === event.id);
              return {
                mode: 'edit' as const,
                editingId: event.id,
                values: address ? addressToForm(address) : emptyAddressForm(context.countries),
                errors: {},
                message: null,
              };
            },
          }),
        },
        'address.delete': {
          guard: 'isEditable',
          target: 'confirmingDelete',
          actions: assign({ deleteId: ({ event }) => event.id }),
        },
      },
    },
    editing: {
      on: {
        'form.change': {
          actions: assign({
            form: ({ context, event }) => {
              if (!context.form) return null;
              const { type: _type, ...change } = event;
              // Issue 36: an over-long or control-character value is refused with its message.
              if (change.field !== 'IsResidential') {
                const refused = addressChangeError(change.field, change.value as string);
                if (refused)
                  return { ...context.form, errors: { ...context.form.errors, [change.field]: refused } };
              }
              const values = applyAddressChange(
                context.form.values,
                change as AddressFormChange,
                context.countries,
              );
              if (!values) return context.form;
              const { [change.field]: _cleared, ...errors } = context.form.errors;
              return { ...context.form, values, errors };
            },
          }),
        },
        'form.submit': [
          {
            guard: {
              type: 'formIsValid',
              params: ({ event }) => event.browserInvalid ?? [],
            },
            target: 'validating',
          },
          {
            actions: assign({
              form: ({ context, event }) => {
                if (!context.form) return null;
                const check = checkAddressForm(
                  context.form.values,
                  context.variant,
                  context.countries,
                  event.browserInvalid ?? [],
                );
                return { ...context.form, errors: check.errors, message: check.message };
              },
            }),
          },
        ],
        'form.cancel': { target: 'browsing', actions: assign({ form: null, listOpen: true }) },
      },
    },
    validating: {
      invoke: {
        id: 'addressValidation',
        src: 'validateAddress',
        input: ({ context }) => ({
          address: formAddress(context, context.form as AddressForm),
          countries: context.countries,
        }),
        onDone: [
          {
            // storefront.md §5 defines duplicates; a new one selects the address already saved.
            guard: { type: 'isNewDuplicate', params: ({ event }) => event.output },
            target: 'browsing',
            actions: [
              assign({
                selectedId: ({ context, event }) =>
                  findDuplicateAddress(
                    context.addresses,
                    (event.output as { address: Address }).address,
                  )?.Id ?? context.selectedId,
                form: null,
                listOpen: false,
              }),
              { type: 'report', params: changed },
            ],
          },
          {
            guard: { type: 'wasConfirmed', params: ({ event }) => event.output },
            target: 'saving',
            actions: [
              assign(({ context, event }) => {
                const confirmed = (event.output as { address: Address }).address;
                const beforeSave = {
                  addresses: context.addresses,
                  selectedId: context.selectedId,
                  form: context.form as AddressForm,
                };
                if (context.form?.mode === 'edit' && context.form.editingId) {
                  const id = context.form.editingId;
                  return {
                    addresses: context.addresses.map((a) =>
                      a.Id === id ? { ...confirmed, Id: id } : a,
                    ),
                    savingId: id,
                    beforeSave,
                    form: null,
                    listOpen: false,
                  };
                }
                // storefront.md §4: a new address goes first, with a temporary id, selected.
                const id = nextTemporaryAddressId(context.addresses);
                return {
                  addresses: [{ ...confirmed, Id: id }, ...context.addresses],
                  selectedId: id,
                  savingId: id,
                  beforeSave,
                  form: null,
                  listOpen: false,
                };
              }),
              { type: 'report', params: changed },
            ],
          },
          // Back to the form the shopper was editing.
          { target: 'editing' },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context }) => ({
          address: toPayload(context.addresses.find((a) => a.Id === context.savingId) as Address),
          endpoints: context.endpoints,
        }),
        onDone: [
          {
            guard: { type: 'savedIdClashes', params: ({ event }) => event.output },
            target: 'browsing',
            actions: [
              assign(({ context, event }) => {
                const existing = context.addresses.some(
                  (a) => a.Id === event.output && a.Id !== context.savingId,
                );
                if (!existing) return { savingId: null, beforeSave: null };
                // The server already had this address: keep one entry, under its guid.
                return {
                  addresses: context.addresses.filter((a) => a.Id !== context.savingId),
                  selectedId:
                    context.selectedId === context.savingId ? event.output : context.selectedId,
                  savingId: null,
                  beforeSave: null,
                };
              }),
              { type: 'report', params: changed },
              {
                type: 'report',
                params: {
                  type: 'message.add',
                  message: { type: 'error', text: checkoutMessages.addressTemporaryIdClash },
                },
              },
            ],
          },
          {
            target: 'browsing',
            actions: [
              // The returned guid replaces the temporary id; the selection follows it.
              assign(({ context, event }) => ({
                addresses: context.addresses.map((a) =>
                  a.Id === context.savingId ? { ...a, Id: event.output } : a,
                ),
                selectedId:
                  context.selectedId === context.savingId ? event.output : context.selectedId,
                savingId: null,
                beforeSave: null,
              })),
              { type: 'report', params: changed },
            ],
          },
        ],
        // A failed save never looks saved (issue 36): the list and the selection go back to what
        // they were, and the form reopens as the shopper left it, to try again or cancel.
        onError: {
          target: 'editing',
          actions: [
            assign(({ context }) => ({
              addresses: context.beforeSave?.addresses ?? context.addresses,
              selectedId: context.beforeSave ? context.beforeSave.selectedId : context.selectedId,
              form: context.beforeSave?.form ?? null,
              listOpen: false,
              savingId: null,
              beforeSave: null,
            })),
            { type: 'report', params: changed },
            {
              type: 'report',
              params: {
                type: 'message.add',
                message: { type: 'error', text: checkoutMessages.addressSaveFailed },
              },
            },
          ],
        },
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirm': [
          {
            // An address the server never saved is only removed from the page.
            guard: 'deletingUnsaved',
            target: 'browsing',
            actions: ['removeDeleted', { type: 'report', params: changed }],
          },
          { target: 'deleting' },
        ],
        'delete.cancel': { target: 'browsing', actions: assign({ deleteId: null }) },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteAddress',
        src: 'deleteAddress',
        input: ({ context }) => ({
          addressId: context.deleteId as string,
          endpoints: context.endpoints,
          caseInsensitive: context.variant === 'quote',
        }),
        onDone: {
          target: 'browsing',
          actions: ['removeDeleted', { type: 'report', params: changed }],
        },
        onError: {
          target: 'browsing',
          actions: [
            assign({ deleteId: null }),
            {
              type: 'report',
              params: {
                type: 'message.add',
                message: { type: 'error', text: checkoutMessages.addressDeleteFailed },
              },
            },
          ],
        },
      },
    },
  },
});
