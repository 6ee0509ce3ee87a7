export * from './constants';
export * from './messages';
export * from './overrideFields';
export * from './requestRules';
