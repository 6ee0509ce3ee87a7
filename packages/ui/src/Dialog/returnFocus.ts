import { useRef } from 'react';

type AutoFocusHandler = (event: Event) => void;

/**
 * Issue 46: a dialog that closes gives focus back to what opened it. Radix returns focus to its
 * Trigger only; our dialogs are mostly opened by state (a row's Edit, a failed save), have no
 * Trigger, and left focus on <body>. This records the element focused as the dialog opens (Radix
 * asks `onOpenAutoFocus` before it moves focus in) and focuses it again as the dialog closes,
 * when it is still there and focusable; otherwise Radix's own behaviour runs. A caller's handlers
 * run first and may prevent either.
 */
export function useReturnFocus(
  onOpenAutoFocus?: AutoFocusHandler,
  onCloseAutoFocus?: AutoFocusHandler,
): { onOpenAutoFocus: AutoFocusHandler; onCloseAutoFocus: AutoFocusHandler } {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      target.focus({ preventScroll: true });
      if (document.activeElement === target) event.preventDefault();
    },
  };
}
