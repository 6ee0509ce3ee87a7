import { startIdentityProvider } from './identityProvider';

/**
 * Runs after the web servers (the two site builds) are up: starts the real identity provider the
 * live-sign-in journey uses. Playwright calls the returned function at the end of the run.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startIdentityProvider();
}
