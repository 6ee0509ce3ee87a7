import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { productPageLabels } from '@joinery/flows/storefront/productPage';
import { ProductFirstView } from './ProductFirstView';

/**
 * The product page's first view (issue 33): what a shopper sees while the page widget loads. The
 * prerendered page carries it with the title empty; its boot script fills the title from the inputs
 * the store rendered into the page (apps/site/prerender.ts), and the route hydrates with the same name.
 */
const meta = {
  title: 'Pages/Storefront/Product page/First view',
  component: ProductFirstView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProductFirstView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With the product's name (filled, or rendered by the route): the title and the spinner. */
export const WithTitle: Story = {
  args: { name: 'Base 24" 1 Door 1 Drawer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Base 24" 1 Door 1 Drawer' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(productPageLabels.loading);
    // The title says where a prerendered page's boot script finds its text.
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAttribute('data-fill', 'product-page-inputs:Name');
  },
};

/** As prerendered, before the boot script has filled it: no empty heading to read, only the spinner. */
export const BeforeFill: Story = {
  args: { name: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(productPageLabels.loading);
    const title = canvasElement.querySelector('h1');
    await expect(title).not.toBeNull();
    await expect(title).toHaveAttribute('hidden');
    await expect(title).toBeEmptyDOMElement();
  },
};
