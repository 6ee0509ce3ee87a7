export { MyAccount, accountSections } from './MyAccount';
