export * from './orderReceipt';
export * from './messages';
