import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EveryTheme } from '../docs/EveryTheme';
import { Stack } from '../Stack/Stack';
import { CollapsibleTextField } from './CollapsibleTextField';

/**
 * An optional text input shown as an "add {label}" link until it is needed (storefront.md §2.1).
 * It is a field from the start when it holds a value or is required.
 *
 * **When to use:** rarely filled optional fields (address line 2, company, internal reference).
 * **When not:** fields most users fill in, or required ones (TextField).
 */
const meta = {
  title: 'Forms/CollapsibleTextField',
  component: CollapsibleTextField,
  args: { label: 'Address Line 2', onValueChange: fn() },
} satisfies Meta<typeof CollapsibleTextField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty and optional: only the link shows; choosing it opens the field with the cursor in it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'add Address Line 2' }));
    const input = canvas.getByRole('textbox', { name: 'Address Line 2' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Suite 200');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Suite 200');
  },
};

export const Playground: Story = {};

/** Holding a value: shown as a field. */
export const WithValue: Story = {
  args: { defaultValue: 'Suite 200' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Address Line 2' })).toHaveValue('Suite 200');
  },
};

/** Required: always a field, never a link. */
export const Required: Story = {
  args: { label: 'Phone', required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toBeRequired();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Once opened it stays open, even when emptied again. */
export const StaysOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'add Address Line 2' }));
    const input = canvas.getByRole('textbox', { name: 'Address Line 2' });
    await userEvent.type(input, 'A');
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Address Line 2' })).toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'Suite 200 and a great deal more text', error: 'Address line 2 is too long' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Address Line 2' })).toBeInvalid();
  },
};

/** Disabled or read-only (billing follows shipping): the link cannot be used. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'add Address Line 2' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'Suite 200' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Address Line 2' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Suite 200');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Tab to the link, Enter opens the field, typing goes straight in. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'add Address Line 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('Unit 4');
    await expect(canvas.getByRole('textbox', { name: 'Address Line 2' })).toHaveValue('Unit 4');
  },
};

/** The forwarded ref reaches the input once the field is open (a screen can focus it on an error). */
export const RefAfterOpening: Story = {
  render: function Render(args) {
    const input = useRef<HTMLInputElement>(null);
    return (
      <Stack space="sm">
        <CollapsibleTextField {...args} ref={input} />
        <button type="button" onClick={() => input.current?.focus()}>
          Go to the field
        </button>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'add Address Line 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the field' }));
    await expect(canvas.getByRole('textbox', { name: 'Address Line 2' })).toHaveFocus();
  },
};

export const Matrix: Story = {
  render: () => (
    <EveryTheme>
      <Stack>
        <CollapsibleTextField label="Address Line 2" />
        <CollapsibleTextField label="Company" defaultValue="Joinery Inc." />
        <CollapsibleTextField label="Phone" required />
        <CollapsibleTextField label="Reference" disabled />
      </Stack>
    </EveryTheme>
  ),
};
