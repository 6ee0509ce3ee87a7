/** Where a visitor is sent to sign in, coming back to `returnTo` afterwards. */
export function loginPath(returnTo: string): string {
  return `/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/** Only paths on this site are followed after sign-in. */
export function safeReturnTo(value: string | null, fallback: string): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : fallback;
}
