import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThemeProvider, themeNames } from '../theme';
import { StatusBadge } from './StatusBadge';
import { statusBadgeSizes, statusBadgeTones } from './StatusBadge.css';

/**
 * A StatusBadge names the state of a record: Published / Unpublished, Active / Inactive, a
 * bid status. The word carries the meaning; the tone only reinforces it.
 *
 * **When to use:** read-only states in tables, headers and summaries.
 *
 * **When not to use:** for a state the user can change (use a Select or Switch), or for a
 * message about the page (use Alert).
 */
const meta = {
  title: 'Feedback/StatusBadge',
  component: StatusBadge,
  args: { children: 'Published', tone: 'positive' },
  argTypes: {
    tone: { control: 'inline-radio', options: statusBadgeTones },
    size: { control: 'inline-radio', options: statusBadgeSizes },
  },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Published')).toBeVisible();
  },
};

export const Playground: Story = {};

export const Unpublished: Story = {
  args: { children: 'Unpublished', tone: 'neutral' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-tone="neutral"]')).toHaveTextContent(
      'Unpublished',
    );
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ display: 'grid', gap: 8, padding: 12 }}>
            {statusBadgeSizes.map((size) => (
              <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                {statusBadgeTones.map((tone) => (
                  <StatusBadge key={tone} tone={tone} size={size}>
                    {tone}
                  </StatusBadge>
                ))}
              </div>
            ))}
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('critical')).toHaveLength(
      themeNames.length * 2,
    );
  },
};
