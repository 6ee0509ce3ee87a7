import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Checkout as CheckoutPage } from '@joinery/pages/storefront/Checkout';
import { DEMO_SHOPPER_IDS, signInDemoShopper } from '@joinery/mocks/data/storefront/shoppers';
import {
  allFlows,
  flowsMeta,
  flowStories,
  linksOf,
  type FlowStory,
  type Measured,
} from './flowStories';
import { StepThrough, type EventPayloads } from './StepThrough';

/**
 * The storefront machines' maps (issue 21): one story per machine of packages/flows/src/storefront.
 * A machine added to that domain fails these stories until it has its line below (and in `keys`).
 */
export default { title: 'Flows/Storefront', ...flowsMeta };

const keys = [
  'addToCart',
  'addressBook',
  'addressValidation',
  'cartLine',
  'checkout',
  'payment',
  'quoteCheckout',
  'relatedProducts',
  'shippingOptions',
  'shopperSignIn',
  'summary',
  'variationSelection',
  'wishLists',
  'wishlistAdd',
] as const;
const flow = flowStories('storefront', keys);

export const AddToCart = flow('addToCart');
export const AddressBook = flow('addressBook');
export const AddressValidation = flow('addressValidation');
export const CartLine = flow('cartLine');
export const Checkout = flow('checkout');
export const Payment = flow('payment');
export const QuoteCheckout = flow('quoteCheckout');
export const RelatedProducts = flow('relatedProducts');
export const ShippingOptions = flow('shippingOptions');
export const ShopperSignIn = flow('shopperSignIn');
export const Summary = flow('summary');
export const VariationSelection = flow('variationSelection');
export const WishLists = flow('wishLists');
export const WishlistAdd = flow('wishlistAdd');

/**
 * Walk a purchase on the checkout's diagram: the page runs against the embedded back end (signed
 * in as the demo dealer); the buttons send the events the current state accepts to the page's
 * own machine; the address, shipping and payment parts send theirs as you use the page.
 */
export const CheckoutStepThrough: FlowStory = {
  name: 'Checkout: step through',
  beforeEach: () => {
    signInDemoShopper(DEMO_SHOPPER_IDS.dealer);
  },
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <div style={{ padding: 16 }}>
      <StepThrough
        flows={allFlows}
        flowKey="checkout"
        linksOf={(key) => linksOf(loaded['measured'] as Measured, key)}
        payloads={checkoutPayloads}
        screen={<CheckoutPage cardProvider="mock" onNavigate={() => undefined} />}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = () => canvas.getByTestId('current-state');
    const diagram = await canvas.findByRole(
      'group',
      { name: 'Checkout statechart' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(current()).toHaveTextContent('ready.shopping'), { timeout: 10_000 });
    await expect(diagram.querySelector('[aria-current="step"]')).toHaveAttribute(
      'data-state',
      'ready.shopping',
    );
    const events = canvas.getByRole('group', { name: 'Events the current state accepts' });
    // Pay later on the page (the payment part reports it), accept the terms with the machine's event.
    await userEvent.click(
      await canvas.findByRole('radio', { name: 'Call Me for Payment' }, { timeout: 10_000 }),
    );
    await userEvent.click(within(events).getByRole('button', { name: 'terms.toggle' }));
    await expect(
      canvas.getByRole('checkbox', { name: 'I have read and accept the terms and conditions' }),
    ).toBeChecked();
    await expect(current()).toHaveTextContent('ready.shopping');
    // The order needs its shipping method, which the shipping part fetches for the saved address.
    await within(canvas.getByRole('region', { name: 'Shipping Method' })).findAllByText(
      'Residential Liftgate Delivery ($129.00)',
      {},
      { timeout: 10_000 },
    );
    await userEvent.click(within(events).getByRole('button', { name: 'order.place' }));
    await waitFor(() => expect(current()).toHaveTextContent('ready.placed'), { timeout: 10_000 });
    await expect(diagram.querySelector('[aria-current="step"]')).toHaveAttribute(
      'data-state',
      'ready.placed',
    );
    // The path so far names the step that got there: the placement's reply.
    await expect(canvas.getByRole('list', { name: 'Path so far' })).toHaveTextContent(
      /done: placeOrder → ready\.placed/,
    );
    // A placed order accepts no more events from the buttons.
    await expect(within(events).queryByRole('button', { name: 'order.place' })).toBeNull();
  },
};

/** The checkout events a designer may send by hand, with their payload from the current context. */
const checkoutPayloads: EventPayloads = {
  'order.place': () => ({}),
  'terms.toggle': () => ({}),
  'checkout.retry': () => ({}),
  'billing.toggleSameAsShipping': (context) => (context['allowBillingEqualsShipping'] ? {} : null),
  'notes.change': () => ({ value: 'Please call before delivery.' }),
  'message.dismiss': (context) => {
    const [first] = (context['messages'] as { id: number }[] | undefined) ?? [];
    return first ? { id: first.id } : null;
  },
};
