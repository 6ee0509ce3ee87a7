import { style } from '@vanilla-extract/css';
import { centredPanel } from '../Dialog/overlay.css';

/** The confirm button's tone: `critical` for deleting or discarding, `accent` otherwise. */
export const confirmTones = ['critical', 'accent'] as const;

export const content = style([centredPanel, { maxWidth: '440px' }]);
