/** The demo identity provider's own pages (not part of the specification: docs/decisions.md). */
export const demoIdentityProviderMessages = {
  heading: 'Joinery demo sign-in',
  intro: 'This demo identity provider stands in for the company sign-on. Choose who to sign in as.',
  personasLabel: 'Staff personas',
  signInAs: (label: string) => `Sign in as ${label}`,
  loading: 'Loading personas…',
  redirecting: 'Signing you in…',
  signingOut: 'Signing you out…',
  badRequest: 'This sign-in request cannot be used.',
  personasFailed: 'The personas could not be loaded.',
  grantFailed: 'The sign-in could not be completed. Please try again.',
  retry: 'Try again',
} as const;
