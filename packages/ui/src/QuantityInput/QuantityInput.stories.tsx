import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { EveryTheme } from '../docs/EveryTheme';
import { Stack } from '../Stack/Stack';
import { QuantityInput } from './QuantityInput';

/**
 * A quantity: a dropdown (a native select, so phones show their own picker) of 1 to 10 (capped
 * by `max`) then `More`, which becomes a number box starting at 11. Non-numeric input is ignored.
 * Cart rows add Update (only while the value differs from the saved one) and Delete
 * (storefront.md §2.1, §5).
 *
 * **When to use:** wherever a shopper picks how many.
 * **When not:** other numbers (TextField with `inputMode="numeric"`), money (MaskedField).
 */
const meta = {
  title: 'Forms/QuantityInput',
  component: QuantityInput,
  args: { label: 'Quantity', onValueChange: fn() },
} satisfies Meta<typeof QuantityInput>;
export default meta;
type Story = StoryObj<typeof meta>;

const dropdownOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Quantity' });
const numberBoxOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Quantity' });
/** The dropdown's choices as the shopper reads them. */
const choicesOf = (dropdown: HTMLElement) => within(dropdown).getAllByRole('option').map((option) => option.textContent);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dropdown = dropdownOf(canvasElement);
    await expect(dropdown).toHaveDisplayValue('1');
    await expect(choicesOf(dropdown)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'More']);
    await userEvent.selectOptions(dropdown, '3');
    await expect(args.onValueChange).toHaveBeenCalledWith(3);
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(dropdown).toHaveValue('3');
    await expect(dropdown).toHaveDisplayValue('3');
  },
};

export const Playground: Story = {};

/** `More` turns into a number box starting at 11, with the cursor in it. */
export const More: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(dropdownOf(canvasElement), 'More');
    const box = numberBoxOf(canvasElement);
    await expect(box).toHaveValue('11');
    await waitFor(() => expect(box).toHaveFocus());
    await expect(args.onValueChange).toHaveBeenLastCalledWith(11);
    await userEvent.keyboard('25');
    await expect(box).toHaveValue('25');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(25);
  },
};

/** The page may set its own threshold: 1 to 5, then More starting at 6. */
export const CustomThreshold: Story = {
  args: { dropdownLimit: 5 },
  play: async ({ canvasElement }) => {
    const dropdown = dropdownOf(canvasElement);
    await expect(choicesOf(dropdown)).toEqual(['1', '2', '3', '4', '5', 'More']);
    await userEvent.selectOptions(dropdown, 'More');
    await expect(numberBoxOf(canvasElement)).toHaveValue('6');
  },
};

/** Stock caps the dropdown: with 4 in stock it offers 1 to 4 and no More. */
export const CappedByStock: Story = {
  args: { max: 4 },
  play: async ({ canvasElement }) => {
    await expect(choicesOf(dropdownOf(canvasElement))).toEqual(['1', '2', '3', '4']);
  },
};

/** Letters, signs and decimal points are ignored; so is a number above the maximum. */
export const IgnoresNonNumericInput: Story = {
  args: { defaultValue: 15, max: 40 },
  play: async ({ canvasElement, args }) => {
    const box = numberBoxOf(canvasElement);
    await userEvent.type(box, 'a-.e');
    await expect(box).toHaveValue('15');
    await userEvent.clear(box);
    await userEvent.type(box, '45');
    await expect(box).toHaveValue('4');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(4);
  },
};

/** An emptied box counts as 0 while typing and settles on the minimum when left. */
export const SettlesOnTheMinimum: Story = {
  args: { defaultValue: 15, min: 1 },
  play: async ({ canvasElement, args }) => {
    const box = numberBoxOf(canvasElement);
    await userEvent.clear(box);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(0);
    await userEvent.tab();
    await expect(box).toHaveValue('1');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
  },
};

/** A cart row: Update shows only while the quantity differs from the saved one; Delete always. */
export const UpdateAndDelete: Story = {
  args: { savedValue: 2, defaultValue: 2, onUpdate: fn(), onDelete: fn(), min: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    await userEvent.selectOptions(dropdownOf(canvasElement), '4');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(4);
    await userEvent.selectOptions(dropdownOf(canvasElement), '2');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

/** Saved after Update: the parent stores the new value and the button goes away. */
export const SavedAfterUpdate: Story = {
  render: function Render(args) {
    const [saved, setSaved] = useState(2);
    const [value, setValue] = useState(2);
    return <QuantityInput {...args} value={value} onValueChange={setValue} savedValue={saved} onUpdate={setSaved} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(dropdownOf(canvasElement), '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(canvas.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    await expect(dropdownOf(canvasElement)).toHaveValue('5');
  },
};

/** A quantity above the dropdown's range opens as a number box. */
export const LargeQuantity: Story = {
  args: { defaultValue: 48 },
  play: async ({ canvasElement }) => {
    await expect(numberBoxOf(canvasElement)).toHaveValue('48');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(dropdownOf(canvasElement)).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { defaultValue: 12, error: 'Only 8 in stock.' },
  play: async ({ canvasElement }) => {
    const box = numberBoxOf(canvasElement);
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('Only 8 in stock.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, savedValue: 1, defaultValue: 3, onUpdate: fn(), onDelete: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(dropdownOf(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 14 },
  play: async ({ canvasElement, args }) => {
    const box = numberBoxOf(canvasElement);
    await userEvent.type(box, '9');
    await expect(box).toHaveValue('14');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Read-only in the dropdown's range: only the current number can be chosen, and a change is ignored. */
export const ReadOnlyDropdown: Story = {
  args: { readOnly: true, defaultValue: 3 },
  play: async ({ canvasElement, args }) => {
    const dropdown = dropdownOf(canvasElement);
    await expect(dropdown).toHaveAttribute('aria-readonly', 'true');
    await expect(dropdown).toBeEnabled();
    const choosable = within(dropdown)
      .getAllByRole('option')
      .filter((option) => !(option as HTMLOptionElement).disabled);
    await expect(choosable.map((option) => option.textContent)).toEqual(['3']);
    // A change event as the browser would send it, were another number chosen anyway.
    await fireEvent.change(dropdown, { target: { value: '5' } });
    await expect(dropdown).toHaveValue('3');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/**
 * Keyboard only: Tab to the dropdown, choose More with the browser's own keys (arrows, or Space
 * to open its list), type the number. Simulated keys cannot drive a native select, so the play
 * chooses More as the browser reports it; the cursor then lands in the number box.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const dropdown = dropdownOf(canvasElement);
    await expect(dropdown).toHaveFocus();
    await userEvent.selectOptions(dropdown, 'More');
    const box = numberBoxOf(canvasElement);
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('{Backspace}{Backspace}30');
    await expect(box).toHaveValue('30');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(30);
  },
};

export const Matrix: Story = {
  render: () => (
    <EveryTheme>
      <Stack>
        <QuantityInput label="Dropdown" defaultValue={3} />
        <QuantityInput label="Number box" defaultValue={24} required />
        <QuantityInput label="Cart row" defaultValue={4} savedValue={2} onUpdate={() => {}} onDelete={() => {}} />
        <QuantityInput label="Invalid" defaultValue={12} error="An error message" />
        <QuantityInput label="Disabled" defaultValue={2} disabled onDelete={() => {}} />
      </Stack>
    </EveryTheme>
  ),
};
