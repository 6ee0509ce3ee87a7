import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { EveryTheme } from '../docs/EveryTheme';
import { spaceScale } from '../sprinkles/scale';
import { collapseBreakpoints, Inline, inlineAlignments, inlineVerticalAlignments } from './Inline';

/**
 * Children in a row that wraps when it runs out of room.
 *
 * **When to use:** buttons, tags, a label beside its value.
 * **When not:** page regions with set widths (Columns) or a grid of equal cards (Tiles).
 */
const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    space: 'sm',
    children: [
      <Button key="save">Save</Button>,
      <Button key="cancel" variant="outline" tone="neutral">
        Cancel
      </Button>,
      <Button key="delete" variant="ghost" tone="critical">
        Delete
      </Button>,
    ],
  },
  argTypes: {
    space: { control: 'select', options: spaceScale },
    align: { control: 'inline-radio', options: inlineAlignments },
    alignY: { control: 'inline-radio', options: inlineVerticalAlignments },
    collapseBelow: { control: 'inline-radio', options: [undefined, ...collapseBreakpoints] },
  },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Save' }).parentElement!;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement);
    await expect(getComputedStyle(row).flexDirection).toBe('row');
    await expect(getComputedStyle(row).flexWrap).toBe('wrap');
    await expect(getComputedStyle(row).columnGap).toBe('8px');
  },
};

export const Playground: Story = {};

export const AlignRight: Story = {
  args: { align: 'right' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(rowOf(canvasElement)).justifyContent).toBe('flex-end');
  },
};

/** Many items wrap onto more lines instead of overflowing. */
export const Wrapping: Story = {
  args: {
    children: Array.from({ length: 24 }, (_, index) => (
      <Box key={index} padding="xs" background="sunken" borderRadius="sm">
        Tag {index + 1}
      </Box>
    )),
  },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByText('Tag 1');
    const last = within(canvasElement).getByText('Tag 24');
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right);
    await expect(last.getBoundingClientRect().top).toBeGreaterThanOrEqual(first.getBoundingClientRect().top);
  },
  globals: { viewport: { value: 'mobile' } },
};

/** `collapseBelow="tablet"` stacks the buttons on a phone, full width and easy to tap… */
export const CollapsedOnMobile: Story = {
  args: { collapseBelow: 'tablet' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement);
    await expect(getComputedStyle(row).flexDirection).toBe('column');
    await expect(getComputedStyle(row).alignItems).toBe('flex-start');
  },
};

/** …and keeps them in a row from 500 px up. */
export const RowFromTablet: Story = {
  args: { collapseBelow: 'tablet' },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(rowOf(canvasElement)).flexDirection).toBe('row');
  },
};

export const Matrix: Story = {
  render: (args) => (
    <EveryTheme>
      {inlineAlignments.map((align) => (
        <Inline key={align} {...args} align={align} border="standard" padding="xs">
          <Box background="sunken" padding="xs">
            {align}
          </Box>
          <Box background="accentSoft" padding="xs">
            second
          </Box>
        </Inline>
      ))}
    </EveryTheme>
  ),
};
