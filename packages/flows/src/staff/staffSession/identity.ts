/**
 * What the sign-in flow needs from an OpenID Connect client. The site implements it with
 * oidc-client-ts (pointed at the demo identity provider or a live one); tests and stories use
 * fakes. Keeping the library behind this port keeps flows free of browser redirects.
 */
export type RestoreOutcome = boolean | 'renewFailed';

export interface IdentityClient {
  /**
   * True when a signed-in user is held in session storage (a reload keeps the sign-in); false when
   * none is. `'renewFailed'`: a user is held but the token had expired and could not be renewed
   * silently (back-office-products.md §4: "a silent-renew error marks the user inactive with no roles").
   */
  restore(): Promise<RestoreOutcome>;
  /** Redirects to the identity provider; `returnTo` comes back through the callback. */
  signIn(returnTo: string): Promise<void>;
  /** Completes the sign-in on the callback route; returns where the user was going. */
  completeSignIn(): Promise<{ returnTo: string }>;
  /** Forgets the user and ends the provider's session; the provider returns to the base path. */
  signOut(): Promise<void>;
}

/** An identity client that never signs anyone in: the default until the site provides one. */
export const noIdentityClient: IdentityClient = {
  restore: async () => false,
  signIn: async () => {
    throw new Error('No identity provider is configured.');
  },
  completeSignIn: async () => {
    throw new Error('No identity provider is configured.');
  },
  signOut: async () => {},
};
