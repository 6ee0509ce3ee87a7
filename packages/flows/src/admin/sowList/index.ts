export * from './sowList.machine';
export * from './messages';
