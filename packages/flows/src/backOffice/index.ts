export * from './constants';
export * from './routes';
export * from './messages';
export * from './format';
