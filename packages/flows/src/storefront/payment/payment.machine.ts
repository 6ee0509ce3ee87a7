import { assign, fromPromise, sendParent, setup, stateIn } from 'xstate';
import type { OpaqueData } from '../../api/storefront/checkout';
import type { CardProviderSettings, PaymentOption } from '../../api/storefront/checkoutSchemas';
import {
  deleteSavedCard,
  fetchSavedCards,
  updateSavedCard,
  type PaymentMethodsReply,
  type SavedCard,
  type SavedCardUpdate,
} from '../../api/storefront/payments';
import {
  EMPTY_CARD,
  cardDigits,
  checkSavedCardForm,
  savedCardToForm,
  toSavedCardUpdate,
  type CardErrors,
  type CardField,
  type CardValues,
  type SavedCardFormErrors,
  type SavedCardFormField,
  type SavedCardFormValues,
} from './cardValidation';
import type { CardCheck } from './cardChecks';
import { PO_NUMBER_MAX_LENGTH } from './constants';
import { loadCardChecks } from './loadCardChecks';
import {
  componentOf,
  isAboveCreditLimit,
  providerFailureText,
  purchaseOrderUnavailableReason,
  type PaymentSelection,
} from './paymentRules';
import {
  CardProviderUnavailable,
  loadAcceptJs,
  tokenizeWithAcceptJs,
  type TokenizeInput,
  type TokenizeResponse,
} from './tokenizer';

export interface PaymentInput {
  options: PaymentOption[];
  /** The card provider's client settings; null when the page offers no card payment. */
  settings: CardProviderSettings | null;
  availableCredit: number | null;
  onHold: boolean;
  total: number;
  /** The order checkout requires a PO number; the quote checkout's is optional (§5). */
  poRequired: boolean;
}

export interface SavedCardEdit {
  profileId: string;
  values: SavedCardFormValues;
  errors: SavedCardFormErrors;
  /** The provider's errorMessage when the update was refused. */
  error: string | null;
}

export interface PaymentContext extends PaymentInput {
  selectedOptionId: string | null;
  /** The section is open; a complete choice collapses it. */
  expanded: boolean;
  poValue: string;
  card: CardValues;
  cardErrors: CardErrors;
  opaqueData: OpaqueData | null;
  paymentFirstName: string;
  paymentLastName: string;
  cardLastFour: string;
  /** The card's network as a shopper reads it ("Visa"), new or saved, for the collapsed section. */
  cardBrand: string;
  /** The network of the new card being sent to the provider, read when it was checked. */
  checkedCardBrand: string;
  profileId: string;
  savedCards: SavedCard[];
  savedCardEdit: SavedCardEdit | null;
  deleteProfileId: string | null;
  /** The card provider could not be loaded (§8 retry or contact text). */
  providerError: string | null;
  /** The saved cards could not be listed, changed or deleted. */
  savedCardsError: string | null;
  /** The provider's messages when it refused the card. */
  tokenErrors: string[];
}

export type PaymentReport = { type: 'payment.changed'; selection: PaymentSelection };

export type PaymentEvent =
  | { type: 'payment.select'; optionId: string }
  | { type: 'payment.toggle' }
  | { type: 'po.change'; value: string }
  | { type: 'card.change'; field: CardField; value: string }
  | { type: 'card.submit' }
  | { type: 'savedCard.select'; profileId: string }
  | { type: 'savedCard.clear' }
  | { type: 'savedCard.edit'; profileId: string }
  | { type: 'savedCardForm.change'; field: SavedCardFormField; value: string }
  | { type: 'savedCardForm.submit' }
  | { type: 'savedCardForm.cancel' }
  | { type: 'savedCard.delete'; profileId: string }
  | { type: 'savedCardDelete.confirm' }
  | { type: 'savedCardDelete.cancel' }
  | { type: 'payment.totalChanged'; total: number }
  | { type: 'payment.clearSelection' }
  | { type: 'payment.checkoutCompleted' };

export function selectedOption(
  context: Pick<PaymentContext, 'options' | 'selectedOptionId'>,
): PaymentOption | undefined {
  return context.options.find((o) => o.Id === context.selectedOptionId);
}

export function paymentSelection(context: PaymentContext): PaymentSelection {
  return {
    optionId: context.selectedOptionId,
    component: componentOf(selectedOption(context), context.settings),
    poValue: context.poValue,
    profileId: context.profileId,
    opaqueData: context.opaqueData,
    firstName: context.paymentFirstName,
    lastName: context.paymentLastName,
    cardLastFour: context.cardLastFour,
  };
}

/** The reason the option cannot be chosen (" - Account on Hold", " - Above Credit Limit"), or null. */
export function optionUnavailableReason(
  context: Pick<PaymentContext, 'settings' | 'poRequired' | 'onHold' | 'availableCredit' | 'total'>,
  option: PaymentOption,
): string | null {
  return componentOf(option, context.settings) === 'purchaseOrder'
    ? purchaseOrderUnavailableReason(context)
    : null;
}

/**
 * storefront.md §4: the option flagged selected, else the first; an option that cannot be
 * chosen (a purchase order on hold or above the credit limit, §5) is never preselected, and
 * then the first option that can be chosen is (docs/decisions.md).
 */
function initialSelection(input: PaymentInput): string | null {
  const choosable = input.options.filter(
    (o) =>
      componentOf(o, input.settings) !== 'purchaseOrder' ||
      purchaseOrderUnavailableReason(input) === null,
  );
  return (choosable.find((o) => o.IsSelected) ?? choosable[0])?.Id ?? null;
}

const clearedCardPayment = {
  opaqueData: null,
  paymentFirstName: '',
  paymentLastName: '',
  cardLastFour: '',
  cardBrand: '',
} as const;

function savedCardsFailure(reply: PaymentMethodsReply): string {
  return reply.errorMessage || providerFailureText(reply.canRetry);
}

/**
 * The payment section (storefront.md §2.1, §4): payment options as radio rows; purchase order
 * with its number, unavailable on hold or above the credit limit; card entry sent to the card
 * provider for opaque data; saved cards to choose, edit or delete.
 */
export const paymentMachine = setup({
  types: {
    input: {} as PaymentInput,
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
  },
  actors: {
    loadCardProvider: loadAcceptJs,
    tokenizeCard: tokenizeWithAcceptJs,
    fetchSavedCards: fromPromise<PaymentMethodsReply, void>(({ signal }) =>
      fetchSavedCards(signal),
    ),
    updateSavedCard: fromPromise<PaymentMethodsReply, SavedCardUpdate>(({ input, signal }) =>
      updateSavedCard(input, signal),
    ),
    deleteSavedCard: fromPromise<PaymentMethodsReply, string>(({ input, signal }) =>
      deleteSavedCard(input, signal),
    ),
    // The card checks (card-validator) are loaded on the first submit, or earlier by the card
    // form, so the checkout does not wait for them (issue 33).
    checkCard: fromPromise<CardCheck, CardValues>(async ({ input }) =>
      (await loadCardChecks()).checkNewCard(input),
    ),
  },
  actions: {
    reportSelection: sendParent(({ context }): PaymentReport => ({
      type: 'payment.changed',
      selection: paymentSelection(context),
    })),
  },
  guards: {
    offersCards: ({ context }) =>
      context.settings !== null &&
      context.options.some((o) => componentOf(o, context.settings) === 'card'),
    canChoose: ({ context }, optionId: string) => {
      const option = context.options.find((o) => o.Id === optionId);
      return option !== undefined && optionUnavailableReason(context, option) === null;
    },
    hasNoComponent: ({ context }, optionId: string) =>
      componentOf(
        context.options.find((o) => o.Id === optionId),
        context.settings,
      ) === null,
    fitsPoLimit: (_, value: string) => value.length <= PO_NUMBER_MAX_LENGTH,
    purchaseOrderOverCredit: ({ context }, total: number) =>
      componentOf(selectedOption(context), context.settings) === 'purchaseOrder' &&
      context.poRequired &&
      isAboveCreditLimit({ availableCredit: context.availableCredit, total }),
    cardHasErrors: (_, check: CardCheck) => Object.keys(check.errors).length > 0,
    /** The shopper changed the card while it was being checked: the answer is about another card. */
    checkedAnotherCard: ({ context }, check: CardCheck) =>
      (Object.keys(EMPTY_CARD) as CardField[]).some(
        (field) => check.card[field] !== context.card[field],
      ),
    providerReady: stateIn({ provider: 'ready' }),
    providerAccepted: (_, response: TokenizeResponse) =>
      response.messages.resultCode === 'Ok' && response.opaqueData !== undefined,
    replySucceeded: (_, reply: PaymentMethodsReply) => reply.success,
    savedCardFormIsValid: ({ context }) =>
      context.savedCardEdit !== null &&
      Object.keys(checkSavedCardForm(context.savedCardEdit.values)).length === 0,
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    ...input,
    selectedOptionId: initialSelection(input),
    expanded: true,
    poValue: '',
    card: EMPTY_CARD,
    cardErrors: {},
    ...clearedCardPayment,
    checkedCardBrand: '',
    profileId: '',
    savedCards: [],
    savedCardEdit: null,
    deleteProfileId: null,
    providerError: null,
    savedCardsError: null,
    tokenErrors: [],
  }),
  type: 'parallel',
  entry: 'reportSelection',
  on: {
    'payment.select': {
      guard: { type: 'canChoose', params: ({ event }) => event.optionId },
      actions: [
        assign({ selectedOptionId: ({ event }) => event.optionId }),
        // An option with nothing more to fill in closes the section.
        assign({
          expanded: ({ context, event }) =>
            componentOf(
              context.options.find((o) => o.Id === event.optionId),
              context.settings,
            ) !== null,
        }),
        'reportSelection',
      ],
    },
    'payment.toggle': { actions: assign({ expanded: ({ context }) => !context.expanded }) },
    'po.change': {
      guard: { type: 'fitsPoLimit', params: ({ event }) => event.value },
      actions: [assign({ poValue: ({ event }) => event.value }), 'reportSelection'],
    },
    'card.change': {
      // New card data replaces any saved profile and any earlier token.
      actions: [
        assign({
          card: ({ context, event }) => ({ ...context.card, [event.field]: event.value }),
          cardErrors: ({ context, event }) => {
            const { [event.field]: _cleared, ...rest } = context.cardErrors;
            return rest;
          },
          profileId: '',
          tokenErrors: [],
          ...clearedCardPayment,
        }),
        'reportSelection',
      ],
    },
    'savedCard.select': {
      // A saved profile clears any entered card payload and names, and closes the section.
      actions: [
        assign({
          profileId: ({ event }) => event.profileId,
          card: EMPTY_CARD,
          cardErrors: {},
          tokenErrors: [],
          ...clearedCardPayment,
          cardLastFour: ({ context, event }) =>
            context.savedCards
              .find((c) => c.customerPaymentProfileId === event.profileId)
              ?.maskedCardNumber.slice(-4) ?? '',
          cardBrand: ({ context, event }) =>
            context.savedCards.find((c) => c.customerPaymentProfileId === event.profileId)?.cardType ?? '',
          selectedOptionId: ({ context }) =>
            context.options.find((o) => componentOf(o, context.settings) === 'card')?.Id ??
            context.selectedOptionId,
          expanded: false,
        }),
        'reportSelection',
      ],
    },
    'savedCard.clear': {
      // Clearing the profile resets all card data.
      actions: [
        assign({
          profileId: '',
          card: EMPTY_CARD,
          cardErrors: {},
          tokenErrors: [],
          ...clearedCardPayment,
        }),
        'reportSelection',
      ],
    },
    'payment.totalChanged': [
      {
        // storefront.md §4: a total above the available credit clears a purchase order and reopens the section.
        guard: { type: 'purchaseOrderOverCredit', params: ({ event }) => event.total },
        actions: [
          assign({ total: ({ event }) => event.total, selectedOptionId: null, expanded: true }),
          'reportSelection',
        ],
      },
      { actions: assign({ total: ({ event }) => event.total }) },
    ],
    'payment.clearSelection': {
      actions: [assign({ selectedOptionId: null, expanded: true }), 'reportSelection'],
    },
    'payment.checkoutCompleted': { actions: assign({ card: EMPTY_CARD, cardErrors: {} }) },
  },
  states: {
    provider: {
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'offersCards', target: 'loading' }, { target: 'unused' }] },
        loading: {
          invoke: {
            id: 'loadCardProvider',
            src: 'loadCardProvider',
            input: ({ context }) => ({ settings: context.settings as CardProviderSettings }),
            onDone: { target: 'ready' },
            onError: {
              target: 'failed',
              actions: assign({
                providerError: ({ event }) =>
                  providerFailureText(
                    event.error instanceof CardProviderUnavailable ? event.error.canRetry : true,
                  ),
              }),
            },
          },
        },
        ready: {},
        failed: {},
        unused: {},
      },
    },
    savedCards: {
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'offersCards', target: 'loading' }, { target: 'unused' }] },
        loading: {
          invoke: {
            id: 'fetchSavedCards',
            src: 'fetchSavedCards',
            onDone: [
              {
                guard: { type: 'replySucceeded', params: ({ event }) => event.output },
                target: 'ready',
                actions: assign({
                  savedCards: ({ event }) => event.output.paymentMethods,
                  savedCardsError: null,
                }),
              },
              {
                target: 'failed',
                actions: assign({
                  savedCardsError: ({ event }) => savedCardsFailure(event.output),
                }),
              },
            ],
            onError: {
              target: 'failed',
              actions: assign({ savedCardsError: providerFailureText(true) }),
            },
          },
        },
        ready: {
          on: {
            'savedCard.edit': {
              target: 'editing',
              actions: assign({
                savedCardEdit: ({ context, event }) => {
                  const card = context.savedCards.find(
                    (c) => c.customerPaymentProfileId === event.profileId,
                  );
                  return card
                    ? {
                        profileId: event.profileId,
                        values: savedCardToForm(card),
                        errors: {},
                        error: null,
                      }
                    : null;
                },
              }),
            },
            'savedCard.delete': {
              target: 'confirmingDelete',
              actions: assign({ deleteProfileId: ({ event }) => event.profileId }),
            },
          },
        },
        editing: {
          on: {
            'savedCardForm.change': {
              actions: assign({
                savedCardEdit: ({ context, event }) => {
                  if (!context.savedCardEdit) return null;
                  const { [event.field]: _cleared, ...errors } = context.savedCardEdit.errors;
                  return {
                    ...context.savedCardEdit,
                    values: { ...context.savedCardEdit.values, [event.field]: event.value },
                    errors,
                  };
                },
              }),
            },
            'savedCardForm.submit': [
              { guard: 'savedCardFormIsValid', target: 'saving' },
              {
                actions: assign({
                  savedCardEdit: ({ context }) =>
                    context.savedCardEdit && {
                      ...context.savedCardEdit,
                      errors: checkSavedCardForm(context.savedCardEdit.values),
                    },
                }),
              },
            ],
            'savedCardForm.cancel': { target: 'ready', actions: assign({ savedCardEdit: null }) },
          },
        },
        saving: {
          invoke: {
            id: 'updateSavedCard',
            src: 'updateSavedCard',
            input: ({ context }) => {
              const edit = context.savedCardEdit as SavedCardEdit;
              const card = context.savedCards.find(
                (c) => c.customerPaymentProfileId === edit.profileId,
              ) as SavedCard;
              return toSavedCardUpdate(card, edit.values);
            },
            onDone: [
              {
                guard: { type: 'replySucceeded', params: ({ event }) => event.output },
                target: 'ready',
                actions: assign({
                  savedCards: ({ event }) => event.output.paymentMethods,
                  savedCardEdit: null,
                }),
              },
              {
                target: 'editing',
                actions: assign({
                  savedCardEdit: ({ context, event }) =>
                    context.savedCardEdit && {
                      ...context.savedCardEdit,
                      error: savedCardsFailure(event.output),
                    },
                }),
              },
            ],
            onError: {
              target: 'editing',
              actions: assign({
                savedCardEdit: ({ context }) =>
                  context.savedCardEdit && {
                    ...context.savedCardEdit,
                    error: providerFailureText(true),
                  },
              }),
            },
          },
        },
        confirmingDelete: {
          on: {
            'savedCardDelete.confirm': { target: 'deleting' },
            'savedCardDelete.cancel': {
              target: 'ready',
              actions: assign({ deleteProfileId: null }),
            },
          },
        },
        deleting: {
          invoke: {
            id: 'deleteSavedCard',
            src: 'deleteSavedCard',
            input: ({ context }) => context.deleteProfileId as string,
            onDone: [
              {
                guard: { type: 'replySucceeded', params: ({ event }) => event.output },
                target: 'ready',
                actions: [
                  assign(({ context, event }) => {
                    const removedSelected =
                      context.profileId !== '' && context.profileId === context.deleteProfileId;
                    return {
                      savedCards: event.output.paymentMethods,
                      deleteProfileId: null,
                      savedCardsError: null,
                      ...(removedSelected
                        ? { profileId: '', cardLastFour: '', cardBrand: '', expanded: true }
                        : {}),
                    };
                  }),
                  'reportSelection',
                ],
              },
              {
                target: 'ready',
                actions: assign({
                  deleteProfileId: null,
                  savedCardsError: ({ event }) => savedCardsFailure(event.output),
                }),
              },
            ],
            onError: {
              target: 'ready',
              actions: assign({
                deleteProfileId: null,
                savedCardsError: providerFailureText(true),
              }),
            },
          },
        },
        failed: {},
        unused: {},
      },
    },
    cardEntry: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'card.submit': { target: 'checking' } },
        },
        checking: {
          invoke: {
            id: 'checkCard',
            src: 'checkCard',
            input: ({ context }) => context.card,
            onDone: [
              {
                guard: { type: 'checkedAnotherCard', params: ({ event }) => event.output },
                target: 'idle',
              },
              {
                guard: { type: 'cardHasErrors', params: ({ event }) => event.output },
                target: 'idle',
                actions: assign({ cardErrors: ({ event }) => event.output.errors }),
              },
              {
                guard: 'providerReady',
                target: 'tokenizing',
                actions: assign({ checkedCardBrand: ({ event }) => event.output.brand }),
              },
              // A valid card waits for the provider; the section shows a load failure if it never comes.
              { target: 'idle' },
            ],
            // The checks could not be loaded (the network): as when the provider cannot be reached.
            onError: { target: 'idle', actions: assign({ providerError: providerFailureText(true) }) },
          },
        },
        tokenizing: {
          invoke: {
            id: 'tokenizeCard',
            src: 'tokenizeCard',
            input: ({ context }): TokenizeInput => ({
              settings: context.settings as CardProviderSettings,
              card: context.card,
            }),
            onDone: [
              {
                guard: { type: 'providerAccepted', params: ({ event }) => event.output },
                target: 'idle',
                actions: [
                  assign(({ context, event }) => ({
                    opaqueData: event.output.opaqueData ?? null,
                    paymentFirstName: context.card.firstName.trim(),
                    paymentLastName: context.card.lastName.trim(),
                    cardLastFour: cardDigits(context.card.cardNumber).slice(-4),
                    cardBrand: context.checkedCardBrand,
                    profileId: '',
                    tokenErrors: [],
                    expanded: false,
                  })),
                  'reportSelection',
                ],
              },
              {
                target: 'idle',
                actions: assign({
                  tokenErrors: ({ event }) => event.output.messages.message.map((m) => m.text),
                }),
              },
            ],
            onError: {
              target: 'idle',
              actions: assign({
                providerError: ({ event }) =>
                  providerFailureText(
                    event.error instanceof CardProviderUnavailable ? event.error.canRetry : true,
                  ),
              }),
            },
          },
        },
      },
    },
  },
});
