import { createMapValueFn, createNormalizeValueFn, createSprinkles, defineProperties, type ConditionalValue } from '@vanilla-extract/sprinkles';
import { mediaQueries, vars } from '../theme/contract.css';

/**
 * Mobile-first conditions: `mobile` applies from 0 px, `tablet` from 500 px and `desktop` from
 * 768 px (the specifications' tab-collapse and sticky-summary widths).
 */
export const responsiveConditions = {
  mobile: {},
  tablet: { '@media': mediaQueries.tablet },
  desktop: { '@media': mediaQueries.desktop },
} as const;
export const responsiveBreakpoints = ['mobile', 'tablet', 'desktop'] as const;
export type Breakpoint = (typeof responsiveBreakpoints)[number];

/** Columns a Tiles grid can have at one breakpoint. */
export const tileColumnCounts = [1, 2, 3, 4, 5, 6] as const;
const gridColumns = Object.fromEntries(
  tileColumnCounts.map((count) => [count, `repeat(${count}, minmax(0, 1fr))`]),
) as Record<(typeof tileColumnCounts)[number], string>;

const responsiveProperties = defineProperties({
  conditions: responsiveConditions,
  defaultCondition: 'mobile',
  responsiveArray: [...responsiveBreakpoints],
  // No margins on purpose: the parent's `space` owns the gap between siblings (Stack, Inline…).
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'stretch'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    textAlign: ['left', 'center', 'right'],
    gridTemplateColumns: gridColumns,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

/** Surfaces a Box may sit on: each pairs with `vars.color.text` at AA contrast in every theme. */
export const boxBackgrounds = ['surface', 'raised', 'sunken', 'accentSoft', 'criticalSoft', 'infoSoft', 'positiveSoft', 'cautionSoft'] as const;
const pick = <K extends keyof typeof vars.color>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, vars.color[key]])) as Record<K, string>;

const plainProperties = defineProperties({
  properties: {
    background: pick(boxBackgrounds),
    color: pick(['text', 'muted', 'accent', 'criticalText', 'infoText', 'positiveText', 'cautionText']),
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    border: {
      none: 'none',
      standard: `1px solid ${vars.color.border}`,
      strong: `1px solid ${vars.color.borderStrong}`,
    },
    position: ['relative', 'absolute', 'sticky'],
    overflow: ['hidden', 'auto', 'visible'],
    width: { full: '100%', auto: 'auto' },
    minWidth: { 0: '0' },
    flexGrow: { 0: '0', 1: '1' },
    flexShrink: { 0: '0', 1: '1' },
  },
});

/** Atomic classes for layout and surfaces; the layout primitives are thin wrappers around it. */
export const sprinkles = createSprinkles(responsiveProperties, plainProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];

/** A value for one breakpoint or several: `'md'`, `{ mobile: 'sm', desktop: 'lg' }` or `['sm', null, 'lg']`. */
export type ResponsiveValue<Value extends string | number> = ConditionalValue<typeof responsiveProperties, Value>;

/** Maps each breakpoint's value, keeping the responsive shape (`mapResponsiveValue(space, (s) => …)`). */
export const mapResponsiveValue = createMapValueFn(responsiveProperties);
/** Turns any responsive value into its object form (`{ mobile: … }`). */
export const normalizeResponsiveValue = createNormalizeValueFn(responsiveProperties);
