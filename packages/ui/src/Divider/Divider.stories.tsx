import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThemeProvider, themeNames } from '../theme';
import { Divider } from './Divider';
import { dividerOrientations, dividerSpacings, dividerTones } from './Divider.css';

/**
 * A Divider is a thin rule between blocks or between items in a row.
 *
 * **When to use:** to separate groups that sit close together (toolbar groups, summary lines).
 *
 * **When not to use:** for space alone (use Stack's gap) or to box content (use Card).
 */
const meta = {
  title: 'Structure/Divider',
  component: Divider,
  argTypes: {
    orientation: { control: 'inline-radio', options: dividerOrientations },
    tone: { control: 'inline-radio', options: dividerTones },
    spacing: { control: 'inline-radio', options: dividerSpacings },
  },
} satisfies Meta<typeof Divider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <div>
      <p>Shipping Address</p>
      <Divider {...args} />
      <p>Billing Address</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('separator')).toBeNull();
  },
};

export const Playground: Story = {};

export const Semantic: Story = {
  args: { semantic: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('separator')).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', semantic: true },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center' }}>
      <span>Edit</span>
      <Divider {...args} />
      <span>Print</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('separator')).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ padding: 12 }}>
            {dividerTones.map((tone) =>
              dividerSpacings.map((spacing) => (
                <Divider key={`${tone}-${spacing}`} tone={tone} spacing={spacing} semantic />
              )),
            )}
            <div style={{ display: 'flex', height: 32 }}>
              {dividerTones.map((tone) => (
                <Divider key={tone} orientation="vertical" tone={tone} semantic />
              ))}
            </div>
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('separator')).toHaveLength(
      themeNames.length * 10,
    );
  },
};
