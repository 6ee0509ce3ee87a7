import { forwardRef } from 'react';
import { Box, type BoxProps } from '../Box/Box';
import {
  mapResponsiveValue,
  normalizeResponsiveValue,
  responsiveBreakpoints,
  type Breakpoint,
  type ResponsiveValue,
} from '../sprinkles/sprinkles.css';
import type { Space } from '../sprinkles/scale';

export const inlineAlignments = ['left', 'center', 'right', 'spaceBetween'] as const;
export const inlineVerticalAlignments = ['top', 'center', 'bottom', 'baseline', 'stretch'] as const;
export type InlineAlign = (typeof inlineAlignments)[number];
export type InlineAlignY = (typeof inlineVerticalAlignments)[number];
/** Breakpoints an Inline or Columns can collapse below (it stacks under that width). */
export const collapseBreakpoints = ['tablet', 'desktop'] as const satisfies readonly Breakpoint[];
export type CollapseBelow = (typeof collapseBreakpoints)[number];

const justifyContent = { left: 'flex-start', center: 'center', right: 'flex-end', spaceBetween: 'space-between' } as const;
const alignItems = { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline', stretch: 'stretch' } as const;

/** `collapseBelow="desktop"` → a column on mobile and tablet, a row from desktop up. */
export function collapsedDirection(collapseBelow: CollapseBelow | undefined): ResponsiveValue<'row' | 'column'> {
  if (collapseBelow === 'tablet') return { mobile: 'column', tablet: 'row' };
  if (collapseBelow === 'desktop') return { mobile: 'column', desktop: 'row' };
  return 'row';
}

/** Breakpoints at which a `collapseBelow` layout is stacked. */
export function collapsedBreakpoints(collapseBelow: CollapseBelow | undefined): Breakpoint[] {
  if (!collapseBelow) return [];
  return responsiveBreakpoints.slice(0, responsiveBreakpoints.indexOf(collapseBelow));
}

/** The value in force at each breakpoint (a mobile-first value carries up until overridden). */
function resolveAt<Value extends string>(value: ResponsiveValue<Value>): Record<Breakpoint, Value | undefined> {
  const given = normalizeResponsiveValue(value);
  const resolved = {} as Record<Breakpoint, Value | undefined>;
  let current: Value | undefined;
  for (const breakpoint of responsiveBreakpoints) {
    current = given[breakpoint] ?? current;
    resolved[breakpoint] = current;
  }
  return resolved;
}

const alignWhenStacked = { left: 'flex-start', center: 'center', right: 'flex-end', spaceBetween: 'stretch' } as const;

/** In a row `alignY` sets the cross axis; once stacked the cross axis is horizontal, so `align` does. */
function crossAxisAlignment(
  align: ResponsiveValue<InlineAlign>,
  alignY: ResponsiveValue<InlineAlignY>,
  collapseBelow: CollapseBelow | undefined,
): ResponsiveValue<(typeof alignItems)[InlineAlignY] | (typeof alignWhenStacked)[InlineAlign]> {
  if (!collapseBelow) return mapResponsiveValue(alignY, (value) => alignItems[value]);
  const stacked = collapsedBreakpoints(collapseBelow);
  const horizontal = resolveAt(align);
  const vertical = resolveAt(alignY);
  return Object.fromEntries(
    responsiveBreakpoints.map((breakpoint) => {
      const value = stacked.includes(breakpoint)
        ? alignWhenStacked[horizontal[breakpoint] ?? 'left']
        : alignItems[vertical[breakpoint] ?? 'center'];
      return [breakpoint, value];
    }),
  );
}

export interface InlineProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'flexWrap' | 'gap' | 'alignItems' | 'justifyContent'> {
  /** Gap between children, both across and between wrapped lines. */
  space?: ResponsiveValue<Space>;
  /** Horizontal alignment: `left`, `center`, `right` or `spaceBetween`, or one per breakpoint. */
  align?: ResponsiveValue<InlineAlign>;
  /** Vertical alignment: `top`, `center`, `bottom`, `baseline` or `stretch`, or one per breakpoint. */
  alignY?: ResponsiveValue<InlineAlignY>;
  /** Below this breakpoint the children stack vertically instead of wrapping. */
  collapseBelow?: CollapseBelow;
}

/**
 * Children in a row that wraps onto the next line when it runs out of room: buttons, tags,
 * a label beside its value.
 *
 * Use Inline for a row of small things. Not for page regions with set widths (Columns) or for
 * a grid of equal cards (Tiles).
 */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { space = 'sm', align = 'left', alignY = 'center', collapseBelow, ...rest },
  ref,
) {
  return (
    <Box
      ref={ref}
      display="flex"
      flexDirection={collapsedDirection(collapseBelow)}
      flexWrap="wrap"
      gap={space}
      justifyContent={mapResponsiveValue(align, (value) => justifyContent[value])}
      alignItems={crossAxisAlignment(align, alignY, collapseBelow)}
      {...rest}
    />
  );
});
