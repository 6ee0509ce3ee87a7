import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, useSyncExternalStore } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EveryTheme } from '../docs/EveryTheme';
import { Stack } from '../Stack/Stack';
import { MaskedField } from './MaskedField';
import { CARD_EXPIRY_MASK, CARD_NUMBER_MASK, CARD_NUMBER_MASK_LENGTH, DATE_MASK, maskPresetNames, maskPresets, type MaskPreset } from './masks';

/**
 * A text input that formats as the user types (react-imask). Presets: `CARD_NUMBER_MASK`
 * (groups of four, 19 characters), `CARD_EXPIRY_MASK` (MM/YY, month 01–12) and `DATE_MASK`
 * (MM-DD-YYYY).
 *
 * **When to use:** values with a fixed shape (card number, expiry, a typed date).
 * **When not:** free text (TextField), quantities (QuantityInput), a date to pick (DateField).
 */
const meta = {
  title: 'Forms/MaskedField',
  component: MaskedField,
  args: { label: 'Card number', mask: CARD_NUMBER_MASK, inputMode: 'numeric', autoComplete: 'cc-number', onValueChange: fn() },
  argTypes: {
    mask: {
      control: 'select',
      options: maskPresetNames,
      mapping: maskPresets satisfies Record<MaskPreset, unknown>,
    },
  },
} satisfies Meta<typeof MaskedField>;
export default meta;
type Story = StoryObj<typeof meta>;

const inputOf = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('textbox', { name });

/** Digits fall into groups of four; letters are dropped; the mask stops at 19 characters. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = inputOf(canvasElement, 'Card number');
    await userEvent.type(input, '4111x1111111111112345');
    await expect(input).toHaveValue('4111 1111 1111 1111');
    await expect((input as HTMLInputElement).value).toHaveLength(CARD_NUMBER_MASK_LENGTH);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('4111 1111 1111 1111', '4111111111111111');
  },
};

export const Playground: Story = {};

/** A pasted number with its own spaces or dashes is re-grouped. */
export const PastedCardNumber: Story = {
  play: async ({ canvasElement }) => {
    const input = inputOf(canvasElement, 'Card number');
    await userEvent.click(input);
    await userEvent.paste('5555-5555-5555-4444');
    await expect(input).toHaveValue('5555 5555 5555 4444');
  },
};

/**
 * A pasted number longer than the mask keeps what fits: a 19-digit card, or 16 digits with a
 * trailing code, keeps its first 16 digits in groups of four (storefront.md §9: the mask is 19
 * characters) instead of emptying the field.
 */
export const PastedTooLong: Story = {
  play: async ({ canvasElement, args }) => {
    const input = inputOf(canvasElement, 'Card number');
    await userEvent.click(input);
    await userEvent.paste('6011 0009 9013 9424 123');
    await expect(input).toHaveValue('6011 0009 9013 9424');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('6011 0009 9013 9424', '6011000990139424');
    await userEvent.clear(input);
    await userEvent.paste('4111111111111111999');
    await expect(input).toHaveValue('4111 1111 1111 1111');
  },
};

/** A value kept in a store outside React (a state machine's, as the checkout's card form). */
function createValueStore(initial: string) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next: string) => {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Controlled from a store, as the checkout's card number is (a machine's): the mask draws the
 * input before the store's new value comes back as the prop, and that older prop is not a reset
 * (a paste longer than the mask emptied the field).
 */
export const PastedTooLongIntoStore: Story = {
  render: function Render(args) {
    const [store] = useState(() => createValueStore(''));
    const value = useSyncExternalStore(store.subscribe, store.get);
    return (
      <Stack space="sm">
        <MaskedField
          {...args}
          value={value}
          // The store takes the value after the mask has drawn it (as a machine's page may).
          onValueChange={(next) => queueMicrotask(() => store.set(next))}
        />
        <output aria-label="Stored card number">{value}</output>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const input = inputOf(canvasElement, 'Card number');
    const stored = within(canvasElement).getByRole('status', { name: 'Stored card number' });
    await userEvent.click(input);
    await userEvent.paste('4111 1111 1111 1111 123');
    await expect(input).toHaveValue('4111 1111 1111 1111');
    await expect(stored).toHaveTextContent('4111 1111 1111 1111');
  },
};

export const Expiry: Story = {
  args: { label: 'Expiration date', mask: CARD_EXPIRY_MASK, placeholder: 'MM/YY', autoComplete: 'cc-exp' },
  play: async ({ canvasElement, args }) => {
    const input = inputOf(canvasElement, 'Expiration date');
    await userEvent.type(input, '0927');
    await expect(input).toHaveValue('09/27');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('09/27', '0927');
    await userEvent.clear(input);
    // A single-digit month is padded; month 13 does not exist and is held at 12.
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('09');
    await userEvent.clear(input);
    await userEvent.type(input, '13');
    await expect(input).toHaveValue('12');
  },
};

export const Date: Story = {
  args: { label: 'Start date', mask: DATE_MASK, placeholder: 'MM-DD-YYYY', autoComplete: 'off' },
  play: async ({ canvasElement }) => {
    const input = inputOf(canvasElement, 'Start date');
    await userEvent.type(input, '07042026');
    await expect(input).toHaveValue('07-04-2026');
  },
};

/** Controlled: the parent can set the value, and it is formatted on the way in. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('4242424242424242');
    return (
      <Stack space="sm">
        <MaskedField {...args} value={value} onValueChange={setValue} />
        <button type="button" onClick={() => setValue('')}>
          Clear card number
        </button>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const input = inputOf(canvasElement, 'Card number');
    await expect(input).toHaveValue('4242 4242 4242 4242');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear card number' }));
    await expect(input).toHaveValue('');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(inputOf(canvasElement, 'Card number')).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { defaultValue: '4111 1111', error: 'Enter a valid card number', hint: '13 to 19 digits' },
  play: async ({ canvasElement }) => {
    const input = inputOf(canvasElement, 'Card number');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('13 to 19 digits Enter a valid card number');
    await expect(input).toHaveValue('4111 1111');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '4111111111111111' },
  play: async ({ canvasElement }) => {
    const input = inputOf(canvasElement, 'Card number');
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('4111 1111 1111 1111');
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: '4111111111111111' },
  play: async ({ canvasElement, args }) => {
    const input = inputOf(canvasElement, 'Card number');
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('4111 1111 1111 1111');
    await expect(args.onValueChange).not.toHaveBeenCalledWith(expect.stringContaining('9'), expect.anything());
  },
};

export const Keyboard: Story = {
  render: (args) => (
    <Stack>
      <MaskedField {...args} />
      <MaskedField label="Expiration date" mask={CARD_EXPIRY_MASK} inputMode="numeric" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(inputOf(canvasElement, 'Card number')).toHaveFocus();
    await userEvent.keyboard('4242424242424242');
    await userEvent.tab();
    await expect(inputOf(canvasElement, 'Expiration date')).toHaveFocus();
    await userEvent.keyboard('1230');
    await expect(inputOf(canvasElement, 'Card number')).toHaveValue('4242 4242 4242 4242');
    await expect(inputOf(canvasElement, 'Expiration date')).toHaveValue('12/30');
  },
};

export const Matrix: Story = {
  render: () => (
    <EveryTheme>
      <Stack>
        <MaskedField label="Card number" mask={CARD_NUMBER_MASK} defaultValue="4111111111111111" required />
        <MaskedField label="Expiration date" mask={CARD_EXPIRY_MASK} placeholder="MM/YY" hint="MM/YY" />
        <MaskedField label="Start date" mask={DATE_MASK} defaultValue="07042026" error="An error message" />
        <MaskedField label="Disabled" mask={CARD_EXPIRY_MASK} defaultValue="0927" disabled />
      </Stack>
    </EveryTheme>
  ),
};
