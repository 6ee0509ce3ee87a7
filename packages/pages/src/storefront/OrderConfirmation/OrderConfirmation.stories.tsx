import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { OrderReceipt } from '@joinery/flows/storefront/orderReceipt';
import { expectAnnounced } from '../../../../../.storybook/announced';
import { OrderConfirmation } from './OrderConfirmation';

/** What the checkout keeps when an order is accepted (two lines, ground shipping, an address). */
const receipt: OrderReceipt = {
  orderNumber: 'JN-104201',
  lines: [
    { name: 'Base Cabinet 27"W', sku: 'B27-WHT', quantity: 2, price: 312.5, lineTotal: 625 },
    { name: 'Wall Cabinet 30"W', sku: 'W3030-WHT', quantity: 1, price: 248, lineTotal: 248 },
  ],
  subTotal: 873,
  shippingTotal: 45,
  taxTotal: 62.44,
  total: 980.44,
  shippingMethod: 'Ground',
  shipTo: [
    'Dana Whitfield',
    'Whitfield Kitchens',
    '1200 Market St',
    'Springfield, IL 62701',
    '217-555-0142',
  ],
};

const meta = {
  title: 'Pages/Storefront/Order confirmation',
  component: OrderConfirmation,
  args: { orderNumber: 'JN-104201' },
} satisfies Meta<typeof OrderConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened without the checkout's receipt (another tab or device): the number alone. */
export const Default: Story = {
  play: async ({ canvasElement, mount }) => {
    // Issue 46: arriving from Place Order (its button gone with the checkout), focus goes to the
    // heading, so a screen reader says the order went through.
    await expectAnnounced(() => mount(), 'focus', /^heading, Thank you for your order, level 1/);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    await expect(canvas.getByText('JN-104201')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'What you ordered' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const Playground: Story = {};

/** Straight after the checkout: what was ordered, the totals and where it goes. */
export const WithOrderDetails: Story = {
  tags: ['screenshot'],
  args: { receipt },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('JN-104201')).toBeVisible();
    const items = canvas.getByRole('region', { name: 'What you ordered' });
    const rows = within(items).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent('Base Cabinet 27"WSKU B27-WHT2$312.50$625.00');
    await expect(rows[2]).toHaveTextContent('Wall Cabinet 30"WSKU W3030-WHT1$248.00$248.00');
    const totals = within(items).getByLabelText('Order total');
    await expect(totals).toHaveTextContent('Subtotal$873.00');
    await expect(totals).toHaveTextContent('Shipping (Ground)$45.00');
    await expect(totals).toHaveTextContent('Tax$62.44');
    await expect(totals).toHaveTextContent('Order total$980.44');
    const shipTo = canvas.getByRole('region', { name: 'Shipping to' });
    await expect(shipTo).toHaveTextContent(
      'Dana WhitfieldWhitfield Kitchens1200 Market StSpringfield, IL 62701217-555-0142',
    );
  },
};

export const WithoutOrderNumber: Story = {
  args: { orderNumber: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No order number was given, so there is nothing to confirm.'),
    ).toBeVisible();
  },
};
