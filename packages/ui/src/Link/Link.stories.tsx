import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EveryTheme } from '../docs/EveryTheme';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Link } from './Link';
import { linkTones } from './Link.css';

/**
 * Takes the user somewhere. A link that opens a new tab says so: an external-link icon and
 * "(opens in a new tab)" for screen readers, with `rel="noopener noreferrer"`.
 *
 * **When to use:** navigation to a page, a section or a document.
 * **When not:** an action on the page (Button, or Button `variant="link"`).
 */
const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: { href: '#home', children: 'Continue shopping' },
  argTypes: { tone: { control: 'inline-radio', options: linkTones } },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Continue shopping' });
    await expect(link).toHaveAttribute('href', '#home');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const Playground: Story = {};

/** The terms and conditions open in a new tab (storefront.md §2). */
export const OpensInNewTab: Story = {
  args: { href: 'https://example.com/terms', opensInNewTab: true, children: 'terms and conditions' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'terms and conditions (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Inside a sentence the link keeps its underline, so colour is not the only cue. */
export const InText: Story = {
  render: (args) => (
    <Text>
      I accept the <Link {...args} /> of sale.
    </Text>
  ),
  args: { href: 'https://example.com/terms', opensInNewTab: true, children: 'terms and conditions' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

/** `asChild` lends the look to a router's link element. */
export const AsChild: Story = {
  render: (args) => (
    <Link {...args} asChild>
      <a href="#wish-lists">Wish lists</a>
    </Link>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Wish lists' });
    await expect(link).toHaveAttribute('href', '#wish-lists');
    await expect(link.className).not.toBe('');
  },
};

/** Tab reaches it and Enter follows it (the story stops the navigation to stay on the page). */
export const Keyboard: Story = {
  args: { onClick: fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()) },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Continue shopping' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Matrix: Story = {
  render: () => (
    <EveryTheme>
      <Stack space="sm">
        {linkTones.map((tone) => (
          <Text key={tone}>
            A <Link href="#matrix" tone={tone}>{tone} link</Link> in text and one that{' '}
            <Link href="https://example.com" tone={tone} opensInNewTab>
              opens a tab
            </Link>
          </Text>
        ))}
      </Stack>
    </EveryTheme>
  ),
};
