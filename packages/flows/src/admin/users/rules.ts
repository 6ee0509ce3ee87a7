import type { User } from '../../api/admin/users';
import type { UserStatusFilter } from '../constants';

/** §5 "User search: prefix of first or last name, case-insensitive". */
export function matchesUserSearch(user: Pick<User, 'firstName' | 'lastName'>, search: string): boolean {
  const prefix = search.trim().toLowerCase();
  return prefix === '' || user.firstName.toLowerCase().startsWith(prefix) || user.lastName.toLowerCase().startsWith(prefix);
}

/** §2 the status filter: Active shows active users, Inactive the others. */
export function matchesStatus(user: Pick<User, 'isActive'>, status: UserStatusFilter): boolean {
  return status === 'Active' ? user.isActive : !user.isActive;
}

export function visibleUsers(users: readonly User[], search: string, status: UserStatusFilter): User[] {
  return users.filter((user) => matchesStatus(user, status) && matchesUserSearch(user, search));
}

/** The list's order: last name, then first name (not given by §9; docs/decisions.md). */
export function sortUsers(users: readonly User[]): User[] {
  return [...users].sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id - b.id);
}
