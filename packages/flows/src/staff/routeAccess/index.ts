export {
  alwaysPermittedWhenActive,
  isInMenu,
  isKnownRoute,
  isRouteAllowed,
  isUnprotected,
  normalizePath,
  relativeToBase,
  withoutTrailingId,
  type AccessRequest,
} from './routeAccess';
export { routeAccessMachine, type RouteAccessEvent, type RouteAccessInput } from './routeAccess.machine';
