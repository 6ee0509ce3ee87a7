import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThemeProvider, themeNames } from '../theme';
import { Price } from './Price';
import { priceSizes } from './Price.css';

/**
 * Price shows an amount in US dollars (en-US, `Intl`), or a sale price beside the struck-out
 * regular price. A price of $0.00 is "no price": the component renders nothing, and the page
 * hides the stock text too (storefront.md §5).
 *
 * **When to use:** every product price, list price and line total on the storefront.
 *
 * **When not to use:** for amounts that are not prices to pay (reports format their own
 * numbers), or when $0.00 must read as zero (a free shipping total): format it yourself.
 */
const meta = {
  title: 'Commerce/Price',
  component: Price,
  args: { value: 1240 },
  argTypes: { size: { control: 'inline-radio', options: priceSizes } },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('$1,240.00');
  },
};

export const Playground: Story = { args: { saleValue: 999.5 } };

export const OnSale: Story = {
  args: { value: 129, saleValue: 99.99 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/\$99\.99/)).toHaveTextContent('Sale price $99.99');
    await expect(canvasElement.querySelector('s')).toHaveTextContent('Regular price $129.00');
  },
};

/** A "sale" at or above the regular price is not a sale: only one price shows. */
export const SaleNotLower: Story = {
  args: { value: 50, saleValue: 50 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s')).toBeNull();
    await expect(canvasElement).toHaveTextContent('$50.00');
  },
};

export const ZeroIsNoPrice: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).not.toContain('$');
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ display: 'grid', gap: 8, padding: 12 }}>
            {priceSizes.map((size) => (
              <div key={size} style={{ display: 'flex', gap: 24 }}>
                <Price size={size} value={1240} />
                <Price size={size} value={129} saleValue={99.99} />
              </div>
            ))}
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('s')).toHaveLength(themeNames.length * 3);
  },
};
