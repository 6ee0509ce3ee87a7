export { StorefrontHeader, type StorefrontHeaderProps } from './StorefrontHeader';
