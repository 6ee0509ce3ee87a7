import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ThemeProvider, themeNames } from '../theme';
import { StockText } from './StockText';
import { stockTextSizes } from './StockText.css';

/**
 * StockText is the storefront's stock line: "{n} in stock.", "Out of stock." or "Inventory not
 * available." (storefront.md §5), with an icon so the state is not told by colour alone.
 *
 * **When to use:** under a price, on a product page, wish list item or cart line.
 *
 * **When not to use:** when the price is $0.00 ("no price"): the page hides price and stock
 * together. For "Only {n} in stock." after a quantity check, use the field's error.
 */
const meta = {
  title: 'Commerce/StockText',
  component: StockText,
  args: { quantity: 12 },
  argTypes: { size: { control: 'inline-radio', options: stockTextSizes } },
} satisfies Meta<typeof StockText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('12 in stock.');
  },
};

export const Playground: Story = {};

export const OutOfStock: Story = {
  args: { quantity: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Out of stock.');
  },
};

/** Negative stock (oversold) reads as out of stock too. */
export const Oversold: Story = {
  args: { quantity: -3 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Out of stock.');
  },
};

export const NotAvailable: Story = {
  args: { quantity: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Inventory not available.');
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ display: 'grid', gap: 4, padding: 12 }}>
            {stockTextSizes.map((size) =>
              [5, 0, null].map((quantity) => (
                <StockText key={`${size}-${quantity}`} size={size} quantity={quantity} />
              )),
            )}
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-state="outOfStock"]')).toHaveLength(
      themeNames.length * 2,
    );
  },
};
