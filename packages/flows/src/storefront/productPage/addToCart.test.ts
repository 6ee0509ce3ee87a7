import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../api/errors';
import type { AddToCartReply, AddToCartRequest } from '../../api/storefront/products';
import { addToCartMachine, type AddToCartInput } from './addToCart.machine';
import {
  addBlockedReason,
  productQuantity,
  quantityMax,
  showsBuyButton,
  showsQuoteButton,
} from './purchase';

function start(reply: (request: AddToCartRequest) => Promise<AddToCartReply>, page: AddToCartInput['page'] = 'default') {
  const cartChanged = vi.fn();
  const requests: AddToCartRequest[] = [];
  const actor = createActor(
    addToCartMachine.provide({
      actors: {
        addToCart: fromPromise(({ input }: { input: { request: AddToCartRequest; endpoint: string } }) => {
          requests.push(input.request);
          return reply(input.request);
        }),
      },
      actions: { cartChanged },
    }),
    { input: { endpoint: '/cart/add', page } },
  ).start();
  return { actor, cartChanged, requests };
}
const settle = () => new Promise((r) => setTimeout(r, 0));
const add = { type: 'cart.add', code: 'SKU-1', quantity: 2, cartName: 'Default', stock: 5 } as const;

describe('addToCartMachine', () => {
  it('adds, says so and refreshes the cart', async () => {
    const { actor, cartChanged, requests } = start(async () => ({ hasError: false, message: '' }));
    actor.send(add);
    expect(actor.getSnapshot().value).toBe('adding');
    await settle();
    expect(actor.getSnapshot().value).toBe('added');
    expect(actor.getSnapshot().context.message?.text).toBe('Item with sku SKU-1 was added to the cart');
    expect(requests).toEqual([{ code: 'SKU-1', quantity: 2, cartName: 'Default' }]);
    expect(cartChanged).toHaveBeenCalledTimes(1);
    actor.send({ type: 'message.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('refuses a quantity above stock before any call', () => {
    const { actor, requests } = start(async () => ({ hasError: false, message: '' }));
    actor.send({ ...add, quantity: 9 });
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.message?.text).toBe('Only 5 in stock.');
    expect(requests).toEqual([]);
  });

  it('a quote request has no stock cap', async () => {
    const { actor } = start(async () => ({ hasError: false, message: '' }));
    actor.send({ ...add, quantity: 500, cartName: 'Quote Request', stock: 0 });
    await settle();
    expect(actor.getSnapshot().value).toBe('added');
  });

  it('a refusal in the reply: the message and the retry advice (colour page: its own words)', async () => {
    const { actor } = start(async () => ({ hasError: true, message: 'No more' }));
    actor.send(add);
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.message?.text).toBe(
      'No more Please reload the page and retry, or contact customer service.',
    );
    const colour = start(async () => ({ hasError: true, message: 'No more' }), 'colour');
    colour.actor.send(add);
    await settle();
    expect(colour.actor.getSnapshot().context.message?.text).toBe(
      "We're sorry, but we could not add this item to your cart: No more.",
    );
  });

  it('a server error names the status text', async () => {
    const { actor } = start(async () => {
      throw new ApiError('http', 'products.addToCart', 'x', { status: 500, statusText: 'Internal Server Error' });
    });
    actor.send(add);
    await settle();
    expect(actor.getSnapshot().context.message?.text).toBe(
      'An error occurred procesing your request: Internal Server Error Please reload the page and retry, or contact customer service.',
    );
  });

  it('a variation change clears the message', async () => {
    const { actor } = start(async () => ({ hasError: true, message: 'x' }));
    actor.send(add);
    await settle();
    actor.send({ type: 'variation.change' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { message: null } });
  });
});

describe('purchase rules', () => {
  const variation = { ShowBuyButton: true, ShowQuoteButton: true, InventoryDetails: { TotalInStock: 3 } };
  it('quantity under 1 or not a number counts as 0', () => {
    expect(productQuantity('abc')).toBe(0);
    expect(productQuantity('0')).toBe(0);
    expect(productQuantity(-2)).toBe(0);
    expect(productQuantity('12')).toBe(12);
  });
  it('quantity maximum: stock, 99999 without inventory or for a quote', () => {
    expect(quantityMax(variation, 'Default')).toBe(3);
    expect(quantityMax({ InventoryDetails: null }, 'Default')).toBe(99999);
    expect(quantityMax(variation, 'Quote Request')).toBe(99999);
    expect(quantityMax({ InventoryDetails: { TotalInStock: 0 } }, 'Default')).toBe(1);
  });
  it('the quote button: Dealer site by ShowQuoteButton, other sites customer type R only', () => {
    expect(showsQuoteButton({ siteName: 'Dealer', customerType: 'D', variation })).toBe(true);
    expect(showsQuoteButton({ siteName: 'Retail', customerType: 'D', variation })).toBe(false);
    expect(showsQuoteButton({ siteName: 'Retail', customerType: 'R', variation })).toBe(true);
    expect(showsQuoteButton({ siteName: 'Dealer', customerType: 'R', variation: { ...variation, ShowQuoteButton: false } })).toBe(false);
  });
  it('the buy button needs ShowBuyButton and inventory details', () => {
    expect(showsBuyButton({ siteName: 'Dealer', customerType: 'D', variation })).toBe(true);
    expect(showsBuyButton({ siteName: 'Dealer', customerType: 'D', variation: { ...variation, InventoryDetails: null } })).toBe(false);
  });
  it('add disabled: traits, quantity, stock', () => {
    expect(addBlockedReason({ allTraitsChosen: false, quantity: 1, stock: 3, cartName: 'Default' })).toBe('Select required fields(*) above to enable');
    expect(addBlockedReason({ allTraitsChosen: true, quantity: 0, stock: 3, cartName: 'Default' })).toBe('Select required fields(*) above to enable');
    expect(addBlockedReason({ allTraitsChosen: true, quantity: 1, stock: 0, cartName: 'Default' })).toBe('Selected product is currently out of stock.');
    expect(addBlockedReason({ allTraitsChosen: true, quantity: 1, stock: 0, cartName: 'Quote Request' })).toBeNull();
  });
});
