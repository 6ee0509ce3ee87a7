import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EveryTheme } from '../docs/EveryTheme';
import { Box } from '../Box/Box';
import { spaceScale } from '../sprinkles/scale';
import { Stack, stackAlignments } from './Stack';

/**
 * Children one under another with even space between them.
 *
 * **When to use:** the vertical rhythm of a form, a card or a page column.
 * **When not:** a row of things (Inline) or regions side by side (Columns).
 */
const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    space: 'md',
    children: ['Shipping address', 'Shipping method', 'Payment information'].map((name) => (
      <Box key={name} padding="md" background="sunken" borderRadius="sm">
        {name}
      </Box>
    )),
  },
  argTypes: {
    space: { control: 'select', options: spaceScale },
    align: { control: 'inline-radio', options: stackAlignments },
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByText('Shipping address').parentElement!;
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    await expect(getComputedStyle(stack).rowGap).toBe('12px');
  },
};

export const Playground: Story = {};

/** `align="center"`: children keep their own width and centre. */
export const AlignCenter: Story = {
  args: { align: 'center' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByText('Shipping address').parentElement!).alignItems).toBe('center');
  },
};

/** A list keeps its semantics: `as="ul"` with `li` children. */
export const AsList: Story = {
  args: {
    as: 'ul',
    space: 'xs',
    children: ['Samples', 'Base Cabinets', 'Wall Cabinets'].map((name) => (
      <Box as="li" key={name}>
        {name}
      </Box>
    )),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

const responsiveSpace = { mobile: 'xs', desktop: 'xl' } as const;

export const ResponsiveSpaceDesktop: Story = {
  args: { space: responsiveSpace },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByText('Shipping address').parentElement!).rowGap).toBe('24px');
  },
};

export const ResponsiveSpaceMobile: Story = {
  args: { space: responsiveSpace },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByText('Shipping address').parentElement!).rowGap).toBe('4px');
  },
};

export const Matrix: Story = {
  render: (args) => (
    <EveryTheme>
      <Box display="grid" gridTemplateColumns={2} gap="md">
        {stackAlignments.map((align) => (
          <Stack key={align} {...args} align={align} space="xs" border="standard" padding="xs">
            <Box background="sunken" padding="xs">
              align {align}
            </Box>
            <Box background="accentSoft" padding="xs">
              second
            </Box>
          </Stack>
        ))}
      </Box>
    </EveryTheme>
  ),
};
