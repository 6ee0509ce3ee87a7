export {
  DualListPicker,
  type DualListPickerProps,
  type DualListItem,
  type DualListHeight,
} from './DualListPicker';
export { dualListHeights } from './DualListPicker.css';
export { dualListMessages, type DualListMessages } from './messages';
export { moveIn, moveOut, moveToTop, moveUp, moveDown, moveToBottom } from './moves';
