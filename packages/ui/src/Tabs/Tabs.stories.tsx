import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ThemeProvider, themeNames } from '../theme';
import { Tabs, type TabItem } from './Tabs';
import { tabsVariants } from './Tabs.css';

/** The specifications collapse tabbed panels below 500 px (storefront.md §9). */
const TAB_COLLAPSE_WIDTH = 500;

const mediaTabs: TabItem[] = [
  { value: 'assets', label: 'Assets', content: <p>Installation guides and spec sheets.</p> },
  {
    value: 'documents',
    label: 'Documents and Warranties',
    content: <p>Limited lifetime warranty.</p>,
  },
  { value: 'gallery', label: 'Gallery', content: <p>15 images per page.</p> },
  { value: 'videos', label: 'Videos', content: <p>20 videos per page.</p> },
];

const rankingTabs: TabItem[] = [
  { value: 'overall', label: 'Overall', content: <p>Overall ranking</p> },
  { value: 'margin', label: 'Gross Margin Per Person', content: <p>Gross margin ranking</p> },
  {
    value: 'products',
    label: 'Products & Services',
    content: <p>Products and services ranking</p>,
  },
  {
    value: 'survey',
    label: 'Survey Results (TBD)',
    content: <p>Survey ranking</p>,
    disabled: true,
  },
];

/**
 * Tabs switch between panels of one subject (Radix Tabs). Given `collapseBelow` (500 in the
 * specs) they watch their own container and become a dropdown when it is narrower, so a panel
 * in a narrow column collapses even on a wide screen.
 *
 * **When to use:** sibling views of the same thing: a product's media, the ranking report's
 * measures, a wish list's "view and add lists".
 *
 * **When not to use:** for steps in order (use CollapsibleSection per step), for navigation
 * between pages (use links), or for two options of a setting (use RadioGroup).
 */
const meta = {
  title: 'Structure/Tabs',
  component: Tabs,
  args: {
    items: mediaTabs,
    label: 'Product details',
    collapseBelow: TAB_COLLAPSE_WIDTH,
    onValueChange: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: tabsVariants } },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Product details' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Gallery' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('gallery');
    await expect(canvas.getByRole('tabpanel', { name: 'Gallery' })).toHaveTextContent(
      '15 images per page.',
    );
  },
};

export const Playground: Story = {};

export const DisabledTab: Story = {
  args: { items: rankingTabs, label: 'Ranking Reports' },
  play: async ({ canvasElement, args }) => {
    const tab = within(canvasElement).getByRole('tab', { name: 'Survey Results (TBD)' });
    await expect(tab).toBeDisabled();
    await userEvent.click(tab, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Keyboard: arrow keys move between tabs (skipping disabled ones) and show their panels. */
export const Keyboard: Story = {
  args: { items: rankingTabs, label: 'Ranking Reports' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Overall' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Products & Services' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    // The disabled Survey Results tab is skipped; focus wraps to the first tab.
    await expect(canvas.getByRole('tab', { name: 'Overall' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Products and services ranking');
  },
};

/** In a container narrower than 500 px the tabs are a dropdown; the choice drives the panel. */
export const Collapsed: Story = {
  render: (args) => (
    <div style={{ width: 420 }}>
      <Tabs {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tablist')).toBeNull();
    const select = canvas.getByRole('combobox', { name: 'Product details' });
    select.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Videos' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('videos');
    await expect(canvas.getByRole('region', { name: 'Videos' })).toHaveTextContent(
      '20 videos per page.',
    );
  },
};

/** It follows its container: widening it brings the tabs back with the same tab chosen. */
export const ResizesWithContainer: Story = {
  render: function Resizes(args) {
    const [width, setWidth] = useState(420);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <Button onClick={() => setWidth((current) => (current === 420 ? 800 : 420))}>
          Toggle width
        </Button>
        <div style={{ width }}>
          <Tabs {...args} defaultValue="gallery" />
        </div>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Product details' })).toHaveTextContent(
      'Gallery',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle width' }));
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Gallery' })).toHaveAttribute('aria-selected', 'true'),
    );
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ display: 'grid', gap: 12, padding: 12 }}>
            {tabsVariants.map((variant) => (
              <Tabs
                key={variant}
                variant={variant}
                items={rankingTabs}
                label={`${theme} ${variant}`}
              />
            ))}
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('tablist')).toHaveLength(themeNames.length * 2);
  },
};
