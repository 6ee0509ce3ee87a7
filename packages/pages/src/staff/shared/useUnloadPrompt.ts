import { useEffect } from 'react';

/**
 * While `unsaved` is true, reloading or closing the tab asks first (the browser's own "Leave
 * site?"): a `beforeunload` listener cancels the unload. Without unsaved edits there is no
 * listener, so the page leaves at once. Used by the record dialogs (DiscardGuard) and the SOW
 * wizard (issues 36 and 43).
 */
export function useUnloadPrompt(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    // Capture, as before (Chromium still calls a window's listeners in the order they were added).
    window.addEventListener('beforeunload', onBeforeUnload, { capture: true });
    return () => window.removeEventListener('beforeunload', onBeforeUnload, { capture: true });
  }, [unsaved]);
}
