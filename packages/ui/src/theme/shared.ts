/** Tokens that every theme shares: scale, type, layers, motion. Colours differ per theme. */
export const sharedTokens = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '40px',
  },
  radius: { none: '0', sm: '3px', md: '6px', lg: '10px', full: '9999px' },
  font: {
    family: {
      body: "'Inter Variable', system-ui, sans-serif",
      heading: "'Inter Variable', system-ui, sans-serif",
      mono: "ui-monospace, 'SFMono-Regular', Menlo, monospace",
    },
    // In rem, so text follows the reader's font size (WCAG 1.4.4; Storybook's Text 200 % toggle):
    // 12, 14, 16, 18, 22 and 28 px at the browsers' default 16 px.
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    lineHeight: { tight: '1.2', normal: '1.5', relaxed: '1.7' },
  },
  zIndex: {
    base: '0',
    sticky: '10',
    header: '100',
    overlay: '200',
    modal: '300',
    popover: '400',
    toast: '500',
    tooltip: '600',
  },
  /** The specifications' fade is 200 ms. */
  motion: { fade: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
} as const;

/**
 * The storefront's type: the reader's system font, which is what the live storefront shows (it
 * loads no web font: Inter put every storefront route's LCP later, docs/decisions.md). Its themes
 * name no web font, so Storybook's storefront stories show the same type as the site (issue 47).
 */
export const storefrontFont = {
  ...sharedTokens.font,
  family: {
    ...sharedTokens.font.family,
    body: 'system-ui, sans-serif',
    heading: 'system-ui, sans-serif',
  },
} as const;
