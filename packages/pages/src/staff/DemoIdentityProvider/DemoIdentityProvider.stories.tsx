import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoIdentityProviderMessages as m, parseAuthorizationRequest, postLogoutUrl } from '@joinery/flows/staff/demoIdentityProvider';
import { demoProviderSession } from '@joinery/mocks/data/staff/staff';
import { DemoSignIn, DemoSignOut } from './DemoIdentityProvider';
import { expectAnnounced } from '../../../../../.storybook/announced';

const origin = window.location.origin;
const authorize = (extra: Record<string, string> = {}) =>
  parseAuthorizationRequest(
    new URLSearchParams({
      response_type: 'code',
      client_id: 'joinery-back-office',
      redirect_uri: `${origin}/prod-mgmt/callback`,
      state: 'st-1',
      scope: 'openid profile',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      ...extra,
    }).toString(),
    origin,
  );

const meta = {
  title: 'Pages/Staff/Demo identity provider',
  component: DemoSignIn,
  args: { parsed: authorize(), onRedirect: fn() },
  globals: { theme: 'staff' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DemoSignIn>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The personas; choosing one grants a code and sends the browser back with it and the state. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Staff personas' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: /Sign in as Casey Catalogue/ }));
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledOnce());
    const url = new URL(String((args.onRedirect as ReturnType<typeof fn>).mock.calls[0]?.[0]));
    await expect(url.pathname).toBe('/prod-mgmt/callback');
    await expect(url.searchParams.get('state')).toBe('st-1');
    await expect(url.searchParams.get('code')).toMatch(/^demo-code-/);
  },
};

export const Playground: Story = {};

export const LoadingPersonas: Story = {
  parameters: { faults: { 'demoIdp.personas': { latencyMs: Infinity } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading personas…')).toBeInTheDocument();
  },
};

/** The personas cannot be loaded: the failure is spoken at once (issue 46); Try again lists them. */
export const PersonasFail: Story = {
  parameters: { faults: { 'demoIdp.personas': { status: 500, times: 1 } } },
  play: async ({ canvasElement, mount }) => {
    await expectAnnounced(() => mount(), 'assertive', m.personasFailed);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The personas could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('list', { name: 'Staff personas' })).toBeVisible();
  },
};

/**
 * The grant fails once: the page says so, spoken at once (issue 46), and stays; choosing a persona
 * again grants the code and leaves with it.
 */
export const GrantFails: Story = {
  parameters: { faults: { 'demoIdp.issueCode': { status: 500, times: 1 } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alex = await canvas.findByRole('button', { name: /Sign in as Alex Admin/ });
    await expectAnnounced(() => userEvent.click(alex), 'assertive', m.grantFailed);
    await expect(await canvas.findByText(m.grantFailed)).toBeVisible();
    await expect(args.onRedirect).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /Sign in as Casey Catalogue/ }));
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledOnce());
    const url = new URL(String((args.onRedirect as ReturnType<typeof fn>).mock.calls[0]?.[0]));
    await expect(url.searchParams.get('code')).toMatch(/^demo-code-/);
    await expect(url.searchParams.get('state')).toBe('st-1');
  },
};

/** A silent request with nobody signed in at the provider answers login_required. */
export const SilentWithoutSession: Story = {
  args: { parsed: authorize({ prompt: 'none' }) },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledOnce());
    await expect(String((args.onRedirect as ReturnType<typeof fn>).mock.calls[0]?.[0])).toContain('error=login_required');
  },
};

/** A silent request while someone is signed in at the provider answers a code at once, without listing the personas. */
export const SilentWithSession: Story = {
  args: { parsed: authorize({ prompt: 'none' }) },
  loaders: [
    () => {
      demoProviderSession.set({ personaId: 'catalogue' });
      return {};
    },
  ],
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledOnce());
    const url = new URL(String((args.onRedirect as ReturnType<typeof fn>).mock.calls[0]?.[0]));
    await expect(url.pathname).toBe('/prod-mgmt/callback');
    await expect(url.searchParams.get('code')).toMatch(/^demo-code-/);
    await expect(url.searchParams.get('error')).toBeNull();
    await expect(within(canvasElement).queryByRole('list', { name: m.personasLabel })).toBeNull();
  },
};

/** A request that would send a code to another site is refused. */
export const BadRequest: Story = {
  args: { parsed: authorize({ redirect_uri: 'https://elsewhere.example/callback' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This sign-in request cannot be used.')).toBeVisible();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', { name: /Sign in as Ivy Inactive/ });
    while (document.activeElement !== button) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledOnce());
  },
};

/** The provider's own address when the logout request names none it may use (the site's base path). */
const FALLBACK = `${origin}/prod-mgmt`;
/** The logout page's return address for a logout request's query, as the site works it out. */
const logoutReturn = (query: Record<string, string>) => postLogoutUrl(new URLSearchParams(query).toString(), origin, FALLBACK);

/**
 * The provider's logout page ends its session and returns to the client's post_logout_redirect_uri
 * (a back office served under /crm here, so not the provider's own fallback), with the state.
 */
export const SignOut: Story = {
  render: (args) => (
    <DemoSignOut returnTo={logoutReturn({ post_logout_redirect_uri: `${origin}/crm`, state: 'so-1' })} onRedirect={args.onRedirect} />
  ),
  play: async ({ args }) => {
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledOnce());
    await expect(args.onRedirect).toHaveBeenCalledWith(`${origin}/crm?state=so-1`);
  },
};

/**
 * Ending the provider session fails (500), and the request's post_logout_redirect_uri is another
 * site's: the logout page still leaves, for the provider's own fallback, never the other site.
 */
export const SignOutEndFails: Story = {
  parameters: { faults: { 'demoIdp.endSession': { status: 500 } } },
  render: (args) => (
    <DemoSignOut returnTo={logoutReturn({ post_logout_redirect_uri: 'https://elsewhere.example/' })} onRedirect={args.onRedirect} />
  ),
  play: async ({ args }) => {
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledOnce());
    await expect(args.onRedirect).toHaveBeenCalledWith(FALLBACK);
  },
};
