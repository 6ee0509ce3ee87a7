import { useCallback, useEffect, useRef, type ChangeEvent } from 'react';
import { blockReason, type InputBlockReason, type InputRules } from './inputRules';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

export interface InputFilterOptions extends InputRules {
  /** Told each time an edit is refused, so the screen can say why (the notes message, say). */
  onInputBlocked?: ((reason: InputBlockReason) => void) | undefined;
}

/** What an input event would put in, when the browser tells us before doing it. */
function textToInsert(event: InputEvent): string | null {
  if (event.inputType === 'insertLineBreak' || event.inputType === 'insertParagraph') return event.data ?? '\n';
  if (!event.inputType.startsWith('insert')) return null;
  return event.data ?? event.dataTransfer?.getData('text/plain') ?? null;
}

/**
 * Refuses edits that break the rules, so the text never holds what it must not.
 *
 * Typing, pasting and dropping are stopped before they happen (`beforeinput`), which leaves the
 * caret where it was. Anything the browser will not let us cancel (IME composition, some
 * autofill) is caught in `onChange` instead and rolled back, caret included.
 */
export function useInputFilter<Element extends TextControl>({ maxLength, allowedCharacters, onInputBlocked }: InputFilterOptions) {
  const latest = useRef({ maxLength, allowedCharacters, onInputBlocked });
  useEffect(() => {
    latest.current = { maxLength, allowedCharacters, onInputBlocked };
  });
  const selectionBeforeEdit = useRef<[number, number] | null>(null);

  /** Attach to the control with `ref`; React 19 calls the returned cleanup when it unmounts. */
  const filterRef = useCallback((node: Element | null) => {
    if (!node) return;
    const onBeforeInput = (event: Event) => {
      const edit = event as InputEvent;
      const start = node.selectionStart ?? node.value.length;
      const end = node.selectionEnd ?? start;
      selectionBeforeEdit.current = [start, end];
      const inserted = textToInsert(edit);
      if (inserted === null || !edit.cancelable) return;
      const next = node.value.slice(0, start) + inserted + node.value.slice(end);
      const reason = blockReason(node.value, next, latest.current);
      if (reason) {
        edit.preventDefault();
        latest.current.onInputBlocked?.(reason);
      }
    };
    node.addEventListener('beforeinput', onBeforeInput);
    return () => node.removeEventListener('beforeinput', onBeforeInput);
  }, []);

  /** Call from `onChange` with the value before the edit; false when the edit was rolled back. */
  const acceptChange = (event: ChangeEvent<Element>, previous: string): boolean => {
    const node = event.target;
    const reason = blockReason(previous, node.value, latest.current);
    if (!reason) return true;
    node.value = previous;
    const [start, end] = selectionBeforeEdit.current ?? [previous.length, previous.length];
    node.setSelectionRange(start, end);
    latest.current.onInputBlocked?.(reason);
    return false;
  };

  return { filterRef, acceptChange };
}
