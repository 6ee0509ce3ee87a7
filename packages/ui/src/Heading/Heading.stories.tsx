import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EveryTheme } from '../docs/EveryTheme';
import { textAlignments } from '../sprinkles/textAlign.css';
import { Stack } from '../Stack/Stack';
import { Heading } from './Heading';
import { headingLevels, headingSizes } from './Heading.css';

/**
 * Titles of pages, sections and cards. The level sets the outline, the size sets the look.
 *
 * **When to use:** anything a screen-reader user would jump to.
 * **When not:** bold body copy (Text with `weight`).
 */
const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { level: 2, children: 'Shipping Address' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: [undefined, ...headingSizes] },
    align: { control: 'inline-radio', options: [undefined, ...textAlignments] },
  },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: 'Shipping Address' });
    await expect(getComputedStyle(heading).fontSize).toBe('22px');
  },
};

export const Playground: Story = {};

/** A level-2 section title set small: the outline stays right, the look changes. */
export const SizeApartFromLevel: Story = {
  args: { level: 2, size: 'md', children: 'Quote Details' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: 'Quote Details' });
    await expect(getComputedStyle(heading).fontSize).toBe('16px');
  },
};

export const Matrix: Story = {
  render: () => (
    <EveryTheme>
      <Stack space="sm">
        {headingLevels.map((level) => (
          <Heading key={level} level={level}>
            Level {level} heading
          </Heading>
        ))}
      </Stack>
    </EveryTheme>
  ),
};
