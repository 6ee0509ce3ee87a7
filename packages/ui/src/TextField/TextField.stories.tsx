import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EveryTheme } from '../docs/EveryTheme';
import { Stack } from '../Stack/Stack';
import { TextField, textFieldSizes, textFieldTypes } from './TextField';

/**
 * A single-line text input in a Field: label, `*` when required, hint, error, disabled, read-only.
 *
 * **When to use:** short free text (a name, a PO number, an email).
 * **When not:** long text (TextArea), a choice (Select, RadioGroup), shaped numbers (MaskedField).
 */
const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'First name', onValueChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: textFieldTypes },
    size: { control: 'inline-radio', options: textFieldSizes },
  },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await userEvent.type(input, 'Ada');
    await expect(input).toHaveValue('Ada');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Ada');
  },
};

export const Playground: Story = {};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await expect(input).toBeRequired();
    await expect(within(canvasElement).getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithHint: Story = {
  args: { label: 'PO number', hint: 'Up to 10 characters' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'PO number' })).toHaveAccessibleDescription('Up to 10 characters');
  },
};

export const Invalid: Story = {
  args: { required: true, defaultValue: '', error: 'Enter a first name' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter a first name');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Ada' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'Ada' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Ada');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** `value` and `onValueChange`: the parent owns the text (here it upper-cases it). */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return <TextField {...args} label="State code" value={value} onValueChange={(next) => setValue(next.toUpperCase())} />;
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'State code' });
    await userEvent.type(input, 'tx');
    await expect(input).toHaveValue('TX');
  },
};

export const Keyboard: Story = {
  render: (args) => (
    <Stack>
      <TextField {...args} label="First name" />
      <TextField {...args} label="Last name" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await userEvent.keyboard('Ada');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveFocus();
    await userEvent.keyboard('Lovelace');
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lovelace');
  },
};

export const Matrix: Story = {
  render: () => (
    <EveryTheme>
      <Stack>
        <TextField label="Default" placeholder="Placeholder" />
        <TextField label="Required" required hint="A hint" />
        <TextField label="Invalid" defaultValue="x" error="An error message" />
        <TextField label="Disabled" defaultValue="Disabled value" disabled />
        <TextField label="Read-only" defaultValue="Read-only value" readOnly />
        <TextField label="Small" size="sm" defaultValue="Small" />
      </Stack>
    </EveryTheme>
  ),
};
