import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ThemeProvider, themeNames } from '../theme';
import { Dialog } from './Dialog';
import { dialogSizes } from './Dialog.css';
import { inlineForReview } from './review.css';

/**
 * Dialog is a modal window on Radix Dialog: `Dialog.Root`, `Dialog.Trigger`, `Dialog.Content`
 * (with a required `title`, an optional `description` and `footer`), and `Dialog.Close`.
 * Focus moves in and is held there, Escape and × close it, focus returns to the trigger. It
 * renders inside the theme of the screen that opened it.
 *
 * **When to use:** a short task that interrupts the page: create a list, edit a value, pick a
 * suggested address.
 *
 * **When not to use:** for long forms with many sections (use FullScreenDialog), for a yes/no
 * question (use ConfirmDialog), or for information the user may want beside the page (use
 * Popover or an inline section).
 */
const meta = {
  title: 'Overlays/Dialog',
  component: Dialog.Content,
  args: { title: 'Create List', description: 'Name the new wish list.', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  render: (args) => (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button>Create List</Button>
      </Dialog.Trigger>
      <Dialog.Content
        {...args}
        footer={
          <>
            <Dialog.Close asChild>
              <Button variant="outline" tone="neutral">
                Cancel
              </Button>
            </Dialog.Close>
            <Button>Save Changes</Button>
          </>
        }
      >
        <p style={{ margin: 0 }}>Lists keep products you want to order later.</p>
      </Dialog.Content>
    </Dialog.Root>
  ),
} satisfies Meta<typeof Dialog.Content>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create List' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create List' });
    await expect(dialog).toHaveAccessibleDescription('Name the new wish list.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Playground: Story = {};

/**
 * With reduced motion asked for (the toolbar's Reduced motion toggle, as the system setting
 * would), the dialog and its overlay appear and go at once: no animation runs at any moment.
 */
export const ReducedMotion: Story = {
  globals: { reducedMotion: 'on' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create List' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create List' });
    await expect(document.getAnimations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Gone at once, not after a fade: no wait.
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(document.getAnimations()).toEqual([]);
  },
};

/** The dialog portals into the nearest theme scope, so it wears the screen's theme. */
export const WearsTheTheme: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create List' }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.closest('[data-theme]')).not.toBeNull();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Create List' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Create List' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Focus is held inside: tabbing past the last button comes back round.
    for (let i = 0; i < 4; i += 1) await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const WithoutDescription: Story = {
  args: { description: undefined },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create List' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create List' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
};

/** Controlled: the page owns `open` (e.g. closes the dialog after a successful save). */
export const Controlled: Story = {
  render: function Controlled(args) {
    const [open, setOpen] = useState(false);
    const onSave = fn();
    return (
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild>
          <Button>Edit List</Button>
        </Dialog.Trigger>
        <Dialog.Content
          {...args}
          title="Edit List"
          footer={
            <Button
              onClick={() => {
                onSave();
                setOpen(false);
              }}
            >
              Save Changes
            </Button>
          }
        >
          <p style={{ margin: 0 }}>Rename, delete or copy the list.</p>
        </Dialog.Content>
      </Dialog.Root>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit List' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create List' }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThan(600);
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ display: 'grid', gap: 12, padding: 12 }}>
            {/* Non-modal and held open so they sit side by side; `lg` has its own story (it is wider than a column). */}
            {dialogSizes
              .filter((size) => size !== 'lg')
              .map((size) => (
                <Dialog.Root key={size} open modal={false}>
                  <Dialog.Content
                    {...args}
                    size={size}
                    title={`${theme} ${size}`}
                    className={inlineForReview}
                    style={{ width: 'auto' }}
                    onOpenAutoFocus={(event) => event.preventDefault()}
                    footer={<Button size="sm">Save Changes</Button>}
                  >
                    Lists keep products you want to order later.
                  </Dialog.Content>
                </Dialog.Root>
              ))}
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async () => {
    await expect(screen.getAllByRole('dialog')).toHaveLength(themeNames.length * 2);
  },
};
