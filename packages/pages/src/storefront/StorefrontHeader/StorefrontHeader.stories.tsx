import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { StorefrontHeader, type StorefrontHeaderProps } from './StorefrontHeader';

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
    await expect(canvas.getByRole('link', { name: 'Wish Lists' })).toHaveAttribute('href', '/wishlists');
  },
};

export const Playground: Story = {};

/** storefront.md §6: with the store's ShowWishlist off no Wish Lists link leads to "Wish lists are not available." (issue 35). */
export const WishListsOff: Story = {
  args: { showWishlist: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Request a Quote' })).toHaveAttribute('href', '/quote-checkout');
    await expect(canvas.queryByRole('link', { name: 'Wish Lists' })).toBeNull();
    await expect(canvas.queryByText('Wish Lists')).toBeNull();
  },
};

export const Visitor: Story = {
  args: { cartCount: 0, shopperName: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign out' })).toBeNull();
  },
};

/** The header at the narrowest phone (390 px); the button below stands for the session's reply. */
function LoadingThenKnown(props: StorefrontHeaderProps) {
  const [known, setKnown] = useState(false);
  return (
    <div style={{ width: 390 }}>
      <StorefrontHeader {...props} {...(known ? { pending: false, shopperName: 'Dana Whitfield', cartCount: 8 } : {})} />
      <button type="button" onClick={() => setKnown(true)}>
        The session arrives
      </button>
    </div>
  );
}

/**
 * Who is signed in is not known yet: the header keeps a signed-in shopper's room, its links unseen
 * and out of the tab order and the accessibility tree, so nothing below moves when they come.
 */
export const SessionLoading: Story = {
  args: { cartCount: 0, shopperName: undefined, pending: true },
  render: (args) => <LoadingThenKnown {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvasElement.querySelector('header')!;
    await expect(canvas.queryByRole('link', { name: 'Wish Lists' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Sign out' })).toBeNull();
    await expect(canvas.getByText('Request a Quote')).not.toBeVisible();
    // Tab goes from the cart straight past the header: nothing unseen takes focus.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Cart, 0 items' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'The session arrives' })).toHaveFocus();
    // The dealer is known: the links show and the header is exactly as tall as before.
    const before = header.getBoundingClientRect().height;
    await userEvent.click(canvas.getByRole('button', { name: 'The session arrives' }));
    await expect(canvas.getByText('Signed in as Dana Whitfield')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wish Lists' })).toBeVisible();
    await expect(header.getBoundingClientRect().height).toBe(before);
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
