import { assign, enqueueActions, fromPromise, setup, stopChild, type InputFrom } from 'xstate';
import {
  fetchQuoteInitialData,
  placeQuote,
  type CheckoutEndpoints,
  type QuoteInitialData,
  type QuotePlacement,
} from '../../api/storefront/checkout';
import type {
  Address,
  AddressTypes,
  CartItem,
  Country,
  PaymentOption,
  PlaceQuoteReply,
} from '../../api/storefront/checkoutSchemas';
import { addressBookMachine, type AddressBookReport } from '../addressBook/addressBook.machine';
import { hasRequiredAddressFields } from '../addressBook/addressForm';
import { DEFAULT_COUNTRIES } from '../addressBook/countries';
import { cartLineMachine, type CartLineReport } from '../cartLine/cartLine.machine';
import { DEFAULT_RECEIPT_URL } from '../checkout/constants';
import { collectionsWithDuplicateIds, type IdCollection } from '../checkout/initialData';
import { addMessage, dismissMessage, type CheckoutMessage, type NewMessage } from '../checkout/messageList';
import { PRE_SUBMIT_SEPARATOR } from '../checkout/messages';
import type { PaymentLogic } from '../checkout/checkout.machine';
import type { PaymentReport } from '../payment/payment.machine';
import { NO_PAYMENT, type PaymentSelection } from '../payment/paymentRules';
import { QUOTE_CART_NAME } from './constants';
import { quoteCheckoutMessages as messages } from './messages';

export interface QuoteCheckoutInput {
  endpoints?: CheckoutEndpoints;
  /** The page's initial data when it has it (or a request for it); otherwise the machine asks. */
  initialData?: QuoteInitialData | PromiseLike<QuoteInitialData>;
}

/** storefront.md §3 "Quote checkout state": the order checkout's lists, without shipping options or notes. */
export interface QuoteCheckoutContext {
  endpoints?: CheckoutEndpoints;
  preloadedData: QuoteCheckoutInput['initialData'] | null;
  countries: readonly Country[];
  addressTypes: AddressTypes;
  shippingAddresses: Address[];
  billingAddresses: Address[];
  selectedShippingAddressId: string | null;
  billingBookSelectedId: string | null;
  cartItems: CartItem[];
  paymentOptions: PaymentOption[];
  /** The configured id of the purchase order option: the only payment a quote takes (§5, §9). */
  purchaseOrderOptionId: string;
  payment: PaymentSelection;
  allowBillingEqualsShipping: boolean;
  useShippingForBilling: boolean;
  messages: CheckoutMessage[];
  nextMessageId: number;
  isSubmitPending: boolean;
  submitButtonText: string;
  receiptUrl: string;
  rejectedCollections: IdCollection[];
  loadErrorStatus: number | null;
  orderNumber: string | null;
  /** The payment's machine has been handed in and started (issue 33: its section loads lazily). */
  paymentStarted: boolean;
}

export type QuoteCheckoutEvent =
  | AddressBookReport
  | PaymentReport
  | CartLineReport
  | { type: 'message.dismiss'; id: number }
  | { type: 'billing.toggleSameAsShipping' }
  | { type: 'quote.submit' }
  | { type: 'checkout.retry' }
  /** The page's payment section and its machine have arrived (issue 33): start the payment. */
  | { type: 'payment.ready'; logic: PaymentLogic };

export const quoteCartLineId = (itemId: string) => `quoteLine:${itemId}`;

export function quoteShippingAddress(context: QuoteCheckoutContext): Address | undefined {
  return context.shippingAddresses.find((a) => a.Id === context.selectedShippingAddressId);
}

export function quoteBillingAddress(context: QuoteCheckoutContext): Address | undefined {
  if (context.useShippingForBilling) return quoteShippingAddress(context);
  return context.billingAddresses.find((a) => a.Id === context.billingBookSelectedId);
}

/**
 * storefront.md §5 "Pre-submit checks for quote checkout", in the order the spec lists them:
 * a shipping address; a complete billing address unless billing equals shipping; the purchase
 * order option (by its configured id).
 */
export function quotePreSubmitFailures(context: QuoteCheckoutContext): string[] {
  const failures: string[] = [];
  if (!quoteShippingAddress(context)) failures.push(messages.selectShippingAddress);
  if (!context.useShippingForBilling) {
    const billing = quoteBillingAddress(context);
    if (!billing || !hasRequiredAddressFields(billing, 'quote', context.countries))
      failures.push(messages.selectBillingAddress);
  }
  if (!context.purchaseOrderOptionId || context.payment.optionId !== context.purchaseOrderOptionId)
    failures.push(messages.paymentMissing);
  return failures;
}

export function quotePreSubmitMessage(failures: readonly string[]): string {
  return `${messages.preSubmitPrefix}${failures.join(PRE_SUBMIT_SEPARATOR)}`;
}

/** What "Submit Request for Quote" posts (storefront.md §3 "Quote order submission"). */
export function quotePlacement(context: QuoteCheckoutContext): QuotePlacement {
  const shipping = quoteShippingAddress(context) as Address;
  return {
    SelectedShippingAddress: shipping,
    SelectedBillingAddress: quoteBillingAddress(context) ?? shipping,
    SelectedPayment: { Id: context.payment.optionId ?? '', POValue: context.payment.poValue.trim() },
    BillingEqualsShipping: context.useShippingForBilling,
  };
}

/** The sum of the quote's lines, for the summary column. */
export function quoteSubTotal(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.Price * item.Quantity, 0);
}

export function quoteConfirmationUrl(receiptUrl: string, orderNumber: string): string {
  const separator = receiptUrl.includes('?') ? '&' : '?';
  return `${receiptUrl}${separator}orderNumber=${encodeURIComponent(orderNumber)}`;
}

const pushMessage = (context: QuoteCheckoutContext, message: NewMessage) => ({
  messages: addMessage(context.messages, message, context.nextMessageId),
  nextMessageId: context.nextMessageId + 1,
});

function fromInitialData(data: QuoteInitialData): Partial<QuoteCheckoutContext> {
  const shippingId = data.ShippingAddresses[0]?.Id ?? null;
  const poId = data.PurchaseOrderPaymentOptionId;
  return {
    countries: data.Countries.length > 0 ? data.Countries : DEFAULT_COUNTRIES,
    addressTypes: data.AddressTypes,
    shippingAddresses: data.ShippingAddresses,
    billingAddresses: data.BillingAddresses,
    selectedShippingAddressId: shippingId,
    billingBookSelectedId: data.BillingAddresses[0]?.Id ?? null,
    cartItems: data.CartItems,
    // storefront.md §2.2: payment offers only the purchase order option.
    paymentOptions: data.PaymentOptions.filter((o) => o.Id === poId),
    purchaseOrderOptionId: poId,
    allowBillingEqualsShipping: data.AllowBillingEqualsShipping,
    useShippingForBilling: data.AllowBillingEqualsShipping,
    receiptUrl: data.ReceiptUrl || DEFAULT_RECEIPT_URL,
  };
}

/**
 * The quote-request checkout (storefront.md §2.2, §4 "Quote checkout", §5): the order checkout's
 * address books with editing switched off, purchase order as the only payment (PO number
 * optional), the Quote Request cart's lines, and Submit Request for Quote.
 */
export const quoteCheckoutMachine = setup({
  types: {
    input: {} as QuoteCheckoutInput,
    context: {} as QuoteCheckoutContext,
    events: {} as QuoteCheckoutEvent,
  },
  actors: {
    loadInitialData: fromPromise<QuoteInitialData, { preloaded: QuoteCheckoutContext['preloadedData'] }>(
      async ({ input, signal }) =>
        input.preloaded ? await input.preloaded : fetchQuoteInitialData(signal),
    ),
    placeQuote: fromPromise<PlaceQuoteReply, { quote: QuotePlacement; endpoints?: CheckoutEndpoints }>(
      ({ input, signal }) => placeQuote(input.quote, { endpoints: input.endpoints, signal }),
    ),
    addressBook: addressBookMachine,
    cartLine: cartLineMachine,
  },
  actions: {
    /** Goes to the confirmation address; the site swaps in its router. */
    navigateToConfirmation: (_, params: { url: string }) => {
      window.location.assign(params.url);
    },
  },
  guards: {
    hasDuplicateIds: (_, data: QuoteInitialData) =>
      collectionsWithDuplicateIds(data).length > 0,
    hasPreSubmitFailures: ({ context }) => quotePreSubmitFailures(context).length > 0,
    billingMayEqualShipping: ({ context }) => context.allowBillingEqualsShipping,
    quoteAccepted: (_, reply: PlaceQuoteReply) => reply.Success && reply.quoteDetails != null,
  },
}).createMachine({
  id: 'quoteCheckout',
  context: ({ input }) => ({
    endpoints: input.endpoints,
    preloadedData: input.initialData ?? null,
    countries: DEFAULT_COUNTRIES,
    addressTypes: { Shipping: 1, Billing: 2 },
    shippingAddresses: [],
    billingAddresses: [],
    selectedShippingAddressId: null,
    billingBookSelectedId: null,
    cartItems: [],
    paymentOptions: [],
    purchaseOrderOptionId: '',
    payment: NO_PAYMENT,
    allowBillingEqualsShipping: false,
    useShippingForBilling: false,
    messages: [],
    nextMessageId: 1,
    isSubmitPending: false,
    submitButtonText: messages.submitQuote,
    receiptUrl: DEFAULT_RECEIPT_URL,
    rejectedCollections: [],
    loadErrorStatus: null,
    orderNumber: null,
    paymentStarted: false,
  }),
  initial: 'loading',
  on: {
    'message.add': { actions: assign(({ context, event }) => pushMessage(context, event.message)) },
    'message.dismiss': {
      actions: assign({
        messages: ({ context, event }) => dismissMessage(context.messages, event.id),
      }),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadInitialData',
        src: 'loadInitialData',
        input: ({ context }) => ({ preloaded: context.preloadedData }),
        onDone: [
          {
            guard: { type: 'hasDuplicateIds', params: ({ event }) => event.output },
            target: 'rejected',
            actions: assign({
              rejectedCollections: ({ event }) => collectionsWithDuplicateIds(event.output),
            }),
          },
          { target: 'ready', actions: assign(({ event }) => fromInitialData(event.output)) },
        ],
        onError: {
          target: 'failed',
          actions: assign({
            loadErrorStatus: ({ event }) =>
              (event.error as { status?: number } | undefined)?.status ?? null,
          }),
        },
      },
    },
    rejected: {},
    failed: {
      on: {
        'checkout.retry': {
          target: 'loading',
          actions: assign({ loadErrorStatus: null, preloadedData: null }),
        },
      },
    },
    ready: {
      entry: enqueueActions(({ context, enqueue }) => {
        for (const item of context.cartItems) {
          enqueue.spawnChild('cartLine', {
            id: quoteCartLineId(item.Id),
            // storefront.md §7: the quote's cart calls name the cart.
            input: { item, cartName: QUOTE_CART_NAME, endpoints: context.endpoints },
          });
        }
      }),
      invoke: [
        {
          id: 'shippingAddresses',
          src: 'addressBook',
          input: ({ context }) => ({
            kind: 'shipping' as const,
            addresses: context.shippingAddresses,
            selectedId: context.selectedShippingAddressId,
            addressType: context.addressTypes.Shipping,
            countries: context.countries,
            variant: 'quote' as const,
            // storefront.md §2.2: choose or add new only.
            editable: false,
            endpoints: context.endpoints,
          }),
        },
        {
          id: 'billingAddresses',
          src: 'addressBook',
          input: ({ context }) => ({
            kind: 'billing' as const,
            addresses: context.billingAddresses,
            selectedId: context.billingBookSelectedId,
            addressType: context.addressTypes.Billing,
            countries: context.countries,
            variant: 'quote' as const,
            editable: false,
            endpoints: context.endpoints,
          }),
        },
      ],
      on: {
        // The payment starts when the page hands in its machine (once), with the figures as they are then.
        'payment.ready': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            if (context.paymentStarted) return;
            enqueue.assign({ paymentStarted: true });
            const input: InputFrom<PaymentLogic> = {
              options: context.paymentOptions,
              settings: null,
              availableCredit: null,
              onHold: false,
              total: quoteSubTotal(context.cartItems),
              // storefront.md §5: in the quote checkout the PO number is optional.
              poRequired: false,
            };
            // XState types a named child only for logic declared in setup; this logic is handed in.
            enqueue.spawnChild(event.logic, { id: 'payment', input } as never);
          }),
        },
        'addressBook.changed': {
          actions: assign(({ event }) =>
            event.kind === 'billing'
              ? { billingAddresses: event.addresses, billingBookSelectedId: event.selectedId }
              : { shippingAddresses: event.addresses, selectedShippingAddressId: event.selectedId },
          ),
        },
        'payment.changed': { actions: assign({ payment: ({ event }) => event.selection }) },
        'cart.quantityChanged': {
          actions: assign({
            cartItems: ({ context, event }) =>
              context.cartItems.map((i) => (i.Id === event.id ? { ...i, Quantity: event.quantity } : i)),
          }),
        },
        'cart.itemRemoved': {
          actions: [
            assign({
              cartItems: ({ context, event }) => context.cartItems.filter((i) => i.Id !== event.id),
            }),
            stopChild(({ event }) => quoteCartLineId(event.id)),
          ],
        },
        'billing.toggleSameAsShipping': {
          guard: 'billingMayEqualShipping',
          actions: assign({ useShippingForBilling: ({ context }) => !context.useShippingForBilling }),
        },
      },
      initial: 'shopping',
      states: {
        shopping: {
          on: {
            'quote.submit': [
              {
                guard: 'hasPreSubmitFailures',
                actions: assign(({ context }) =>
                  pushMessage(context, {
                    type: 'error',
                    text: quotePreSubmitMessage(quotePreSubmitFailures(context)),
                  }),
                ),
              },
              { target: 'submitting' },
            ],
          },
        },
        submitting: {
          entry: assign({ isSubmitPending: true }),
          invoke: {
            id: 'placeQuote',
            src: 'placeQuote',
            input: ({ context }) => ({ quote: quotePlacement(context), endpoints: context.endpoints }),
            onDone: [
              {
                guard: { type: 'quoteAccepted', params: ({ event }) => event.output },
                target: 'submitted',
                actions: [
                  assign({
                    orderNumber: ({ event }) => event.output.quoteDetails?.OrderNumber ?? null,
                  }),
                  {
                    type: 'navigateToConfirmation',
                    params: ({ context, event }) => ({
                      url: quoteConfirmationUrl(
                        event.output.confirmationUrl || context.receiptUrl,
                        event.output.quoteDetails?.OrderNumber ?? '',
                      ),
                    }),
                  },
                ],
              },
              {
                target: 'shopping',
                actions: assign(({ context }) => ({
                  isSubmitPending: false,
                  ...pushMessage(context, { type: 'error', text: messages.quotePlacementFailed }),
                })),
              },
            ],
            onError: {
              target: 'shopping',
              actions: assign(({ context }) => ({
                isSubmitPending: false,
                ...pushMessage(context, { type: 'error', text: messages.quotePlacementFailed }),
              })),
            },
          },
        },
        /** The browser is on its way to the confirmation page; the button stays pending. */
        submitted: {},
      },
    },
  },
});
