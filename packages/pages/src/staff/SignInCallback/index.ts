export { SignInCallback } from './SignInCallback';
