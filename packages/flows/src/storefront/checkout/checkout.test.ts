import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { ApiError } from '../../api/errors';
import type {
  CheckoutEndpoints,
  OrderPlacement,
  SummaryRequest,
} from '../../api/storefront/checkout';
import {
  EMPTY_SUMMARY,
  type CardProviderSettings,
  type CartReply,
  type CheckoutInitialData,
  type PlaceOrderReply,
  type ShippingOption,
  type Summary,
} from '../../api/storefront/checkoutSchemas';
import type { PaymentMethodsReply } from '../../api/storefront/payments';
import { addressBookMachine } from '../addressBook/addressBook.machine';
import { cartLineMachine } from '../cartLine/cartLine.machine';
import { paymentMachine } from '../payment/payment.machine';
import { NO_PAYMENT } from '../payment/paymentRules';
import { mockTokenizeCard } from '../payment/mockTokenizer';
import { checkNewCard, type CardCheck } from '../payment/cardChecks';
import type { CardValues } from '../payment/cardValidation';
import { shippingOptionsMachine } from '../shippingOptions/shippingOptions.machine';
import { summaryMachine } from '../summary/summary.machine';
import { cartLineId, checkoutMachine, type CheckoutContext } from './checkout.machine';
import { DEFAULT_SUPPORT_PHONE, SUMMARY_DEBOUNCE_MS } from './constants';
import { notesError, notesFieldError } from './notes';
import { address, GUIDS, initialData } from './testing/fixtures';
import { replay, walkStates } from './testing/stateCoverage';
import type { OrderReceipt } from '../orderReceipt/orderReceipt';

const option = (id: string): ShippingOption => ({
  id,
  nameWithPrice: `${id} ($95.00)`,
  estimatedDeliveryDate: '2030-01-02',
});
const optionsByAddress: Record<string, ShippingOption[]> = {
  [GUIDS.home]: [option('residential')],
  [GUIDS.warehouse]: [option('ground'), option('expedited')],
};

interface Fakes {
  data?: CheckoutInitialData | Error;
  summary?: (request: SummaryRequest) => Summary;
  placeOrder?: (order: OrderPlacement) => Promise<PlaceOrderReply>;
  cartNotice?: string;
  quantityDropdownLimit?: number;
}

function createCheckout(fakes: Fakes = {}) {
  const summaryRequests: SummaryRequest[] = [];
  const shippingRequests: string[] = [];
  const orders: OrderPlacement[] = [];
  const navigations: string[] = [];
  const receipts: OrderReceipt[] = [];
  const quantityUpdates: { id: string; qty: number }[] = [];
  // The page hands the payment's machine in when its section arrives; the tests do so at once.
  const paymentLogic = paymentMachine.provide({
    actors: {
      loadCardProvider: fromPromise<void, { settings: CardProviderSettings }>(
        async () => undefined,
      ),
      fetchSavedCards: fromPromise<PaymentMethodsReply, void>(async () => ({
        success: true,
        paymentMethods: [],
        canRetry: false,
        errorMessage: '',
      })),
      tokenizeCard: mockTokenizeCard,
      // Checked at once: the real step loads the checks with import(), which fake timers do not wait for.
      checkCard: fromPromise<CardCheck, CardValues>(async ({ input }) => checkNewCard(input)),
    },
  });
  const machine = checkoutMachine.provide({
    actions: {
      navigateToConfirmation: (_, params: { url: string }) => void navigations.push(params.url),
      keepReceipt: (_, params: { receipt: OrderReceipt }) => void receipts.push(params.receipt),
    },
    actors: {
      loadInitialData: fromPromise<
        CheckoutInitialData,
        { preloaded: CheckoutContext['preloadedData'] }
      >(async () => {
        const data = fakes.data ?? initialData();
        if (data instanceof Error) throw data;
        return data;
      }),
      placeOrder: fromPromise<
        PlaceOrderReply,
        { order: OrderPlacement; endpoints?: CheckoutEndpoints }
      >(async ({ input }) => {
        orders.push(input.order);
        return (
          fakes.placeOrder ??
          (async () => ({ success: true, message: '', order: { epiOrderNumber: 'JN-1' } }))
        )(input.order);
      }),
      addressBook: addressBookMachine,
      shippingOptions: shippingOptionsMachine.provide({
        actors: {
          fetchShippingOptions: fromPromise(async ({ input }: { input: { addressId: string } }) => {
            shippingRequests.push(input.addressId);
            return optionsByAddress[input.addressId] ?? [];
          }),
        },
      }),
      summary: summaryMachine.provide({
        actors: {
          fetchSummary: fromPromise(async ({ input }: { input: { request: SummaryRequest } }) => {
            summaryRequests.push(input.request);
            return (fakes.summary ?? (() => ({ ...EMPTY_SUMMARY, SubTotal: 797, Total: 892 })))(
              input.request,
            );
          }),
        },
      }),
      cartLine: cartLineMachine.provide({
        actors: {
          updateQuantity: fromPromise<CartReply, { id: string; qty: number }>(async ({ input }) => {
            quantityUpdates.push({ id: input.id, qty: input.qty });
            return { error: false, message: fakes.cartNotice ?? '' };
          }),
          deleteItem: fromPromise<CartReply, { id: string }>(async () => ({
            error: false,
            message: '',
          })),
        },
      }),
    },
  });
  const actor = createActor(machine, {
    input: fakes.quantityDropdownLimit
      ? { quantityDropdownLimit: fakes.quantityDropdownLimit }
      : {},
  });
  actor.subscribe((snapshot) => {
    if (snapshot.matches('ready') && !snapshot.children['payment']) {
      actor.send({ type: 'payment.ready', logic: paymentLogic });
    }
  });
  actor.start();
  const context = (): CheckoutContext => actor.getSnapshot().context;
  const child = (id: string) => actor.getSnapshot().children[id] as AnyActorRef;
  const settle = () => vi.advanceTimersByTimeAsync(SUMMARY_DEBOUNCE_MS + 10);
  const texts = () =>
    context()
      .messages.filter((m) => !m.dismissed)
      .map((m) => m.text);
  return {
    actor,
    context,
    child,
    settle,
    texts,
    summaryRequests,
    shippingRequests,
    orders,
    navigations,
    receipts,
    quantityUpdates,
  };
}

/** Drives the checkout to a complete order: card details, terms. */
async function readyToPlace(checkout: ReturnType<typeof createCheckout>) {
  await checkout.settle();
  const payment = checkout.child('payment');
  const card = {
    cardNumber: '4111 1111 1111 1111',
    cardCode: '123',
    expDate: '08/39',
    firstName: 'Dana',
    lastName: 'Whitfield',
  };
  for (const [field, value] of Object.entries(card))
    payment.send({ type: 'card.change', field, value });
  payment.send({ type: 'card.submit' });
  await checkout.settle();
  checkout.actor.send({ type: 'terms.toggle' });
}

describe('checkoutMachine', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('starts with the §4 defaults, then refreshes shipping options and the summary on load', async () => {
    const checkout = createCheckout();
    expect(checkout.context()).toMatchObject({
      isRefreshingSummary: true,
      isRefreshingShippingOptions: true,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(checkout.actor.getSnapshot().matches({ ready: 'shopping' })).toBe(true);
    expect(checkout.context()).toMatchObject({
      acceptedTermsAndConditions: false,
      completeCheckoutButtonText: 'Place Order',
      selectedShippingAddressId: GUIDS.home,
      useShippingForBilling: true,
      selectedBillingAddressId: GUIDS.home,
    });
    expect(checkout.context().payment.optionId).toBe('card');
    expect(checkout.shippingRequests).toEqual([GUIDS.home]);
    await checkout.settle();
    // The single option is chosen for the shopper, and the summary follows it.
    expect(checkout.context()).toMatchObject({
      selectedShippingOptionId: 'residential',
      isRefreshingShippingOptions: false,
    });
    expect(checkout.summaryRequests.at(-1)?.ShippingOptionId).toBe('residential');
    expect(checkout.summaryRequests).toHaveLength(1);
    expect(checkout.context()).toMatchObject({
      isRefreshingSummary: false,
      summary: { Total: 892 },
    });
  });

  it.each([
    [
      'cart items',
      { CartItems: [initialData().CartItems[0]!, initialData().CartItems[0]!] },
      ['CartItems'],
    ],
    [
      'payment options',
      { PaymentOptions: [initialData().PaymentOptions[0]!, initialData().PaymentOptions[0]!] },
      ['PaymentOptions'],
    ],
    ['shipping options', { ShippingOptions: [option('a'), option('a')] }, ['ShippingOptions']],
  ])('rejects initial data whose %s ids are not unique', async (_name, overrides, collections) => {
    const checkout = createCheckout({ data: initialData(overrides) });
    await vi.advanceTimersByTimeAsync(0);
    expect(checkout.actor.getSnapshot().value).toBe('rejected');
    expect(checkout.context().rejectedCollections).toEqual(collections);
    expect(checkout.context().cartItems).toEqual([]);
  });

  it('keeps the status of a failed load (401: sign in) and can retry', async () => {
    const checkout = createCheckout({
      data: new ApiError('http', 'checkout.initialData', 'x', { status: 401 }),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(checkout.actor.getSnapshot().value).toBe('failed');
    expect(checkout.context().loadErrorStatus).toBe(401);
    checkout.actor.send({ type: 'checkout.retry' });
    expect(checkout.actor.getSnapshot().value).toBe('loading');
  });

  it('makes billing follow the selected shipping address while billing equals shipping', async () => {
    const checkout = createCheckout();
    await checkout.settle();
    checkout.child('shippingAddresses').send({ type: 'address.select', id: GUIDS.warehouse });
    expect(checkout.context()).toMatchObject({
      selectedShippingAddressId: GUIDS.warehouse,
      selectedBillingAddressId: GUIDS.warehouse,
    });
    await checkout.settle();
    expect(checkout.shippingRequests).toEqual([GUIDS.home, GUIDS.warehouse]);
    expect(checkout.context().selectedShippingOptionId).toBeNull();
    checkout.actor.send({ type: 'billing.toggleSameAsShipping' });
    expect(checkout.context()).toMatchObject({
      useShippingForBilling: false,
      selectedBillingAddressId: GUIDS.billing,
    });
    checkout.actor.send({ type: 'billing.toggleSameAsShipping' });
    expect(checkout.context().selectedBillingAddressId).toBe(GUIDS.warehouse);
  });

  it('does not offer billing equals shipping when the page does not allow it', async () => {
    const checkout = createCheckout({ data: initialData({ AllowBillingEqualsShipping: false }) });
    await checkout.settle();
    expect(checkout.context()).toMatchObject({
      useShippingForBilling: false,
      selectedBillingAddressId: GUIDS.billing,
    });
    checkout.actor.send({ type: 'billing.toggleSameAsShipping' });
    expect(checkout.context().useShippingForBilling).toBe(false);
  });

  it('refreshes the summary when the shipping option changes, once per burst', async () => {
    const checkout = createCheckout();
    await checkout.settle();
    checkout.child('shippingAddresses').send({ type: 'address.select', id: GUIDS.warehouse });
    await vi.advanceTimersByTimeAsync(10);
    checkout.child('shippingOptions').send({ type: 'option.select', id: 'expedited' });
    expect(checkout.context().isRefreshingSummary).toBe(true);
    await checkout.settle();
    expect(checkout.summaryRequests.map((r) => r.ShippingOptionId)).toEqual([
      'residential',
      'expedited',
    ]);
  });

  it('updates the cart line, then refetches options and the summary; a removed line leaves the cart', async () => {
    const checkout = createCheckout();
    await checkout.settle();
    const line = checkout.child(cartLineId('line-1'));
    line.send({ type: 'quantity.edit', quantity: 4 });
    line.send({ type: 'quantity.update' });
    await checkout.settle();
    expect(checkout.quantityUpdates).toEqual([{ id: 'line-1', qty: 4 }]);
    expect(checkout.context().cartItems[0]?.Quantity).toBe(4);
    expect(checkout.shippingRequests).toHaveLength(2);
    expect(checkout.summaryRequests).toHaveLength(2);
    const second = checkout.child(cartLineId('line-2'));
    second.send({ type: 'item.delete' });
    second.send({ type: 'delete.confirm' });
    await checkout.settle();
    expect(checkout.context().cartItems.map((i) => i.Id)).toEqual(['line-1']);
    expect(checkout.child(cartLineId('line-2'))).toBeUndefined();
  });

  it('blocks notes beyond 300 characters and flags special characters', async () => {
    const checkout = createCheckout();
    await checkout.settle();
    checkout.actor.send({ type: 'notes.change', value: 'x'.repeat(300) });
    checkout.actor.send({ type: 'notes.change', value: 'x'.repeat(301) });
    expect(checkout.context().userNotes).toHaveLength(300);
    checkout.actor.send({ type: 'notes.change', value: 'Deliver to the back — thanks' });
    expect(checkout.context()).toMatchObject({
      userNotes: 'Deliver to the back — thanks',
      notesError: 'No special characters allowed in Notes',
    });
  });

  it('shows the short notes variant beside the box and the Notes one before submitting', async () => {
    expect(notesFieldError('ok')).toBeNull();
    expect(notesFieldError('caf\u00e9')).toBe('No special characters allowed');
    expect(notesError('caf\u00e9')).toBe('No special characters allowed in Notes');
  });

  it.each([
    [
      'no number: the default pair',
      '',
      'Call us',
      DEFAULT_SUPPORT_PHONE.number,
      DEFAULT_SUPPORT_PHONE.text,
    ],
    [
      'its own number without text: the number',
      '+1-614-555-0100',
      '',
      '+1-614-555-0100',
      '+1-614-555-0100',
    ],
    ['its own pair', '+1-614-555-0100', 'Call Columbus', '+1-614-555-0100', 'Call Columbus'],
  ])(
    'shows the support phone as one pair: %s',
    async (_name, PhoneNumber, PhoneText, number, text) => {
      const checkout = createCheckout({ data: initialData({ PhoneNumber, PhoneText }) });
      await vi.advanceTimersByTimeAsync(0);
      expect(checkout.context()).toMatchObject({ phoneNumber: number, phoneText: text });
    },
  );

  it('takes the quantity dropdown threshold from the page, else the data, else 10', async () => {
    const fromData = createCheckout({ data: initialData({ QuantityDropdownThreshold: 4 }) });
    await vi.advanceTimersByTimeAsync(0);
    expect(fromData.context().quantityDropdownLimit).toBe(4);
    const byDefault = createCheckout();
    await vi.advanceTimersByTimeAsync(0);
    expect(byDefault.context().quantityDropdownLimit).toBe(10);
    const fromPage = createCheckout({
      data: initialData({ QuantityDropdownThreshold: 4 }),
      quantityDropdownLimit: 6,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(fromPage.context().quantityDropdownLimit).toBe(6);
  });

  it('shows a server notice sent with a successful cart change as an info message', async () => {
    const checkout = createCheckout({ cartNotice: 'Ships in two weeks.' });
    await checkout.settle();
    checkout.child(cartLineId('line-1')).send({ type: 'quantity.edit', quantity: 3 });
    checkout.child(cartLineId('line-1')).send({ type: 'quantity.update' });
    await checkout.settle();
    expect(checkout.context().messages).toMatchObject([
      { type: 'info', text: 'Ships in two weeks.' },
    ]);
  });

  it('reads an unreadable place-order reply as "Error getting response: {error}"', async () => {
    const checkout = createCheckout({
      placeOrder: async () => {
        throw new ApiError(
          'malformed',
          'checkout.placeOrder',
          'Error getting response: SyntaxError: bad',
          {},
        );
      },
    });
    await readyToPlace(checkout);
    checkout.actor.send({ type: 'order.place' });
    await checkout.settle();
    expect(checkout.texts()).toEqual(['Error getting response: SyntaxError: bad']);
  });

  it("replaces the last Place Order's message with the newest attempt's (issue 45)", async () => {
    const checkout = createCheckout({
      placeOrder: async () => {
        throw new ApiError('http', 'checkout.placeOrder', 'Got server error', { status: 500 });
      },
    });
    await readyToPlace(checkout);
    checkout.actor.send({ type: 'message.add', message: { type: 'info', text: 'Ships in two weeks.' } });
    checkout.actor.send({ type: 'order.place' });
    await checkout.settle();
    expect(checkout.texts()).toHaveLength(2);
    const failed = checkout.texts()[1]!;
    // The failure cleared the payment: the next attempt lists what is missing, in place of it.
    checkout.actor.send({ type: 'order.place' });
    expect(checkout.texts()).toEqual([
      'Ships in two weeks.',
      "Sorry, but we can't submit your order yet: Please select and complete a payment",
    ]);
    expect(checkout.texts()).not.toContain(failed);
    checkout.actor.send({ type: 'order.place' });
    expect(checkout.texts()).toHaveLength(2);
  });

  it('replaces a message with identical text and hides a dismissed one', async () => {
    const checkout = createCheckout();
    await checkout.settle();
    checkout.actor.send({ type: 'message.add', message: { type: 'error', text: 'A' } });
    checkout.actor.send({ type: 'message.add', message: { type: 'info', text: 'B' } });
    checkout.actor.send({ type: 'message.add', message: { type: 'error', text: 'A' } });
    expect(checkout.texts()).toEqual(['B', 'A']);
    const b = checkout.context().messages.find((m) => m.text === 'B')!;
    checkout.actor.send({ type: 'message.dismiss', id: b.id });
    expect(checkout.texts()).toEqual(['A']);
  });

  it('lists every pre-submit failure after the prefix', async () => {
    const checkout = createCheckout({
      data: initialData({
        ShippingAddresses: [],
        BillingAddresses: [],
        AllowBillingEqualsShipping: false,
      }),
    });
    await checkout.settle();
    checkout.actor.send({ type: 'notes.change', value: 'ümlaut' });
    checkout.actor.send({ type: 'terms.toggle' });
    checkout.actor.send({ type: 'order.place' });
    expect(checkout.texts()).toEqual([
      "Sorry, but we can't submit your order yet: " +
        [
          'Please select your shipping address, or fix the shipping address to include all required fields',
          'Please select your billing address, or fix the billing address to include all required fields',
          'Please select a shipping option',
          'Please finalize your payment or select a different payment method',
          'No special characters allowed in Notes',
        ].join('; '),
    ]);
    expect(checkout.orders).toEqual([]);
  });

  it('asks to fix a selected address that lacks required fields, and to complete a purchase order', async () => {
    const checkout = createCheckout({
      data: initialData({ ShippingAddresses: [address({ City: '' })] }),
    });
    await checkout.settle();
    checkout.child('payment').send({ type: 'payment.select', optionId: 'po' });
    checkout.actor.send({ type: 'terms.toggle' });
    checkout.actor.send({ type: 'order.place' });
    expect(checkout.texts()[0]).toContain(
      'Please select your shipping address, or fix the shipping address',
    );
    expect(checkout.texts()[0]).toContain('Please select and complete a payment');
  });

  it('places the order while pending, then goes to the confirmation address with orderNumber', async () => {
    let answer!: (reply: PlaceOrderReply) => void;
    const checkout = createCheckout({
      placeOrder: () => new Promise((resolve) => (answer = resolve)),
    });
    await readyToPlace(checkout);
    checkout.actor.send({ type: 'order.place' });
    expect(checkout.context().isPlaceOrderPending).toBe(true);
    expect(checkout.orders[0]).toMatchObject({
      SelectedShippingAddress: { Id: GUIDS.home },
      SelectedBillingAddress: { Id: GUIDS.home },
      SelectedShippingOption: { Id: 'residential' },
      SelectedPayment: {
        Id: 'card',
        PaymentFirstName: 'Dana',
        PaymentLastName: 'Whitfield',
        AuthorizeDotNetPaymentProfileId: '',
      },
      BillingEqualsShipping: true,
    });
    expect(checkout.orders[0]?.SelectedPayment.AcceptJsPaymentOpaqueData?.dataValue).toMatch(
      /^mock-token-1111/,
    );
    answer({ success: true, message: '', order: { epiOrderNumber: 'JN-104201' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(checkout.actor.getSnapshot().matches({ ready: 'placed' })).toBe(true);
    expect(checkout.navigations).toEqual(['/order-confirmation?orderNumber=JN-104201']);
    // What was ordered is kept for the confirmation page: its number, lines and shipping address.
    expect(checkout.receipts).toHaveLength(1);
    expect(checkout.receipts[0]).toMatchObject({
      orderNumber: 'JN-104201',
      total: checkout.context().summary.Total,
    });
    expect(checkout.receipts[0]?.lines.map((line) => line.sku)).toEqual(
      checkout.context().cartItems.map((item) => item.SKU),
    );
    expect(checkout.receipts[0]?.shipTo.length).toBeGreaterThan(0);
    expect(
      (checkout.child('payment').getSnapshot() as { context: { card: { cardNumber: string } } })
        .context.card.cardNumber,
    ).toBe('');
  });

  it.each([
    [
      'a refusal',
      async () => ({ success: false, message: 'Card declined.' }),
      'We could not complete your checkout. Card declined.',
    ],
    [
      'a network failure',
      async () => Promise.reject(new ApiError('network', 'checkout.placeOrder', 'offline')),
      'An error occcurred placing your order.',
    ],
    [
      'a server error',
      async () =>
        Promise.reject(
          new ApiError('http', 'checkout.placeOrder', 'x', {
            status: 500,
            body: { message: 'boom' },
          }),
        ),
      "We're sorry, but are unable to complete checkout. Please reload the page and try again, or contact customer service.",
    ],
    [
      'a server error whose diagnostic asks to show its message',
      async () =>
        Promise.reject(
          new ApiError('http', 'checkout.placeOrder', 'x', {
            status: 500,
            body: { ShowMessageToUser: true, Message: 'Inventory changed.' },
          }),
        ),
      'Inventory changed.',
    ],
  ] as const)(
    'after %s: the message, pending cleared and the payment selection cleared',
    async (_case, placeOrder, text) => {
      const checkout = createCheckout({ placeOrder: placeOrder as () => Promise<PlaceOrderReply> });
      await readyToPlace(checkout);
      checkout.actor.send({ type: 'order.place' });
      await vi.advanceTimersByTimeAsync(0);
      expect(checkout.actor.getSnapshot().matches({ ready: 'shopping' })).toBe(true);
      expect(checkout.texts()).toEqual([text]);
      expect(checkout.context().isPlaceOrderPending).toBe(false);
      expect(checkout.context().payment.optionId).toBeNull();
      expect(checkout.navigations).toEqual([]);
    },
  );

  it('clears a purchase order when the total rises above the available credit', async () => {
    let total = 4000;
    const checkout = createCheckout({ summary: () => ({ ...EMPTY_SUMMARY, Total: total }) });
    await checkout.settle();
    checkout.child('payment').send({ type: 'payment.select', optionId: 'po' });
    checkout.child('payment').send({ type: 'po.change', value: 'PO-1' });
    expect(checkout.context().payment.optionId).toBe('po');
    total = 6000;
    checkout.child(cartLineId('line-1')).send({ type: 'quantity.edit', quantity: 9 });
    checkout.child(cartLineId('line-1')).send({ type: 'quantity.update' });
    await checkout.settle();
    expect(checkout.context().payment).toMatchObject({ optionId: null });
  });

  it('uses initial data the page already has instead of asking for it', async () => {
    vi.useRealTimers();
    const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));
    const machine = checkoutMachine.provide({
      actors: {
        shippingOptions: shippingOptionsMachine.provide({
          actors: { fetchShippingOptions: never() },
        }),
        summary: summaryMachine.provide({ actors: { fetchSummary: never() } }),
      },
    });
    const actor = createActor(machine, {
      input: { initialData: Promise.resolve(initialData({ CartAnnouncement: 'Preloaded' })) },
    });
    actor.start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.cartAnnouncement).toBe('Preloaded');
    actor.stop();
  });

  it('reaches every state by a path, and each path replays on a live actor', () => {
    vi.useRealTimers();
    const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));
    const machine = checkoutMachine.provide({
      actions: { navigateToConfirmation: () => undefined },
      actors: {
        loadInitialData: never(),
        placeOrder: never(),
        shippingOptions: shippingOptionsMachine.provide({
          actors: { fetchShippingOptions: never() },
        }),
        summary: summaryMachine.provide({ actors: { fetchSummary: never() } }),
      },
    });
    const completePayment = { ...NO_PAYMENT, optionId: 'call' };
    const events = [
      { type: 'xstate.done.actor.loadInitialData', output: initialData() },
      {
        type: 'xstate.done.actor.loadInitialData',
        output: initialData({
          CartItems: [initialData().CartItems[0]!, initialData().CartItems[0]!],
        }),
      },
      { type: 'xstate.error.actor.loadInitialData', error: new Error('x') },
      {
        type: 'shippingOptions.changed',
        options: [option('residential')],
        selectedId: 'residential',
        isRefreshing: false,
      },
      { type: 'payment.changed', selection: completePayment },
      { type: 'terms.toggle' },
      { type: 'order.place' },
      {
        type: 'xstate.done.actor.placeOrder',
        output: { success: true, message: '', order: { epiOrderNumber: 'JN-1' } },
      },
    ];
    const serialize = (s: { value: unknown; context: CheckoutContext }) =>
      JSON.stringify([
        s.value,
        s.context.selectedShippingOptionId,
        s.context.payment.optionId,
        s.context.acceptedTermsAndConditions,
      ]);
    const walk = walkStates(machine, { input: {}, events, serialize: serialize as never });
    expect(walk.unreached).toEqual([]);
    for (const [leaf, path] of walk.pathTo) expect(replay(machine, {}, path)).toContain(leaf);
  });
});
