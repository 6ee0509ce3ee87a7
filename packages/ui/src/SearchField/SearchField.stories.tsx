import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HighlightMatch } from '../HighlightMatch';
import { ThemeProvider, themeNames } from '../theme';
import { SearchField } from './SearchField';
import { searchFieldSizes } from './SearchField.css';

const bricks = ['Door Style', 'Door Finish', 'Drawer Box', 'Cabinet Width', 'Finish Color'];

/**
 * SearchField is the lists' search box: a magnifier, the query and a clear button, in a Field.
 * Enter calls `onSearch`; every keystroke calls `onValueChange` (the screen's flow debounces).
 * Show the results through HighlightMatch so the matched prefix stands out.
 *
 * **When to use:** searching a list by name (Product Bricks, Locations, Users), or a filter box.
 *
 * **When not to use:** for a value that is not a query (use TextField), or to pick one of known
 * options (use Select).
 */
const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  args: { label: 'Search by name', onValueChange: fn(), onSearch: fn() },
  argTypes: { size: { control: 'inline-radio', options: searchFieldSizes } },
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Search by name' });
    await userEvent.type(box, 'door');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('door');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('door');
  },
};

export const Playground: Story = {};

/** With results: the matched prefix of each name is highlighted (case-insensitive). */
export const WithHighlightedResults: Story = {
  render: function WithResults(args) {
    const [query, setQuery] = useState('');
    const results = bricks.filter((name) =>
      name.toLowerCase().startsWith(query.trim().toLowerCase()),
    );
    return (
      <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
        <SearchField {...args} value={query} onValueChange={setQuery} />
        <ul aria-label="Product Bricks">
          {results.map((name) => (
            <li key={name}>
              <HighlightMatch text={name} query={query} />
            </li>
          ))}
        </ul>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'DOOR');
    const items = within(canvas.getByRole('list', { name: 'Product Bricks' })).getAllByRole(
      'listitem',
    );
    await expect(items).toHaveLength(2);
    await expect(items[0]?.querySelector('mark')).toHaveTextContent(/^Door$/);
  },
};

export const Clear: Story = {
  args: { defaultValue: 'walnut' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('');
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

/** The specs disable the search while a list loads. */
export const DisabledWhileLoading: Story = {
  args: { disabled: true, defaultValue: 'door' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

export const WithError: Story = {
  args: { error: 'Enter at least one character', hint: 'Matches the start of the name' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('searchbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(
      'Matches the start of the name Enter at least one character',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
    await userEvent.keyboard('oak{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('oak');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ display: 'grid', gap: 8, padding: 12 }}>
            {searchFieldSizes.map((size) => (
              <SearchField key={size} size={size} label={`${theme} ${size}`} defaultValue="Door" />
            ))}
            <SearchField label={`${theme} disabled`} disabled defaultValue="Door" />
            <SearchField label={`${theme} invalid`} error="Enter a name" />
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('searchbox')).toHaveLength(
      themeNames.length * 4,
    );
  },
};
