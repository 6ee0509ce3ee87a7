import type { ReactNode } from 'react';
import { useActorRef } from '@joinery/flows/react';
import { setStaffTokenSource } from '@joinery/flows/api/staff/request';
import type { UserInfo } from '@joinery/flows/api/staff/session';
import { staffSessionMachine, type IdentityClient } from '@joinery/flows/staff/staffSession';
import { BackOfficeNavigationProvider, useMemoryNavigation } from '../navigation';
import { StaffSessionProvider } from '../session';

/** The demo identity provider's personas, plus nobody signed in. */
export const storyPersonas = ['all-roles', 'catalogue', 'inactive', 'unknown', 'signedOut'] as const;
export type StoryPersona = (typeof storyPersonas)[number];

/**
 * Every staff call of the story carries this token (stories take it from the embedded back end's
 * `demoAccessToken(persona)`, which answers Users/Info for that persona).
 */
export function useStoryAccessToken(token: string): void {
  setStaffTokenSource({ current: () => ({ accessToken: token }), renew: async () => token });
}

/** An identity client for stories: signed in as the persona (or nobody); sign-in and out are recorded. */
export function storyIdentity(persona: StoryPersona, calls: { signIn?: (returnTo: string) => void; signOut?: () => void } = {}): IdentityClient {
  return {
    restore: async () => persona !== 'signedOut',
    signIn: async (returnTo) => calls.signIn?.(returnTo),
    completeSignIn: async () => ({ returnTo: '/' }),
    signOut: async () => calls.signOut?.(),
  };
}

export interface BackOfficeStoryProps {
  persona: StoryPersona;
  /** The persona's access token (`demoAccessToken(persona)` from the embedded back end). */
  accessToken: string;
  /** Where the story starts, relative to the base path. */
  location: string;
  identity?: IdentityClient;
  /** The base path the app is served under (§2: configurable; /prod-mgmt by default). */
  basePath?: string;
  /** The user info kept in browser session storage by an earlier page load (a reload). */
  storedUser?: UserInfo;
  children: (navigation: ReturnType<typeof useMemoryNavigation>) => ReactNode;
}

/**
 * The back office's providers as the site sets them up, with an in-memory history and the real
 * session machine signed in as a persona against the embedded back end.
 */
export function BackOfficeStory({ persona, accessToken, location, identity, basePath, storedUser, children }: BackOfficeStoryProps) {
  useStoryAccessToken(accessToken);
  const navigation = useMemoryNavigation(location, basePath);
  const session = useActorRef(staffSessionMachine, { input: { identity: identity ?? storyIdentity(persona), storedUser } });
  return (
    <BackOfficeNavigationProvider value={navigation}>
      <StaffSessionProvider session={session}>
        {children(navigation)}
        {/* The current location, for plays to assert where navigation went. */}
        <output aria-label="Current location" data-testid="location" style={{ display: 'block', marginTop: 24, fontSize: 12 }}>
          {navigation.location}
        </output>
      </StaffSessionProvider>
    </BackOfficeNavigationProvider>
  );
}
