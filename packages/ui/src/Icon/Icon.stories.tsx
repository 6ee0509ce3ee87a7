import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon';
import { iconNames } from './icons';

/** Use an Icon beside a label, or alone with a `label` when it carries meaning by itself. */
const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'bookmark' },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
export const Playground: Story = {};
export const Labelled: Story = {
  args: { name: 'error', label: 'Error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Error' })).toBeVisible();
  },
};
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 120px)', gap: 16 }}>
      {iconNames.map((name) => (
        <div key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Icon name={name} /> <span>{name}</span>
        </div>
      ))}
    </div>
  ),
};
