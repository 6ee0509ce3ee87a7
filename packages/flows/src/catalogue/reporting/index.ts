export * from './messages';
export * from './productSearch.machine';
export * from './rules';
export * from './selectors';
