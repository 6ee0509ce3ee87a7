import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { inlineForReview } from '../Dialog/review.css';
import { ThemeProvider, themeNames } from '../theme';
import { Popover } from './Popover';
import { popoverSizes } from './Popover.css';

const exportSpec =
  'Export writes the listed records to an xlsx file. Import reads the same columns back; fields marked * are required.';

/**
 * Popover shows rich, non-modal content next to its trigger (Radix Popover): the export and
 * import specifications behind an info button, the DateField's calendar, a small form.
 *
 * **When to use:** extra content or a small control the user opens on purpose and may dismiss
 * by clicking away.
 *
 * **When not to use:** for a one-line label on hover (use Tooltip), for a list of actions
 * (use DropdownMenu), or for a task that must be finished or cancelled (use Dialog).
 */
const meta = {
  title: 'Overlays/Popover',
  component: Popover.Content,
  args: {
    title: 'Export and import',
    size: 'md',
    children: <p style={{ margin: 0 }}>{exportSpec}</p>,
  },
  argTypes: { size: { control: 'inline-radio', options: popoverSizes } },
  render: (args) => (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="outline" tone="neutral">
          Specifications
        </Button>
      </Popover.Trigger>
      <Popover.Content {...args} />
    </Popover.Root>
  ),
} satisfies Meta<typeof Popover.Content>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Specifications' });
    await userEvent.click(trigger);
    const popover = await screen.findByRole('dialog');
    await expect(popover).toHaveTextContent(exportSpec);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(popover).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Playground: Story = {};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Specifications' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Left open so axe checks the open overlay (in the dark theme too, in the storybook-dark run). */
export const Open: Story = {
  render: (args) => (
    <Popover.Root defaultOpen>
      <Popover.Trigger asChild>
        <Button variant="outline" tone="neutral">
          Specifications
        </Button>
      </Popover.Trigger>
      <Popover.Content {...args} />
    </Popover.Root>
  ),
  play: async () => {
    await expect((await screen.findByRole('dialog')).closest('[data-theme]')).not.toBeNull();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ display: 'flex', gap: 12, padding: 12, alignItems: 'flex-start' }}>
            {popoverSizes.map((size) => (
              <Popover.Root key={size} open>
                <Popover.Anchor />
                <Popover.Content
                  {...args}
                  size={size}
                  title={`${theme} ${size}`}
                  className={inlineForReview}
                  onOpenAutoFocus={(event) => event.preventDefault()}
                >
                  Fields marked * are required.
                </Popover.Content>
              </Popover.Root>
            ))}
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async () => {
    await expect(screen.getAllByRole('dialog')).toHaveLength(themeNames.length * 3);
  },
};
