import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { ThemeProvider, themeNames, vars } from '../theme';
import { SideMenu } from './SideMenu';
import { sideMenuWidths } from './SideMenu.css';
import { backOfficeMenu, storyRouterLink } from './storyData';

const STORAGE_KEY = 'joinery.stories.sideMenu';
const { onNavigate, routerLink } = storyRouterLink();

/**
 * SideMenu is the back office's desktop navigation: the role-filtered menu tree (label, href,
 * children) up to three levels, each submenu collapsible and the whole menu collapsible (Radix
 * Collapsible). The open submenus and the collapsed state persist in localStorage under
 * `storageKey`. Pass the router's Link through `renderLink`.
 *
 * **When to use:** the shell's main navigation on wide screens (pair it with MobileMenu).
 *
 * **When not to use:** for in-page sections (use Tabs or links), or for actions (DropdownMenu).
 */
const meta = {
  title: 'Shell/SideMenu',
  component: SideMenu,
  args: { items: backOfficeMenu, storageKey: STORAGE_KEY, renderLink: routerLink },
  argTypes: { width: { control: 'inline-radio', options: sideMenuWidths } },
  beforeEach: () => {
    // Every story starts from a fresh menu, whatever an earlier run stored.
    Object.keys(window.localStorage)
      .filter((key) => key.startsWith('joinery.stories.'))
      .forEach((key) => window.localStorage.removeItem(key));
  },
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    const products = within(nav).getByRole('button', { name: 'Products' });
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(products);
    await userEvent.click(within(nav).getByRole('link', { name: 'Product Series' }));
    await expect(onNavigate).toHaveBeenCalledWith('/ProductSeriesList');
  },
};

export const Playground: Story = {};

/** Three levels: Admin › Setup › Holidays. Admin is a link with its own submenu toggle. */
export const ThreeLevels: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('link', { name: 'Admin' })).toBeVisible();
    await userEvent.click(within(nav).getByRole('button', { name: 'Admin submenu' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Setup' }));
    await expect(within(nav).getByRole('link', { name: 'Holidays' })).toBeVisible();
  },
};

/** The parents of the current page start open, and its link is marked current. */
export const CurrentPage: Story = {
  args: { currentHref: '/HolidaysList' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('link', { name: 'Holidays' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('button', { name: 'Setup' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** The back office's IT group, whose longest third-level label only just fits the menu's width. */
const itMenu = [
  {
    label: 'IT',
    children: [
      { label: 'Users', href: '/UsersList' },
      {
        label: 'Admin Lists',
        children: [
          { label: 'Location Management Admin', href: '/LocationsMngt' },
          { label: 'Bid Tracker Admin', href: '/BidsMngt' },
        ],
      },
    ],
  },
];

/**
 * Following a link marks it current without moving the menu: the entries below it stay where the
 * pointer is (issue 36). In the system's fallback type (a browser without the web font, or
 * before it arrives) a current label that turned bold wrapped "Location Management Admin" to a
 * second line and pushed Bid Tracker Admin 14 px down as its screen arrived.
 */
export const CurrentEntryKeepsTheMenuStill: Story = {
  globals: { theme: 'staff' },
  args: { items: itMenu },
  render: function Navigating(args) {
    const [current, setCurrent] = useState<string | undefined>();
    return (
      <div style={assignInlineVars({ [vars.font.family.body]: 'system-ui' })}>
        <SideMenu
          {...args}
          currentHref={current}
          renderLink={({ href, children, ...rest }) => (
            <a
              href={`#${href}`}
              {...rest}
              onClick={(event) => {
                event.preventDefault();
                setCurrent(href);
              }}
            >
              {children}
            </a>
          )}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await userEvent.click(within(nav).getByRole('button', { name: 'IT' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Admin Lists' }));
    const locations = within(nav).getByRole('link', { name: 'Location Management Admin' });
    const bids = within(nav).getByRole('link', { name: 'Bid Tracker Admin' });
    // Once the submenu has finished opening.
    await Promise.all(
      document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
    );
    const before = {
      locations: locations.getBoundingClientRect(),
      bids: bids.getBoundingClientRect(),
    };
    await userEvent.click(locations);
    await expect(locations).toHaveAttribute('aria-current', 'page');
    await expect(locations.getBoundingClientRect().height).toBe(before.locations.height);
    await expect(bids.getBoundingClientRect().top).toBe(before.bids.top);
    await userEvent.click(bids);
    await expect(bids).toHaveAttribute('aria-current', 'page');
    await expect(bids.getBoundingClientRect().top).toBe(before.bids.top);
  },
};

/** What the user opened and collapsed survives a reload (here: a remount). */
export const PersistsInStorage: Story = {
  render: function Persisted(args) {
    const [mount, setMount] = useState(0);
    return (
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <SideMenu key={mount} {...args} />
        <Button onClick={() => setMount((count) => count + 1)}>Reload menu</Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Records' }));
    await expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({
      collapsed: false,
      open: ['Records'],
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Reload menu' }));
    await expect(canvas.getByRole('button', { name: 'Records' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse menu' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reload menu' }));
    const expand = canvas.getByRole('button', { name: 'Expand menu' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Background Jobs' })).toBeNull();
  },
};

/** Keyboard: Tab reaches each entry in order; Enter opens a submenu and follows a link. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await userEvent.tab();
    await expect(within(nav).getByRole('button', { name: 'Collapse menu' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByRole('button', { name: 'Products' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Product Bricks' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenCalledWith('/ProductBricksList');
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ padding: 12 }}>
            <SideMenu
              items={backOfficeMenu}
              storageKey={`joinery.stories.matrix.${theme}`}
              currentHref="/HolidaysList"
              label={`${theme} menu`}
              width="sm"
            />
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('navigation')).toHaveLength(themeNames.length);
  },
};
