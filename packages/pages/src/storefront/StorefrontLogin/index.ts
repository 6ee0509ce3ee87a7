export { StorefrontLogin, type StorefrontLoginProps } from './StorefrontLogin';
