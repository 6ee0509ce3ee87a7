import { style } from '@vanilla-extract/css';

/** No box of its own: an empty region adds no gap to the column it sits in, and its message lays out as before. */
export const region = style({ display: 'contents' });
