import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { EveryTheme } from '../docs/EveryTheme';
import { spaceScale } from '../sprinkles/scale';
import { tileColumnCounts } from '../sprinkles/sprinkles.css';
import { Tiles } from './Tiles';

const productTypes = ['Samples', 'Base Cabinets', 'Wall Cabinets', 'Panels', 'Fillers & Moldings', 'Tall Cabinets'];
const tiles = productTypes.map((name) => (
  <Box key={name} padding="md" background="sunken" borderRadius="md" textAlign="center">
    {name}
  </Box>
));

/**
 * A grid of equal cells filled row by row; the number of columns can change per breakpoint.
 *
 * **When to use:** product cards, product-type tiles, swatches.
 * **When not:** regions of different widths (Columns) or items sized by content (Inline).
 */
const meta = {
  title: 'Layout/Tiles',
  component: Tiles,
  args: { columns: 3, space: 'md', children: tiles },
  argTypes: {
    columns: { control: 'inline-radio', options: tileColumnCounts },
    space: { control: 'select', options: spaceScale },
  },
} satisfies Meta<typeof Tiles>;
export default meta;
type Story = StoryObj<typeof meta>;

const columnCount = (canvasElement: HTMLElement) =>
  getComputedStyle(within(canvasElement).getByText('Samples').parentElement!).gridTemplateColumns.split(' ').length;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(3);
  },
};

export const Playground: Story = {};

/** The related-products row: one per line on a phone, three on a tablet, six on a desktop. */
const responsiveColumns = { mobile: 1, tablet: 3, desktop: 6 } as const;

export const ResponsiveMobile: Story = {
  args: { columns: responsiveColumns },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(1);
  },
};

export const ResponsiveTablet: Story = {
  args: { columns: responsiveColumns },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(3);
  },
};

export const ResponsiveDesktop: Story = {
  args: { columns: responsiveColumns },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(6);
  },
};

export const Matrix: Story = {
  render: () => (
    <EveryTheme>
      {([2, 3] as const).map((columns) => (
        <Tiles key={columns} columns={columns} space="xs">
          {productTypes.map((name) => (
            <Box key={name} padding="xs" background="sunken" borderRadius="sm">
              {name}
            </Box>
          ))}
        </Tiles>
      ))}
    </EveryTheme>
  ),
};
