import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { EveryTheme } from '../docs/EveryTheme';
import { spaceScale } from '../sprinkles/scale';
import { collapseBreakpoints } from '../Inline/Inline';
import { Column, Columns, columnsVerticalAlignments } from './Columns';
import { columnWidths } from './Columns.css';

/**
 * Regions side by side with set widths; `collapseBelow` stacks them on narrow screens.
 *
 * **When to use:** page regions (main column and summary, form and help).
 * **When not:** a wrapping row of small things (Inline) or equal cards (Tiles).
 */
const meta = {
  title: 'Layout/Columns',
  component: Columns,
  args: {
    space: 'lg',
    children: [
      <Column key="main">
        <Box padding="md" background="sunken">
          Main column
        </Box>
      </Column>,
      <Column key="side" width="1/3">
        <Box padding="md" background="accentSoft">
          Summary
        </Box>
      </Column>,
    ],
  },
  argTypes: {
    space: { control: 'select', options: spaceScale },
    collapseBelow: { control: 'inline-radio', options: [undefined, ...collapseBreakpoints] },
    alignY: { control: 'inline-radio', options: columnsVerticalAlignments },
  },
} satisfies Meta<typeof Columns>;
export default meta;
type Story = StoryObj<typeof meta>;

const widthOf = (element: HTMLElement) => element.getBoundingClientRect().width;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByText('Main column').parentElement!;
    const side = within(canvasElement).getByText('Summary').parentElement!;
    const row = main.parentElement!;
    // 1/3 of the row less its share of the 16 px gap; the main column fills the rest.
    await expect(widthOf(side)).toBeCloseTo(widthOf(row) / 3 - (2 / 3) * 16, 0);
    await expect(widthOf(main) + 16 + widthOf(side)).toBeCloseTo(widthOf(row), 0);
  },
};

export const Playground: Story = {};

/** Fractions that add up to one fill the row exactly, gaps included. */
export const Fractions: Story = {
  args: {
    children: (['1/4', '1/2', '1/4'] as const).map((width, index) => (
      <Column key={index} width={width}>
        <Box padding="sm" background="sunken">
          {width} #{index + 1}
        </Box>
      </Column>
    )),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('1/4 #1').parentElement!;
    const middle = canvas.getByText('1/2 #2').parentElement!;
    const last = canvas.getByText('1/4 #3').parentElement!;
    const row = first.parentElement!;
    await expect(widthOf(middle)).toBeCloseTo(widthOf(first) * 2 + 16, 0);
    await expect(last.getBoundingClientRect().right).toBeCloseTo(row.getBoundingClientRect().right, 0);
  },
};

/** On a phone `collapseBelow="desktop"` stacks the columns, each full width… */
export const CollapsedOnMobile: Story = {
  args: { collapseBelow: 'desktop' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByText('Main column').parentElement!;
    const side = within(canvasElement).getByText('Summary').parentElement!;
    await expect(widthOf(side)).toBeCloseTo(widthOf(main), 0);
    await expect(side.getBoundingClientRect().top).toBeGreaterThan(main.getBoundingClientRect().bottom);
  },
};

/** …still on a 767 px tablet… */
export const CollapsedOnTablet: Story = {
  args: { collapseBelow: 'desktop' },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByText('Main column').parentElement!;
    await expect(getComputedStyle(main.parentElement!).flexDirection).toBe('column');
  },
};

/** …and side by side from 768 px. */
export const SideBySideOnDesktop: Story = {
  args: { collapseBelow: 'desktop' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByText('Main column').parentElement!;
    const side = within(canvasElement).getByText('Summary').parentElement!;
    await expect(side.getBoundingClientRect().top).toBeCloseTo(main.getBoundingClientRect().top, 0);
  },
};

export const Matrix: Story = {
  render: () => (
    <EveryTheme>
      {columnWidths
        .filter((width) => width !== 'fill')
        .map((width) => (
          <Columns key={width} space="xs">
            <Column width={width}>
              <Box padding="xs" background="accentSoft">
                {width}
              </Box>
            </Column>
            <Column>
              <Box padding="xs" background="sunken">
                fill
              </Box>
            </Column>
          </Columns>
        ))}
    </EveryTheme>
  ),
};
