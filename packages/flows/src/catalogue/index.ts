// The catalogue back office (back-office-products.md): texts every catalogue screen shares.
export * from './messages';
