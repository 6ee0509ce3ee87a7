import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { ThemeProvider, themeNames } from '../theme';
import { EmptyState } from './EmptyState';
import { emptyStateAligns, emptyStateSizes } from './EmptyState.css';

/**
 * EmptyState is the specs' "No Records" notice: a heading naming the list and a line of text.
 *
 * **When to use:** a list, table or search that came back with nothing. DataTable shows one
 * for you when it has no rows.
 *
 * **When not to use:** for a failure (use Alert with tone `critical`): an empty list and a list
 * that could not load are different things to the user.
 */
const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { heading: 'Product Bricks', text: 'No Records' },
  argTypes: {
    size: { control: 'inline-radio', options: emptyStateSizes },
    align: { control: 'inline-radio', options: emptyStateAligns },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Product Bricks', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('No Records');
  },
};

export const Playground: Story = {};

export const WithAction: Story = {
  args: { heading: 'Locations', action: <Button>+ Location</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '+ Location' })).toBeVisible();
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8, padding: 12 }}>
            {emptyStateSizes.map((size) =>
              emptyStateAligns.map((align) => (
                <EmptyState
                  key={`${size}-${align}`}
                  size={size}
                  align={align}
                  heading={`${theme} ${size}`}
                  headingLevel={3}
                  text="No Records"
                />
              )),
            )}
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('No Records')).toHaveLength(
      themeNames.length * 4,
    );
  },
};
