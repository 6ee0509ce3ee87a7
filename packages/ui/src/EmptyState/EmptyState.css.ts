import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const emptyStateSizes = ['sm', 'md'] as const;
export const emptyStateAligns = ['center', 'start'] as const;

export const emptyState = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    border: `1px dashed ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.raised,
    color: vars.color.text,
  },
  variants: {
    size: {
      sm: { padding: vars.space.lg },
      md: { padding: `${vars.space.xxl} ${vars.space.xl}` },
    },
    align: {
      center: { alignItems: 'center', textAlign: 'center' },
      start: { alignItems: 'flex-start', textAlign: 'start' },
    },
  },
  defaultVariants: { size: 'md', align: 'center' },
});

export type EmptyStateRecipe = NonNullable<RecipeVariants<typeof emptyState>>;

export const icon = style({ color: vars.color.muted, width: '32px', height: '32px' });
export const heading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});
export const text = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.md });
export const action = style({ marginBlockStart: vars.space.sm });
