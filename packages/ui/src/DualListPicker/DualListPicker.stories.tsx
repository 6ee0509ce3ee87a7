import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeProvider, themeNames } from '../theme';
import { DualListPicker, type DualListItem } from './DualListPicker';
import { dualListHeights } from './DualListPicker.css';

const bricks: DualListItem[] = [
  { id: 'door', label: 'Door Style' },
  { id: 'finish', label: 'Finish' },
  { id: 'width', label: 'Cabinet Width' },
  { id: 'height', label: 'Cabinet Height' },
  { id: 'depth', label: 'Cabinet Depth' },
  { id: 'hinge', label: 'Hinge Side' },
];

const selectedNames = (group: HTMLElement) =>
  within(within(group).getByRole('listbox', { name: /Selected/ }))
    .queryAllByRole('option')
    .map((option) => option.firstChild?.textContent);

/**
 * DualListPicker chooses and orders items between an Available and a Selected list: the
 * series' brick pickers, location and bid admin lists. Each list is a multi-select listbox
 * (arrows, Shift+arrows, Space, Ctrl/⌘+A, Enter moves across); the buttons move all in, the
 * highlighted in, the highlighted out, and all out. Options: reorder buttons, locked items that
 * cannot leave Selected, and an input with a + button to add a new item.
 *
 * **When to use:** picking a subset of a long list where the order or the full picture matters.
 *
 * **When not to use:** for a handful of options (use checkboxes), or a single choice (use Select).
 */
const meta = {
  title: 'Forms/DualListPicker',
  component: DualListPicker,
  args: {
    label: 'Supplemental Data Bricks',
    items: bricks,
    defaultValue: ['finish'],
    onValueChange: fn(),
  },
  argTypes: { height: { control: 'inline-radio', options: dualListHeights } },
} satisfies Meta<typeof DualListPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Supplemental Data Bricks' });
    const available = within(group).getByRole('listbox', {
      name: 'Supplemental Data Bricks Available',
    });
    await userEvent.click(within(available).getByRole('option', { name: 'Cabinet Width' }));
    // Ctrl-click adds to the highlight.
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(within(available).getByRole('option', { name: 'Cabinet Depth' }));
    await user.keyboard('{/Control}');
    await userEvent.click(within(group).getByRole('button', { name: 'Move to Selected' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['finish', 'width', 'depth']);
    await expect(selectedNames(group)).toEqual(['Finish', 'Cabinet Width', 'Cabinet Depth']);
    await expect(within(group).getByRole('status')).toHaveTextContent('2 moved to Selected.');
  },
};

export const Playground: Story = { args: { reorderable: true } };

export const MoveAll: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group');
    await userEvent.click(within(group).getByRole('button', { name: 'Move all to Selected' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith([
      'finish',
      'door',
      'width',
      'height',
      'depth',
      'hinge',
    ]);
    await userEvent.click(within(group).getByRole('button', { name: 'Move all to Available' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
    await expect(
      within(within(group).getByRole('listbox', { name: /Selected/ })).queryAllByRole('option'),
    ).toHaveLength(0);
  },
};

/** The SKU brick list orders its Selected items: top, up, down, bottom. */
export const Reorderable: Story = {
  args: {
    label: 'Joinery SKU Bricks',
    reorderable: true,
    required: true,
    defaultValue: ['door', 'finish', 'width', 'height'],
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Joinery SKU Bricks' });
    const selected = within(group).getByRole('listbox', { name: /Selected/ });
    await expect(selected).toHaveAttribute('aria-required', 'true');
    await userEvent.click(within(selected).getByRole('option', { name: 'Cabinet Width' }));
    await userEvent.click(within(group).getByRole('button', { name: 'Move up' }));
    await expect(selectedNames(group)).toEqual([
      'Door Style',
      'Cabinet Width',
      'Finish',
      'Cabinet Height',
    ]);
    await userEvent.click(within(group).getByRole('button', { name: 'Move to top' }));
    await expect(selectedNames(group)).toEqual([
      'Cabinet Width',
      'Door Style',
      'Finish',
      'Cabinet Height',
    ]);
    await userEvent.click(within(group).getByRole('button', { name: 'Move to bottom' }));
    await expect(selectedNames(group)).toEqual([
      'Door Style',
      'Finish',
      'Cabinet Height',
      'Cabinet Width',
    ]);
    await userEvent.click(within(group).getByRole('button', { name: 'Move down' }));
    await expect(selectedNames(group)).toEqual([
      'Door Style',
      'Finish',
      'Cabinet Height',
      'Cabinet Width',
    ]);
  },
};

/** A locked item stays in Selected whatever the user moves out. */
export const LockedItems: Story = {
  args: {
    items: bricks.map((brick) => (brick.id === 'door' ? { ...brick, locked: true } : brick)),
    defaultValue: ['door', 'finish'],
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group');
    const selected = within(group).getByRole('listbox', { name: /Selected/ });
    await expect(within(selected).getByRole('option', { name: 'Door Style Locked' })).toBeVisible();
    await userEvent.click(within(selected).getByRole('option', { name: 'Door Style Locked' }));
    await expect(within(group).getByRole('button', { name: 'Move to Available' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(group).getByRole('button', { name: 'Move all to Available' }));
    await expect(selectedNames(group)).toEqual(['Door Style']);
  },
};

/** Location and bid admin: type a new item and press +; the page adds it (here, to Selected). */
export const AddNewItem: Story = {
  render: function AddNewItem(args) {
    const [items, setItems] = useState<DualListItem[]>([
      { id: 'christmas', label: 'Christmas Day' },
    ]);
    const [value, setValue] = useState<string[]>([]);
    return (
      <DualListPicker
        {...args}
        label="Holiday Type"
        items={items}
        value={value}
        onValueChange={setValue}
        onAddItem={(label) => {
          const id = label.toLowerCase();
          setItems((list) => [...list, { id, label }]);
          setValue((list) => [...list, id]);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Holiday Type' });
    const add = within(group).getByRole('button', { name: 'Add' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(
      within(group).getByRole('textbox', { name: 'New item' }),
      '  Floating Holiday ',
    );
    await userEvent.click(add);
    await expect(selectedNames(group)).toEqual(['Floating Holiday']);
    await expect(within(group).getByRole('textbox', { name: 'New item' })).toHaveValue('');
  },
};

export const WithError: Story = {
  args: {
    label: 'Joinery SKU Bricks',
    required: true,
    defaultValue: [],
    error: 'Choose at least one SKU brick.',
    hint: 'Required for publishing.',
  },
  play: async ({ canvasElement }) => {
    const selected = within(canvasElement).getByRole('listbox', { name: /Selected/ });
    await expect(selected).toHaveAttribute('aria-invalid', 'true');
    await expect(selected).toHaveAccessibleDescription(
      'Required for publishing. Choose at least one SKU brick.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group');
    await userEvent.click(within(group).getByRole('button', { name: 'Move all to Selected' }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(within(group).getAllByRole('listbox')[0]).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Keyboard only: arrows and Shift+arrows highlight, Enter moves across, the buttons work by Enter. */
export const Keyboard: Story = {
  args: { reorderable: true },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group');
    const available = within(group).getByRole('listbox', { name: /Available/ });
    await userEvent.tab();
    await expect(available).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Shift>}{ArrowDown}{/Shift}');
    await expect(within(available).getByRole('option', { name: 'Door Style' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(available).getByRole('option', { name: 'Cabinet Width' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['finish', 'door', 'width']);
    // Tab past the four move buttons to the Selected list, where the moved items stay highlighted.
    for (let i = 0; i < 5; i += 1) await userEvent.tab();
    const selected = within(group).getByRole('listbox', { name: /Selected/ });
    await expect(selected).toHaveFocus();
    await userEvent.tab();
    await expect(within(group).getByRole('button', { name: 'Move to top' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(selectedNames(group)).toEqual(['Door Style', 'Cabinet Width', 'Finish']);
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(within(group).getByRole('button', { name: 'Move to Available' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ padding: 12 }}>
            <DualListPicker
              label={`${theme} bricks`}
              items={bricks.map((brick) =>
                brick.id === 'door' ? { ...brick, locked: true } : brick,
              )}
              defaultValue={['door', 'finish']}
              height="sm"
              reorderable
              required
              hint="Required for publishing."
            />
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listbox')).toHaveLength(themeNames.length * 2);
  },
};
