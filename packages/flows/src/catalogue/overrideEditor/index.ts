export * from './messages';
export * from './overrideEditor.machine';
export * from './rules';
export * from './selectors';
