import { style } from '@vanilla-extract/css';

/** The add link sits where the field will appear, aligned with the fields' left edge. */
export const addLink = style({ alignSelf: 'flex-start' });
