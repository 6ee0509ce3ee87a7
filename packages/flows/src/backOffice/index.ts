export * from './constants';
export * from './routes';
export * from './messages';
