import { SESSION_STORAGE_KEY } from '../shell/constants';
import { userInfoSchema, type UserInfo } from '../../api/staff/session';

/** back-office-products.md §4 Sign-in: "The session store persists to browser session storage." */
export function readStoredUser(storage: Pick<Storage, 'getItem'> | undefined): UserInfo | undefined {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = userInfoSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeStoredUser(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, user: UserInfo | undefined): void {
  try {
    if (user) storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
    else storage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    /* storage blocked: the session lasts until the tab reloads */
  }
}

export function browserSessionStorage(): Storage | undefined {
  return typeof globalThis.sessionStorage === 'undefined' ? undefined : globalThis.sessionStorage;
}
