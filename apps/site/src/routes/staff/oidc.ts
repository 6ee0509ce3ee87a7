import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { setStaffTokenSource } from '@joinery/flows/api/staff/request';
import type { IdentityClient } from '@joinery/flows/staff/staffSession';
import { sameOriginPath } from '@joinery/flows/address';
import { backOfficeRoutes, servesBackOfficePath } from '@joinery/flows/staff/shell';
import { backOfficeBasePath, oidcConfig } from './config';

/**
 * The back office's OpenID Connect client (oidc-client-ts): authorization code with PKCE, the
 * callback and silent-renew routes under the base path, the user kept in session storage,
 * logout back to the base path. One instance per page.
 */
let manager: UserManager | undefined;
/** The signed-in user as the client last loaded it; the token source reads it synchronously. */
let signedInUser: User | null = null;
let completing: Promise<{ returnTo: string }> | undefined;

export function userManager(): UserManager {
  if (manager) return manager;
  const origin = window.location.origin;
  const config = oidcConfig(origin);
  manager = new UserManager({
    authority: config.authority,
    client_id: config.clientId,
    scope: config.scope,
    response_type: 'code',
    redirect_uri: `${origin}${backOfficeBasePath}${backOfficeRoutes.callback}`,
    silent_redirect_uri: `${origin}${backOfficeBasePath}${backOfficeRoutes.silentRenew}`,
    post_logout_redirect_uri: `${origin}${backOfficeBasePath}`,
    loadUserInfo: config.loadUserInfo,
    automaticSilentRenew: true,
    // back-office-products.md §4: "The session store persists to browser session storage."
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    monitorSession: false,
  });
  connectStaffTokenSource(manager);
  return manager;
}

/** What the user was doing when the sign-in started, carried through the provider. */
interface SignInState {
  returnTo: string;
}


/** The sign-in flow's port, implemented with oidc-client-ts. */
export function oidcIdentityClient(users: UserManager = userManager()): IdentityClient {
  return {
    async restore() {
      const user = await users.getUser();
      signedInUser = user;
      if (!user) return false;
      if (!user.expired) return true;
      // An expired token renews silently before anything else (back-office-products.md §4); a
      // renew that fails marks the user inactive with no roles (the session), not signed out.
      try {
        signedInUser = await users.signinSilent();
        return true;
      } catch {
        return 'renewFailed';
      }
    },
    async signIn(returnTo) {
      await users.signinRedirect({ state: { returnTo } satisfies SignInState });
    },
    completeSignIn() {
      // The callback route can mount twice (React's development double render): exchange once.
      completing ??= users.signinRedirectCallback().then((user) => {
        signedInUser = user;
        // Followed after sign-in: only a back-office page of this site (issue 43), else the start page.
        const asked = (user.state as Partial<SignInState> | undefined)?.returnTo;
        return {
          returnTo: sameOriginPath(asked, window.location.origin, servesBackOfficePath) ?? '/',
        };
      });
      return completing;
    },
    async signOut() {
      signedInUser = null;
      await users.signoutRedirect();
    },
  };
}

/** Who hears about a failed silent renew (the session marks the user inactive). */
const renewErrorListeners = new Set<() => void>();

export function onSilentRenewError(listener: () => void): () => void {
  renewErrorListeners.add(listener);
  return () => {
    renewErrorListeners.delete(listener);
  };
}
const renewFailed = () => {
  for (const listener of renewErrorListeners) listener();
};

/**
 * Hands the access token to every staff call, renewing it silently first when it has expired
 * (flows' staffAccessToken asks `renew` then). Installed with the client, before any call runs.
 */
function connectStaffTokenSource(users: UserManager): void {
  void users.getUser().then((user) => {
    signedInUser ??= user;
  });
  users.events.addUserLoaded((user) => {
    signedInUser = user;
  });
  users.events.addUserUnloaded(() => {
    signedInUser = null;
  });
  users.events.addSilentRenewError(renewFailed);
  setStaffTokenSource({
    current: () => (signedInUser ? { accessToken: signedInUser.access_token, expiresAt: signedInUser.expires_at } : undefined),
    renew: async () => {
      try {
        const user = await users.signinSilent();
        signedInUser = user;
        return user?.access_token;
      } catch (error) {
        renewFailed();
        throw error;
      }
    },
  });
}
