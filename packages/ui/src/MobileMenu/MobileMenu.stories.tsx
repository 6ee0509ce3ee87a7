import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { backOfficeMenu, storyRouterLink } from '../SideMenu/storyData';
import { ThemeProvider, themeNames } from '../theme';
import { MobileMenu } from './MobileMenu';
import { drawerSides } from './MobileMenu.css';

const STORAGE_KEY = 'joinery.stories.mobileMenu';
const { onNavigate, routerLink } = storyRouterLink();

/**
 * MobileMenu puts the shell's three-level menu in a drawer on small screens: a Menu button opens
 * it (Radix Dialog, so focus is held inside and Escape closes it); following a link closes it.
 *
 * **When to use:** below the desktop breakpoint, in place of SideMenu.
 *
 * **When not to use:** on wide screens where the SideMenu has room, or for a short list of
 * actions (use DropdownMenu).
 */
const meta = {
  title: 'Shell/MobileMenu',
  component: MobileMenu,
  args: { items: backOfficeMenu, storageKey: STORAGE_KEY, renderLink: routerLink },
  argTypes: { side: { control: 'inline-radio', options: drawerSides } },
  parameters: { viewport: { defaultViewport: 'mobile' } },
  beforeEach: () => {
    window.localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof MobileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Records' }));
    await userEvent.click(within(drawer).getByRole('link', { name: 'Reporting' }));
    await expect(onNavigate).toHaveBeenCalledWith('/ReportingList');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Playground: Story = {};

/** Left open so axe checks the drawer in each theme run. */
export const Open: Story = {
  args: { currentHref: '/HolidaysList' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('link', { name: 'Holidays' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** The drawer is modal, so one can be open at a time: the matrix shows the button per theme; Open shows the drawer. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ padding: 12 }}>
            <MobileMenu {...args} messages={{ openMenu: `${theme} menu` }} />
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /menu$/ })).toHaveLength(
      themeNames.length,
    );
  },
};
