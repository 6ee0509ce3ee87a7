import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoAccessToken } from '@joinery/mocks/handlers/staff/staffSession';
import { BackOfficeStory, storyIdentity, storyPersonas, type StoryPersona } from '../storySupport';
import { pathOf } from '../navigation';
import { loginResultMessages } from '@joinery/flows/staff/shell';
import { expectAnnounced } from '../../../../../.storybook/announced';
import { LoginResult } from './LoginResult';

interface LoginStoryProps {
  persona: StoryPersona;
  /** The page that was asked for (carried as ?from=). */
  from: string;
  onSignIn: (returnTo: string) => void;
  /** Lengthens the automatic return (about 50 ms) so the manual button can be used. */
  autoReturnMs?: number;
}

function LoginStory({ persona, from, onSignIn, autoReturnMs }: LoginStoryProps) {
  return (
    <BackOfficeStory
      persona={persona}
      accessToken={demoAccessToken(persona === 'signedOut' ? 'unknown' : persona)}
      location={`/Login?from=${encodeURIComponent(from)}`}
      identity={storyIdentity(persona, { signIn: onSignIn })}
    >
      {(navigation) => (pathOf(navigation.location).toLowerCase() === '/login' ? <LoginResult autoReturnMs={autoReturnMs} /> : <p>Back on {navigation.location}</p>)}
    </BackOfficeStory>
  );
}

const meta = {
  title: 'Pages/Staff/Login result',
  component: LoginStory,
  args: { persona: 'signedOut', from: '/ProductBricksList', onSignIn: fn() },
  argTypes: { persona: { control: { type: 'select' }, options: storyPersonas } },
  globals: { theme: 'staff' },
} satisfies Meta<typeof LoginStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not signed in: must log in; Log In starts the sign-in for the requested page. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You must log in to view the page you requested.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(args.onSignIn).toHaveBeenCalledWith('/ProductBricksList'));
  },
};

export const Playground: Story = {};

/** Signed in and allowed: success, then back to the requested page after about 50 ms. */
export const Succeeded: Story = {
  args: { persona: 'catalogue' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Back on /ProductBricksList')).toBeVisible();
  },
};

/**
 * While the automatic return is pending (lengthened here to a minute) the page says authentication
 * succeeded and the manual button returns at once.
 */
export const SucceededManualReturn: Story = {
  args: { persona: 'catalogue', autoReturnMs: 60_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Authentication succeeded. Returning you to the page you requested…')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Return to the requested page' }));
    await expect(await canvas.findByText('Back on /ProductBricksList', {}, { timeout: 2000 })).toBeVisible();
  },
};

/** Signed in but inactive: says so and offers Re-Check Status. */
export const Inactive: Story = {
  args: { persona: 'inactive' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/not active for the CRM/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Re-Check Status' }));
    // The status is read again: still inactive, so the page comes back.
    await expect(await canvas.findByRole('button', { name: 'Re-Check Status' })).toBeVisible();
  },
};

/** Signed in and active, but the page is not in the user's menu (an IT route without role 3). */
export const Unauthorised: Story = {
  args: { persona: 'catalogue', from: '/UsersList' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Re-Check Status' })).toBeVisible();
    await expect(
      within(canvasElement).getByText(
        'You are signed in, but your account is not active for the CRM or does not have permission to view the page you requested.',
      ),
    ).toBeVisible();
  },
};

/** Users/Info fails: inactive with no roles, said politely as the page learns it (issue 46). */
export const UserInfoFails: Story = {
  args: { persona: 'all-roles' },
  parameters: { faults: { 'session.userInfo': { status: 500 } } },
  play: async ({ canvasElement, mount }) => {
    await expectAnnounced(() => mount(), 'polite', loginResultMessages.notAuthorised, { timeout: 10_000 });
    await expect(await within(canvasElement).findByRole('button', { name: 'Re-Check Status' })).toBeVisible();
  },
};

/** Re-Check Status after the problem is fixed goes through to the page. */
export const RecheckSucceeds: Story = {
  args: { persona: 'all-roles' },
  parameters: { faults: { 'session.userInfo': { status: 500, times: 1 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Re-Check Status' }));
    await expect(await canvas.findByText('Back on /ProductBricksList')).toBeVisible();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Log In' });
    while (document.activeElement !== button) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSignIn).toHaveBeenCalledOnce());
  },
};
