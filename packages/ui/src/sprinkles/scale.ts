import type { vars } from '../theme/contract.css';

export type Space = keyof typeof vars.space;
/** The spacing scale in order, for story controls and docs. */
export const spaceScale = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const satisfies readonly Space[];
