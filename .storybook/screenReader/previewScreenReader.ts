import { Virtual } from '@guidepup/virtual-screen-reader';
import { addons } from 'storybook/preview-api';
import type { StoryContext } from '@storybook/react-vite';
import { SCREEN_READER_EVENTS, type Transcript } from './protocol';
import { nameOf, roleOf } from '../focusKept';

/**
 * The preview's half of the Screen reader panel (issue 46), added to the preview's annotations by
 * main.ts (`previewAnnotations`), so preview.tsx is untouched. While a story's play runs, the
 * page's live regions and focus are watched (listen() below): what they announce is what the
 * play's actions made a screen reader say. After the play, a virtual screen reader
 * (@guidepup/virtual-screen-reader) starts at the top of the page and moves on (`next()`) until
 * "end of document"; its spoken phrase log is what a reader hears reading the screen. Both go to
 * the panel over the channel.
 *
 * Not in the Vitest runs (they define __JOINERY_STORY_THEME__): the walk would only add time. Not
 * on a docs page either, where many stories share one page.
 */
declare const __JOINERY_STORY_THEME__: string | undefined;
const inTestRun = typeof __JOINERY_STORY_THEME__ !== 'undefined';

/** A screen of a few thousand phrases is read whole; past this the panel says it stopped. */
const MAX_STEPS = 4000;

let listening: { storyId: string; stop: () => Heard } | undefined;
let last: Transcript | undefined;
let installed = false;

const channel = () => (addons.hasChannel() ? addons.getChannel() : undefined);

function publish(transcript: Transcript) {
  last = transcript;
  channel()?.emit(SCREEN_READER_EVENTS.transcript, transcript);
}

function install() {
  if (installed) return;
  installed = true;
  channel()?.on(SCREEN_READER_EVENTS.request, () => {
    if (last) channel()?.emit(SCREEN_READER_EVENTS.transcript, last);
  });
  channel()?.on(SCREEN_READER_EVENTS.readAgain, () => {
    if (last) void readScreen(last.storyId, last);
  });
}

interface Heard {
  announced: string[];
  followed: string[];
}

const LIVE = '[aria-live], [role="status"], [role="alert"], [role="log"], [role="marquee"], [role="timer"], output';
const squeeze = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * While the play runs: what live regions say, as the virtual screen reader words it
 * (`polite: Saved`, `assertive: Could not save`), and the element focus moves to (`button, Edit`).
 * Watched with a MutationObserver of our own: the virtual screen reader rebuilds its whole tree at
 * every change of the page, which made a play over a long table many times slower (typing into
 * Users' search took over 25 s).
 */
function listen(): () => Heard {
  const heard: Heard = { announced: [], followed: [] };
  const observer = new MutationObserver((mutations) => {
    const regions = new Set<Element>();
    for (const mutation of mutations) {
      const at = mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
      const region = at?.closest(LIVE);
      if (region && region.getAttribute('aria-live') !== 'off' && !region.closest('[aria-hidden="true"]')) regions.add(region);
    }
    for (const region of regions) {
      const text = squeeze(region.textContent);
      if (!text) continue;
      const politeness = region.getAttribute('aria-live') ?? (region.matches('[role="alert"]') ? 'assertive' : 'polite');
      const phrase = `${politeness}: ${text}`;
      if (heard.announced.at(-1) !== phrase) heard.announced.push(phrase);
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof Element) heard.followed.push(spokenAs(event.target));
  };
  document.addEventListener('focusin', onFocus, true);
  return () => {
    observer.disconnect();
    document.removeEventListener('focusin', onFocus, true);
    return heard;
  };
}

const spokenAs = (element: Element) => {
  const name = nameOf(element);
  return name ? `${roleOf(element)}, ${name}` : roleOf(element);
};

function stopListening(): Heard {
  const current = listening;
  listening = undefined;
  return current ? current.stop() : { announced: [], followed: [] };
}

async function readScreen(storyId: string, { announced, followed }: Heard) {
  const started = performance.now();
  const heard = { announced, followed };
  publish({ storyId, status: 'reading', spoken: [], ...heard, truncated: false });
  const reader = new Virtual();
  try {
    // The whole page, not only the story root: dialogs, menus and toasts are portalled to <body>.
    await reader.start({ container: document.body });
    let steps = 0;
    while ((await reader.lastSpokenPhrase()) !== 'end of document' && steps < MAX_STEPS) {
      await reader.next();
      steps++;
    }
    const spoken = await reader.spokenPhraseLog();
    publish({
      storyId,
      status: 'done',
      spoken,
      ...heard,
      truncated: spoken.at(-1) !== 'end of document',
      tookMs: Math.round(performance.now() - started),
    });
  } catch (error) {
    publish({ storyId, status: 'failed', spoken: [], ...heard, truncated: false, error: String(error) });
  } finally {
    await reader.stop();
  }
}

export const beforeEach = (context: StoryContext) => {
  if (inTestRun || context.viewMode === 'docs') return;
  install();
  stopListening();
  listening = { storyId: context.id, stop: listen() };
};

export const afterEach = (context: StoryContext) => {
  if (inTestRun || context.viewMode === 'docs') return;
  const heard = listening?.storyId === context.id ? stopListening() : { announced: [], followed: [] };
  // Not awaited: the story is done; the panel fills in when the reading is.
  void readScreen(context.id, heard);
};
