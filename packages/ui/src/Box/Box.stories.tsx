import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EveryTheme } from '../docs/EveryTheme';
import { boxBackgrounds } from '../sprinkles/sprinkles.css';
import { spaceScale } from '../sprinkles/scale';
import { Box } from './Box';

/**
 * Box is the atom of every layout: spacing, flex, grid and surface come from sprinkle props,
 * each of which takes one value or one per breakpoint (`{ mobile, tablet, desktop }`).
 *
 * **When to use:** a surface (a card, a highlighted panel) or a one-off arrangement.
 * **When not:** a vertical list (Stack), a row (Inline), regions (Columns) or a grid (Tiles).
 */
const meta = {
  title: 'Layout/Box',
  component: Box,
  args: {
    padding: 'lg',
    background: 'raised',
    border: 'standard',
    borderRadius: 'md',
    children: 'Shipping address',
  },
  argTypes: {
    padding: { control: 'select', options: spaceScale },
    background: { control: 'select', options: boxBackgrounds },
    as: { control: 'inline-radio', options: ['div', 'section', 'article', 'ul'] },
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText('Shipping address');
    await expect(getComputedStyle(box).paddingTop).toBe('16px');
    await expect(getComputedStyle(box).borderTopStyle).toBe('solid');
  },
};

export const Playground: Story = {};

/** The element is the one asked for, so the page outline stays meaningful. */
export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Order notes', children: 'Notes' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Order notes' }).tagName).toBe('SECTION');
  },
};

const responsivePadding = { mobile: 'sm', tablet: 'lg', desktop: 'xxl' } as const;

/** Padding grows with the screen: 8 px on mobile, 16 px on tablet, 40 px on desktop. */
export const ResponsiveDesktop: Story = {
  args: { padding: responsivePadding, children: 'Responsive padding' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByText('Responsive padding')).paddingTop).toBe('40px');
  },
};

export const ResponsiveTablet: Story = {
  args: { padding: responsivePadding, children: 'Responsive padding' },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByText('Responsive padding')).paddingTop).toBe('16px');
  },
};

export const ResponsiveMobile: Story = {
  args: { padding: responsivePadding, children: 'Responsive padding' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByText('Responsive padding')).paddingTop).toBe('8px');
  },
};

/** Every background with body text on it, in every theme. */
export const Matrix: Story = {
  render: () => (
    <EveryTheme>
      <Box display="grid" gap="sm">
        {boxBackgrounds.map((background) => (
          <Box key={background} background={background} padding="sm" borderRadius="sm" border="standard">
            {background}: <Box as="span" color="muted">muted text</Box>
          </Box>
        ))}
      </Box>
    </EveryTheme>
  ),
};
