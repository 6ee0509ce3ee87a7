export * from './sowBuilder.machine';
export * from './rules';
export * from './messages';
export * from './place';
