export { Popover, type PopoverContentProps, type PopoverSize } from './Popover';
export { popoverSizes } from './Popover.css';
