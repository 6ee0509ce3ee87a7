import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const dividerOrientations = ['horizontal', 'vertical'] as const;
export const dividerTones = ['subtle', 'strong'] as const;
export const dividerSpacings = ['none', 'sm', 'md', 'lg'] as const;

export const divider = recipe({
  base: { border: 'none', flexShrink: 0, alignSelf: 'stretch' },
  variants: {
    orientation: {
      horizontal: { height: '1px', width: '100%', marginInline: 0 },
      vertical: { width: '1px', minHeight: '1em', marginBlock: 0 },
    },
    tone: {
      subtle: { backgroundColor: vars.color.border },
      strong: { backgroundColor: vars.color.borderStrong },
    },
    spacing: { none: {}, sm: {}, md: {}, lg: {} },
  },
  compoundVariants: [
    { variants: { orientation: 'horizontal', spacing: 'none' }, style: { marginBlock: 0 } },
    {
      variants: { orientation: 'horizontal', spacing: 'sm' },
      style: { marginBlock: vars.space.sm },
    },
    {
      variants: { orientation: 'horizontal', spacing: 'md' },
      style: { marginBlock: vars.space.lg },
    },
    {
      variants: { orientation: 'horizontal', spacing: 'lg' },
      style: { marginBlock: vars.space.xl },
    },
    { variants: { orientation: 'vertical', spacing: 'none' }, style: { marginInline: 0 } },
    {
      variants: { orientation: 'vertical', spacing: 'sm' },
      style: { marginInline: vars.space.sm },
    },
    {
      variants: { orientation: 'vertical', spacing: 'md' },
      style: { marginInline: vars.space.lg },
    },
    {
      variants: { orientation: 'vertical', spacing: 'lg' },
      style: { marginInline: vars.space.xl },
    },
  ],
  defaultVariants: { orientation: 'horizontal', tone: 'subtle', spacing: 'md' },
});

export type DividerRecipe = NonNullable<RecipeVariants<typeof divider>>;
