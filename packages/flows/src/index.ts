// The public surface of @joinery/flows: machines, validators and typed API clients.
export * from './api';
export * from './storefront/relatedProducts';
