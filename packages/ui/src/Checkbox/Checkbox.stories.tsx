import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EveryTheme } from '../docs/EveryTheme';
import { Stack } from '../Stack/Stack';
import { Checkbox } from './Checkbox';

/**
 * A yes/no choice with its label to the right (Radix Checkbox). Booleans use Radix's and the
 * DOM's names: `checked`, `defaultChecked`, `onCheckedChange`.
 *
 * **When to use:** an option the user turns on before submitting (accept the terms, same as
 * shipping address), or several independent choices.
 * **When not:** a setting applied at once (Switch), one choice among several (RadioGroup).
 */
const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Same as shipping address', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

const boxOf = (canvasElement: HTMLElement, name = 'Same as shipping address') =>
  within(canvasElement).getByRole('checkbox', { name });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = boxOf(canvasElement);
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const Playground: Story = {};

const LONG_WORD = `onerror=${'&#0000106'.repeat(40)}`;

/** A long unbroken label (a pasted URL, hostile text) wraps within the box's column instead of running past it. */
export const LongUnbrokenLabelWraps: Story = {
  args: { label: LONG_WORD },
  decorators: [(Story) => <div style={{ width: 320 }} data-testid="column"><Story /></div>],
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByTestId('column').getBoundingClientRect();
    const label = within(canvasElement).getByText(LONG_WORD).getBoundingClientRect();
    await expect(label.right).toBeLessThanOrEqual(column.right + 0.5);
    await expect(label.height).toBeGreaterThan(40);
  },
};

/** Clicking the label toggles it too: a larger target. */
export const LabelToggles: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByText('Same as shipping address'));
    await expect(boxOf(canvasElement)).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(boxOf(canvasElement)).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { label: 'Select all items', checked: 'indeterminate' },
  play: async ({ canvasElement }) => {
    await expect(boxOf(canvasElement, 'Select all items')).toBePartiallyChecked();
  },
};

/** The place-order terms checkbox: required, with an error until it is ticked. */
export const Required: Story = {
  args: { label: 'I accept the terms and conditions', required: true },
  play: async ({ canvasElement }) => {
    const box = boxOf(canvasElement, 'I accept the terms and conditions');
    await expect(box).toHaveAttribute('aria-required', 'true');
    await expect(within(canvasElement).getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Invalid: Story = {
  args: { label: 'I accept the terms and conditions', required: true, error: 'Accept the terms to continue', hint: 'You can read them first' },
  play: async ({ canvasElement }) => {
    const box = boxOf(canvasElement, 'I accept the terms and conditions');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('You can read them first Accept the terms to continue');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const box = boxOf(canvasElement);
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultChecked: true },
  play: async ({ canvasElement, args }) => {
    const box = boxOf(canvasElement);
    await expect(box).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const box = boxOf(canvasElement);
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    // Enter does not tick a checkbox (only Space does).
    await userEvent.keyboard('{Enter}');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const Matrix: Story = {
  render: () => (
    <EveryTheme>
      <Stack space="sm">
        <Checkbox label="Unchecked" />
        <Checkbox label="Checked" defaultChecked />
        <Checkbox label="Indeterminate" checked="indeterminate" />
        <Checkbox label="Required" required hint="A hint" />
        <Checkbox label="Invalid" error="An error message" />
        <Checkbox label="Disabled" disabled />
        <Checkbox label="Disabled checked" disabled defaultChecked />
        <Checkbox label="Read-only checked" readOnly defaultChecked />
      </Stack>
    </EveryTheme>
  ),
};
