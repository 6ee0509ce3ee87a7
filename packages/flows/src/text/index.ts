export * from './rules';
export { textNotices } from './messages';
