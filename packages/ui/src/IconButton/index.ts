export { IconButton, type IconButtonProps, type IconButtonVariant } from './IconButton';
export { iconButtonVariants } from './IconButton.css';
