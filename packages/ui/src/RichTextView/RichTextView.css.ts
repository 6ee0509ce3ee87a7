import { globalStyle } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const richTextSizes = ['sm', 'md'] as const;

export const prose = recipe({
  base: {
    color: vars.color.text,
    lineHeight: vars.font.lineHeight.relaxed,
    overflowWrap: 'anywhere',
    minWidth: 0,
  },
  variants: {
    size: {
      sm: { fontSize: vars.font.size.sm },
      md: { fontSize: vars.font.size.md },
    },
  },
  defaultVariants: { size: 'md' },
});

export type RichTextRecipe = NonNullable<RecipeVariants<typeof prose>>;

/** Typography for HTML we do not write ourselves, scoped to the prose container. */
export const proseRoot = 'joinery-prose';
const scope = `.${proseRoot}`;
globalStyle(`${scope} > :first-child`, { marginTop: 0 });
globalStyle(`${scope} > :last-child`, { marginBottom: 0 });
globalStyle(`${scope} p, ${scope} ul, ${scope} ol, ${scope} table`, {
  marginBlock: `0 ${vars.space.md}`,
});
globalStyle(`${scope} ul, ${scope} ol`, { paddingInlineStart: vars.space.xl });
globalStyle(`${scope} h1, ${scope} h2, ${scope} h3, ${scope} h4`, {
  marginBlock: `${vars.space.lg} ${vars.space.sm}`,
  fontFamily: vars.font.family.heading,
  lineHeight: vars.font.lineHeight.tight,
});
globalStyle(`${scope} h1`, { fontSize: vars.font.size.xl });
globalStyle(`${scope} h2`, { fontSize: vars.font.size.lg });
globalStyle(`${scope} h3, ${scope} h4`, { fontSize: vars.font.size.md });
globalStyle(`${scope} a`, { color: vars.color.accent, textDecoration: 'underline' });
globalStyle(`${scope} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${scope} table`, { borderCollapse: 'collapse' });
globalStyle(`${scope} th, ${scope} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
});
globalStyle(`${scope} blockquote`, {
  marginInline: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.border}`,
  color: vars.color.muted,
});
