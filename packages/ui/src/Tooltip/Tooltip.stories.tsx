import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EveryTheme } from '../docs/EveryTheme';
import { Stack } from '../Stack/Stack';
import { Tooltip, tooltipSides } from './Tooltip';

/**
 * A short label on hover and keyboard focus (Radix Tooltip). It renders in the theme's portal
 * node, so it keeps the theme's colours.
 *
 * **When to use:** to name an icon-only control, or to add a brief hint to a control.
 * **When not:** for anything the user must read to go on, for interactive content (Popover),
 * or on touch-only paths (touch users never see it).
 */
const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Select required fields(*) above to enable',
    children: <Button aria-disabled="true">Add to Cart</Button>,
  },
  argTypes: { side: { control: 'inline-radio', options: tooltipSides } },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Add to Cart' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Select required fields(*) above to enable');
  },
};

export const Playground: Story = {};

/** Focus shows it and describes the button; Escape hides it. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to Cart' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await expect(button).toHaveAccessibleDescription('Select required fields(*) above to enable');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Rendered inside the theme: its colours come from the theme's variables. */
export const Themed: Story = {
  args: { defaultOpen: true, content: 'Selected product is currently out of stock.' },
  play: async () => {
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip.closest('[data-theme]')).not.toBeNull();
  },
};

export const Matrix: Story = {
  render: () => (
    <EveryTheme>
      {(theme) => (
        <Stack space="xxl" align="center" paddingY="xl">
          {tooltipSides.map((side) => (
            <Tooltip key={side} content={`${theme} ${side}`} side={side} defaultOpen>
              <Button variant="outline" tone="neutral" size="sm">
                {side}
              </Button>
            </Tooltip>
          ))}
        </Stack>
      )}
    </EveryTheme>
  ),
  play: async () => {
    await expect(await screen.findAllByRole('tooltip')).toHaveLength(16);
  },
};
