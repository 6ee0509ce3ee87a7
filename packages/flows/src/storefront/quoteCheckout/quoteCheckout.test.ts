import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { QuoteInitialData, QuotePlacement } from '../../api/storefront/checkout';
import type { PlaceQuoteReply } from '../../api/storefront/checkoutSchemas';
import type { addressBookMachine } from '../addressBook/addressBook.machine';
import type { cartLineMachine } from '../cartLine/cartLine.machine';
import { address, GUIDS, initialData } from '../checkout/testing/fixtures';
import { replay, walkStates } from '../checkout/testing/stateCoverage';
import { paymentMachine } from '../payment/payment.machine';
import { NO_PAYMENT } from '../payment/paymentRules';
import { quoteCheckoutMessages as messages } from './messages';
import {
  quoteCartLineId,
  quoteCheckoutMachine,
  quotePreSubmitFailures,
  type QuoteCheckoutContext,
} from './quoteCheckout.machine';

const quoteData = (overrides: Partial<QuoteInitialData> = {}): QuoteInitialData => ({
  ...initialData(),
  PurchaseOrderPaymentOptionId: 'po',
  ...overrides,
});
const accepted: PlaceQuoteReply = {
  Success: true,
  Message: '',
  confirmationUrl: '/order-confirmation',
  quoteDetails: { OrderNumber: 'JQ-104201' },
};

function start(options: { data?: QuoteInitialData; reply?: () => Promise<PlaceQuoteReply> } = {}) {
  const quotes: QuotePlacement[] = [];
  const navigations: string[] = [];
  const machine = quoteCheckoutMachine.provide({
    actions: { navigateToConfirmation: (_, params: { url: string }) => void navigations.push(params.url) },
    actors: {
      loadInitialData: fromPromise(async () => options.data ?? quoteData()),
      placeQuote: fromPromise(async ({ input }: { input: { quote: QuotePlacement } }) => {
        quotes.push(input.quote);
        return options.reply ? options.reply() : accepted;
      }),
    },
  });
  const actor = createActor(machine, { input: {} });
  // The page hands the payment's machine in when its section arrives; the tests do so at once.
  actor.subscribe((snapshot) => {
    if (snapshot.matches('ready') && !snapshot.context.paymentStarted) {
      actor.send({ type: 'payment.ready', logic: paymentMachine });
    }
  });
  actor.start();
  const messageTexts = () => actor.getSnapshot().context.messages.map((m) => m.text);
  return { actor, quotes, navigations, messageTexts };
}

const ready = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches({ ready: 'shopping' }));

describe('quoteCheckoutMachine', () => {
  it('offers only the configured purchase order option, selected, with an optional PO number', async () => {
    const { actor } = start();
    await ready(actor);
    const payment = actor.getSnapshot().children['payment'] as unknown as ReturnType<typeof createActor<typeof paymentMachine>>;
    expect(payment.getSnapshot().context.options.map((o) => o.Id)).toEqual(['po']);
    expect(payment.getSnapshot().context.poRequired).toBe(false);
    payment.send({ type: 'po.change', value: '12345678901' });
    expect(payment.getSnapshot().context.poValue).toBe('');
    payment.send({ type: 'po.change', value: 'PO-77' });
    expect(actor.getSnapshot().context.payment.poValue).toBe('PO-77');
  });

  it('switches address editing off and names the quote cart on its lines', async () => {
    const { actor } = start();
    await ready(actor);
    const book = actor.getSnapshot().children['shippingAddresses'] as ReturnType<typeof createActor<typeof addressBookMachine>>;
    expect(book.getSnapshot().context.editable).toBe(false);
    expect(book.getSnapshot().context.variant).toBe('quote');
    book.send({ type: 'address.edit', id: GUIDS.home });
    expect(book.getSnapshot().value).toBe('browsing');
    const line = actor.getSnapshot().children[quoteCartLineId('line-1')] as ReturnType<typeof createActor<typeof cartLineMachine>>;
    expect(line.getSnapshot().context.cartName).toBe('Quote Request');
  });

  it('lists every pre-submit failure after the prefix', () => {
    const context = {
      shippingAddresses: [],
      billingAddresses: [address({ Id: GUIDS.billing, Name: '' })],
      selectedShippingAddressId: null,
      billingBookSelectedId: GUIDS.billing,
      useShippingForBilling: false,
      countries: initialData().Countries,
      purchaseOrderOptionId: 'po',
      payment: NO_PAYMENT,
    } as unknown as QuoteCheckoutContext;
    expect(quotePreSubmitFailures(context)).toEqual([
      messages.selectShippingAddress,
      messages.selectBillingAddress,
      messages.paymentMissing,
    ]);
  });

  it('submits the addresses and the PO, then goes to the confirmation with the number', async () => {
    const { actor, quotes, navigations } = start();
    await ready(actor);
    actor.send({ type: 'quote.submit' });
    expect(actor.getSnapshot().context.isSubmitPending).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: 'submitted' }));
    expect(quotes[0]).toMatchObject({
      SelectedShippingAddress: { Id: GUIDS.home },
      SelectedBillingAddress: { Id: GUIDS.home },
      SelectedPayment: { Id: 'po', POValue: '' },
      BillingEqualsShipping: true,
    });
    expect(navigations).toEqual(['/order-confirmation?orderNumber=JQ-104201']);
  });

  it('shows the pre-submit failures instead of submitting', async () => {
    const { actor, quotes, messageTexts } = start({ data: quoteData({ ShippingAddresses: [] }) });
    await ready(actor);
    actor.send({ type: 'quote.submit' });
    expect(quotes).toEqual([]);
    expect(messageTexts()).toEqual([`${messages.preSubmitPrefix}${messages.selectShippingAddress}`]);
  });

  it.each([
    ['refused', async () => ({ ...accepted, Success: false, Message: 'No', quoteDetails: null })],
    ['unreachable', async () => Promise.reject(new Error('offline'))],
  ])('clears the pending flag and says so when the server is %s', async (_, reply) => {
    const { actor, messageTexts } = start({ reply });
    await ready(actor);
    actor.send({ type: 'quote.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'shopping' }) && !s.context.isSubmitPending);
    expect(messageTexts()).toEqual([messages.quotePlacementFailed]);
  });

  it('reaches every state', () => {
    const never = () => fromPromise(() => new Promise<never>(() => undefined));
    const machine = quoteCheckoutMachine.provide({
      actions: { navigateToConfirmation: () => undefined },
      actors: {
        loadInitialData: never(),
        placeQuote: never(),
        payment: paymentMachine.provide({ actors: { loadCardProvider: never(), fetchSavedCards: never() } as never }),
      } as never,
    });
    const events = [
      { type: 'xstate.done.actor.loadInitialData', output: quoteData() },
      {
        type: 'xstate.done.actor.loadInitialData',
        output: quoteData({ CartItems: [initialData().CartItems[0]!, initialData().CartItems[0]!] }),
      },
      { type: 'xstate.error.actor.loadInitialData', error: new Error('x') },
      { type: 'checkout.retry' },
      { type: 'payment.changed', selection: { ...NO_PAYMENT, optionId: 'po', component: 'purchaseOrder' } },
      { type: 'quote.submit' },
      { type: 'xstate.done.actor.placeQuote', output: accepted },
    ];
    const walk = walkStates(machine, {
      input: {},
      events,
      serialize: (s) => JSON.stringify([s.value, (s.context as QuoteCheckoutContext).payment.optionId]),
    });
    expect(walk.unreached).toEqual([]);
    for (const [leaf, path] of walk.pathTo) expect(replay(machine, {}, path)).toContain(leaf);
  });
});
