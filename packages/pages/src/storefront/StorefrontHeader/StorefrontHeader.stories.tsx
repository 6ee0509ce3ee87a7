import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StorefrontHeader } from './StorefrontHeader';

const meta = {
  title: 'Pages/Storefront/Header',
  component: StorefrontHeader,
  args: { cartCount: 8, shopperName: 'Dana Whitfield', onSignOut: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StorefrontHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The home link and the cart count. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Joinery home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Cart, 8 items' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    await expect(canvas.getByText('Signed in as Dana Whitfield')).toBeVisible();
  },
};

export const Playground: Story = {};

export const Visitor: Story = {
  args: { cartCount: 0, shopperName: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign out' })).toBeNull();
  },
};

/** Keyboard: Tab through home, cart and sign out; Enter signs out. */
export const SignOutByKeyboard: Story = {
  args: { cartCount: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Joinery home' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Cart, 1 item' })).toHaveFocus();
    // A signed-in shopper's wish lists and quote cart come next (storefront.md §2.2, §2.3).
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Wish Lists' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Request a Quote' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};
