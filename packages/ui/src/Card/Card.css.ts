import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const cardVariants = ['outline', 'elevated', 'sunken'] as const;
export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    borderRadius: vars.radius.lg,
    color: vars.color.text,
  },
  variants: {
    variant: {
      outline: { backgroundColor: vars.color.raised, border: `1px solid ${vars.color.border}` },
      elevated: {
        backgroundColor: vars.color.raised,
        border: `1px solid ${vars.color.border}`,
        boxShadow: vars.shadow.md,
      },
      sunken: { backgroundColor: vars.color.sunken, border: `1px solid transparent` },
    },
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.md },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
  },
  defaultVariants: { variant: 'outline', padding: 'md' },
});

export type CardRecipe = NonNullable<RecipeVariants<typeof card>>;

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const heading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});
