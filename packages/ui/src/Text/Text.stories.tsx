import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EveryTheme } from '../docs/EveryTheme';
import { textAlignments } from '../sprinkles/textAlign.css';
import { Stack } from '../Stack/Stack';
import { Text } from './Text';
import { textMaxLines, textSizes, textTones, textWeights } from './Text.css';

/**
 * Body copy in the theme's type scale; every tone meets AA contrast in every theme.
 *
 * **When to use:** paragraphs, labels, values, secondary text.
 * **When not:** titles (Heading) or anything the user acts on (Link, Button).
 */
const meta = {
  title: 'Typography/Text',
  component: Text,
  args: { children: 'Estimated delivery Tuesday, June 3.' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    maxLines: { control: 'inline-radio', options: [undefined, ...textMaxLines] },
    as: { control: 'inline-radio', options: ['p', 'span', 'strong', 'div'] },
    align: { control: 'inline-radio', options: [undefined, ...textAlignments] },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Estimated delivery Tuesday, June 3.');
    await expect(text.tagName).toBe('P');
    await expect(getComputedStyle(text).fontSize).toBe('16px');
  },
};

export const Playground: Story = {};

export const Muted: Story = {
  args: { tone: 'muted', size: 'sm', children: 'Card ending 4242' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByText('Card ending 4242')).fontSize).toBe('14px');
  },
};

export const Critical: Story = {
  args: { tone: 'critical', weight: 'semibold', children: 'Only 3 in stock.' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByText('Only 3 in stock.')).fontWeight).toBe('600');
  },
};

/** Long names are clamped visually but stay whole in the DOM for screen readers. */
export const ClampedToTwoLines: Story = {
  args: {
    maxLines: 2,
    style: { width: 220 },
    children: 'Shaker Maple Base Cabinet, two drawers over two doors, with full-extension soft-close slides and adjustable shelf',
  },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Shaker Maple Base Cabinet/);
    await expect(text).toHaveTextContent('adjustable shelf');
    await expect(text.scrollHeight).toBeGreaterThan(text.clientHeight);
  },
};

/** Alignment can change per breakpoint: centred on a phone, left from tablet up. */
export const ResponsiveAlignMobile: Story = {
  args: { align: { mobile: 'center', tablet: 'left' } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByText(/Estimated delivery/)).textAlign).toBe('center');
  },
};

export const ResponsiveAlignTablet: Story = {
  args: { align: { mobile: 'center', tablet: 'left' } },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByText(/Estimated delivery/)).textAlign).toBe('left');
  },
};

export const Matrix: Story = {
  render: () => (
    <EveryTheme>
      <Stack space="xs">
        {textTones.map((tone) => (
          <Text key={tone} tone={tone}>
            {tone} text
          </Text>
        ))}
        {textSizes.map((size) =>
          textWeights.map((weight) => (
            <Text key={`${size}-${weight}`} size={size} weight={weight}>
              {size} {weight}
            </Text>
          )),
        )}
      </Stack>
    </EveryTheme>
  ),
};
