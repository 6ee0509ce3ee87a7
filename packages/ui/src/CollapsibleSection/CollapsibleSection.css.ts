import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import * as cardStyles from '../Card/Card.css';
import { vars } from '../theme/contract.css';
import { revealHeight } from '../theme/revealHeight';

export const collapsibleSectionVariants = ['card', 'plain'] as const;

export const section = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 },
  variants: {
    variant: {
      card: {
        padding: vars.space.lg,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
        backgroundColor: vars.color.raised,
      },
      plain: { paddingBlock: vars.space.md, borderBottom: `1px solid ${vars.color.border}` },
    },
  },
  defaultVariants: { variant: 'card' },
});

export type CollapsibleSectionRecipe = NonNullable<RecipeVariants<typeof section>>;

// The title row is a Card's, so a collapsible section reads as one of the page's cards.
export const header = cardStyles.header;
export const heading = style([cardStyles.heading, { color: vars.color.text }]);
export const summary = style({ color: vars.color.text, minWidth: 0 });

export const content = revealHeight('--radix-collapsible-content-height');
