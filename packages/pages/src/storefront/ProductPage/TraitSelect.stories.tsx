import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { productPageLabels } from '@joinery/flows/storefront/productPage';
import { TraitSelect, type TraitOption, type TraitSelectProps } from './TraitSelect';

/*
 * The product page's trait chooser (storefront.md §2.5, §4; issue 47): a native select drawn like
 * the design system's Select. The trait's name and values are the product's data (here a colour
 * trait as the variation picker draws it); the placeholder and the "(unavailable)" mark are the
 * page's labels. It is controlled: these stories hold the chosen value as the page's machine does.
 */

/** A colour trait's values, as the variation picker hands them over: the third is masked (§4). */
const options: readonly TraitOption[] = [
  { value: '11', label: 'Maple Natural' },
  { value: '12', label: 'Cherry Natural' },
  { value: '13', label: productPageLabels.unavailable('Oak Toffee Stain') },
];
const optionLabels = options.map((option) => option.label);

/** The chooser with its value held, as the page's machine holds it: a pick shows once answered. */
function HeldTraitSelect({ value: first, onValueChange, ...props }: TraitSelectProps) {
  const [value, setValue] = useState(first);
  return (
    <TraitSelect
      {...props}
      value={value}
      onValueChange={(next) => {
        onValueChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Pages/Storefront/Product page/Trait select',
  component: TraitSelect,
  render: (args) => <HeldTraitSelect {...args} />,
  args: {
    label: productPageLabels.color,
    required: true,
    placeholder: productPageLabels.chooseValue,
    options,
    value: '',
    onValueChange: fn(),
  },
} satisfies Meta<typeof TraitSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

const chooser = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: productPageLabels.color });

/** Nothing chosen yet: the placeholder shows, it cannot be picked, and every value is listed in order. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = chooser(canvasElement);
    await expect(select).toBeRequired();
    await expect(select).toHaveDisplayValue(productPageLabels.chooseValue);
    const listed = within(select).getAllByRole('option');
    await expect(listed.map((option) => option.textContent)).toEqual([
      productPageLabels.chooseValue,
      ...optionLabels,
    ]);
    await expect(within(select).getByRole('option', { name: productPageLabels.chooseValue })).toBeDisabled();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** A value chosen (the page's current variation): it shows, not the placeholder. */
export const Chosen: Story = {
  args: { value: '12' },
  play: async ({ canvasElement, args }) => {
    const select = chooser(canvasElement);
    await expect(select).toHaveDisplayValue('Cherry Natural');
    await expect(within(select).getByRole('option', { name: 'Cherry Natural' })).toHaveProperty('selected', true);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** A pick: it shows at once, and the page is told the value (once) after the next paint. */
export const PickAValue: Story = {
  play: async ({ canvasElement, args }) => {
    const select = chooser(canvasElement);
    await userEvent.selectOptions(select, 'Maple Natural');
    await expect(select).toHaveDisplayValue('Maple Natural');
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('11'));
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(select).toHaveDisplayValue('Maple Natural');
  },
};

/** §4: an unavailable value is marked so, and stays choosable. */
export const UnavailableChoosable: Story = {
  args: { value: '11' },
  play: async ({ canvasElement, args }) => {
    const select = chooser(canvasElement);
    const unavailable = within(select).getByRole('option', {
      name: productPageLabels.unavailable('Oak Toffee Stain'),
    });
    await expect(unavailable).toBeEnabled();
    await userEvent.selectOptions(select, unavailable);
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('13'));
    await expect(select).toHaveDisplayValue(productPageLabels.unavailable('Oak Toffee Stain'));
  },
};

/**
 * By keyboard: Tab reaches the chooser, and the choice made there (the browser's own picker, by
 * arrow keys or typing, which a play's simulated keys do not drive: the play picks as that picker
 * does, with a change) reaches the page; focus stays on the chooser through the page's answer.
 */
export const KeyboardChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const select = chooser(canvasElement);
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Cherry Natural');
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('12'));
    await expect(select).toHaveDisplayValue('Cherry Natural');
    await expect(select).toHaveFocus();
    // The placeholder cannot be chosen back.
    await userEvent.selectOptions(select, productPageLabels.chooseValue);
    await expect(select).toHaveDisplayValue('Cherry Natural');
    await expect(args.onValueChange).toHaveBeenCalledOnce();
  },
};
