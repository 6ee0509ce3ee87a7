import { assign, enqueueActions, fromPromise, sendTo, setup, stopChild, type InputFrom } from 'xstate';
import {
  fetchCheckoutInitialData,
  placeOrder,
  type CheckoutEndpoints,
  type OrderPlacement,
  type SummaryRequest,
} from '../../api/storefront/checkout';
import {
  EMPTY_SUMMARY,
  type Address,
  type AddressTypes,
  type CartItem,
  type CheckoutInitialData,
  type Country,
  type PaymentOption,
  type PlaceOrderReply,
  type ShippingOption,
  type Summary,
} from '../../api/storefront/checkoutSchemas';
import { addressBookMachine, type AddressBookReport } from '../addressBook/addressBook.machine';
import { DEFAULT_COUNTRIES } from '../addressBook/countries';
import { cartLineMachine, type CartLineReport } from '../cartLine/cartLine.machine';
import type { paymentMachine, PaymentReport } from '../payment/payment.machine';
import { NO_PAYMENT, type CreditStanding, type PaymentSelection } from '../payment/paymentRules';
import {
  shippingOptionsMachine,
  type ShippingOptionsReport,
} from '../shippingOptions/shippingOptions.machine';
import { summaryMachine, type SummaryReport } from '../summary/summary.machine';
import {
  CART_QUANTITY_DROPDOWN_LIMIT,
  DEFAULT_RECEIPT_URL,
  DEFAULT_SUPPORT_PHONE,
  supportPhone,
} from './constants';
import { collectionsWithDuplicateIds, type IdCollection } from './initialData';
import { addMessage, dismissMessage, type CheckoutMessage, type NewMessage } from './messageList';
import { checkoutMessages } from './messages';
import { notesError, notesWithinLimit } from './notes';
import { failedOrderText, refusedOrderText } from './placeOrderErrors';
import { preSubmitFailures, preSubmitMessage } from './preSubmit';
import { keepReceipt, receiptOf, type OrderReceipt } from '../orderReceipt/orderReceipt';

export interface CheckoutInput {
  endpoints?: CheckoutEndpoints;
  /**
   * The initial data when the page already has it: rendered into the page, or requested by the
   * route while the screen's code was still loading. Without it the machine asks for it.
   */
  initialData?: CheckoutInitialData | PromiseLike<CheckoutInitialData>;
  /** storefront.md §9: the quantity dropdown threshold supplied by the page. */
  quantityDropdownLimit?: number;
}

/** storefront.md §3 "Checkout state (order checkout)", plus what the page was given. */
export interface CheckoutContext {
  endpoints?: CheckoutEndpoints;
  /** The page's own initial data, used once; a retry asks the server again. */
  preloadedData: CheckoutInitialData | PromiseLike<CheckoutInitialData> | null;
  countries: readonly Country[];
  addressTypes: AddressTypes;
  shippingAddresses: Address[];
  billingAddresses: Address[];
  selectedShippingAddressId: string | null;
  /** The billing address in effect: the shipping one while billing equals shipping. */
  selectedBillingAddressId: string | null;
  /** The billing section's own choice, restored when billing stops following shipping. */
  billingBookSelectedId: string | null;
  cartItems: CartItem[];
  paymentOptions: PaymentOption[];
  payment: PaymentSelection;
  shippingOptions: ShippingOption[];
  selectedShippingOptionId: string | null;
  isRefreshingShippingOptions: boolean;
  summary: Summary;
  isRefreshingSummary: boolean;
  userNotes: string;
  notesError: string | null;
  allowBillingEqualsShipping: boolean;
  useShippingForBilling: boolean;
  messages: CheckoutMessage[];
  nextMessageId: number;
  /** The message the last Place Order left (its missing-fields list, refusal or failure), if any. */
  placeOrderMessageId: number | null;
  isPlaceOrderPending: boolean;
  acceptedTermsAndConditions: boolean;
  phoneNumber: string;
  phoneText: string;
  /** The cart's quantity dropdown offers 1 to this many before More (§9: supplied by the page). */
  quantityDropdownLimit: number;
  /** The page's own threshold, which wins over the initial data's. */
  pageQuantityDropdownLimit: number | null;
  completeCheckoutButtonText: string;
  cartAnnouncement: string;
  receiptUrl: string;
  termsUrl: string;
  availableCredit: number | null;
  onHold: boolean;
  initialData: CheckoutInitialData | null;
  /** Collections whose ids were not unique: the data was rejected (storefront.md §5). */
  rejectedCollections: IdCollection[];
  /** HTTP status of a failed load (401: the shopper must sign in). */
  loadErrorStatus: number | null;
  orderNumber: string | null;
  /** The payment's machine has been handed in and started (issue 33: its section loads lazily). */
  paymentStarted: boolean;
}

export type CheckoutEvent =
  | AddressBookReport
  | ShippingOptionsReport
  | SummaryReport
  | PaymentReport
  | CartLineReport
  | { type: 'message.dismiss'; id: number }
  | { type: 'notes.change'; value: string }
  | { type: 'terms.toggle' }
  | { type: 'billing.toggleSameAsShipping' }
  | { type: 'order.place' }
  | { type: 'checkout.retry' }
  /** The page's payment section and its machine have arrived (issue 33): start the payment. */
  | { type: 'payment.ready'; logic: PaymentLogic };

/**
 * The payment's machine, handed in by the page when its lazily loaded payment section arrives
 * (issue 33: it is not needed for the first view), or by a test.
 */
export type PaymentLogic = typeof paymentMachine;
const PAYMENT_ID = 'payment';

export const cartLineId = (itemId: string) => `cartLine:${itemId}`;

export function selectedShippingAddress(context: CheckoutContext): Address | undefined {
  return context.shippingAddresses.find((a) => a.Id === context.selectedShippingAddressId);
}

/** The billing address in effect (the shipping address while billing equals shipping). */
export function selectedBillingAddress(context: CheckoutContext): Address | undefined {
  if (context.useShippingForBilling) return selectedShippingAddress(context);
  return context.billingAddresses.find((a) => a.Id === context.selectedBillingAddressId);
}

export function creditStanding(context: CheckoutContext): CreditStanding {
  return {
    onHold: context.onHold,
    availableCredit: context.availableCredit,
    total: context.summary.Total,
    poRequired: true,
  };
}

export function checkoutPreSubmitFailures(context: CheckoutContext): string[] {
  return preSubmitFailures({
    shippingAddress: selectedShippingAddress(context),
    billingAddress: selectedBillingAddress(context),
    useShippingForBilling: context.useShippingForBilling,
    selectedShippingOptionId: context.selectedShippingOptionId,
    payment: context.payment,
    standing: creditStanding(context),
    notesError: context.notesError,
    countries: context.countries,
  });
}

function summaryRequest(
  context: CheckoutContext,
  overrides: Partial<SummaryRequest> = {},
): SummaryRequest {
  return {
    ShippingAddress: selectedShippingAddress(context) ?? null,
    ShippingOptionId: context.selectedShippingOptionId,
    ...overrides,
  };
}

export function orderPlacement(context: CheckoutContext): OrderPlacement {
  const shipping = selectedShippingAddress(context) as Address;
  const option = context.shippingOptions.find((o) => o.id === context.selectedShippingOptionId);
  return {
    SelectedShippingAddress: shipping,
    SelectedBillingAddress: selectedBillingAddress(context) ?? shipping,
    SelectedShippingOption: { Id: option?.id ?? '', NameWithPrice: option?.nameWithPrice ?? '' },
    SelectedPayment: {
      Id: context.payment.optionId ?? '',
      POValue: context.payment.component === 'purchaseOrder' ? context.payment.poValue.trim() : '',
      AuthorizeDotNetPaymentProfileId: context.payment.profileId,
      AcceptJsPaymentOpaqueData: context.payment.opaqueData,
      PaymentFirstName: context.payment.firstName,
      PaymentLastName: context.payment.lastName,
    },
    BillingEqualsShipping: context.useShippingForBilling,
    UserNotes: context.userNotes,
  };
}

function fromInitialData(
  data: CheckoutInitialData,
  pageLimit: number | null,
): Partial<CheckoutContext> {
  const phone = supportPhone(data.PhoneNumber, data.PhoneText);
  const shippingId = data.ShippingAddresses[0]?.Id ?? null;
  const billingId = data.BillingAddresses[0]?.Id ?? null;
  const useShippingForBilling = data.AllowBillingEqualsShipping;
  return {
    initialData: data,
    countries: data.Countries.length > 0 ? data.Countries : DEFAULT_COUNTRIES,
    addressTypes: data.AddressTypes,
    shippingAddresses: data.ShippingAddresses,
    billingAddresses: data.BillingAddresses,
    selectedShippingAddressId: shippingId,
    billingBookSelectedId: billingId,
    selectedBillingAddressId: useShippingForBilling ? shippingId : billingId,
    cartItems: data.CartItems,
    paymentOptions: data.PaymentOptions,
    shippingOptions: data.ShippingOptions,
    userNotes: data.UserNotes,
    notesError: notesError(data.UserNotes),
    allowBillingEqualsShipping: data.AllowBillingEqualsShipping,
    useShippingForBilling,
    phoneNumber: phone.number,
    phoneText: phone.text,
    quantityDropdownLimit: quantityLimit(pageLimit ?? data.QuantityDropdownThreshold),
    completeCheckoutButtonText: data.completeCheckoutButtonText || checkoutMessages.placeOrder,
    cartAnnouncement: data.CartAnnouncement,
    receiptUrl: data.ReceiptUrl || DEFAULT_RECEIPT_URL,
    termsUrl: data.TermsUrl,
    availableCredit: data.PurchaseOrderAvailableCredit,
    onHold: data.PurchaseOrderStatusOnHold,
  };
}

/** A usable threshold: a whole number of at least 1, else the default 10. */
function quantityLimit(limit: number | null): number {
  return limit !== null && Number.isInteger(limit) && limit >= 1
    ? limit
    : CART_QUANTITY_DROPDOWN_LIMIT;
}

export function confirmationUrl(receiptUrl: string, orderNumber: string): string {
  const separator = receiptUrl.includes('?') ? '&' : '?';
  return `${receiptUrl}${separator}orderNumber=${encodeURIComponent(orderNumber)}`;
}

const initialContext = (input: CheckoutInput): CheckoutContext => ({
  endpoints: input.endpoints,
  preloadedData: input.initialData ?? null,
  countries: DEFAULT_COUNTRIES,
  addressTypes: { Shipping: 1, Billing: 2 },
  shippingAddresses: [],
  billingAddresses: [],
  selectedShippingAddressId: null,
  selectedBillingAddressId: null,
  billingBookSelectedId: null,
  cartItems: [],
  paymentOptions: [],
  payment: NO_PAYMENT,
  shippingOptions: [],
  selectedShippingOptionId: null,
  // storefront.md §4: shipping options and summary start refreshing.
  isRefreshingShippingOptions: true,
  summary: EMPTY_SUMMARY,
  isRefreshingSummary: true,
  userNotes: '',
  notesError: null,
  allowBillingEqualsShipping: false,
  useShippingForBilling: false,
  messages: [],
  nextMessageId: 1,
  placeOrderMessageId: null,
  isPlaceOrderPending: false,
  acceptedTermsAndConditions: false,
  phoneNumber: DEFAULT_SUPPORT_PHONE.number,
  phoneText: DEFAULT_SUPPORT_PHONE.text,
  quantityDropdownLimit: quantityLimit(input.quantityDropdownLimit ?? null),
  pageQuantityDropdownLimit: input.quantityDropdownLimit ?? null,
  completeCheckoutButtonText: checkoutMessages.placeOrder,
  cartAnnouncement: '',
  receiptUrl: DEFAULT_RECEIPT_URL,
  termsUrl: '',
  availableCredit: null,
  onHold: false,
  initialData: null,
  rejectedCollections: [],
  loadErrorStatus: null,
  orderNumber: null,
  paymentStarted: false,
});

const pushMessage = (context: CheckoutContext, message: NewMessage) => ({
  messages: addMessage(context.messages, message, context.nextMessageId),
  nextMessageId: context.nextMessageId + 1,
});

/**
 * A Place Order attempt's message: it replaces the one the previous attempt left, so repeated
 * attempts show the newest list only (issue 45), not a pile of red alerts.
 */
const pushPlaceOrderMessage = (context: CheckoutContext, message: NewMessage) => ({
  messages: addMessage(
    context.messages.filter((m) => m.id !== context.placeOrderMessageId),
    message,
    context.nextMessageId,
  ),
  nextMessageId: context.nextMessageId + 1,
  placeOrderMessageId: context.nextMessageId,
});

/**
 * The one-page order checkout (storefront.md §2.1, §3, §4). It owns the checkout state and
 * composes the sections: the shipping and billing address books, shipping options, the summary,
 * payment and one actor per cart line. Notes, terms, messages and placing the order are its own.
 */
export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
  },
  actors: {
    loadInitialData: fromPromise<
      CheckoutInitialData,
      { preloaded: CheckoutContext['preloadedData'] }
    >(async ({ input, signal }) =>
      input.preloaded ? await input.preloaded : fetchCheckoutInitialData(signal),
    ),
    placeOrder: fromPromise<
      PlaceOrderReply,
      { order: OrderPlacement; endpoints?: CheckoutEndpoints }
    >(({ input, signal }) => placeOrder(input.order, { endpoints: input.endpoints, signal })),
    addressBook: addressBookMachine,
    shippingOptions: shippingOptionsMachine,
    summary: summaryMachine,
    cartLine: cartLineMachine,
  },
  actions: {
    /** Keeps what was ordered for the confirmation page (this tab's sessionStorage). */
    keepReceipt: (_, params: { receipt: OrderReceipt }) => {
      keepReceipt(params.receipt);
    },
    /** Goes to the confirmation address; the site swaps in its router. */
    navigateToConfirmation: (_, params: { url: string }) => {
      window.location.assign(params.url);
    },
    requestSummary: sendTo('summary', ({ context }) => ({
      type: 'summary.request' as const,
      request: summaryRequest(context),
    })),
    refreshShippingOptions: sendTo('shippingOptions', ({ context }) => ({
      type: 'shippingOptions.refresh' as const,
      addressId: context.selectedShippingAddressId,
    })),
    // The payment may not have started yet (its section is still on its way): then nothing to tell.
    clearPaymentSelection: enqueueActions(({ context, enqueue }) => {
      if (context.paymentStarted) {
        enqueue.sendTo(PAYMENT_ID, { type: 'payment.clearSelection' });
      }
    }),
    tellPaymentTotal: enqueueActions(({ context, enqueue }, params: { total: number }) => {
      if (context.paymentStarted) {
        enqueue.sendTo(PAYMENT_ID, { type: 'payment.totalChanged', total: params.total });
      }
    }),
    tellPaymentCompleted: enqueueActions(({ context, enqueue }) => {
      if (context.paymentStarted) {
        enqueue.sendTo(PAYMENT_ID, { type: 'payment.checkoutCompleted' });
      }
    }),
  },
  guards: {
    hasDuplicateIds: (_, data: CheckoutInitialData) => collectionsWithDuplicateIds(data).length > 0,
    termsAccepted: ({ context }) => context.acceptedTermsAndConditions,
    hasPreSubmitFailures: ({ context }) => checkoutPreSubmitFailures(context).length > 0,
    notesWithinLimit: (_, value: string) => notesWithinLimit(value),
    billingMayEqualShipping: ({ context }) => context.allowBillingEqualsShipping,
    orderAccepted: (_, reply: PlaceOrderReply) => reply.success && reply.order != null,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => initialContext(input),
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
      description:
        'The page fetches the shopper\'s cart, addresses, shipping methods and payment options; a spinner reads "Loading your checkout".',
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
          {
            target: 'ready',
            actions: assign(({ context, event }) =>
              fromInitialData(event.output, context.pageQuantityDropdownLimit),
            ),
          },
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
    /** storefront.md §5: the data was rejected and the checkout state left empty. */
    rejected: {
      description:
        'The checkout data came back unusable (two entries share an id): the page says so and offers only Continue shopping. Nothing can be ordered.',
    },
    failed: {
      description:
        'The checkout could not be loaded: a signed-out shopper is asked to sign in; anyone else sees the error and a Retry button.',
      on: {
        'checkout.retry': {
          target: 'loading',
          actions: assign({ loadErrorStatus: null, preloadedData: null }),
        },
      },
    },
    ready: {
      description:
        'The checkout page: shipping address, shipping method, payment, billing address, notes, gift card and cart, with the order summary and Place Order beside them.',
      entry: enqueueActions(({ context, enqueue }) => {
        for (const item of context.cartItems) {
          enqueue.spawnChild('cartLine', {
            id: cartLineId(item.Id),
            input: { item, endpoints: context.endpoints },
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
            variant: 'order' as const,
            editable: true,
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
            variant: 'order' as const,
            editable: true,
            endpoints: context.endpoints,
          }),
        },
        {
          id: 'shippingOptions',
          src: 'shippingOptions',
          input: ({ context }) => ({
            addressId: context.selectedShippingAddressId,
            options: context.shippingOptions,
            endpoints: context.endpoints,
          }),
        },
        {
          id: 'summary',
          src: 'summary',
          input: ({ context }) => ({
            request: summaryRequest(context),
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
              settings: context.initialData?.CardProvider ?? null,
              availableCredit: context.availableCredit,
              onHold: context.onHold,
              total: context.summary.Total,
              poRequired: true,
            };
            // XState types a named child only for logic declared in setup; this logic is handed in.
            enqueue.spawnChild(event.logic, { id: PAYMENT_ID, input } as never);
          }),
        },
        'addressBook.changed': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            if (event.kind === 'billing') {
              enqueue.assign({
                billingAddresses: event.addresses,
                billingBookSelectedId: event.selectedId,
                selectedBillingAddressId: context.useShippingForBilling
                  ? context.selectedShippingAddressId
                  : event.selectedId,
              });
              return;
            }
            const previous = selectedShippingAddress(context);
            const next = event.addresses.find((a) => a.Id === event.selectedId);
            enqueue.assign({
              shippingAddresses: event.addresses,
              selectedShippingAddressId: event.selectedId,
              // Selecting a shipping address also selects it as billing while billing equals shipping.
              selectedBillingAddressId: context.useShippingForBilling
                ? event.selectedId
                : context.selectedBillingAddressId,
            });
            // A new selection, a saved guid for it, or an edit: options and summary follow the address.
            if (previous?.Id !== next?.Id || JSON.stringify(previous) !== JSON.stringify(next)) {
              enqueue('refreshShippingOptions');
              enqueue('requestSummary');
            }
          }),
        },
        'shippingOptions.changed': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            const selectionChanged = context.selectedShippingOptionId !== event.selectedId;
            enqueue.assign({
              shippingOptions: event.options,
              selectedShippingOptionId: event.selectedId,
              isRefreshingShippingOptions: event.isRefreshing,
            });
            if (selectionChanged) enqueue('requestSummary');
          }),
        },
        'summary.changed': {
          actions: [
            assign({
              summary: ({ event }) => event.summary,
              isRefreshingSummary: ({ event }) => event.isRefreshing,
            }),
            { type: 'tellPaymentTotal', params: ({ event }) => ({ total: event.summary.Total }) },
          ],
        },
        'payment.changed': { actions: assign({ payment: ({ event }) => event.selection }) },
        'cart.quantityChanged': {
          actions: [
            assign({
              cartItems: ({ context, event }) =>
                context.cartItems.map((i) =>
                  i.Id === event.id ? { ...i, Quantity: event.quantity } : i,
                ),
            }),
            'refreshShippingOptions',
            'requestSummary',
          ],
        },
        'cart.itemRemoved': {
          actions: [
            assign({
              cartItems: ({ context, event }) => context.cartItems.filter((i) => i.Id !== event.id),
            }),
            stopChild(({ event }) => cartLineId(event.id)),
            'refreshShippingOptions',
            'requestSummary',
          ],
        },
        'notes.change': {
          // Typing or pasting beyond the limit is blocked; other text is kept with its message.
          guard: { type: 'notesWithinLimit', params: ({ event }) => event.value },
          actions: assign({
            userNotes: ({ event }) => event.value,
            notesError: ({ event }) => notesError(event.value),
          }),
        },
        'terms.toggle': {
          actions: assign({
            acceptedTermsAndConditions: ({ context }) => !context.acceptedTermsAndConditions,
          }),
        },
        'billing.toggleSameAsShipping': {
          guard: 'billingMayEqualShipping',
          actions: assign(({ context }) => {
            const useShippingForBilling = !context.useShippingForBilling;
            return {
              useShippingForBilling,
              selectedBillingAddressId: useShippingForBilling
                ? context.selectedShippingAddressId
                : context.billingBookSelectedId,
            };
          }),
        },
      },
      initial: 'shopping',
      states: {
        shopping: {
          description:
            'The shopper fills in the page. Place Order lists anything still missing in one message, and stays disabled until the terms are accepted.',
          on: {
            'order.place': [
              {
                guard: 'hasPreSubmitFailures',
                actions: assign(({ context }) =>
                  pushPlaceOrderMessage(context, {
                    type: 'error',
                    text: preSubmitMessage(checkoutPreSubmitFailures(context)),
                  }),
                ),
              },
              // The button is disabled until the terms are accepted.
              { guard: 'termsAccepted', target: 'placing' },
            ],
          },
        },
        placing: {
          description:
            'Place Order was pressed: the order is on its way to the server and the button shows it is busy. A refusal or an error brings the shopper back with a message.',
          entry: assign({ isPlaceOrderPending: true }),
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: ({ context }) => ({
              order: orderPlacement(context),
              endpoints: context.endpoints,
            }),
            onDone: [
              {
                guard: { type: 'orderAccepted', params: ({ event }) => event.output },
                target: 'placed',
                actions: [
                  assign({
                    orderNumber: ({ event }) => event.output.order?.epiOrderNumber ?? null,
                  }),
                  'tellPaymentCompleted',
                  {
                    type: 'keepReceipt',
                    params: ({ context, event }) => ({
                      receipt: receiptOf(
                        event.output.order?.epiOrderNumber ?? '',
                        context.cartItems,
                        context.summary,
                        context.shippingAddresses.find(
                          (a) => a.Id === context.selectedShippingAddressId,
                        ),
                      ),
                    }),
                  },
                  {
                    type: 'navigateToConfirmation',
                    params: ({ context, event }) => ({
                      url: confirmationUrl(
                        context.receiptUrl,
                        event.output.order?.epiOrderNumber ?? '',
                      ),
                    }),
                  },
                ],
              },
              {
                target: 'shopping',
                actions: [
                  assign(({ context, event }) => ({
                    isPlaceOrderPending: false,
                    ...pushPlaceOrderMessage(context, {
                      type: 'error',
                      text: refusedOrderText(event.output.message),
                    }),
                  })),
                  'clearPaymentSelection',
                ],
              },
            ],
            onError: {
              target: 'shopping',
              actions: [
                assign(({ context, event }) => ({
                  isPlaceOrderPending: false,
                  ...pushPlaceOrderMessage(context, { type: 'error', text: failedOrderText(event.error) }),
                })),
                'clearPaymentSelection',
              ],
            },
          },
        },
        /** The browser is on its way to the confirmation page; the button stays pending. */
        placed: {
          description:
            'The order was accepted: the browser is on its way to the order confirmation page, and the button stays busy.',
        },
      },
    },
  },
});
