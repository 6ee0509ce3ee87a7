import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await expect(await canvas.findByText('29 of 29', {}, SLOW)).toBeVisible();
  },
};

/** Choosing another category tile lists its products. */
export const OtherCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Base Cabinets' }, SLOW);
    await userEvent.click(canvas.getByRole('button', { name: 'Samples' }));
    await expect(await canvas.findByRole('list', { name: 'Samples' }, SLOW)).toBeVisible();
  },
};
