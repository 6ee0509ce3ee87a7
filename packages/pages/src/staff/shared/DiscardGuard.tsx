import { useCallback, useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { ConfirmDialog } from '@joinery/ui/ConfirmDialog';
import { listMessages } from '@joinery/flows/staff/shell';
import { focusWhenSettled } from '../../shared/focusAfter';
import { useLatest } from '../hooks/useLatest';
import { useUnloadPrompt } from './useUnloadPrompt';

/*
 * Nothing typed is lost by accident (issue 36): once the staff member has changed something in a
 * dialog, the four accidental ways out (Escape, a click outside, the browser's Back, closing the
 * tab) ask "Discard your changes?" first, with Keep editing as the default answer. An unedited
 * dialog closes at once, and an explicit Cancel closes as the specifications say. One piece for
 * every back-office dialog: RecordDialogFrame uses it, and so can any other dialog.
 */

/** Controls whose activation changes a value without an input event (Radix checkboxes, selects…). */
const VALUE_ROLES = '[role="checkbox"],[role="radio"],[role="switch"],[role="option"],[role="menuitemcheckbox"],[role="menuitemradio"]';

const isValueControl = (target: EventTarget | null) =>
  target instanceof Element && target.closest(VALUE_ROLES) !== null;

/** A search box filters what is shown and a file picker starts an import: neither is an edit. */
const isEdit = (target: EventTarget | null) =>
  !(target instanceof HTMLInputElement && (target.type === 'search' || target.type === 'file'));

/** Marks the history entry the guard added, so it is added once and removed when the dialog closes. */
const GUARD_KEY = 'joineryDiscardGuard';
const guardedEntry = () => (window.history.state as Record<string, unknown> | null)?.[GUARD_KEY] === true;

export interface DiscardGuard {
  /** Whether the staff member has changed anything in the dialog. */
  edited: boolean;
  /** Spread on the dialog's content: notices edits, and turns Escape and clicks outside into the question. */
  contentProps: {
    onInputCapture: (event: SyntheticEvent) => void;
    onFocusCapture: (event: SyntheticEvent) => void;
    onClickCapture: (event: SyntheticEvent) => void;
    onKeyDownCapture: (event: SyntheticEvent<Element, KeyboardEvent>) => void;
    onEscapeKeyDown: (event: KeyboardEvent) => void;
    onPointerDownOutside: (event: Event) => void;
  };
  /** For the dialog's onOpenChange(false) from anywhere else: closes at once when unedited, else asks. */
  requestClose: () => void;
  /** The question, to render beside the dialog. */
  prompt: ReactNode;
}

/**
 * `close` is the dialog's way out when the staff member chooses Discard (or nothing was edited);
 * it is the same as Cancel. While `active` (the dialog is open) and edited, Back and closing the
 * tab ask too.
 */
export function useDiscardGuard(close: () => void, active = true): DiscardGuard {
  const [edited, setEdited] = useState(false);
  const [asking, setAsking] = useState(false);
  const closeRef = useLatest(close);
  // Issue 46: what last had focus in the dialog. A click outside leaves focus on <body> (the
  // backdrop takes none) before the question opens, so the question cannot give it back itself:
  // Keep editing gives it back to the field the staff member was in.
  const lastFocused = useRef<HTMLElement | null>(null);

  const markEdited = useCallback(() => setEdited(true), []);
  const requestClose = useCallback(() => {
    if (edited) setAsking(true);
    else closeRef.current();
  }, [edited, closeRef]);

  // Closing the tab or reloading: the browser's own question.
  useUnloadPrompt(active && edited);

  // Back: an entry with the same address is added once something is edited, so Back stays on the
  // screen (the router sees the same address) and asks; Keep editing adds it again.
  useEffect(() => {
    if (!active || !edited) return;
    if (!guardedEntry())
      window.history.pushState({ ...(window.history.state as object | null), [GUARD_KEY]: true }, '');
    const onPopState = () => {
      if (guardedEntry()) return;
      setAsking(true);
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
    };
  }, [active, edited]);

  // The dialog closed some other way (Cancel, a save): the added entry goes, so Back then leaves the screen.
  useEffect(
    () => () => {
      if (guardedEntry()) window.history.back();
    },
    [],
  );
  useEffect(() => {
    if (!active && guardedEntry()) window.history.back();
  }, [active]);

  const keepEditing = () => {
    setAsking(false);
    // Once the question has gone and its own return of focus has run, if focus is on <body>.
    focusWhenSettled(() => [lastFocused.current], { noDialog: false });
    if (!guardedEntry())
      window.history.pushState({ ...(window.history.state as object | null), [GUARD_KEY]: true }, '');
  };
  const discard = () => {
    setAsking(false);
    setEdited(false);
    closeRef.current();
  };

  return {
    edited,
    requestClose,
    contentProps: {
      onInputCapture: (event) => {
        if (isEdit(event.target)) markEdited();
      },
      onFocusCapture: (event) => {
        if (event.target instanceof HTMLElement) lastFocused.current = event.target;
      },
      onClickCapture: (event) => {
        if (isValueControl(event.target)) markEdited();
      },
      onKeyDownCapture: (event) => {
        if ((event.nativeEvent.key === 'Enter' || event.nativeEvent.key === ' ') && isValueControl(event.target))
          markEdited();
      },
      onEscapeKeyDown: (event) => {
        if (!edited) return;
        event.preventDefault();
        setAsking(true);
      },
      // A pointer, not focus: focus moving into a dialog opened above (a value editor, a
      // question) is outside this one too, and is no way out.
      onPointerDownOutside: (event) => {
        if (!edited) return;
        event.preventDefault();
        setAsking(true);
      },
    },
    prompt: (
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => {
          if (!open) setAsking(false);
        }}
        heading={listMessages.discardHeading}
        text={listMessages.discardText}
        cancelLabel={listMessages.keepEditing}
        confirmLabel={listMessages.discard}
        onCancel={keepEditing}
        onConfirm={discard}
      />
    ),
  };
}
