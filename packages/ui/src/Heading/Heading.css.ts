import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const headingLevels = [1, 2, 3, 4] as const;
export const headingSizes = ['xxl', 'xl', 'lg', 'md'] as const;

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.family.heading,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      xxl: { fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold },
      xl: { fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold },
      lg: { fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold },
      md: { fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold },
    },
  },
  defaultVariants: { size: 'xl' },
});
