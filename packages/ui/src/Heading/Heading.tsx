import { forwardRef, type HTMLAttributes } from 'react';
import { clsx } from 'clsx';
import { responsiveEntries, type Responsive } from '../sprinkles/responsive';
import { textAlignAt, type TextAlign } from '../sprinkles/textAlign.css';
import * as styles from './Heading.css';

export type HeadingLevel = (typeof styles.headingLevels)[number];
export type HeadingSize = (typeof styles.headingSizes)[number];

/** The size each level gets unless told otherwise. */
const sizeForLevel: Record<HeadingLevel, HeadingSize> = { 1: 'xxl', 2: 'xl', 3: 'lg', 4: 'md' };

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The outline level (`h1`–`h4`): pick it from the page's structure, not from the size you want. */
  level: HeadingLevel;
  /** The look, when it must differ from the level's (a level-2 section title set small, say). */
  size?: HeadingSize;
  /** Text alignment (`left`, `center`, `right`), or one per breakpoint. */
  align?: Responsive<TextAlign>;
}

/**
 * A title of a page, section or card. Level and size are separate, so the outline stays right
 * whatever the design asks for.
 *
 * Use Heading for anything a screen-reader user would jump to. Not for bold body copy (Text with `weight`).
 */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level, size, align, className, ...rest },
  ref,
) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      ref={ref}
      className={clsx(styles.heading({ size: size ?? sizeForLevel[level] }), align && responsiveEntries(align).map(([breakpoint, value]) => textAlignAt[breakpoint][value]), className)}
      {...rest}
    />
  );
});
