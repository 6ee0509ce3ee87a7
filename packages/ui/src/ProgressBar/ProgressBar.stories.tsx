import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ThemeProvider, themeNames } from '../theme';
import { ProgressBar } from './ProgressBar';
import { progressSizes, progressTones } from './ProgressBar.css';

/**
 * A ProgressBar shows how much of a known amount of work is done: a file uploading, an
 * import running (0–100).
 *
 * **When to use:** when you can say how far along the work is; pass `value={null}` only for
 * a stretch whose end you cannot know yet.
 *
 * **When not to use:** for short unknown waits (use Spinner) or to block the screen while
 * exporting (use LoadingOverlay, optionally with a ProgressBar inside).
 */
const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { value: 40, label: 'Importing Data, please wait' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100 } },
    tone: { control: 'inline-radio', options: progressTones },
    size: { control: 'inline-radio', options: progressSizes },
  },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', {
      name: 'Importing Data, please wait',
    });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(within(canvasElement).getByText('40%')).toBeVisible();
  },
};

export const Playground: Story = {};

export const Complete: Story = {
  args: { value: 100, tone: 'positive' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('data-state', 'complete');
  },
};

export const Indeterminate: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('data-state', 'indeterminate');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    // Part of the bar is on the track (it sweeps along it, or sits at its start with reduced
    // motion), never pushed off its edge.
    const indicator = bar.firstElementChild as HTMLElement;
    await waitFor(() => {
      const track = bar.getBoundingClientRect();
      const shown = indicator.getBoundingClientRect();
      expect(Math.min(shown.right, track.right) - Math.max(shown.left, track.left)).toBeGreaterThan(
        4,
      );
    });
  },
};

/** Out-of-range values are clamped so the bar never overflows its track. */
export const Clamped: Story = {
  args: { value: 140 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};

export const LabelHidden: Story = {
  args: { labelHidden: true, label: 'Upload progress' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Upload progress' }),
    ).toBeVisible();
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ display: 'grid', gap: 8, padding: 12 }}>
            {progressTones.map((tone) =>
              progressSizes.map((size) => (
                <ProgressBar
                  key={`${tone}-${size}`}
                  value={65}
                  tone={tone}
                  size={size}
                  label={`${theme} ${tone} ${size}`}
                />
              )),
            )}
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('progressbar')).toHaveLength(
      themeNames.length * 6,
    );
  },
};
