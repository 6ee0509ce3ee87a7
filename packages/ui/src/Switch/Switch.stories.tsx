import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EveryTheme } from '../docs/EveryTheme';
import { Stack } from '../Stack/Stack';
import { Switch } from './Switch';

/**
 * An on/off setting applied as soon as it is flipped (Radix Switch).
 *
 * **When to use:** a setting with an immediate effect (show only express items).
 * **When not:** a choice confirmed later with a submit button (Checkbox).
 */
const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Show express delivery only', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

const switchOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('switch', { name: 'Show express delivery only' });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = switchOf(canvasElement);
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const Playground: Story = {};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(switchOf(canvasElement)).toBeChecked();
  },
};

export const WithHint: Story = {
  args: { hint: 'Hides variations that ship in more than five days' },
  play: async ({ canvasElement }) => {
    await expect(switchOf(canvasElement)).toHaveAccessibleDescription('Hides variations that ship in more than five days');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(switchOf(canvasElement)).toHaveAttribute('aria-required', 'true');
  },
};

export const Invalid: Story = {
  args: { error: 'Turn this on to continue' },
  play: async ({ canvasElement }) => {
    await expect(switchOf(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    await expect(switchOf(canvasElement)).toBeDisabled();
    await userEvent.click(switchOf(canvasElement), { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultChecked: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(switchOf(canvasElement));
    await expect(switchOf(canvasElement)).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(switchOf(canvasElement)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(switchOf(canvasElement)).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(switchOf(canvasElement)).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const Matrix: Story = {
  render: () => (
    <EveryTheme>
      <Stack space="sm">
        <Switch label="Off" />
        <Switch label="On" defaultChecked />
        <Switch label="Required" required hint="A hint" />
        <Switch label="Invalid" error="An error message" />
        <Switch label="Disabled" disabled />
        <Switch label="Disabled on" disabled defaultChecked />
        <Switch label="Read-only on" readOnly defaultChecked />
      </Stack>
    </EveryTheme>
  ),
};
