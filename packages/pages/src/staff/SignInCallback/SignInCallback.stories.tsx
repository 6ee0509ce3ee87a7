import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoAccessToken } from '@joinery/mocks/handlers/staff/staffSession';
import type { IdentityClient } from '@joinery/flows/staff/staffSession';
import { BackOfficeStory } from '../storySupport';
import { pathOf } from '../navigation';
import { LoginResult } from '../LoginResult';
import { SignInCallback } from './SignInCallback';

function CallbackStory({ persona, fails }: { persona: 'catalogue' | 'inactive'; fails: boolean }) {
  const identity: IdentityClient = {
    restore: async () => false,
    signIn: async () => {},
    completeSignIn: async () => (fails ? Promise.reject(new Error('No matching state found in storage')) : { returnTo: '/ProductSeriesList' }),
    signOut: async () => {},
  };
  return (
    <BackOfficeStory persona={persona} accessToken={demoAccessToken(persona)} location="/callback?code=demo&state=s" identity={identity}>
      {(navigation) => {
        const path = pathOf(navigation.location).toLowerCase();
        if (path === '/callback') return <SignInCallback />;
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sign-in did not complete. Please log in again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeVisible();
  },
};
