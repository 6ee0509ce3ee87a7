export { OptionRow, type OptionRowProps } from './OptionRow';
