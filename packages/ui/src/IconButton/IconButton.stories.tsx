import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { buttonSizes, buttonTones } from '../Button/Button.css';
import { EveryTheme } from '../docs/EveryTheme';
import { iconNames } from '../Icon/icons';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { tooltipSides } from '../Tooltip/Tooltip';
import { IconButton } from './IconButton';
import { iconButtonVariants } from './IconButton.css';

/**
 * A button showing only an icon. `label` is required: it is the accessible name and the tooltip.
 *
 * **When to use:** tight spaces and well-known icons (edit, delete, close, print).
 * **When not:** when a word would be clearer, or for a screen's main action (Button).
 */
const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Edit list', icon: 'edit', onClick: fn() },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    variant: { control: 'inline-radio', options: iconButtonVariants },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
    tooltipSide: { control: 'inline-radio', options: tooltipSides },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Edit list' });
    await userEvent.hover(button);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit list');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {};

export const Critical: Story = {
  args: { label: 'Delete', icon: 'delete', tone: 'critical' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Edit list' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Tab shows the tooltip; Enter and Space press the button. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Edit list' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit list');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Matrix: Story = {
  render: () => (
    <EveryTheme>
      <Stack space="sm">
        {iconButtonVariants.map((variant) => (
          <Inline key={variant} space="xs">
            {buttonTones.map((tone) =>
              buttonSizes.map((size) => (
                <IconButton key={`${tone}-${size}`} label={`${variant} ${tone} ${size}`} icon="print" variant={variant} tone={tone} size={size} />
              )),
            )}
          </Inline>
        ))}
      </Stack>
    </EveryTheme>
  ),
};
