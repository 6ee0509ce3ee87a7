import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EveryTheme } from '../docs/EveryTheme';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { pressArrow } from '../RadioGroup/pressArrow';
import { TextField } from '../TextField/TextField';
import { OptionRow } from './OptionRow';

/**
 * A radio-style row of a RadioGroup: title, secondary text, a visible reason when it cannot be
 * chosen, and content that opens under it while it is chosen (storefront.md §2.1).
 *
 * **When to use:** options that need a sentence each (payment, shipping method, suggestions).
 * **When not:** short labels (Radio), navigation (Link).
 */
const meta = {
  title: 'Forms/OptionRow',
  component: OptionRow,
  args: { value: 'ground', title: 'Ground - $12.00', description: 'Estimated delivery Tuesday, June 3' },
  render: (args, { parameters }) => (
    <RadioGroup label="Shipping method" onValueChange={parameters['onValueChange'] as (value: string) => void}>
      <OptionRow {...args} />
      <OptionRow value="express" title="Express - $38.00" description="Estimated delivery Friday, May 30" />
    </RadioGroup>
  ),
  parameters: { onValueChange: fn() },
} satisfies Meta<typeof OptionRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, parameters }) => {
    const ground = within(canvasElement).getByRole('radio', { name: 'Ground - $12.00' });
    await expect(ground).toHaveAccessibleDescription('Estimated delivery Tuesday, June 3');
    await userEvent.click(within(canvasElement).getByText('Estimated delivery Tuesday, June 3'));
    await expect(ground).toBeChecked();
    await expect(parameters['onValueChange']).toHaveBeenCalledWith('ground');
  },
};

export const Playground: Story = {};

/** Unavailable: greyed, not choosable, and the reason is visible and announced. */
export const DisabledWithReason: Story = {
  args: { value: 'po', title: 'Purchase Order', description: 'Pay within 30 days', disabled: true, disabledReason: '- Account on Hold' },
  play: async ({ canvasElement }) => {
    const purchaseOrder = within(canvasElement).getByRole('radio', { name: 'Purchase Order' });
    await expect(purchaseOrder).toBeDisabled();
    await expect(within(canvasElement).getByText('- Account on Hold')).toBeVisible();
    await expect(purchaseOrder).toHaveAccessibleDescription('Pay within 30 days - Account on Hold');
    await userEvent.click(within(canvasElement).getByText('Purchase Order'), { pointerEventsCheck: 0 });
    await expect(purchaseOrder).not.toBeChecked();
  },
};

/** While chosen, a row shows its details: the purchase order's PO number input. */
export const WithDetailsWhenChosen: Story = {
  args: {
    value: 'po',
    title: 'Purchase Order',
    description: 'Pay within 30 days',
    children: <TextField label="PO number" maxLength={10} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: 'PO number' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Purchase Order' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'PO number' }), 'PO-1234');
    await expect(canvas.getByRole('textbox', { name: 'PO number' })).toHaveValue('PO-1234');
    await userEvent.click(canvas.getByRole('radio', { name: 'Express - $38.00' }));
    await expect(canvas.queryByRole('textbox', { name: 'PO number' })).not.toBeInTheDocument();
  },
};

/** Arrow keys move between rows and choose; the details open for the chosen row. */
export const Keyboard: Story = {
  args: { children: 'Leave at the loading dock' },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Ground - $12.00' })).toHaveFocus();
    await pressArrow('Down', () => expect(canvas.getByRole('radio', { name: 'Express - $38.00' })).toHaveFocus());
    await expect(canvas.getByRole('radio', { name: 'Express - $38.00' })).toBeChecked();
    await pressArrow('Up', () => expect(canvas.getByRole('radio', { name: 'Ground - $12.00' })).toHaveFocus());
    await expect(canvas.getByRole('radio', { name: 'Ground - $12.00' })).toBeChecked();
    await expect(canvas.getByText('Leave at the loading dock')).toBeVisible();
    await expect(parameters['onValueChange']).toHaveBeenCalledTimes(2);
  },
};

export const Matrix: Story = {
  render: () => (
    <EveryTheme>
      <RadioGroup label="Payment" defaultValue="card">
        <OptionRow value="card" title="Credit card" description="Visa ending 4242">
          Details of the chosen row
        </OptionRow>
        <OptionRow value="saved" title="Saved card" description="Mastercard ending 4444" />
        <OptionRow value="po" title="Purchase Order" description="Pay within 30 days" disabled disabledReason="- Above Credit Limit" />
      </RadioGroup>
    </EveryTheme>
  ),
};
