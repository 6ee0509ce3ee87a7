/**
 * The Screen reader panel's messages (issue 46) between the manager (ScreenReaderPanel.tsx) and
 * the preview (previewScreenReader.ts).
 */
export const SCREEN_READER_ADDON = 'joinery/screen-reader';
export const SCREEN_READER_PANEL = `${SCREEN_READER_ADDON}/panel`;

export const SCREEN_READER_EVENTS = {
  /** preview → manager: a transcript (or that one is being read). */
  transcript: 'joinery/screen-reader/transcript',
  /** manager → preview: send the last transcript again (the panel just opened). */
  request: 'joinery/screen-reader/request',
  /** manager → preview: read the screen again as it is now (after the reviewer's own actions). */
  readAgain: 'joinery/screen-reader/read-again',
} as const;

export interface Transcript {
  storyId: string;
  /** 'reading' while the virtual screen reader walks the screen; 'done' once it has. */
  status: 'reading' | 'done' | 'failed';
  /** What it says moving from the top to the end of the page, phrase by phrase (`next()`). */
  spoken: string[];
  /** Live-region announcements the story's play caused (`polite: Saved`), in order. */
  announced: string[];
  /** What it said as the play moved focus (the reader follows focus), in order. */
  followed: string[];
  /** The walk stopped at its step limit before "end of document". */
  truncated: boolean;
  /** Why it failed, when it did. */
  error?: string;
  /** Milliseconds the reading took. */
  tookMs?: number;
}
