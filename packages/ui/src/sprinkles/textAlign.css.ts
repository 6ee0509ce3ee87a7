import { styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../theme/contract.css';

export const textAlignments = ['left', 'center', 'right'] as const;
export type TextAlign = (typeof textAlignments)[number];

const at = (query: string | undefined) =>
  styleVariants({ left: 'left', center: 'center', right: 'right' } as const, (textAlign) =>
    query ? { '@media': { [query]: { textAlign } } } : { textAlign },
  );

/**
 * Text alignment per breakpoint, kept apart from the sprinkles so Text and Heading stay small:
 * `textAlignAt.desktop.center`.
 */
export const textAlignAt = { mobile: at(undefined), tablet: at(mediaQueries.tablet), desktop: at(mediaQueries.desktop) };
