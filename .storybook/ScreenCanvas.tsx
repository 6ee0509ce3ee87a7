import type { ComponentProps } from 'react';
import { Canvas, useOf } from '@storybook/addon-docs/blocks';

/** The frame a screen story gets on its docs page, unless the story sets `docs.story.height`. */
export const SCREEN_DOCS_HEIGHT = '720px';

/** Screens are the stories under this title; each renders on a docs page in its own frame. */
const isScreen = (title: string) => title.startsWith('Pages/');

/**
 * The docs pages' Canvas (every preview on a docs page goes through it, the primary one included),
 * with one change for screens: each screen story renders in its own frame (`inline: false`). Inline,
 * all the previews on a docs page share one embedded back end and one MSW worker, so every one of
 * them showed the last story's data (issue 22); in a frame each gets its own loaders, store and
 * handlers, as on its own page. Components stay inline. Installed through `parameters.docs.components`
 * in preview.tsx: Storybook's blocks look their Canvas up there (an MDX component override).
 */
export function ScreenCanvas(props: ComponentProps<typeof Canvas>) {
  const { story } = useOf(props.of ?? 'story', ['story']);
  if (!isScreen(story.title)) return <Canvas {...props} />;
  const own = (story.parameters['docs'] as { story?: { height?: string } } | undefined)?.story;
  return <Canvas {...props} story={{ ...props.story, inline: false, height: own?.height ?? SCREEN_DOCS_HEIGHT }} />;
}
