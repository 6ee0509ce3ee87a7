import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectAnnounced } from '../../../../../.storybook/announced';
import { StorefrontLogin } from './StorefrontLogin';

const meta = {
  title: 'Pages/Storefront/Sign-in',
  component: StorefrontLogin,
  args: { onSignedIn: fn() },
} satisfies Meta<typeof StorefrontLogin>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The four demo shoppers: a dealer, a retail customer (type R), an account on hold, one near its credit limit. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'Sign in' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(4);
    await expect(
      list.getByText('Retail customer (type R): pays by card, no purchase orders.'),
    ).toBeVisible();
    await userEvent.click(list.getByRole('button', { name: 'Sign in as Dana Whitfield' }));
    await waitFor(() =>
      expect(args.onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ cartCount: 8 })),
    );
  },
};

export const Playground: Story = {};

export const Loading: Story = {
  parameters: { faults: { 'shopperSession.shoppers': { latencyMs: Infinity } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading the demo shoppers'),
    ).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { faults: { 'shopperSession.shoppers': { status: 500, times: 1 } } },
  play: async ({ canvasElement, mount }) => {
    const canvas = within(canvasElement);
    // Issue 46: the failure is spoken at once as it arrives.
    await expectAnnounced(
      () => mount(),
      'assertive',
      'The demo shoppers could not be loaded. Please reload the page and try again.',
      { timeout: 10_000 },
    );
    await expect(
      await canvas.findByText(
        'The demo shoppers could not be loaded. Please reload the page and try again.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('list', { name: 'Sign in' })).toBeVisible();
  },
};

export const SignInFailed: Story = {
  parameters: { faults: { 'shopperSession.signIn': { status: 500 } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const riley = await canvas.findByRole('button', { name: 'Sign in as Riley Chen' });
    await expectAnnounced(
      () => userEvent.click(riley),
      'assertive',
      'Signing in did not work. Please try again.',
    );
    await expect(
      await canvas.findByText('Signing in did not work. Please try again.'),
    ).toBeInTheDocument();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** Keyboard: Tab to a shopper's button, Enter signs in. */
export const SignInByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Sign in' });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sign in as Dana Whitfield' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalled());
  },
};
