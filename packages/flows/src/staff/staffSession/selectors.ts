import type { SnapshotFrom } from 'xstate';
import type { UserInfo } from '../../api/staff/session';
import type { staffSessionMachine } from './staffSession.machine';

type SessionSnapshot = SnapshotFrom<typeof staffSessionMachine>;

/** Where the session stands, in the words the shell and the route guard use. */
export type SessionStatus = 'checking' | 'signingIn' | 'signedOut' | 'active' | 'inactive' | 'signingOut';

export function sessionStatus(snapshot: SessionSnapshot): SessionStatus {
  if (snapshot.matches('restoring') || snapshot.matches('loadingUserInfo')) return 'checking';
  if (snapshot.matches('redirectingToSignIn') || snapshot.matches('completingSignIn')) return 'signingIn';
  if (snapshot.matches({ signedIn: 'active' })) return 'active';
  if (snapshot.matches('signedIn')) return 'inactive';
  if (snapshot.matches('signingOut')) return 'signingOut';
  return 'signedOut';
}

/** The name the header shows, linking to My Account. */
export function profileName(user: UserInfo | undefined): string {
  if (!user) return '';
  const full = `${user.firstName} ${user.lastName}`.trim();
  return full || user.userName;
}

/** back-office-products.md §6: the first role entry's assigned flag gives bidadmin, the second sowadmin. */
export function adminFlags(user: UserInfo | undefined): { bidAdmin: boolean; sowAdmin: boolean } {
  return { bidAdmin: user?.userRoles[0]?.assigned ?? false, sowAdmin: user?.userRoles[1]?.assigned ?? false };
}

/** The admin flags as the session holds them (cleared with the roles when info or renewal fails). */
export function sessionAdminFlags(snapshot: SessionSnapshot): { bidAdmin: boolean; sowAdmin: boolean } {
  return { bidAdmin: snapshot.context.bidAdmin, sowAdmin: snapshot.context.sowAdmin };
}

/** back-office-admin.md §9: My Account's 10-character ID is the first 10 characters of the user name. */
export const SHORT_ID_LENGTH = 10;
export function shortUserId(user: UserInfo | undefined): string {
  return user ? user.userName.slice(0, SHORT_ID_LENGTH) : '';
}
