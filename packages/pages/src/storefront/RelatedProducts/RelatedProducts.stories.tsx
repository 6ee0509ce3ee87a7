import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { RelatedProducts } from './RelatedProducts';

const meta = {
  title: 'Pages/Storefront/Related products',
  component: RelatedProducts,
  args: {
    input: { categoryContentLinkId: 12, attributesToMatch: [], productType: 'Base Cabinets' },
  },
} satisfies Meta<typeof RelatedProducts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The machine loads against the embedded back end; Load More appends the next page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Base Cabinets' });
    await expect(await within(list).findAllByRole('listitem')).toHaveLength(25);
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await expect(await canvas.findByText(/^29 of 29$/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load More' })).toBeNull();
  },
};

export const SwitchProductType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Base Cabinets' });
    await userEvent.click(canvas.getByRole('button', { name: 'Wall Cabinets' }));
    await expect(await canvas.findByRole('list', { name: 'Wall Cabinets' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Wall Cabinets' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A failed reply is treated as empty (storefront.md §7). */
export const FailedReplyIsEmpty: Story = {
  parameters: { faults: { 'catalogue.relatedProducts': { status: 500 } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Sorry, we don't stock any products in this category for the door style you've selected."),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        catalogue: [
          http.post('*/Product/RelatedProducts', () =>
            HttpResponse.json({ products: [], currentPage: 1, totalPages: 0, totalCount: 0 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/don't stock any products/)).toBeVisible();
  },
};
