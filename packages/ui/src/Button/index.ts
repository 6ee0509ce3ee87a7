export { Button } from './Button';
export type { ButtonProps, ButtonVariant, ButtonTone, ButtonSize } from './Button';
export { buttonVariants, buttonTones, buttonSizes } from './Button.css';
