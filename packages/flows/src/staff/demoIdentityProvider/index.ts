export {
  authorizationResponseUrl,
  parseAuthorizationRequest,
  postLogoutUrl,
  type AuthorizationRequest,
  type ParsedAuthorizationRequest,
} from './authorizationRequest';
export { demoSignInMachine, demoSignOutMachine, type DemoSignInEvent } from './demoSignIn.machine';
export { demoIdentityProviderMessages } from './messages';
