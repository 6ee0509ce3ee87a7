import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThemeProvider, themeNames } from '../theme';
import { Spinner } from './Spinner';
import { spinnerSizes, spinnerTones } from './Spinner.css';
import { freezeAnimations } from './review.css';

/**
 * A Spinner says "wait, something is on its way" where the wait is short and its length
 * unknown: a summary refreshing, a list fetching.
 *
 * **When to use:** beside or instead of content that is loading. Give it a `label` unless the
 * text next to it already says what is happening.
 *
 * **When not to use:** for a known amount of work (use ProgressBar), or to block a whole area
 * while it works (use LoadingOverlay, which also carries a message).
 */
const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { label: 'Loading products' },
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
    tone: { control: 'inline-radio', options: spinnerTones },
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading products');
  },
};

export const Playground: Story = {};

/** Without a label the spinner is hidden from assistive technology: the text beside it speaks. */
export const Decorative: Story = {
  args: { label: undefined },
  render: (args) => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Spinner {...args} size="sm" /> Refreshing summary
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Matrix: Story = {
  render: () => (
    <div
      className={freezeAnimations}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
    >
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 16,
              alignItems: 'center',
              padding: 12,
            }}
          >
            <span>{theme}</span>
            {spinnerTones.map((tone) =>
              spinnerSizes.map((size) => (
                <Spinner key={`${tone}-${size}`} tone={tone} size={size} />
              )),
            )}
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"]')).toHaveLength(
      themeNames.length * 9,
    );
  },
};
