// The embedded back end: MSW handlers over an in-memory store, with fault injection.
// Only stories, tests and the site's mock mode import this package.
export { defaultHandlerGroups, allHandlers, type HandlerGroupName } from './handlers';
export { route, staffRoute, storefrontErrorBody, staffErrorBody, type ErrorBody } from './handlers/route';
export * from './faults';
export { resetStore, snapshotStore, restoreStore, onStoreChange } from './data/store';
export { isApiRequest } from './api-request';
