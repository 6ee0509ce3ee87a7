import { createContext, forwardRef, useContext } from 'react';
import { clsx } from 'clsx';
import { Box, type BoxProps } from '../Box/Box';
import {
  normalizeResponsiveValue,
  responsiveBreakpoints,
  type ResponsiveValue,
} from '../sprinkles/sprinkles.css';
import type { Space } from '../sprinkles/scale';
import { collapsedBreakpoints, collapsedDirection, type CollapseBelow } from '../Inline/Inline';
import * as styles from './Columns.css';

export const columnsVerticalAlignments = ['top', 'center', 'bottom', 'stretch'] as const;
export type ColumnsAlignY = (typeof columnsVerticalAlignments)[number];
export type ColumnWidth = styles.ColumnWidth;

const alignItems = { top: 'flex-start', center: 'center', bottom: 'flex-end', stretch: 'stretch' } as const;

const ColumnsContext = createContext<CollapseBelow | undefined>(undefined);

export interface ColumnsProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems'> {
  /** Gap between columns (and between the stacked columns once collapsed). */
  space?: ResponsiveValue<Space>;
  /** Below this breakpoint the columns stack, each full width. */
  collapseBelow?: CollapseBelow;
  /** Vertical alignment of the columns: `top`, `center`, `bottom` or `stretch` to equal heights. */
  alignY?: ColumnsAlignY;
}

/**
 * Regions side by side with set widths: a main column and a sidebar, a form and its summary.
 * Each child is a `Column`; `collapseBelow` stacks them on narrow screens.
 *
 * Use Columns for page regions. Not for a wrapping row of small things (Inline) or a grid of
 * equal cards (Tiles).
 */
export const Columns = forwardRef<HTMLElement, ColumnsProps>(function Columns(
  { space = 'md', collapseBelow, alignY = 'stretch', className, ...rest },
  ref,
) {
  const spaceByBreakpoint = normalizeResponsiveValue(space);
  const stacked = collapsedBreakpoints(collapseBelow);
  return (
    <ColumnsContext.Provider value={collapseBelow}>
      <Box
        ref={ref}
        className={clsx(
          styles.columns,
          responsiveBreakpoints.map((breakpoint) => {
            const value = spaceByBreakpoint[breakpoint];
            return value && styles.spaceAt[breakpoint][value];
          }),
          className,
        )}
        flexDirection={collapsedDirection(collapseBelow)}
        alignItems={Object.fromEntries(
          responsiveBreakpoints.map((breakpoint) => [breakpoint, stacked.includes(breakpoint) ? 'stretch' : alignItems[alignY]]),
        )}
        {...rest}
      />
    </ColumnsContext.Provider>
  );
});

export interface ColumnProps extends Omit<BoxProps, 'width'> {
  /** A fraction of the row, `content` (as wide as its content) or `fill` (the rest; the default). */
  width?: ColumnWidth;
}

/** One region of a Columns row. */
export const Column = forwardRef<HTMLElement, ColumnProps>(function Column({ width = 'fill', className, ...rest }, ref) {
  const collapseBelow = useContext(ColumnsContext);
  return <Box ref={ref} className={clsx(styles.column, styles.columnWidth[collapseBelow ?? 'none'][width], className)} {...rest} />;
});
