export * from './sowWizard.machine';
export * from './rules';
export * from './selectors';
export * from './messages';
