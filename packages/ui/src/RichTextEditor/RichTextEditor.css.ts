import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const richTextEditorHeights = ['sm', 'md', 'lg'] as const;

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.raised,
  minWidth: 0,
  selectors: {
    '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled], &[data-readonly]': { backgroundColor: vars.color.sunken },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const toolGroup = style({ display: 'inline-flex', gap: vars.space.xxs });
export const toolSeparator = style({
  width: '1px',
  alignSelf: 'stretch',
  margin: `${vars.space.xxs} ${vars.space.xs}`,
  backgroundColor: vars.color.border,
});

export const tool = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '32px',
  height: '32px',
  padding: `0 ${vars.space.xs}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([data-disabled])': { backgroundColor: vars.color.sunken },
    '&[data-state="on"]': {
      backgroundColor: vars.color.accentSoft,
      borderColor: vars.color.accent,
    },
    '&[data-disabled]': { color: vars.color.muted, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` },
  },
});
export const boldGlyph = style({ fontWeight: vars.font.weight.bold });
export const italicGlyph = style({ fontStyle: 'italic', fontFamily: 'serif' });
export const underlineGlyph = style({ textDecoration: 'underline' });

export const surface = style({ position: 'relative' });

export const editable = recipe({
  base: {
    padding: vars.space.md,
    overflowY: 'auto',
    outline: 'none',
    color: vars.color.text,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  },
  variants: {
    height: {
      sm: { minHeight: '96px', maxHeight: '200px' },
      md: { minHeight: '160px', maxHeight: '360px' },
      lg: { minHeight: '280px', maxHeight: '560px' },
    },
  },
  defaultVariants: { height: 'md' },
});

export type RichTextEditorRecipe = NonNullable<RecipeVariants<typeof editable>>;

export const placeholder = style({
  position: 'absolute',
  top: vars.space.md,
  left: vars.space.md,
  color: vars.color.muted,
  pointerEvents: 'none',
  userSelect: 'none',
});

/** Classes Lexical puts on the nodes it renders. */
export const lexicalTheme = {
  paragraph: style({ margin: `0 0 ${vars.space.sm}` }),
  text: {
    bold: style({ fontWeight: vars.font.weight.bold }),
    italic: style({ fontStyle: 'italic' }),
    underline: style({ textDecoration: 'underline' }),
  },
  list: {
    ul: style({ margin: `0 0 ${vars.space.sm}`, paddingInlineStart: vars.space.xl }),
    ol: style({ margin: `0 0 ${vars.space.sm}`, paddingInlineStart: vars.space.xl }),
    listitem: style({ margin: 0 }),
  },
  link: style({ color: vars.color.accent, textDecoration: 'underline' }),
};
