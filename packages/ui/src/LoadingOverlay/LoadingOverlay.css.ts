import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const loadingOverlayScopes = ['container', 'viewport'] as const;

export const container = style({ position: 'relative', minHeight: '120px' });

/** The live region around the overlay: no box of its own, the scrim lays out as before. */
export const liveRegion = style({ display: 'contents' });

export const scrim = recipe({
  base: {
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.lg,
    backgroundColor: vars.color.overlay,
  },
  variants: {
    scope: {
      container: { position: 'absolute', zIndex: vars.zIndex.overlay, borderRadius: 'inherit' },
      viewport: { position: 'fixed', zIndex: vars.zIndex.modal },
    },
  },
  defaultVariants: { scope: 'container' },
});

export type LoadingOverlayRecipe = NonNullable<RecipeVariants<typeof scrim>>;

export const panel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: '28rem',
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.raised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontWeight: vars.font.weight.medium,
});
