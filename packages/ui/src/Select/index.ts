export { Select, SelectControl, selectSizes, type SelectProps, type SelectControlProps, type SelectOption, type SelectSize } from './Select';
export { selectMessages } from './messages';
/**
 * The Select's look, for a list box drawn without Radix (the product page's trait chooser, issue
 * 47): the closed box (`trigger`, with `data-placeholder` and `data-state="open"`), its `value` and
 * `chevron`, the open list (`content`) and its options (`item`, with `data-highlighted` and
 * `data-state="checked"`; `itemIndicator` for the check).
 */
export {
  trigger as selectTrigger,
  value as selectValue,
  chevron as selectChevron,
  content as selectContent,
  item as selectItem,
  itemIndicator as selectItemIndicator,
} from './Select.css';
