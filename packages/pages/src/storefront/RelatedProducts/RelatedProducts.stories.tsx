import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { expectAnnounced } from '../../../../../.storybook/announced';
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
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Base Cabinets' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25), { timeout: 5000 });
    // Issue 46: the products' live region speaks the new count politely.
    const more = () => userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await expectAnnounced(more, 'polite', /^29 of 29/, { timeout: 5000, container: canvasElement });
    await expect(await canvas.findByText(/^29 of 29$/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load More' })).toBeNull();
  },
};

export const SwitchProductType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Base Cabinets' });
    const wall = () => userEvent.click(canvas.getByRole('button', { name: 'Wall Cabinets' }));
    await expectAnnounced(wall, 'polite', /^\d+ of \d+/, { timeout: 5000, container: canvasElement });
    await expect(await canvas.findByRole('list', { name: 'Wall Cabinets' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Wall Cabinets' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A failed reply is treated as empty (storefront.md §7). */
export const FailedReplyIsEmpty: Story = {
  parameters: { faults: { 'catalogue.relatedProducts': { status: 500 } } },
  play: async ({ canvasElement, mount }) => {
    // Issue 46: spoken politely as the (empty) answer arrives.
    await expectAnnounced(() => mount(), 'polite', "Sorry, we don't stock any products in this category", { timeout: 5000 });
    await expect(
      await within(canvasElement).findByText("Sorry, we don't stock any products in this category for the door style you've selected."),
    ).toBeVisible();
  },
};

/** §8: nothing of this type for the door style, but the door style has products: the phone invitation. */
export const Empty: Story = {
  args: { phone: { PhoneNumber: '+18005550147', PhoneText: '1-800-555-0147' } },
  parameters: {
    msw: {
      handlers: {
        catalogue: [
          http.post('*/Product/RelatedProducts', async ({ request }) => {
            const body = (await request.json()) as { pageSize: number };
            // The page-size-0 check finds products of the door style in other types.
            return HttpResponse.json({ products: [], currentPage: 1, totalPages: 0, totalCount: body.pageSize === 0 ? 3 : 0 });
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement, mount }) => {
    await expectAnnounced(() => mount(), 'polite', /don't stock any products.*Call your representative at 1-800-555-0147/, {
      timeout: 5000,
    });
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/don't stock any products/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Call your representative at 1-800-555-0147 to order it.' })).toHaveAttribute('href', 'tel:+18005550147');
  },
};

/** §8: the door style has no product at all (page-size-0 check): available through special order. */
export const SpecialOrder: Story = {
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
  play: async ({ canvasElement, mount }) => {
    await expectAnnounced(() => mount(), 'polite', 'The Door Style you selected is available through special order.', {
      timeout: 5000,
    });
    await expect(
      await within(canvasElement).findByText('The Door Style you selected is available through special order.'),
    ).toBeVisible();
  },
};

/** §2.5: the spinner overlay while a page loads. */
export const Loading: Story = {
  parameters: { faults: { 'catalogue.relatedProducts': { latencyMs: 3000 } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading related products');
  },
};
