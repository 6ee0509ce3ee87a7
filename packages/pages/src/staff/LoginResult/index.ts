export { LoginResult, loginStanding, requestedPage } from './LoginResult';
