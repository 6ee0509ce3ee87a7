export { Select, SelectControl, selectSizes, type SelectProps, type SelectControlProps, type SelectOption, type SelectSize } from './Select';
export { selectMessages } from './messages';
