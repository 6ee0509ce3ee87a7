import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StorefrontHeader } from '../StorefrontHeader';
import { NotFound } from './NotFound';

/** The site shows the page under the storefront header (apps/site StorefrontFrame); so do these stories. */
const meta = {
  title: 'Pages/Storefront/Page not found',
  component: NotFound,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <>
        <StorefrontHeader cartCount={2} shopperName="Dana Whitfield" />
        <main>
          <Story />
        </main>
      </>
    ),
  ],
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown storefront address: the header stays, the page says so and offers the way home. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(
      canvas.getByText('We could not find the page you asked for. It may have moved, or the address may be mistyped.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the Joinery home page' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/catalog');
    // The storefront header is still there: its home link and the cart.
    await expect(canvas.getByRole('link', { name: 'Joinery home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  },
};

export const Playground: Story = {};
