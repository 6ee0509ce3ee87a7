import { create } from 'storybook/theming';

/**
 * Joinery's Storybook, not Storybook's (issue 34): its name, mark and the dealer theme's colours
 * (packages/ui/src/theme/themes.css.ts, walnut accent on warm white) in the manager's chrome.
 * The manager is bundled apart from the design system (no vanilla-extract there), so the few
 * colours it needs are written out here; a change of the dealer palette changes them too.
 */
const walnut = '#6b3e1f';
const ink = '#1f1b16';
const muted = '#5b544b';
const warmWhite = '#fbfaf8';
const sunken = '#f1eee9';
const border = '#d9d3c9';

/** Two boards meeting in a half-lap joint, and the name. */
const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="36" viewBox="0 0 160 36">
<rect x="2" y="6" width="24" height="8" rx="1.5" fill="${walnut}"/>
<rect x="10" y="6" width="8" height="24" rx="1.5" fill="${walnut}" opacity="0.7"/>
<rect x="10" y="6" width="8" height="8" fill="${ink}" opacity="0.35"/>
<text x="34" y="25" font-family="Inter, 'Segoe UI', system-ui, sans-serif" font-size="20" font-weight="700" fill="${ink}">Joinery</text>
</svg>`;

export const joineryTheme = create({
  base: 'light',
  brandTitle: 'Joinery design system',
  brandUrl: './',
  brandImage: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(logo)}`,
  brandTarget: '_self',
  colorPrimary: walnut,
  colorSecondary: walnut,
  appBg: sunken,
  appContentBg: warmWhite,
  appPreviewBg: warmWhite,
  appBorderColor: border,
  appBorderRadius: 6,
  fontBase: "'Inter Variable', Inter, 'Segoe UI', system-ui, sans-serif",
  textColor: ink,
  textMutedColor: muted,
  textInverseColor: warmWhite,
  barBg: warmWhite,
  barTextColor: muted,
  barSelectedColor: walnut,
  barHoverColor: walnut,
  inputBg: '#ffffff',
  inputBorder: border,
  inputTextColor: ink,
  inputBorderRadius: 4,
});
