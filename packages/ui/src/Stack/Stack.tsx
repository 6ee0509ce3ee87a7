import { forwardRef } from 'react';
import { Box, type BoxProps } from '../Box/Box';
import { mapResponsiveValue, type ResponsiveValue } from '../sprinkles/sprinkles.css';
import type { Space } from '../sprinkles/scale';

export const stackAlignments = ['stretch', 'left', 'center', 'right'] as const;
export type StackAlign = (typeof stackAlignments)[number];

const alignItems = { stretch: 'stretch', left: 'flex-start', center: 'center', right: 'flex-end' } as const;

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems'> {
  /** Gap between children; responsive (`{ mobile: 'sm', desktop: 'lg' }`). */
  space?: ResponsiveValue<Space>;
  /** Horizontal alignment of the children; `stretch` (the default) makes each as wide as the stack. */
  align?: ResponsiveValue<StackAlign>;
}

/**
 * Children one under another with even space between them: the default layout of a form, a
 * card or a page column.
 *
 * Use Stack for vertical rhythm. Not for a row of things (Inline) or for regions side by side (Columns).
 */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack({ space = 'md', align = 'stretch', ...rest }, ref) {
  return (
    <Box
      ref={ref}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={mapResponsiveValue(align, (value) => alignItems[value])}
      {...rest}
    />
  );
});
