import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EveryTheme } from '../docs/EveryTheme';
import { Stack } from '../Stack/Stack';
import { Radio, RadioGroup } from './RadioGroup';
import { pressArrow } from './pressArrow';
import { radioGroupOrientations } from './RadioGroup.css';

const printOptions = [
  <Radio key="show" value="ShowPrice" label="Show prices" />,
  <Radio key="hide" value="HidePrice" label="Hide prices" />,
];

/**
 * One choice among a few options shown at once (Radix RadioGroup): Tab enters at the chosen
 * option, arrow keys move and choose. Items are `Radio` or, for rows with more text, `OptionRow`.
 *
 * **When to use:** two to about six options to compare (print options, payment, shipping).
 * **When not:** a long list (Select), independent choices (Checkbox).
 */
const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Print options', children: printOptions, onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

const groupOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('radiogroup', { name: 'Print options' });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = groupOf(canvasElement);
    await userEvent.click(within(group).getByRole('radio', { name: 'Hide prices' }));
    await expect(within(group).getByRole('radio', { name: 'Hide prices' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('HidePrice');
  },
};

export const Playground: Story = {};

const LONG_WORD = `onerror=${'&#0000106'.repeat(40)}`;

/** A long unbroken option name wraps within the group's column instead of running past it. */
export const LongUnbrokenOptionWraps: Story = {
  args: { children: [<Radio key="long" value="long" label={LONG_WORD} />, ...printOptions] },
  decorators: [(Story) => <div style={{ width: 320 }} data-testid="column"><Story /></div>],
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByTestId('column').getBoundingClientRect();
    const label = within(canvasElement).getByText(LONG_WORD).getBoundingClientRect();
    await expect(label.right).toBeLessThanOrEqual(column.right + 0.5);
    await expect(label.height).toBeGreaterThan(40);
  },
};

export const Chosen: Story = {
  args: { defaultValue: 'ShowPrice' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Show prices' })).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'ShowPrice' },
  play: async ({ canvasElement }) => {
    await expect(groupOf(canvasElement)).toHaveAttribute('aria-orientation', 'horizontal');
  },
};

export const Required: Story = {
  args: { required: true, hint: 'Choose one before printing' },
  play: async ({ canvasElement }) => {
    const group = groupOf(canvasElement);
    await expect(group).toBeRequired();
    await expect(group).toHaveAccessibleDescription('Choose one before printing');
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'Choose a print option' },
  play: async ({ canvasElement }) => {
    const group = groupOf(canvasElement);
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose a print option');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ShowPrice' },
  play: async ({ canvasElement, args }) => {
    const hide = within(canvasElement).getByRole('radio', { name: 'Hide prices' });
    await expect(hide).toBeDisabled();
    await userEvent.click(hide, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const DisabledOption: Story = {
  args: {
    children: [...printOptions, <Radio key="draft" value="Draft" label="Draft (not available)" disabled />],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Draft (not available)' })).toBeDisabled();
  },
};

/** Read-only: arrows move focus, the choice stays. */
export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'ShowPrice' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(groupOf(canvasElement)).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: 'Hide prices' }));
    await pressArrow('Up', () => expect(canvas.getByRole('radio', { name: 'Show prices' })).toHaveFocus());
    await expect(canvas.getByRole('radio', { name: 'Show prices' })).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 'ShowPrice' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Show prices' })).toHaveFocus();
    await pressArrow('Down', () => expect(canvas.getByRole('radio', { name: 'Hide prices' })).toHaveFocus());
    await expect(canvas.getByRole('radio', { name: 'Hide prices' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('HidePrice');
    // Enter chooses nothing, and a vertical group ignores left and right.
    await userEvent.keyboard('{Enter}{ArrowRight}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Hide prices' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    // Down from the last option comes round to the first and chooses it.
    await pressArrow('Down', () => expect(canvas.getByRole('radio', { name: 'Show prices' })).toHaveFocus());
    await expect(canvas.getByRole('radio', { name: 'Show prices' })).toBeChecked();
    // Tab leaves the group from the chosen option, and Shift+Tab comes back to it.
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('radio', { name: 'Show prices' })).toHaveFocus();
  },
};

export const Matrix: Story = {
  render: () => (
    <EveryTheme>
      <Stack>
        <RadioGroup label="Chosen" defaultValue="a" required hint="A hint">
          <Radio value="a" label="Option A" />
          <Radio value="b" label="Option B" />
          <Radio value="c" label="Disabled option" disabled />
        </RadioGroup>
        <RadioGroup label="Invalid" error="An error message" orientation="horizontal">
          <Radio value="a" label="Option A" />
          <Radio value="b" label="Option B" />
        </RadioGroup>
        <RadioGroup label="Disabled" defaultValue="a" disabled>
          <Radio value="a" label="Option A" />
          <Radio value="b" label="Option B" />
        </RadioGroup>
      </Stack>
    </EveryTheme>
  ),
};
