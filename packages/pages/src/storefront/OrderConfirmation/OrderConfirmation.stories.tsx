import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderConfirmation } from './OrderConfirmation';

const meta = {
  title: 'Pages/Storefront/Order confirmation',
  component: OrderConfirmation,
  args: { orderNumber: 'JN-104201' },
} satisfies Meta<typeof OrderConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The number the checkout passed in ?orderNumber=. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    await expect(canvas.getByText('JN-104201')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const Playground: Story = {};

export const WithoutOrderNumber: Story = {
  args: { orderNumber: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No order number was given, so there is nothing to confirm.'),
    ).toBeVisible();
  },
};
