import { Fragment, useLayoutEffect, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { themeNames, ThemeProvider, type ThemeName } from '@joinery/ui/theme';
import { pseudoLocalizeTree } from './pseudoLocale';

/**
 * Review toggles (issue 34): toolbar globals that apply to any story, component or screen, and
 * that Storybook keeps in the address (`&globals=allThemes:on;textSize:x2;longText:on`), so a link
 * reproduces the view.
 *
 * - All themes: the story once per theme, side by side, stacked when the panel is narrow, each labelled.
 * - Reduced motion: marks <html> `data-reduced-motion="reduce"`, which the theme's reduced-motion
 *   rule honours as it does the system setting (packages/ui/src/theme/themes.css.ts).
 * - Text 200 %: the root font size doubled (WCAG 1.4.4); the design system's type is in rem.
 * - Long text: every text shown lengthened by about 40 % with accented characters (a pseudo-locale,
 *   .storybook/pseudoLocale.ts), applied to the rendered page only: the messages modules are untouched.
 */
export const reviewGlobalTypes = {
  allThemes: {
    description: 'Render the story once per theme, side by side',
    toolbar: {
      title: 'All themes',
      icon: 'mirror',
      items: [
        { value: 'off', title: 'All themes: off' },
        { value: 'on', title: 'All themes: on' },
      ],
      dynamicTitle: true,
    },
  },
  reducedMotion: {
    description: 'Force prefers-reduced-motion: reduce',
    toolbar: {
      title: 'Reduced motion',
      icon: 'lightning',
      items: [
        { value: 'off', title: 'Reduced motion: off' },
        { value: 'on', title: 'Reduced motion: on' },
      ],
      dynamicTitle: true,
    },
  },
  textSize: {
    description: 'Root font size (WCAG 1.4.4 resize text)',
    toolbar: {
      title: 'Text size',
      icon: 'zoom',
      items: [
        // Not '100'/'200': the address turns digits into a number, which matches no item, and the
        // toolbar then read "Text size" instead of "Text 200 %" (seen in a static build).
        { value: 'x1', title: 'Text 100 %' },
        { value: 'x2', title: 'Text 200 %' },
      ],
      dynamicTitle: true,
    },
  },
  longText: {
    description: 'Pseudo-locale: texts ~40 % longer, accented',
    toolbar: {
      title: 'Long text',
      icon: 'paragraph',
      items: [
        { value: 'off', title: 'Long text: off' },
        { value: 'on', title: 'Long text: on' },
      ],
      dynamicTitle: true,
    },
  },
} as const;

export const reviewInitialGlobals = { allThemes: 'off', reducedMotion: 'off', textSize: 'x1', longText: 'off' };

/** Sets the document-wide toggles for as long as the story shows, and undoes them after. */
function DocumentToggles({ reducedMotion, doubleText, longText, children }: {
  reducedMotion: boolean;
  doubleText: boolean;
  longText: boolean;
  children: ReactNode;
}) {
  // Before the story's own layout effects, so a dialog a story opens at once is already still.
  useLayoutEffect(() => {
    const html = document.documentElement;
    if (reducedMotion) html.setAttribute('data-reduced-motion', 'reduce');
    else html.removeAttribute('data-reduced-motion');
    return () => html.removeAttribute('data-reduced-motion');
  }, [reducedMotion]);
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.style.fontSize = doubleText ? '200%' : '';
    return () => {
      html.style.fontSize = '';
    };
  }, [doubleText]);
  // The whole body: portals (dialogs, menus, toasts) are outside the story's root.
  useLayoutEffect(() => (longText ? pseudoLocalizeTree(document.body) : undefined), [longText]);
  return <>{children}</>;
}

export const withReviewToggles: Decorator = (Story, context) => {
  // `textSize:200` (a number from the address) is what older links carry.
  const { reducedMotion, textSize, longText } = context.globals as Record<string, string | number | undefined>;
  return (
    <DocumentToggles reducedMotion={reducedMotion === 'on'} doubleText={textSize === 'x2' || String(textSize) === '200'} longText={longText === 'on'}>
      <Story />
    </DocumentToggles>
  );
};

const themeLabels: Record<ThemeName, string> = {
  dealer: 'Dealer',
  retail: 'Retail',
  staff: 'Staff',
  staffDark: 'Staff dark',
};

/**
 * The story once per theme: columns of at least 37.5rem (600 px at 100 %), so a narrow panel stacks
 * them, and so does Text 200 %: each theme then gets the width the screen has alone (its media
 * queries see the whole viewport; a 620 px column at 200 % squeezed the checkout's main column to
 * nothing under its summary).
 */
export function AllThemes({ render, fullscreen }: { render: () => ReactNode; fullscreen: boolean }) {
  return (
    <div
      data-all-themes=""
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 37.5rem), 1fr))',
        gap: 2,
        background: '#8a8175',
      }}
    >
      {themeNames.map((theme) => (
        <Fragment key={theme}>
          <ThemeProvider theme={theme}>
            <section aria-label={`${themeLabels[theme]} theme`} style={{ minWidth: 0, height: '100%', overflow: 'auto' }}>
              <p
                data-theme-label=""
                data-no-pseudo-locale=""
                style={{ margin: 0, padding: '4px 8px', font: '600 0.75rem/1.5 "Inter Variable", system-ui, sans-serif', borderBottom: '1px dashed currentColor' }}
              >
                {themeLabels[theme]} theme
              </p>
              <div data-story-root="" style={{ padding: fullscreen ? 0 : 16, position: 'relative' }}>
                {render()}
              </div>
            </section>
          </ThemeProvider>
        </Fragment>
      ))}
    </div>
  );
}
