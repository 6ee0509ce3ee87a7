export { DemoSignIn, DemoSignOut, type DemoSignInProps, type DemoSignOutProps } from './DemoIdentityProvider';
