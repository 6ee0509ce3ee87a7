import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { ThemeProvider } from './ThemeProvider';
import { themeTokens, type ThemeName } from './themes.css';

/**
 * ThemeProvider scopes a theme to its subtree by class. A name it does not know (a typo, or
 * Storybook's `&globals=theme:unknown`) shows the default theme, `dealer`, and a development build
 * warns once naming the themes there are: never a screen with no styles.
 */
const meta = {
  title: 'Foundations/ThemeProvider',
  component: ThemeProvider,
  tags: ['autodocs'],
  args: { theme: 'staff', children: null },
} satisfies Meta<typeof ThemeProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

export const Default: Story = {
  render: (args) => (
    <ThemeProvider theme={args.theme}>
      <Button>Save</Button>
    </ThemeProvider>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(button.closest('[data-theme]')).toHaveAttribute('data-theme', 'staff');
    await expect(getComputedStyle(button).backgroundColor).toBe(rgb(themeTokens.staff.color.accent));
  },
};

export const UnknownThemeFallsBack: Story = {
  render: () => (
    <ThemeProvider theme={'unknown' as ThemeName}>
      <Button>Save</Button>
    </ThemeProvider>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(button.closest('[data-theme]')).toHaveAttribute('data-theme', 'dealer');
    // Styled in the dealer theme's colours, whichever theme the story runs in around it.
    await expect(getComputedStyle(button).backgroundColor).toBe(rgb(themeTokens.dealer.color.accent));
  },
};
