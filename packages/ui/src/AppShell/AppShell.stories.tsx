import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { backOfficeMenu, storyRouterLink } from '../SideMenu/storyData';
import { ThemeProvider, themeNames } from '../theme';
import { AppShell } from './AppShell';
import { appShellHeaderTones } from './AppShell.css';

const { onNavigate, routerLink } = storyRouterLink();

const logo = (
  <a href="#/" style={{ color: 'inherit', fontWeight: 700, fontSize: 20, textDecoration: 'none' }}>
    Joinery
  </a>
);

const content = (
  <>
    <h1 style={{ marginTop: 0 }}>Product Bricks</h1>
    <p>Search by name, create a brick or edit one from the table.</p>
  </>
);

/**
 * AppShell is the back office's frame: a header fixed to the top with the logo, the profile
 * name linking to My Account and a Login / Logout button, an optional warning banner, the menu
 * (SideMenu from 768 px, MobileMenu below) and the main area with a skip link to it.
 *
 * **When to use:** once, around every signed-in back-office route (and the login result page).
 *
 * **When not to use:** inside a page, or for the storefront widgets, which live in the host site's
 * own frame.
 */
const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    logo,
    user: { name: 'Jane Smith', profileHref: '/prod-mgmt/myaccount' },
    onLogIn: fn(),
    onLogOut: fn(),
    menu: backOfficeMenu,
    menuStorageKey: 'joinery.stories.appShell',
    currentHref: '/ProductBricksList',
    renderLink: routerLink,
    children: content,
  },
  argTypes: { headerTone: { control: 'inline-radio', options: appShellHeaderTones } },
  beforeEach: () => {
    Object.keys(window.localStorage)
      .filter((key) => key.startsWith('joinery.stories.'))
      .forEach((key) => window.localStorage.removeItem(key));
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    await userEvent.click(within(header).getByRole('link', { name: 'Jane Smith' }));
    await expect(onNavigate).toHaveBeenCalledWith('/prod-mgmt/myaccount');
    await userEvent.click(within(header).getByRole('button', { name: 'Logout' }));
    await expect(args.onLogOut).toHaveBeenCalled();
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Product Bricks' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('main')).toHaveTextContent('Search by name');
    // Nothing on its way: no bar, not busy.
    await expect(canvas.getByRole('main')).not.toHaveAttribute('aria-busy');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const Playground: Story = {};

export const SignedOut: Story = {
  args: { user: null },
  play: async ({ canvasElement, args }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(within(header).queryByRole('link', { name: 'Jane Smith' })).toBeNull();
    await userEvent.click(within(header).getByRole('button', { name: 'Login' }));
    await expect(args.onLogIn).toHaveBeenCalled();
  },
};

export const WithWarning: Story = {
  args: {
    warning: 'The AS400 import is running; product data may be out of date until it finishes.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Notice' })).toHaveTextContent(
      'AS400 import is running',
    );
  },
};

/**
 * The next page is on its way: the page before stays on show (and usable) while the next one's
 * code loads, a bar along the main area's top edge says so once the wait is noticeable (200 ms),
 * and the main area is marked busy. The clicked entry is already marked current by the caller.
 */
export const Busy: Story = {
  args: { busy: true, currentHref: '/ProductSeriesList' },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(main).toHaveAttribute('aria-busy', 'true');
    const bar = within(main).getByRole('progressbar', { name: 'Loading…' });
    await expect(bar).toHaveAttribute('data-state', 'indeterminate');
    // Over the page, moving nothing: the heading is where it is without the bar.
    await expect(
      within(main).getByRole('heading', { name: 'Product Bricks' }).getBoundingClientRect().top,
    ).toBe(main.getBoundingClientRect().top + Number.parseFloat(getComputedStyle(main).paddingTop));
    // Shown once the wait is noticeable.
    await waitFor(() => expect(bar).toBeVisible());
  },
};

/** Below 768 px the menu moves into a drawer behind a Menu button. */
export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile' } },
  render: (args) => (
    <div style={{ width: 375 }}>
      <AppShell {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The story frame stays wide in tests; the media query decides which menu shows.
    const wide = window.matchMedia('(min-width: 768px)').matches;
    const menuButton = within(canvasElement).getByRole('button', { name: 'Menu' });
    if (wide) return expect(menuButton).not.toBeVisible();
    await userEvent.click(menuButton);
    await expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeVisible();
  },
};

/** Keyboard: the first Tab shows the skip link; Enter moves focus to the main area. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const Matrix: Story = {
  parameters: {
    a11y: {
      config: {
        // A matrix of whole page frames necessarily repeats the page landmarks (banner, main)
        // that a real page has once; every other rule still runs, contrast included.
        rules: [
          { id: 'landmark-no-duplicate-banner', enabled: false },
          { id: 'landmark-no-duplicate-main', enabled: false },
          { id: 'landmark-unique', enabled: false },
        ],
      },
    },
  },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ display: 'grid', gap: 8, padding: 8 }}>
            {appShellHeaderTones.map((tone) => (
              <AppShell
                key={tone}
                {...args}
                mainId={`main-${theme}-${tone}`}
                headerTone={tone}
                menu={undefined}
                warning={tone === 'accent' ? `${theme} warning` : undefined}
              >
                {`${theme} ${tone}`}
              </AppShell>
            ))}
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('banner')).toHaveLength(themeNames.length * 2);
  },
};
