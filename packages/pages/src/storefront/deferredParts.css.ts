import { style } from '@vanilla-extract/css';
import { vars } from '@joinery/ui/theme';

/** The closed Select's box as the design system's Select draws it (Select.css trigger, value, chevron). */
export const selectTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&[data-placeholder]': { color: vars.color.muted } },
});

export const selectValue = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const selectChevron = style({ color: vars.color.muted });
