import type { Breakpoint } from './sprinkles.css';

/**
 * A value for one breakpoint or several, as sprinkles take it: `'md'`, `{ mobile: 'sm', desktop: 'lg' }`
 * or `['sm', null, 'lg']` (mobile, tablet, desktop).
 */
export type Responsive<Value> = Value | Partial<Record<Breakpoint, Value>> | readonly (Value | null)[];

const order: readonly Breakpoint[] = ['mobile', 'tablet', 'desktop'];

/**
 * The object form of a responsive value, for components that build their own responsive classes.
 * Plain TypeScript (no styles), so importing it does not pull the sprinkles stylesheet into a bundle.
 */
export function responsiveEntries<Value>(value: Responsive<Value>): [Breakpoint, Value][] {
  if (Array.isArray(value)) {
    return order.flatMap((breakpoint, index) => {
      const at = (value as readonly (Value | null)[])[index];
      return at === null || at === undefined ? [] : [[breakpoint, at] as [Breakpoint, Value]];
    });
  }
  if (typeof value === 'object' && value !== null) {
    const byBreakpoint = value as Partial<Record<Breakpoint, Value>>;
    return order.flatMap((breakpoint) => {
      const at = byBreakpoint[breakpoint];
      return at === undefined ? [] : [[breakpoint, at] as [Breakpoint, Value]];
    });
  }
  return [['mobile', value as Value]];
}
