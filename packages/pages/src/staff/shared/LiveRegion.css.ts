import { style } from '@vanilla-extract/css';

/** No box of its own: an empty region adds no gap to the Stack it sits in, and its message lays out as before. */
export const region = style({ display: 'contents' });

/** Read by a screen reader, not shown: a copy of news the page also shows where it concerns. */
export { visuallyHidden as spokenOnly } from '@joinery/ui/theme';
