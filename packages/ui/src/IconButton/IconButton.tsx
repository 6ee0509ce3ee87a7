import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { clsx } from 'clsx';
import { button } from '../Button/Button.css';
import type { ButtonSize, ButtonTone } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { Tooltip, type TooltipSide } from '../Tooltip/Tooltip';
import * as styles from './IconButton.css';

export type IconButtonVariant = (typeof styles.iconButtonVariants)[number];

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** What the button does ("Delete", "Print list"): its accessible name and its tooltip. Required. */
  label: string;
  /** The icon shown, from the package's icon set. */
  icon: IconName;
  /** Emphasis: `ghost` (default, no frame), `outline` or `solid`. */
  variant?: IconButtonVariant;
  /** Colour family: `accent`, `neutral` or `critical`. */
  tone?: ButtonTone;
  /** Button size: `sm`, `md` or `lg`. */
  size?: ButtonSize;
  /** Where the label's tooltip appears: `top`, `right`, `bottom` or `left`. */
  tooltipSide?: TooltipSide;
}

/**
 * A button that shows only an icon. Its `label` is required: it names the button for screen
 * readers and appears as a tooltip on hover and keyboard focus.
 *
 * Use an IconButton where space is tight and the icon is well known (edit, delete, close, print).
 * Not when a word would be clearer, nor for the main action of a screen (Button with a label).
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, tooltipSide, ...rest },
  ref,
) {
  return (
    <Tooltip content={label} side={tooltipSide}>
      <IconButtonFace ref={ref} label={label} {...rest} />
    </Tooltip>
  );
});

/**
 * The IconButton without its own tooltip, for the package's lists of many (a DataTable's row
 * actions), which show one shared tooltip for all of them (Tooltip/SharedTooltip). Not exported
 * from the package: an icon-only control outside such a list needs its label on hover.
 */
export const IconButtonFace = forwardRef<HTMLButtonElement, Omit<IconButtonProps, 'tooltipSide'>>(function IconButtonFace(
  { label, icon, variant = 'ghost', tone = 'neutral', size = 'md', className, type, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      aria-label={label}
      className={clsx(button({ variant, tone, size }), styles.square({ size }), className)}
      {...rest}
    >
      <Icon name={icon} />
    </button>
  );
});
