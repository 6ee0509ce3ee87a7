import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EveryTheme } from '../docs/EveryTheme';
import { Stack } from '../Stack/Stack';
import type { InputBlockReason } from './inputRules';
import { TextArea } from './TextArea';

/** Order notes' rules (storefront.md §5): printable ASCII only (space to tilde), 300 characters. */
const printableAscii = /[ -~]/;
const NOTES_MAX_LENGTH = 300;

/**
 * Multi-line text in a Field, with a characters-remaining counter and an input filter that
 * blocks typing, pasting and dropping past `maxLength` or outside `allowedCharacters`, and tells
 * the screen through `onInputBlocked` so it can show its own message.
 *
 * **When to use:** free text longer than a line (notes, descriptions).
 * **When not:** one-line answers (TextField) or formatted text (RichTextEditor).
 */
const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: {
    label: 'Notes',
    maxLength: NOTES_MAX_LENGTH,
    allowedCharacters: printableAscii,
    onValueChange: fn(),
    onInputBlocked: fn(),
  },
  argTypes: { allowedCharacters: { control: false } },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

const notesOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Notes' });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const notes = notesOf(canvasElement);
    await expect(notes).toHaveAccessibleDescription('300 characters remaining');
    await userEvent.type(notes, 'Leave at the side door');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Leave at the side door');
    await expect(within(canvasElement).getByText('278 characters remaining')).toBeVisible();
    await expect(args.onInputBlocked).not.toHaveBeenCalled();
  },
};

export const Playground: Story = {};

/** Typing stops at the limit: the extra characters never appear. */
export const BlocksTypingPastTheLimit: Story = {
  args: { defaultValue: 'a'.repeat(NOTES_MAX_LENGTH - 3) },
  play: async ({ canvasElement, args }) => {
    const notes = notesOf(canvasElement);
    await userEvent.type(notes, 'bcdef');
    await expect(notes).toHaveValue('a'.repeat(NOTES_MAX_LENGTH - 3) + 'bcd');
    await expect(within(canvasElement).getByText('0 characters remaining')).toBeVisible();
    await expect(args.onInputBlocked).toHaveBeenCalledWith('maxLength');
    await expect(args.onInputBlocked).toHaveBeenCalledTimes(2);
  },
};

/** A paste that would pass the limit is refused whole, and the text stays as it was. */
export const BlocksPastingPastTheLimit: Story = {
  args: { defaultValue: 'a'.repeat(290) },
  play: async ({ canvasElement, args }) => {
    const notes = notesOf(canvasElement);
    await userEvent.click(notes);
    await userEvent.paste('b'.repeat(20));
    await expect(notes).toHaveValue('a'.repeat(290));
    await expect(args.onInputBlocked).toHaveBeenCalledWith('maxLength');
    await userEvent.paste('b'.repeat(10));
    await expect(notes).toHaveValue('a'.repeat(290) + 'b'.repeat(10));
  },
};

/** Characters outside printable ASCII (an accent, a line break, a smart quote) are blocked. */
export const BlocksDisallowedCharacters: Story = {
  play: async ({ canvasElement, args }) => {
    const notes = notesOf(canvasElement);
    await userEvent.type(notes, 'Café');
    await expect(notes).toHaveValue('Caf');
    await userEvent.keyboard('{Enter}');
    await userEvent.paste('it’s');
    await expect(notes).toHaveValue('Caf');
    await expect(args.onInputBlocked).toHaveBeenCalledTimes(3);
    await expect(args.onInputBlocked).toHaveBeenCalledWith('disallowedCharacters');
  },
};

/** The screen turns the report into its message (the notes screen uses the specification's text). */
export const ShowsTheScreensMessage: Story = {
  render: function Render(args) {
    const [blocked, setBlocked] = useState<InputBlockReason | null>(null);
    const messages: Record<InputBlockReason, string> = {
      maxLength: 'That is as long as a note can be.',
      disallowedCharacters: 'Only letters, digits and common punctuation.',
    };
    return (
      <Stack space="sm">
        <TextArea {...args} error={blocked ? messages[blocked] : undefined} onInputBlocked={setBlocked} onValueChange={() => setBlocked(null)} />
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const notes = notesOf(canvasElement);
    await userEvent.type(notes, 'ü');
    await expect(notes).toBeInvalid();
    await expect(notes).toHaveAccessibleDescription(/Only letters, digits and common punctuation\./);
    await userEvent.type(notes, 'u');
    await expect(notes).toBeValid();
  },
};

/** The count reaches screen readers once typing pauses, not on every key. */
export const AnnouncesTheCount: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('');
    await userEvent.type(notesOf(canvasElement), 'Ring twice');
    await waitFor(() => expect(status).toHaveTextContent('290 characters remaining'), { timeout: 3000 });
  },
};

/** Without a limit there is no counter. */
export const NoLimit: Story = {
  args: { maxLength: undefined, allowedCharacters: undefined, label: 'Description' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/characters remaining/)).not.toBeInTheDocument();
  },
};

export const Required: Story = {
  args: { required: true, hint: 'Tell us where to leave the delivery.' },
  play: async ({ canvasElement }) => {
    const notes = notesOf(canvasElement);
    await expect(notes).toBeRequired();
    await expect(notes).toHaveAccessibleDescription('Tell us where to leave the delivery. 300 characters remaining');
  },
};

export const Invalid: Story = {
  args: { error: 'No special characters here', defaultValue: 'Deliver to the back' },
  play: async ({ canvasElement }) => {
    await expect(notesOf(canvasElement)).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Leave at the side door' },
  play: async ({ canvasElement }) => {
    await expect(notesOf(canvasElement)).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'Leave at the side door' },
  play: async ({ canvasElement, args }) => {
    const notes = notesOf(canvasElement);
    await userEvent.type(notes, '!');
    await expect(notes).toHaveValue('Leave at the side door');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** A value that arrives too long shows how far over it is and can still be shortened. */
export const ArrivedTooLong: Story = {
  args: { defaultValue: 'a'.repeat(NOTES_MAX_LENGTH + 2) },
  play: async ({ canvasElement }) => {
    const notes = notesOf(canvasElement);
    await expect(within(canvasElement).getByText('2 characters too many')).toBeVisible();
    await userEvent.type(notes, '{Backspace}{Backspace}');
    await expect(within(canvasElement).getByText('0 characters remaining')).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const notes = notesOf(canvasElement);
    await expect(notes).toHaveFocus();
    await userEvent.keyboard('Gate code 1234');
    await userEvent.keyboard('{Backspace}');
    await expect(notes).toHaveValue('Gate code 123');
  },
};

export const Matrix: Story = {
  render: (args) => (
    <EveryTheme>
      <Stack>
        <TextArea {...args} label="Notes" rows={2} defaultValue="Leave at the side door" />
        <TextArea {...args} label="Required" rows={2} required hint="A hint" />
        <TextArea {...args} label="Invalid" rows={2} error="An error message" />
        <TextArea {...args} label="Over the limit" rows={2} maxLength={5} defaultValue="Too long" />
        <TextArea {...args} label="Disabled" rows={2} disabled defaultValue="Disabled" />
        <TextArea {...args} label="Read-only" rows={2} readOnly defaultValue="Read-only" />
      </Stack>
    </EveryTheme>
  ),
};
