export { usersListMachine, type UsersListContext, type UsersListEvent, type UsersListInput } from './usersList.machine';
export { matchesStatus, matchesUserSearch, sortUsers, visibleUsers } from './rules';
export { usersListMessages } from './messages';
