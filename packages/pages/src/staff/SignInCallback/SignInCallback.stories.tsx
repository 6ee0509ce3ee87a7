import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoAccessToken } from '@joinery/mocks/handlers/staff/staffSession';
import type { IdentityClient } from '@joinery/flows/staff/staffSession';
import { BackOfficeStory } from '../storySupport';
import { pathOf } from '../navigation';
import { LoginResult } from '../LoginResult';
import { useStaffSession } from '../session';
import { SignInCallback } from './SignInCallback';
import { expectAnnounced } from '../../../../../.storybook/announced';

/** The site's lazily loaded route: the callback page mounts once the session's restore has settled (and stays). */
function AfterRestore({ children }: { children: ReactNode }) {
  const { status } = useStaffSession();
  const [loaded, setLoaded] = useState(false);
  // Once loaded it stays (a later 'checking', reading Users/Info, does not unload the page).
  if (!loaded && status !== 'checking') setLoaded(true);
  return loaded ? children : <p>Loading…</p>;
}

interface CallbackStoryProps {
  persona: 'catalogue' | 'inactive';
  fails: boolean;
  /** Someone is already signed in when the callback arrives (the restore answers signed in). */
  signedIn?: boolean;
  /** The callback page mounts only after the restore settled, as the site's lazy route does. */
  lazy?: boolean;
}

function CallbackStory({ persona, fails, signedIn = false, lazy = false }: CallbackStoryProps) {
  const identity: IdentityClient = {
    restore: async () => signedIn,
    signIn: async () => {},
    completeSignIn: async () => (fails ? Promise.reject(new Error('No matching state found in storage')) : { returnTo: '/ProductSeriesList' }),
    signOut: async () => {},
  };
  return (
    <BackOfficeStory persona={persona} accessToken={demoAccessToken(persona)} location="/callback?code=demo&state=s" identity={identity}>
      {(navigation) => {
        const path = pathOf(navigation.location).toLowerCase();
        if (path === '/callback') return lazy ? <AfterRestore><SignInCallback /></AfterRestore> : <SignInCallback />;
        if (path === '/login') return <LoginResult />;
        return <p>Back on {navigation.location}</p>;
      }}
    </BackOfficeStory>
  );
}

const meta = {
  title: 'Pages/Staff/Sign-in callback',
  component: CallbackStory,
  args: { persona: 'catalogue', fails: false },
  globals: { theme: 'staff' },
} satisfies Meta<typeof CallbackStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The code is exchanged, Users/Info read, and the login result page returns to the requested page. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Back on /ProductSeriesList')).toBeVisible();
  },
};

export const Playground: Story = {};

/** An inactive persona lands on the login result page. */
export const InactiveLandsOnLoginPage: Story = {
  args: { persona: 'inactive' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Re-Check Status' })).toBeVisible();
  },
};

/** A callback that cannot be completed asks to log in again. */
export const CallbackFails: Story = {
  args: { fails: true },
  play: async ({ canvasElement, mount }) => {
    // Issue 46: the failure is said at once (the login page's assertive region).
    await expectAnnounced(() => mount(), 'assertive', 'Sign-in did not complete. Please log in again.', { timeout: 10_000 });
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sign-in did not complete. Please log in again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeVisible();
  },
};

/** The callback page loads after the restore found nobody signed in (the site's lazy route): the code is still exchanged and the page returned to. */
export const CallbackAfterRestore: Story = {
  args: { lazy: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Back on /ProductSeriesList', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** A callback while someone is already signed in (a second sign-in): the new code is exchanged and the page returned to. */
export const CallbackWhileSignedIn: Story = {
  args: { lazy: true, signedIn: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Back on /ProductSeriesList', {}, { timeout: 10_000 })).toBeVisible();
  },
};
