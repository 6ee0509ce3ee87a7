import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CardProviderSettings } from '../../api/storefront/checkoutSchemas';
import type { PaymentMethodsReply, SavedCardUpdate } from '../../api/storefront/payments';
import { cardSettings, paymentOptions, savedCard } from '../checkout/testing/fixtures';
import { replay, walkStates } from '../checkout/testing/stateCoverage';
import { checkoutMessages } from '../checkout/messages';
import {
  optionUnavailableReason,
  paymentMachine,
  paymentSelection,
  type PaymentContext,
  type PaymentInput,
} from './payment.machine';
import { paymentProblem, type PaymentSelection } from './paymentRules';
import { CardProviderUnavailable, type TokenizeInput, type TokenizeResponse } from './tokenizer';
import { mockTokenize } from './mockTokenizer';

const input: PaymentInput = {
  options: paymentOptions,
  settings: cardSettings,
  availableCredit: 5000,
  onHold: false,
  total: 1000,
  poRequired: true,
};
const cards = [
  savedCard(),
  savedCard({ customerPaymentProfileId: 'profile-2', maskedCardNumber: 'XXXX0005' }),
];
const listReply = (paymentMethods = cards): PaymentMethodsReply => ({
  success: true,
  paymentMethods,
  canRetry: false,
  errorMessage: '',
});

interface Fakes {
  load?: () => Promise<void>;
  list?: () => Promise<PaymentMethodsReply>;
  update?: (update: SavedCardUpdate) => Promise<PaymentMethodsReply>;
  remove?: (id: string) => Promise<PaymentMethodsReply>;
  tokenize?: (input: TokenizeInput) => Promise<TokenizeResponse>;
}

function start(overrides: Partial<PaymentInput> = {}, fakes: Fakes = {}) {
  const selections: PaymentSelection[] = [];
  const tokenized: TokenizeInput[] = [];
  const actor = createActor(
    paymentMachine.provide({
      actions: {
        reportSelection: ({ context }) =>
          void selections.push(paymentSelection(context as PaymentContext)),
      },
      actors: {
        loadCardProvider: fromPromise<void, { settings: CardProviderSettings }>(() =>
          (fakes.load ?? (async () => undefined))(),
        ),
        fetchSavedCards: fromPromise<PaymentMethodsReply, void>(() =>
          (fakes.list ?? (async () => listReply()))(),
        ),
        updateSavedCard: fromPromise<PaymentMethodsReply, SavedCardUpdate>(({ input: update }) =>
          (
            fakes.update ??
            (async () => listReply([{ ...cards[0]!, billToAddressCity: 'Dublin' }, cards[1]!]))
          )(update),
        ),
        deleteSavedCard: fromPromise<PaymentMethodsReply, string>(({ input: id }) =>
          (
            fakes.remove ??
            (async () => listReply(cards.filter((c) => c.customerPaymentProfileId !== id)))
          )(id),
        ),
        tokenizeCard: fromPromise<TokenizeResponse, TokenizeInput>(async ({ input: request }) => {
          tokenized.push(request);
          return (
            fakes.tokenize ?? (async (i: TokenizeInput) => mockTokenize(i, new Date(2026, 0, 1)))
          )(request);
        }),
      },
    }),
    { input: { ...input, ...overrides } },
  );
  actor.start();
  const ready = () => waitFor(actor, (s) => s.matches({ provider: 'ready', savedCards: 'ready' }));
  const last = () => selections.at(-1)!;
  return { actor, selections, tokenized, ready, last };
}

function enterCard(actor: ReturnType<typeof start>['actor'], cardNumber = '4111 1111 1111 1111') {
  actor.send({ type: 'card.change', field: 'cardNumber', value: cardNumber });
  actor.send({ type: 'card.change', field: 'cardCode', value: '123' });
  actor.send({ type: 'card.change', field: 'expDate', value: '08/29' });
  actor.send({ type: 'card.change', field: 'firstName', value: 'Dana' });
  actor.send({ type: 'card.change', field: 'lastName', value: 'Whitfield' });
}

describe('paymentMachine', () => {
  it('selects the option flagged selected, else the first', () => {
    expect(start().actor.getSnapshot().context.selectedOptionId).toBe('card');
    const flagged = paymentOptions.map((o) => ({ ...o, IsSelected: o.Id === 'po' }));
    expect(start({ options: flagged }).actor.getSnapshot().context.selectedOptionId).toBe('po');
  });

  it('never preselects a purchase order flagged selected on hold or above the credit (unless optional)', () => {
    const flagged = paymentOptions.map((o) => ({ ...o, IsSelected: o.Id === 'po' }));
    const selected = (overrides: Partial<PaymentInput>) =>
      start({ options: flagged, ...overrides }).actor.getSnapshot().context.selectedOptionId;
    expect(selected({ onHold: true })).toBe('card');
    expect(selected({ total: 6000 })).toBe('card');
    expect(selected({ onHold: true, poRequired: false })).toBe('po');
    const poOnly = flagged.filter((o) => o.Id === 'po');
    expect(selected({ options: poOnly, onHold: true })).toBeNull();
  });

  it('collapses the section for an option with no extra component', () => {
    const { actor, last } = start();
    actor.send({ type: 'payment.select', optionId: 'call' });
    expect(actor.getSnapshot().context.expanded).toBe(false);
    expect(last()).toMatchObject({ optionId: 'call', component: null });
    expect(paymentProblem(last(), { ...input, total: 1000 })).toBeNull();
    actor.send({ type: 'payment.toggle' });
    expect(actor.getSnapshot().context.expanded).toBe(true);
  });

  it('takes a PO number of at most 10 characters', () => {
    const { actor, last } = start();
    actor.send({ type: 'payment.select', optionId: 'po' });
    expect(actor.getSnapshot().context.expanded).toBe(true);
    expect(paymentProblem(last(), input)).toBe(checkoutMessages.selectPayment);
    actor.send({ type: 'po.change', value: 'PO-1234567' });
    actor.send({ type: 'po.change', value: 'PO-12345678' });
    expect(actor.getSnapshot().context.poValue).toBe('PO-1234567');
    expect(paymentProblem(last(), input)).toBeNull();
  });

  it('makes purchase order unavailable on hold or above the credit limit', () => {
    const onHold = start({ onHold: true });
    const po = paymentOptions[1]!;
    expect(optionUnavailableReason(onHold.actor.getSnapshot().context, po)).toBe(
      ' - Account on Hold',
    );
    onHold.actor.send({ type: 'payment.select', optionId: 'po' });
    expect(onHold.actor.getSnapshot().context.selectedOptionId).toBe('card');
    const above = start({ total: 5000.01 });
    expect(optionUnavailableReason(above.actor.getSnapshot().context, po)).toBe(
      ' - Above Credit Limit',
    );
    // The quote checkout's optional PO number keeps it available.
    const quote = start({ onHold: true, poRequired: false });
    expect(optionUnavailableReason(quote.actor.getSnapshot().context, po)).toBeNull();
  });

  it('clears a purchase order and reopens the section when the total rises above the credit', () => {
    const { actor, last } = start();
    actor.send({ type: 'payment.select', optionId: 'po' });
    actor.send({ type: 'po.change', value: 'PO-1' });
    actor.send({ type: 'payment.toggle' });
    actor.send({ type: 'payment.totalChanged', total: 4999 });
    expect(actor.getSnapshot().context.selectedOptionId).toBe('po');
    actor.send({ type: 'payment.totalChanged', total: 5001 });
    expect(actor.getSnapshot().context).toMatchObject({ selectedOptionId: null, expanded: true });
    expect(last().optionId).toBeNull();
  });

  it('validates the card per field and keeps what was typed', async () => {
    const { actor, ready, tokenized } = start();
    await ready();
    actor.send({ type: 'card.change', field: 'cardNumber', value: '1234' });
    actor.send({ type: 'card.submit' });
    await waitFor(actor, (s) => Object.keys(s.context.cardErrors).length > 0);
    const { cardErrors, card } = actor.getSnapshot().context;
    expect(Object.keys(cardErrors).sort()).toEqual([
      'cardCode',
      'cardNumber',
      'expDate',
      'firstName',
      'lastName',
    ]);
    expect(card.cardNumber).toBe('1234');
    expect(tokenized).toEqual([]);
  });

  it('drops the check of a card changed while it was being checked', async () => {
    const { actor, ready, tokenized } = start();
    await ready();
    actor.send({ type: 'card.change', field: 'cardNumber', value: '1234' });
    actor.send({ type: 'card.submit' });
    expect(actor.getSnapshot().matches({ cardEntry: 'checking' })).toBe(true);
    actor.send({ type: 'card.change', field: 'cardNumber', value: '4111 1111 1111 1111' });
    await waitFor(actor, (s) => s.matches({ cardEntry: 'idle' }));
    expect(actor.getSnapshot().context.cardErrors).toEqual({});
    expect(tokenized).toEqual([]);
  });

  it('sends a valid card to the provider, keeps the opaque data and names, and collapses', async () => {
    const { actor, ready, tokenized, last } = start();
    await ready();
    enterCard(actor);
    actor.send({ type: 'card.submit' });
    await waitFor(actor, (s) => s.matches({ cardEntry: 'idle' }) && s.context.opaqueData !== null);
    expect(tokenized[0]?.card.cardNumber).toBe('4111 1111 1111 1111');
    expect(last()).toMatchObject({
      component: 'card',
      firstName: 'Dana',
      lastName: 'Whitfield',
      cardLastFour: '1111',
      profileId: '',
    });
    // Read back as "Visa ending in 1111", the words a saved card uses.
    expect(actor.getSnapshot().context.cardBrand).toBe('Visa');
    expect(actor.getSnapshot().context.expanded).toBe(false);
    expect(paymentProblem(last(), input)).toBeNull();
  });

  it("lists the provider's messages when it refuses the card", async () => {
    const { actor, ready } = start();
    await ready();
    enterCard(actor, '4000 0000 0000 0002');
    actor.send({ type: 'card.submit' });
    await waitFor(actor, (s) => s.context.tokenErrors.length > 0);
    expect(actor.getSnapshot().context.tokenErrors).toEqual([
      'Please provide valid credit card number.',
    ]);
    expect(actor.getSnapshot().context.opaqueData).toBeNull();
  });

  it('asks to finalize a card chosen with neither card data nor a saved card', () => {
    const { last } = start();
    expect(paymentProblem(last(), input)).toBe(checkoutMessages.finalizePayment);
  });

  it('a saved card clears the entered card; new card data clears the saved card; clearing resets all', async () => {
    const { actor, ready, last } = start();
    await ready();
    enterCard(actor);
    actor.send({ type: 'card.submit' });
    await waitFor(actor, (s) => s.context.opaqueData !== null);
    actor.send({ type: 'savedCard.select', profileId: 'profile-2' });
    expect(last()).toMatchObject({
      profileId: 'profile-2',
      opaqueData: null,
      firstName: '',
      lastName: '',
      cardLastFour: '0005',
    });
    expect(actor.getSnapshot().context.card.cardNumber).toBe('');
    actor.send({ type: 'card.change', field: 'cardNumber', value: '4' });
    expect(last().profileId).toBe('');
    actor.send({ type: 'savedCard.select', profileId: 'profile-1' });
    actor.send({ type: 'savedCard.clear' });
    expect(last()).toMatchObject({ profileId: '', opaqueData: null, firstName: '', lastName: '' });
  });

  it('edits a saved card within its limits and shows the updated list', async () => {
    const { actor, ready } = start();
    await ready();
    actor.send({ type: 'savedCard.edit', profileId: 'profile-1' });
    expect(actor.getSnapshot().matches({ savedCards: 'editing' })).toBe(true);
    actor.send({ type: 'savedCardForm.change', field: 'zip', value: '123456' });
    actor.send({ type: 'savedCardForm.submit' });
    expect(actor.getSnapshot().context.savedCardEdit?.errors.zip).toBeDefined();
    actor.send({ type: 'savedCardForm.change', field: 'zip', value: '43017' });
    actor.send({ type: 'savedCardForm.change', field: 'city', value: 'Dublin' });
    actor.send({ type: 'savedCardForm.submit' });
    await waitFor(actor, (s) => s.matches({ savedCards: 'ready' }));
    expect(actor.getSnapshot().context.savedCards[0]?.billToAddressCity).toBe('Dublin');
    expect(actor.getSnapshot().context.savedCardEdit).toBeNull();
  });

  it("shows the provider's error when an update is refused", async () => {
    const { actor, ready } = start(
      {},
      { update: async () => ({ ...listReply(), success: false, errorMessage: 'Card expired.' }) },
    );
    await ready();
    actor.send({ type: 'savedCard.edit', profileId: 'profile-1' });
    actor.send({ type: 'savedCardForm.submit' });
    await waitFor(
      actor,
      (s) => s.matches({ savedCards: 'editing' }) && s.context.savedCardEdit?.error !== null,
    );
    expect(actor.getSnapshot().context.savedCardEdit?.error).toBe('Card expired.');
    actor.send({ type: 'savedCardForm.cancel' });
    expect(actor.getSnapshot().matches({ savedCards: 'ready' })).toBe(true);
  });

  it('deletes a saved card after confirmation, clearing it if selected', async () => {
    const { actor, ready, last } = start();
    await ready();
    actor.send({ type: 'savedCard.select', profileId: 'profile-1' });
    actor.send({ type: 'savedCard.delete', profileId: 'profile-1' });
    actor.send({ type: 'savedCardDelete.cancel' });
    expect(actor.getSnapshot().context.savedCards).toHaveLength(2);
    actor.send({ type: 'savedCard.delete', profileId: 'profile-1' });
    actor.send({ type: 'savedCardDelete.confirm' });
    await waitFor(
      actor,
      (s) => s.matches({ savedCards: 'ready' }) && s.context.savedCards.length === 1,
    );
    expect(last().profileId).toBe('');
    expect(actor.getSnapshot().context.expanded).toBe(true);
  });

  it.each([
    [
      'a script that did not load: retry',
      new CardProviderUnavailable('no script', true),
      'An error occurred with our servers. Please reload the page and try again.',
    ],
    [
      'no provider at all: contact',
      new CardProviderUnavailable('blocked', false),
      'An error occurred with our servers. Please contact customer service.',
    ],
  ])('shows the provider load failure for %s', async (_case, error, text) => {
    const { actor } = start({}, { load: async () => Promise.reject(error) });
    await waitFor(actor, (s) => s.matches({ provider: 'failed' }));
    expect(actor.getSnapshot().context.providerError).toBe(text);
  });

  it.each([
    [true, 'An error occurred with our servers. Please reload the page and try again.'],
    [false, 'An error occurred with our servers. Please contact customer service.'],
  ])('shows the saved cards failure with canRetry %s', async (canRetry, text) => {
    const { actor } = start(
      {},
      { list: async () => ({ success: false, paymentMethods: [], canRetry, errorMessage: '' }) },
    );
    await waitFor(actor, (s) => s.matches({ savedCards: 'failed' }));
    expect(actor.getSnapshot().context.savedCardsError).toBe(text);
  });

  it('clears the selection after a checkout error and empties the card when checkout completes', async () => {
    const { actor, ready } = start();
    await ready();
    enterCard(actor);
    actor.send({ type: 'payment.checkoutCompleted' });
    expect(actor.getSnapshot().context.card.cardNumber).toBe('');
    actor.send({ type: 'payment.clearSelection' });
    expect(actor.getSnapshot().context).toMatchObject({ selectedOptionId: null, expanded: true });
  });

  it('reaches every state by a path, and each path replays on a live actor', () => {
    const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));
    const machine = paymentMachine.provide({
      actions: { reportSelection: () => undefined },
      actors: {
        loadCardProvider: never(),
        fetchSavedCards: never(),
        updateSavedCard: never(),
        deleteSavedCard: never(),
        tokenizeCard: never(),
        checkCard: never(),
      },
    });
    const card = {
      cardNumber: '4111111111111111',
      cardCode: '123',
      expDate: '08/29',
      firstName: 'A',
      lastName: 'B',
    };
    const walkInput = { ...input };
    const noCards = { ...input, settings: null };
    const events = [
      { type: 'xstate.done.actor.loadCardProvider' },
      { type: 'xstate.error.actor.loadCardProvider', error: new Error('x') },
      { type: 'xstate.done.actor.fetchSavedCards', output: listReply() },
      { type: 'xstate.error.actor.fetchSavedCards', error: new Error('x') },
      { type: 'savedCard.edit', profileId: 'profile-1' },
      { type: 'savedCardForm.submit' },
      { type: 'xstate.done.actor.updateSavedCard', output: listReply() },
      { type: 'savedCard.delete', profileId: 'profile-1' },
      { type: 'savedCardDelete.confirm' },
      { type: 'xstate.done.actor.deleteSavedCard', output: listReply() },
      ...Object.entries(card).map(([field, value]) => ({ type: 'card.change', field, value })),
      { type: 'card.submit' },
      { type: 'xstate.done.actor.checkCard', output: { card, errors: {}, brand: 'Visa' } },
      {
        type: 'xstate.done.actor.tokenizeCard',
        output: mockTokenize({ settings: cardSettings, card }, new Date(2026, 0, 1)),
      },
    ];
    const serialize = (s: { value: unknown; context: PaymentContext }) =>
      JSON.stringify([s.value, s.context.card]);
    const walk = walkStates(machine, { input: walkInput, events, serialize: serialize as never });
    const unused = walkStates(machine, { input: noCards, events: [] });
    const unreached = walk.unreached.filter((id) => unused.unreached.includes(id));
    expect(unreached).toEqual([]);
    for (const [leaf, path] of walk.pathTo)
      expect(replay(machine, walkInput, path)).toContain(leaf);
    for (const [leaf, path] of unused.pathTo)
      expect(replay(machine, noCards, path)).toContain(leaf);
  }, 20_000);
});
