import { createElement, forwardRef, type AllHTMLAttributes, type ElementType } from 'react';
import { clsx } from 'clsx';
import { sprinkles, type Sprinkles } from '../sprinkles/sprinkles.css';
import { extractSprinkles } from '../sprinkles/extractSprinkles';
import * as styles from './Box.css';

export interface BoxProps extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>, Sprinkles {
  /** The element to render (`div` by default): pick the one that carries the right meaning. */
  as?: ElementType;
}

/**
 * The atom every layout is made of: an element whose spacing, flex, grid and surface come from
 * sprinkle props (`padding={{ mobile: 'sm', desktop: 'lg' }}`), never from page CSS.
 *
 * Use Box for a surface or a one-off arrangement. For a vertical list reach for Stack, for a row
 * Inline, for side-by-side regions Columns and for a grid of equal cards Tiles.
 */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, ...props }, ref) {
  const { atoms, rest } = extractSprinkles(props);
  return createElement(as, { ref, className: clsx(styles.base, sprinkles(atoms), className), ...rest });
});
