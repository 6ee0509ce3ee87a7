import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { StatusBadge } from '../StatusBadge';
import { ThemeProvider, themeNames } from '../theme';
import { ProductTile } from './ProductTile';
import { productTileLayouts } from './ProductTile.css';

const picture = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#d8b98a"/><rect x="80" y="60" width="240" height="280" fill="#6b3e1f"/></svg>',
)}`;

const onAdd = fn();

/**
 * ProductTile presents one product in a list or grid: picture, name (a link that covers the
 * tile), item number (BRPART), price and stock, an optional badge and actions. A $0.00 price
 * hides price and stock together (storefront.md §5). Pass the router's Link via `renderLink`.
 *
 * **When to use:** related products, search results, wish list items in a grid.
 *
 * **When not to use:** for the product page itself, or rows in a back-office table (DataTable).
 */
const meta = {
  title: 'Commerce/ProductTile',
  component: ProductTile,
  args: {
    name: 'Shaker Base Cabinet 30"',
    href: '#/product/sb30',
    imageSrc: picture,
    itemNumber: 'SB30-ESP',
    price: 412.5,
    stock: 8,
  },
  argTypes: { layout: { control: 'inline-radio', options: productTileLayouts } },
  render: (args) => (
    <div style={{ maxWidth: 260 }}>
      <ProductTile {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tile = canvas.getByRole('article', { name: 'Shaker Base Cabinet 30"' });
    await expect(
      within(tile).getByRole('link', { name: 'Shaker Base Cabinet 30"' }),
    ).toHaveAttribute('href', '#/product/sb30');
    await expect(tile).toHaveTextContent('Item # SB30-ESP');
    await expect(tile).toHaveTextContent('$412.50');
    await expect(tile).toHaveTextContent('8 in stock.');
  },
};

export const Playground: Story = {};

export const OnSale: Story = {
  args: { price: 412.5, salePrice: 349 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s')).toHaveTextContent('$412.50');
  },
};

/** $0.00 is "no price": neither price nor stock shows. */
export const NoPrice: Story = {
  args: { price: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).not.toContain('$');
    await expect(canvasElement.textContent).not.toContain('in stock');
  },
};

export const NoImage: Story = {
  args: { imageSrc: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'No image available' }),
    ).toBeVisible();
  },
};

export const WithBadgeAndActions: Story = {
  args: {
    badge: (
      <StatusBadge tone="info" size="sm">
        Express
      </StatusBadge>
    ),
    actions: (
      <Button size="sm" onClick={onAdd}>
        Add to Cart
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to Cart' }));
    await expect(onAdd).toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  args: { actions: <Button size="sm">Add to Cart</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toHaveFocus();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: '180px 1fr',
              gap: 12,
              padding: 12,
              alignItems: 'start',
            }}
          >
            {productTileLayouts.map((layout) => (
              <ProductTile
                key={layout}
                {...args}
                layout={layout}
                name={`${theme} ${layout}`}
                salePrice={layout === 'horizontal' ? 349 : undefined}
                badge={
                  <StatusBadge tone="info" size="sm">
                    Express
                  </StatusBadge>
                }
                actions={<Button size="sm">Add to Cart</Button>}
              />
            ))}
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(themeNames.length * 2);
  },
};
