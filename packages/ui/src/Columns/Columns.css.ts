import { createVar, style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../theme/contract.css';
import { spaceScale, type Space } from '../sprinkles/scale';

export const columnWidths = ['fill', 'content', '1/2', '1/3', '2/3', '1/4', '3/4', '1/5', '2/5', '3/5', '4/5'] as const;
export type ColumnWidth = (typeof columnWidths)[number];

/** The gap, as a variable, so a fractional column can subtract its share of it. */
const gap = createVar();

export const columns = style({ display: 'flex', gap, minWidth: 0 });

const atBreakpoint = {
  mobile: (rule: StyleRule): StyleRule => rule,
  tablet: (rule: StyleRule): StyleRule => ({ '@media': { [mediaQueries.tablet]: rule } }),
  desktop: (rule: StyleRule): StyleRule => ({ '@media': { [mediaQueries.desktop]: rule } }),
};
type Breakpoint = keyof typeof atBreakpoint;

const gapAt = (breakpoint: Breakpoint) =>
  styleVariants(
    Object.fromEntries(spaceScale.map((space) => [space, atBreakpoint[breakpoint]({ vars: { [gap]: vars.space[space] } })])) as Record<
      Space,
      StyleRule
    >,
  );
/** `space` per breakpoint: `spaceAt.tablet.lg`. */
export const spaceAt = { mobile: gapAt('mobile'), tablet: gapAt('tablet'), desktop: gapAt('desktop') };

const fractions: Record<Exclude<ColumnWidth, 'fill' | 'content'>, number> = {
  '1/2': 1 / 2,
  '1/3': 1 / 3,
  '2/3': 2 / 3,
  '1/4': 1 / 4,
  '3/4': 3 / 4,
  '1/5': 1 / 5,
  '2/5': 2 / 5,
  '3/5': 3 / 5,
  '4/5': 4 / 5,
};

/**
 * A column of fraction f takes f of the row minus its share of the gaps, so `1/3` + `2/3`
 * (or three `1/3`) fill the row exactly: f·100% − (1 − f)·gap.
 */
function widthRule(width: ColumnWidth): StyleRule {
  if (width === 'fill') return { flex: '1 1 0' };
  if (width === 'content') return { flex: '0 0 auto' };
  const fraction = fractions[width];
  return { flex: `0 0 calc(${fraction * 100}% - ${1 - fraction} * ${gap})` };
}

export const column = style({ minWidth: 0 });

const widthsCollapsingBelow = (breakpoint: Breakpoint | undefined) =>
  styleVariants(
    Object.fromEntries(
      columnWidths.map((width) => [
        width,
        breakpoint ? { flex: '0 0 auto', width: '100%', ...atBreakpoint[breakpoint]({ ...widthRule(width), width: 'auto' }) } : widthRule(width),
      ]),
    ) as Record<ColumnWidth, StyleRule>,
  );
/** A column's width, full width while its Columns is stacked: `columnWidth.tablet['1/3']`. */
export const columnWidth = {
  none: widthsCollapsingBelow(undefined),
  tablet: widthsCollapsingBelow('tablet'),
  desktop: widthsCollapsingBelow('desktop'),
};
