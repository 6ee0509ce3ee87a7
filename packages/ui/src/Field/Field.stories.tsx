import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Field, useFieldControl } from './Field';
import { control } from './Field.css';

function Input() {
  const props = useFieldControl();
  return <input className={control()} {...props} />;
}

/** Field is the frame every form control sits in: label, `*`, hint and error. Build new controls on it. */
const meta = {
  title: 'Forms/Field',
  component: Field,
  args: { label: 'First name', children: <Input /> },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('First name')).toBeVisible();
  },
};
export const Playground: Story = {};
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await expect(input).toBeRequired();
    await expect(within(canvasElement).getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};
export const WithHintAndError: Story = {
  args: { hint: 'As printed on the card', error: 'Enter a first name' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('As printed on the card Enter a first name');
  },
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};
