import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { buttonSizes, buttonTones, buttonVariants } from './Button.css';

/**
 * Use a Button for an action on the page. Use a Link to go somewhere instead.
 */
const meta = {
  title: 'Actions/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Place Order', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Place Order' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/**
 * A link-styled button in a narrow table cell (a record's name in a list's pinned first column on a
 * phone) reads as text: no button padding, and a long name wraps between words instead of being cut.
 */
export const LinkInNarrowCell: Story = {
  render: () => (
    <div style={{ width: '7rem', overflow: 'hidden' }}>
      <Button variant="link">Christmas Eve Early Close</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('button', { name: 'Christmas Eve Early Close' });
    const style = getComputedStyle(link);
    await expect(style.paddingLeft).toBe('0px');
    await expect(style.whiteSpace).toBe('normal');
    // Wrapped onto several lines inside the cell, never wider than it.
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(link.parentElement!.getBoundingClientRect().width);
    await expect(link.getBoundingClientRect().height).toBeGreaterThan(2 * parseFloat(style.fontSize));
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
          {buttonTones.map((tone) =>
            buttonSizes.map((size) => (
              <Button key={`${tone}-${size}`} {...args} variant={variant} tone={tone} size={size}>
                {variant} {tone} {size}
              </Button>
            )),
          )}
        </div>
      ))}
    </div>
  ),
};
