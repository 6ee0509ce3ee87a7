// The list screen every back-office domain shares: load, name-prefix search, retry, record dialogs.
export { createListMachine, matchesNamePrefix, type ListContext, type ListEvent, type ListOptions } from './list.machine';
