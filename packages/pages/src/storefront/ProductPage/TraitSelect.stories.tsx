import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { productPageLabels } from '@joinery/flows/storefront/productPage';
import { TraitSelect, type TraitOption, type TraitSelectProps } from './TraitSelect';

/*
 * The product page's trait chooser (storefront.md §2.5, §4; issue 47): a select-only combobox
 * (Downshift) drawn like the design system's Select, its list in the page under the box. The trait's name and values are the product's data (here a colour
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

/**
 * The chooser once its list box's code has arrived (TraitSelect draws the closed box alone until
 * then, `data-pending`, and draws the box again when it comes).
 */
async function chooser(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() =>
    expect(canvas.getByRole('combobox', { name: productPageLabels.color })).not.toHaveAttribute('data-pending'),
  );
  return canvas.getByRole('combobox', { name: productPageLabels.color });
}
const list = () => within(screen.getByRole('listbox', { name: productPageLabels.color }));

/** Nothing chosen yet: the placeholder shows, it is not an option, and every value is listed in order. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = await chooser(canvasElement);
    await expect(box).toBeRequired();
    await expect(box).toHaveTextContent(/^Select$/);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.click(box);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const listed = list().getAllByRole('option');
    await expect(listed.map((option) => option.textContent)).toEqual(optionLabels);
    await expect(listed.filter((option) => option.getAttribute('aria-selected') === 'true')).toEqual([]);
    // Escape closes the list, choosing nothing; focus stays on the box.
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveFocus();
    await expect(box).toHaveTextContent(/^Select$/);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** A value chosen (the page's current variation): it shows, not the placeholder, and is the selected option. */
export const Chosen: Story = {
  args: { value: '12' },
  play: async ({ canvasElement, args }) => {
    const box = await chooser(canvasElement);
    await expect(box).toHaveTextContent(/^Cherry Natural$/);
    await userEvent.click(box);
    await expect(list().getByRole('option', { name: 'Cherry Natural' })).toHaveAttribute('aria-selected', 'true');
    await expect(list().getByRole('option', { name: 'Maple Natural' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Escape}');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** A pick: it shows at once, the list closes, and the page is told the value (once) after the next paint. */
export const PickAValue: Story = {
  play: async ({ canvasElement, args }) => {
    const box = await chooser(canvasElement);
    await userEvent.click(box);
    await userEvent.click(list().getByRole('option', { name: 'Maple Natural' }));
    await expect(box).toHaveTextContent(/^Maple Natural$/);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveFocus();
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('11'));
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(box).not.toHaveAttribute('aria-busy');
    await expect(box).toHaveTextContent(/^Maple Natural$/);
  },
};

/** §4: an unavailable value is marked so, and stays choosable. */
export const UnavailableChoosable: Story = {
  args: { value: '11' },
  play: async ({ canvasElement, args }) => {
    const box = await chooser(canvasElement);
    await userEvent.click(box);
    const unavailable = list().getByRole('option', { name: productPageLabels.unavailable('Oak Toffee Stain') });
    await expect(unavailable).toBeEnabled();
    await expect(unavailable).not.toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(unavailable);
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('13'));
    await expect(box).toHaveTextContent(productPageLabels.unavailable('Oak Toffee Stain'));
  },
};

/**
 * By keyboard: Tab reaches the chooser; Enter opens its list on the chosen value (the first when
 * none is), the arrow keys move through it (the box names the option it is on), Enter picks; focus
 * stays on the box through the page's answer. Typing a value's first letters opens the list on it.
 */
export const KeyboardChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const box = await chooser(canvasElement);
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const cherry = list().getByRole('option', { name: 'Cherry Natural' });
    await expect(box).toHaveAttribute('aria-activedescendant', cherry.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('12'));
    await expect(box).toHaveTextContent(/^Cherry Natural$/);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveFocus();
    // Typeahead on the closed box: "O" opens the list on Oak Toffee Stain (unavailable); Enter picks it.
    await userEvent.keyboard('o');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const oak = list().getByRole('option', { name: productPageLabels.unavailable('Oak Toffee Stain') });
    await expect(box).toHaveAttribute('aria-activedescendant', oak.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('13'));
    await expect(box).toHaveTextContent(productPageLabels.unavailable('Oak Toffee Stain'));
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
    await expect(box).toHaveFocus();
  },
};
