import { createElement, forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { clsx } from 'clsx';
import { responsiveEntries, type Responsive } from '../sprinkles/responsive';
import { textAlignAt, type TextAlign } from '../sprinkles/textAlign.css';
import * as styles from './Text.css';

export type TextSize = (typeof styles.textSizes)[number];
export type TextTone = (typeof styles.textTones)[number];
export type TextWeight = (typeof styles.textWeights)[number];
export type TextMaxLines = (typeof styles.textMaxLines)[number];

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** `p` by default; `span` inside a line, `strong`/`em` for emphasis, `label`, `dd`, `li`… */
  as?: ElementType;
  /** Type size: `xs`, `sm`, `md` (default) or `lg`. */
  size?: TextSize;
  /** Colour by meaning: `neutral`, `muted`, `accent`, `critical`, `positive`, `caution` or `info`. */
  tone?: TextTone;
  /** Font weight: `regular`, `medium`, `semibold` or `bold`. */
  weight?: TextWeight;
  /** Text alignment (`left`, `center`, `right`), or one per breakpoint. */
  align?: Responsive<TextAlign>;
  /** Clamp to this many lines with an ellipsis; the full text stays in the DOM for screen readers. */
  maxLines?: TextMaxLines;
}

/**
 * Body copy in the theme's type scale and text tones.
 *
 * Use Text for any paragraph, label or value. Not for titles (Heading) or for something the user
 * acts on (Link, Button).
 */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { as = 'p', size, tone, weight, align, maxLines, className, ...rest },
  ref,
) {
  return createElement(as, {
    ref,
    className: clsx(
      styles.text({ size, tone, weight }),
      align && responsiveEntries(align).map(([breakpoint, value]) => textAlignAt[breakpoint][value]),
      maxLines && styles.maxLines[maxLines],
      className,
    ),
    ...rest,
  });
});
