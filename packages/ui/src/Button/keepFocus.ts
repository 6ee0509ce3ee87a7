import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Issue 46: a control disabled while its action runs (a loading button, a file field reading its
 * file) loses focus, and a keyboard user is left on <body>. Once it is enabled again, focus comes
 * back to it, unless the user has moved on meanwhile (focus is then on something that is neither
 * <body> nor a container of the control, such as the dialog it sits in). It runs as a layout effect,
 * so a dialog opened in the same render (an error) still sees this control as the one to return to.
 */
export function useFocusBackWhenEnabled(
  element: RefObject<HTMLElement | null>,
  disabled: boolean,
): void {
  const focusedWhenDisabled = useRef(false);
  useLayoutEffect(() => {
    const control = element.current;
    if (!control) return;
    if (disabled) {
      focusedWhenDisabled.current ||= document.activeElement === control;
      return;
    }
    if (!focusedWhenDisabled.current) return;
    focusedWhenDisabled.current = false;
    const active = document.activeElement;
    if (!control.isConnected) return;
    if (!active || active === document.body || active.contains(control)) control.focus();
  }, [element, disabled]);
}
