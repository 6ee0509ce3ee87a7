import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MobileMenu } from '@joinery/ui/MobileMenu';
import { BACK_OFFICE_MENU, filterMenuByRoles } from '@joinery/flows/staff/menu';
import { loginResultMessages, MENU_STORAGE_KEY } from '@joinery/flows/staff/shell';
import type { RestoreOutcome } from '@joinery/flows/staff/staffSession';
import type { UserInfo } from '@joinery/flows/api/staff/session';
import { http } from 'msw';
import { staffSessionHandlers } from '@joinery/mocks/handlers/staff/staffSession';
import { findPersona } from '@joinery/mocks/data/staff/staff';
import { demoAccessToken } from '@joinery/mocks/handlers/staff/staffSession';
import { BackOfficeStory, storyIdentity, storyPersonas, type StoryPersona } from '../storySupport';
import { pathOf } from '../navigation';
import { LoginResult } from '../LoginResult';
import { MyAccount } from '../MyAccount';
import { ReservedScreen } from '../ReservedScreen';
import { StartPage } from '../StartPage';
import { useStaffSession } from '../session';
import { expectAnnounced } from '../../../../../.storybook/announced';
import { BackOfficeShell, shellMenu } from './BackOfficeShell';

interface ShellStoryProps {
  persona: StoryPersona;
  /** Where the story starts, relative to the base path. */
  location: string;
  warning?: string;
  onSignIn: (returnTo: string) => void;
  onSignOut: () => void;
  /** What the identity client's restore answers on load (default: signed in unless signed out). */
  restore?: RestoreOutcome;
  /** The base path the back office is served under (default /prod-mgmt). */
  basePath?: string;
  /** The user info an earlier load kept in session storage (a reload). */
  storedUser?: UserInfo;
  /** The identity client's restore fails on load (its storage cannot be read). */
  restoreFails?: boolean;
  /** The OpenID Connect client's silent renewal fails once the session is active (as the site reports it). */
  renewFails?: boolean;
}

/** The screens a route shows, as the site's routes map them (the catalogue lists stand reserved here). */
function screenFor(location: string) {
  switch (pathOf(location).toLowerCase()) {
    case '/':
      return <StartPage />;
    case '/login':
      return <LoginResult />;
    case '/myaccount':
      return <MyAccount />;
    default:
      return <ReservedScreen />;
  }
}

/** Stands for the site's OpenID Connect client: its silent renewal fails once the session is active. */
function SilentRenewFailure() {
  const { status, send } = useStaffSession();
  const sent = useRef(false);
  useEffect(() => {
    if (status !== 'active' || sent.current) return;
    sent.current = true;
    send({ type: 'session.renewFailed' });
  }, [status, send]);
  return null;
}

function ShellStory({ persona, location, warning, onSignIn, onSignOut, restore, basePath, storedUser, restoreFails, renewFails }: ShellStoryProps) {
  const token = demoAccessToken(persona === 'signedOut' ? 'unknown' : persona);
  const signedIn = storyIdentity(persona, { signIn: onSignIn, signOut: onSignOut });
  const restored = restore === undefined ? signedIn : { ...signedIn, restore: async () => restore };
  const identity = restoreFails ? { ...signedIn, restore: () => Promise.reject(new Error('The stored session could not be read.')) } : restored;
  return (
    <BackOfficeStory
      persona={persona}
      accessToken={token}
      location={location}
      basePath={basePath}
      storedUser={storedUser}
      identity={identity}
    >
      {(navigation) => (
        <>
          {renewFails && <SilentRenewFailure />}
          <BackOfficeShell warning={warning}>{screenFor(navigation.location)}</BackOfficeShell>
        </>
      )}
    </BackOfficeStory>
  );
}

const meta = {
  title: 'Pages/Staff/Shell',
  component: ShellStory,
  args: { persona: 'all-roles', location: '/', onSignIn: fn(), onSignOut: fn() },
  argTypes: { persona: { control: { type: 'select' }, options: storyPersonas } },
  globals: { theme: 'staff' },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    // Each story starts with the menu as a first visit finds it.
    localStorage.removeItem(MENU_STORAGE_KEY);
    localStorage.removeItem(`${MENU_STORAGE_KEY}.mobile`);
  },
} satisfies Meta<typeof ShellStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const mainMenu = () => screen.findByRole('navigation', { name: 'Main menu' });
const location = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Current location' });
async function openSubmenu(nav: HTMLElement, label: string) {
  await userEvent.click(within(nav).getByRole('button', { name: new RegExp(`^${label}`) }));
}

/** Signed in with every role: profile link, Logout, and the whole menu. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Alex Admin/ })).toHaveAttribute('href', '/prod-mgmt/MyAccount');
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    const nav = await mainMenu();
    for (const entry of ['Products', 'Inventory', 'Sales', 'Locations', 'IT']) {
      await expect(within(nav).getByRole('button', { name: new RegExp(`^${entry}`) })).toBeVisible();
    }
    await openSubmenu(nav, 'Sales');
    await expect(await within(nav).findByRole('button', { name: /^Quote Requests/ })).toBeVisible();
    // §2: the fixed header holds the logo, which leads to the start page; it stays at the top as the page scrolls.
    const header = canvas.getByRole('banner');
    await expect(within(header).getByRole('link', { name: 'Joinery' })).toHaveAttribute('href', '/prod-mgmt/');
    await expect(getComputedStyle(header)).toMatchObject({ position: 'sticky', top: '0px' });
  },
};

export const Playground: Story = {};

/** Catalogue staff: no IT, Inventory or Quote Requests entries, at any level. */
export const CatalogueStaffMenu: Story = {
  args: { persona: 'catalogue' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /Casey Catalogue/ })).toBeVisible();
    const nav = await mainMenu();
    await expect(within(nav).getByRole('button', { name: /^Products/ })).toBeVisible();
    await expect(within(nav).queryByRole('button', { name: /^IT/ })).toBeNull();
    await expect(within(nav).queryByRole('button', { name: /^Inventory/ })).toBeNull();
    await openSubmenu(nav, 'Sales');
    await expect(await within(nav).findByRole('link', { name: 'Bid Tracker' })).toBeVisible();
    await expect(within(nav).queryByRole('button', { name: /^Quote Requests/ })).toBeNull();
  },
};

/** Following a menu link navigates in place and marks it current. */
export const MenuNavigation: Story = {
  args: { persona: 'catalogue' },
  play: async ({ canvasElement }) => {
    const nav = await mainMenu();
    await openSubmenu(nav, 'Products');
    await userEvent.click(await within(nav).findByRole('link', { name: 'Product Series' }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/ProductSeriesList'));
    await expect(within(nav).getByRole('link', { name: 'Product Series' })).toHaveAttribute('aria-current', 'page');
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Product Series' })).toBeVisible();
  },
};

/** §2 "served under a configurable base path": under /staff/products every link of the shell is there, and navigation stays in place. */
export const OtherBasePath: Story = {
  args: { persona: 'catalogue', basePath: '/staff/products' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    await expect(within(header).getByRole('link', { name: 'Joinery' })).toHaveAttribute('href', '/staff/products/');
    await expect(await within(header).findByRole('link', { name: /Casey Catalogue/ })).toHaveAttribute('href', '/staff/products/MyAccount');
    const nav = await mainMenu();
    await openSubmenu(nav, 'Products');
    const bricks = await within(nav).findByRole('link', { name: 'Product Bricks' });
    await expect(bricks).toHaveAttribute('href', '/staff/products/ProductBricksList');
    await userEvent.click(bricks);
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/ProductBricksList'));
    await expect(within(nav).getByRole('link', { name: 'Product Bricks' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The expanded state and open submenus are kept in browser storage. */
export const MenuStatePersists: Story = {
  play: async () => {
    const nav = await mainMenu();
    await openSubmenu(nav, 'Locations');
    await userEvent.click(within(nav).getByRole('button', { name: 'Collapse menu' }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(MENU_STORAGE_KEY) ?? '{}')).toMatchObject({ collapsed: true }));
    await expect(JSON.parse(localStorage.getItem(MENU_STORAGE_KEY) ?? '{}').open).toEqual(expect.arrayContaining([expect.stringContaining('Locations')]));
  },
};

/** A persona without the IT role types an IT route: the guard sends them to /Login. */
export const ItRouteWithoutItRole: Story = {
  args: { persona: 'catalogue', location: '/UsersList' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/Login?from=%2FUsersList'));
    await expect(await within(canvasElement).findByRole('button', { name: 'Re-Check Status' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('heading', { name: 'Users' })).toBeNull();
  },
};

/** With the IT role the same address opens (a trailing record id is ignored by the guard). */
export const ItRouteWithItRole: Story = {
  args: { persona: 'all-roles', location: '/userslist/42' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Users' }, { timeout: 10000 })).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent('/userslist/42');
  },
};

/** A mistyped address: "page not found" inside the shell (menu and header stay), and the way to the start page. */
export const UnknownAddress: Story = {
  args: { persona: 'all-roles', location: '/ProductBrickList' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 10_000 })).toBeVisible();
    await expect(
      canvas.getByText('No back-office screen has this address. Check the address, or choose a screen from the menu.'),
    ).toBeVisible();
    await expect(await mainMenu()).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent('/ProductBrickList');
    const home = canvas.getByRole('link', { name: 'Go to the back office start page' });
    await expect(home).toHaveAttribute('href', '/prod-mgmt/');
    await userEvent.click(home);
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(/^\/$/));
    await expect(canvas.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  },
};

/** Signed out, an unknown address is still "page not found", not the login result page. */
export const UnknownAddressSignedOut: Story = {
  args: { persona: 'signedOut', location: '/no-such-screen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent('/no-such-screen');
    await expect(canvas.queryByRole('button', { name: 'Log In' })).toBeNull();
  },
};

/** An inactive user lands on the login result page, with no menu. */
export const InactiveUser: Story = {
  args: { persona: 'inactive', location: '/ProductBricksList' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Re-Check Status' })).toBeVisible();
    await expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

/**
 * A reload whose expired token cannot be renewed (§4: a silent-renew error): still signed in (Logout,
 * no Login), but inactive with no roles: the login result page's Re-Check Status and no menu.
 */
export const ReloadWithFailedRenewal: Story = {
  args: { persona: 'all-roles', location: '/ProductBricksList', restore: 'renewFailed' },
  play: async ({ canvasElement, mount }) => {
    // Issue 46: the outcome is spoken as the login result page shows it (its polite region).
    await expectAnnounced(() => mount(), 'polite', loginResultMessages.notAuthorised, { timeout: 10_000 });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Re-Check Status' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Login' })).toBeNull();
    await expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  },
};

/** A user the back office does not know: Users/Info fails, so inactive with no roles. */
export const UnknownUser: Story = {
  args: { persona: 'unknown', location: '/ProductTemplatesList' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Re-Check Status' })).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: /My Account/ })).toBeVisible();
  },
};

/** Not signed in: Login in the header; a protected page sends to /Login, whose Log In starts the sign-in. */
export const SignedOut: Story = {
  args: { persona: 'signedOut', location: '/ProductBricksList' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(args.onSignIn).toHaveBeenCalledWith('/ProductBricksList'));
  },
};

/** The start page is unprotected. */
export const StartPageSignedOut: Story = {
  args: { persona: 'signedOut', location: '/' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Joinery back office' })).toBeVisible();
  },
};

export const Logout: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(args.onSignOut).toHaveBeenCalledOnce());
    await expect(await within(canvasElement).findByRole('button', { name: 'Login' })).toBeVisible();
  },
};

/** The profile name links to My Account. */
export const ProfileLinksToMyAccount: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('link', { name: /Alex Admin/ }));
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  },
};

export const WarningBanner: Story = {
  args: { warning: 'AS400 import is running: product data may change.' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Notice' })).toHaveTextContent('AS400 import is running');
  },
};

/** Keyboard only: Tab into the menu, open a submenu with Enter, follow a link with Enter. */
export const KeyboardOnly: Story = {
  args: { persona: 'catalogue' },
  play: async ({ canvasElement }) => {
    const nav = await mainMenu();
    const products = within(nav).getByRole('button', { name: /^Products/ });
    while (document.activeElement !== products) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const bricks = await within(nav).findByRole('link', { name: 'Product Bricks' });
    while (document.activeElement !== bricks) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/ProductBricksList'));
  },
};

/** The mobile menu (three levels in a drawer) with the same role filtering. */
export const MobileMenuForCatalogueStaff: Story = {
  render: () => (
    <MobileMenu
      items={shellMenu(filterMenuByRoles(BACK_OFFICE_MENU, []), '/prod-mgmt')}
      storageKey={`${MENU_STORAGE_KEY}.mobile`}
      currentHref="/prod-mgmt/ProductBricksList"
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).queryByRole('button', { name: /^IT/ })).toBeNull();
    await expect(await within(drawer).findByRole('link', { name: 'Product Bricks' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(drawer).getByRole('button', { name: /^Sales/ }));
    await userEvent.click(await within(drawer).findByRole('button', { name: /^Scope of Work/ }));
    await expect(await within(drawer).findByRole('link', { name: 'Scope of Work Admin' })).toBeVisible();
  },
};

export const MobileMenuWithEveryRole: Story = {
  render: () => (
    <MobileMenu items={shellMenu(filterMenuByRoles(BACK_OFFICE_MENU, [3, 4, 5]), '/prod-mgmt')} storageKey={`${MENU_STORAGE_KEY}.mobile`} />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    for (const entry of ['IT', 'Inventory']) await expect(within(drawer).getByRole('button', { name: new RegExp(`^${entry}`) })).toBeVisible();
  },
};

/*
 * §4 Sign-in "The session store persists to browser session storage": after a reload whose token is
 * still good, the user kept in session storage is signed in again at once, without asking Users/Info.
 * The stored name differs from the one Users/Info would answer, so the header shows which was used.
 */
const userInfoCalls: string[] = [];
const countUserInfo = http.get('*/bridgesys/Users/Info', ({ request }) => {
  userInfoCalls.push(request.url);
  return undefined;
});
const storedCasey = { ...(findPersona('catalogue')?.info as UserInfo), lastName: 'Stored' };
export const ReloadRestoresStoredUser: Story = {
  args: { persona: 'catalogue', location: '/ProductSeriesList', storedUser: storedCasey },
  parameters: { msw: { handlers: { staffSession: [countUserInfo, ...staffSessionHandlers] } } },
  play: async ({ canvasElement }) => {
    userInfoCalls.splice(0);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Casey Stored/ })).toHaveAttribute('href', '/prod-mgmt/MyAccount');
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Product Series' })).toBeVisible();
    await expect(await mainMenu()).toBeVisible();
    await expect(userInfoCalls).toEqual([]);
  },
};

/** §4: the identity client cannot restore the session on load: signed out, and a protected page asks to log in. */
export const RestoreFails: Story = {
  args: { persona: 'all-roles', location: '/ProductBricksList', restoreFails: true },
  play: async ({ canvasElement, mount }) => {
    // Issue 46: the outcome is spoken as the login result page shows it (its polite region).
    await expectAnnounced(() => mount(), 'polite', loginResultMessages.mustLogIn, { timeout: 10_000 });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: loginResultMessages.logIn })).toBeVisible();
    await expect(canvas.getByText(loginResultMessages.mustLogIn)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Logout' })).toBeNull();
    await expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  },
};

/** Log In cannot reach the identity provider: still signed out, and the login page says the sign-in did not complete. */
export const SignInRedirectFails: Story = {
  args: {
    persona: 'signedOut',
    location: '/ProductBricksList',
    onSignIn: fn(() => {
      throw new Error('The identity provider could not be reached.');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const logIn = await canvas.findByRole('button', { name: loginResultMessages.logIn });
    // Issue 46: the failure is said at once.
    await expectAnnounced(() => userEvent.click(logIn), 'assertive', loginResultMessages.signInFailed, { timeout: 10_000 });
    await waitFor(() => expect(args.onSignIn).toHaveBeenCalledWith('/ProductBricksList'));
    await expect(await canvas.findByText(loginResultMessages.signInFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: loginResultMessages.logIn })).toBeEnabled();
  },
};

/** §4 "logout clears the user" even when the identity provider's sign-out fails: Login in the header, no profile, no menu. */
export const LogoutFails: Story = {
  args: {
    onSignOut: fn(() => {
      throw new Error('The identity provider could not be reached.');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(args.onSignOut).toHaveBeenCalledOnce());
    await expect(await canvas.findByRole('button', { name: 'Login' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Alex Admin/ })).toBeNull();
    await expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  },
};

/**
 * §4 "a silent-renew error marks the user inactive with no roles": signed in with every role, the
 * renewal fails: still signed in (Logout), but the login result page's Re-Check Status and no menu.
 */
export const SilentRenewFails: Story = {
  args: { persona: 'all-roles', location: '/ProductBricksList', renewFails: true },
  play: async ({ canvasElement, mount }) => {
    // Issue 46: the failed renewal is spoken as the login result page shows it (its polite region).
    await expectAnnounced(() => mount(), 'polite', loginResultMessages.notAuthorised, { timeout: 10_000 });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: loginResultMessages.recheckStatus })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  },
};
