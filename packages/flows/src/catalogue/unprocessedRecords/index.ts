export * from './constants';
export { unprocessedMessages } from './messages';
export * from './rules';
export * from './selectors';
export * from './unprocessedRecords.machine';
