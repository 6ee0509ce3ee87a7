import { style } from '@vanilla-extract/css';
import { vars } from '@joinery/ui/theme';

export const chart = style({ display: 'grid', gridTemplateColumns: 'minmax(6rem, max-content) 1fr', gap: '6px 12px', alignItems: 'center', margin: 0 });
export const label = style({ fontSize: '0.875rem', color: vars.color.text, overflowWrap: 'anywhere' });
export const track = style({ position: 'relative', height: 18, borderRadius: 4, background: vars.color.sunken });
export const bar = style({ position: 'absolute', insetBlock: 0, insetInlineStart: 0, borderRadius: 4, background: vars.color.accent });
