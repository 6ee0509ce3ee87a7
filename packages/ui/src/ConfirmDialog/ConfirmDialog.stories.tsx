import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ThemeProvider, themeNames } from '../theme';
import { ConfirmDialog } from './ConfirmDialog';
import { confirmTones } from './ConfirmDialog.css';

/**
 * ConfirmDialog asks a yes/no question before something that cannot be undone: "Delete Project
 * Type" / "Are you sure you want to delete this project type?", with Cancel and Yes. Built on
 * Radix AlertDialog: focus starts on Cancel and a click outside does not dismiss it.
 *
 * **When to use:** deleting, discarding unsaved data ("Data Saved ?"), switching something that
 * loses entered data ("Change Project Type ?").
 *
 * **When not to use:** for routine actions that can be undone (just do them, maybe with a
 * Toast), or for questions with more than two answers (use Dialog).
 */
const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    heading: 'Delete Project Type',
    text: 'Are you sure you want to delete this project type?',
    trigger: <Button tone="critical">Delete</Button>,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: confirmTones } },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Project Type' });
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this project type?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const Playground: Story = {};

export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Keyboard: focus starts on Cancel (the safe answer); Escape cancels and focus returns. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const DataSaved: Story = {
  args: {
    heading: 'Data Saved ?',
    text: 'Unsaved data will be lost on exit',
    trigger: <Button variant="outline">Cancel</Button>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(
      await screen.findByRole('alertdialog', { name: 'Data Saved ?' }),
    ).toHaveTextContent('Unsaved data will be lost on exit');
  },
};

/** Left open so axe checks the open overlay (in the dark theme too, in the storybook-dark run). */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect((await screen.findByRole('alertdialog')).closest('[data-theme]')).not.toBeNull();
  },
};

/** AlertDialog is always modal, so only one can be open: the matrix shows the triggers; Open shows one open. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ display: 'flex', gap: 12, padding: 12 }}>
            {confirmTones.map((tone) => (
              <ConfirmDialog
                key={tone}
                {...args}
                tone={tone}
                trigger={
                  <Button
                    tone={tone === 'critical' ? 'critical' : 'accent'}
                  >{`${theme} ${tone}`}</Button>
                }
              />
            ))}
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(themeNames.length * 2);
  },
};
