import { forwardRef } from 'react';
import { Box, type BoxProps } from '../Box/Box';
import { type ResponsiveValue, type tileColumnCounts } from '../sprinkles/sprinkles.css';
import type { Space } from '../sprinkles/scale';

export type TileColumns = (typeof tileColumnCounts)[number];

export interface TilesProps extends Omit<BoxProps, 'display' | 'gap' | 'gridTemplateColumns'> {
  /** Tiles per row; responsive (`{ mobile: 1, tablet: 2, desktop: 3 }`). */
  columns?: ResponsiveValue<TileColumns>;
  /** Gap between tiles, across and down, from the space scale; `md` by default; responsive. */
  space?: ResponsiveValue<Space>;
}

/**
 * A grid of equal-width cells that fills row by row: product cards, product-type tiles, swatches.
 *
 * Use Tiles when every item has the same weight. Not for regions of different widths (Columns)
 * or a row of items sized by their content (Inline).
 */
export const Tiles = forwardRef<HTMLElement, TilesProps>(function Tiles({ columns = 1, space = 'md', ...rest }, ref) {
  return <Box ref={ref} display="grid" gridTemplateColumns={columns} gap={space} {...rest} />;
});
