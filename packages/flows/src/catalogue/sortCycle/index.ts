export * from './sortCycle';
