import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const dateFieldSizes = ['sm', 'md'] as const;

export const row = recipe({
  base: { display: 'flex', alignItems: 'stretch', gap: vars.space.xs, minWidth: 0 },
  variants: { size: { sm: {}, md: {} } },
  defaultVariants: { size: 'md' },
});

export type DateFieldRecipe = NonNullable<RecipeVariants<typeof row>>;

export const input = style({ fontVariantNumeric: 'tabular-nums', maxWidth: '12rem' });

/** Class names handed to react-day-picker: the calendar is styled here, its own CSS is not loaded. */
const dayButtonSize = '36px';

export const calendar = {
  root: style({ position: 'relative', fontSize: vars.font.size.sm, color: vars.color.text }),
  months: style({ display: 'flex', gap: vars.space.lg }),
  month: style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }),
  month_caption: style({
    display: 'flex',
    alignItems: 'center',
    height: dayButtonSize,
    paddingInlineStart: vars.space.xs,
  }),
  caption_label: style({ fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.md }),
  nav: style({ position: 'absolute', top: 0, right: 0, display: 'flex', gap: vars.space.xxs }),
  chevron: style({ width: '16px', height: '16px', fill: 'currentColor' }),
  month_grid: style({ borderCollapse: 'collapse' }),
  weekdays: style({}),
  weekday: style({
    width: dayButtonSize,
    height: '28px',
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.muted,
  }),
  weeks: style({}),
  week: style({}),
  day: style({ padding: 0, textAlign: 'center' }),
  selected: style({}),
  today: style({}),
  disabled: style({}),
  outside: style({}),
  hidden: style({ visibility: 'hidden' }),
  focused: style({}),
};

const navButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.raised,
  color: vars.color.text,
  cursor: 'pointer',
} as const;

export const navButtonClass = style({
  ...navButton,
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.sunken },
    '&:disabled': { color: vars.color.muted, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const dayButtonClass = style({
  width: dayButtonSize,
  height: dayButtonSize,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.sunken },
    '&:disabled': {
      cursor: 'not-allowed',
      textDecoration: 'line-through',
      color: vars.color.muted,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    [`${calendar.today} &`]: {
      borderColor: vars.color.borderStrong,
      fontWeight: vars.font.weight.bold,
    },
    [`${calendar.outside} &`]: { color: vars.color.muted },
    [`${calendar.selected} &`]: {
      backgroundColor: vars.color.accent,
      color: vars.color.accentText,
      fontWeight: vars.font.weight.semibold,
    },
    [`${calendar.selected} &:hover`]: { backgroundColor: vars.color.accentHover },
  },
});

/** The full class-name map for react-day-picker. */
export const calendarClassNames = {
  ...calendar,
  button_previous: navButtonClass,
  button_next: navButtonClass,
  day_button: dayButtonClass,
};
