export * from './advancedSearch.machine';
export * from './messages';
