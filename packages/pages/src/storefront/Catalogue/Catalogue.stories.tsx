import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectAnnounced } from '../../../../../.storybook/announced';
import { Catalogue } from './Catalogue';

const meta = {
  title: 'Pages/Storefront/Catalogue',
  component: Catalogue,
  args: { category: 'Base Cabinets' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Catalogue>;
export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 5000 };

/** Products of a category with links to their pages (/products/{product-url}); Load More appends. */
export const LoadMore: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Catalog', level: 1 })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Base Cabinets' }, SLOW);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25), SLOW);
    await expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/products\//));
    // Issue 46: the new count is spoken politely (the products' live region).
    await expectAnnounced(() => userEvent.click(canvas.getByRole('button', { name: 'Load More' })), 'polite', /\b29 of 29\b/, {
      ...SLOW,
      container: canvasElement,
    });
    await expect(await canvas.findByText('29 of 29', {}, SLOW)).toBeVisible();
  },
};

/** Choosing another category tile lists its products. */
export const OtherCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Base Cabinets' }, SLOW);
    // Issue 46: the other category's products are spoken politely as they arrive (the count first).
    await expectAnnounced(() => userEvent.click(canvas.getByRole('button', { name: 'Samples' })), 'polite', /^\d+ of \d+/, {
      ...SLOW,
      container: canvasElement,
    });
    await expect(await canvas.findByRole('list', { name: 'Samples' }, SLOW)).toBeVisible();
  },
};
