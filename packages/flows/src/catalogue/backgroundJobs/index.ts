export * from './backgroundJobs.machine';
export * from './constants';
export { backgroundJobsMessages } from './messages';
export * from './rules';
export * from './selectors';
