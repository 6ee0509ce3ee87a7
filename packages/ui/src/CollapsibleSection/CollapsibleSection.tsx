import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { useControllableValue } from '../TextField/useControllableValue';
import * as styles from './CollapsibleSection.css';
import { collapsibleSectionMessages } from './messages';

export type CollapsibleSectionVariant = (typeof styles.collapsibleSectionVariants)[number];

export interface CollapsibleSectionProps {
  /** "Shipping Method", a SOW wizard tab's name. */
  title: ReactNode;
  /** Level of the title's heading element: `2` (default), `3` or `4`. */
  headingLevel?: 2 | 3 | 4;
  /** What shows while closed: the choice made (the selected shipping method, say). */
  summary?: ReactNode;
  /** The body: the full list or form. */
  children: ReactNode;
  /** Open or closed, when the parent controls it (use with `onOpenChange`). */
  open?: boolean;
  /** Starting state when the section keeps its own; open by default. */
  defaultOpen?: boolean;
  /** Called with the new state when Change or Done is pressed. */
  onOpenChange?: (open: boolean) => void;
  /** Button text while closed / open; the specs' "Change" and "Done" by default. */
  changeLabel?: string;
  /** Button text while open; "Done" by default. */
  doneLabel?: string;
  /** No toggle (e.g. nothing chosen yet, so there is nothing to collapse to). */
  disabled?: boolean;
  /** `card`: a bordered section; `plain`: no frame, for use inside another container. */
  variant?: CollapsibleSectionVariant;
  /** Extra class for the section. */
  className?: string;
}

/**
 * A section that collapses to a one-line summary, with a Change / Done toggle (a disclosure drawn
 * as Radix Collapsible drew it, without Radix: issue 33): picking a shipping method collapses the
 * list; Change reopens it.
 */
export function CollapsibleSection({
  title,
  headingLevel = 2,
  summary,
  children,
  open: openProp,
  defaultOpen,
  onOpenChange,
  changeLabel = collapsibleSectionMessages.change,
  doneLabel = collapsibleSectionMessages.done,
  disabled,
  variant,
  className,
}: CollapsibleSectionProps) {
  const [open, setOpen] = useControllableValue(
    { value: openProp, defaultValue: defaultOpen, onValueChange: onOpenChange },
    true,
  );
  const headingId = useId();
  const contentId = useId();
  const Heading = `h${headingLevel}` as const;
  const state = open ? 'open' : 'closed';
  const { sectionRef, toggleRef } = useFocusKept();
  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      className={[styles.section({ variant }), className].filter(Boolean).join(' ')}
      data-state={state}
      data-disabled={disabled ? '' : undefined}
    >
      <div className={styles.header}>
        <Heading id={headingId} className={styles.heading}>
          {title}
        </Heading>
        {!disabled && (
          // Described by the heading, so "Change" is heard as "Change, Shipping Method".
          <Button
            ref={toggleRef}
            variant="link"
            size="sm"
            aria-describedby={headingId}
            aria-controls={contentId}
            aria-expanded={open}
            data-state={state}
            onClick={() => setOpen(!open)}
          >
            {open ? doneLabel : changeLabel}
          </Button>
        )}
      </div>
      {!open && summary && <div className={styles.summary}>{summary}</div>}
      <RevealContent id={contentId} open={open} disabled={disabled}>
        {children}
      </RevealContent>
    </section>
  );
}

/**
 * On the Change / Done toggle while it holds focus it took because what had focus in the section
 * went away (not focus the user gave it). Another part of the page that knows a better place may
 * move focus on from it, as from <body>.
 */
const FOCUS_FALLBACK_ATTRIBUTE = 'data-focus-fallback';

/** A dialog on the page, open or closing (it gives focus back itself as it goes). */
const DIALOG = '[role="dialog"],[role="alertdialog"]';

/**
 * Keyboard focus kept in the section (issue 46): when what had focus in it goes away (a pick that
 * collapses the body, a form replaced by the list, a dialog opened from inside that closes after
 * its opener went), focus lands on <body> and a keyboard user starts again from the top of the
 * page. Instead the Change / Done toggle takes it. Checked when the section's content changes: at
 * once when no dialog is open, and again a task later, after a closing dialog's own return of
 * focus; focus the shopper moved elsewhere is left alone.
 */
function useFocusKept() {
  const sectionRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    let hadFocus = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const focusIn = () => {
      hadFocus = true;
    };
    const focusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      // Into a dialog opened from here: focus comes back when it closes.
      if (
        next instanceof Element &&
        (section.contains(next) || next.closest(DIALOG))
      )
        return;
      const left = event.target;
      // Focus gone nowhere: the element left the page or was disabled while it works (kept), or
      // the shopper clicked away (let go).
      if (!next)
        queueMicrotask(
          () =>
            (hadFocus = !(
              left instanceof Element &&
              left.isConnected &&
              !left.matches(':disabled')
            )),
        );
      else hadFocus = false;
    };
    const takeBack = () => {
      const active = document.activeElement;
      const toggle = toggleRef.current;
      if (!hadFocus || (active && active !== document.body) || !toggle?.isConnected) return;
      // Marked as a fallback while it holds this focus: a page with a better place for it (the
      // address now where a deleted one was) may move it on (`FOCUS_FALLBACK_ATTRIBUTE`).
      toggle.setAttribute(FOCUS_FALLBACK_ATTRIBUTE, '');
      toggle.addEventListener('blur', () => toggle.removeAttribute(FOCUS_FALLBACK_ATTRIBUTE), { once: true });
      toggle.focus();
      if (document.activeElement !== toggle) toggle.removeAttribute(FOCUS_FALLBACK_ATTRIBUTE);
    };
    const reclaim = () => {
      if (!hadFocus) return;
      // No dialog to give focus back first: at once, in the microtask after the change, so nothing
      // the shopper does (a click on Change just after a pick) meets focus on <body>.
      if (!document.querySelector(DIALOG)) takeBack();
      clearTimeout(timer);
      timer = setTimeout(takeBack);
    };
    const observer = new MutationObserver(reclaim);
    observer.observe(section, { childList: true, subtree: true });
    section.addEventListener('focusin', focusIn);
    section.addEventListener('focusout', focusOut);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      section.removeEventListener('focusin', focusIn);
      section.removeEventListener('focusout', focusOut);
    };
  }, []);
  return { sectionRef, toggleRef };
}

/**
 * The body, as Radix Collapsible's content behaved: hidden and emptied while closed; measured into
 * `--radix-collapsible-content-height` so it grows and shrinks (revealHeight), not on first show,
 * and kept until its closing animation ends.
 *
 * Issue 47: closing starts from the size a ResizeObserver kept while the body was open, so a pick
 * that collapses the list (the checkout's shipping method) does not lay the page out once more in
 * its own task to measure it (18 ms of its click at 4x CPU); opening still measures, as Radix does.
 */
function RevealContent({
  id,
  open,
  disabled,
  children,
}: {
  id: string;
  open: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [present, setPresent] = useState(open);
  if (open && !present) setPresent(true);
  const mountAnimationPrevented = useRef(open);
  const original = useRef<{ transitionDuration: string; animationName: string } | null>(null);
  /** The body's border-box size while open (kept by a ResizeObserver), where closing starts from. */
  const openSize = useRef<{ height: number; width: number } | null>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      mountAnimationPrevented.current = false;
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  useEffect(() => {
    const node = ref.current;
    if (!node || !open || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize?.[0];
      openSize.current = box ? { height: box.blockSize, width: box.inlineSize } : null;
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      openSize.current = null;
    };
  }, [open]);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    original.current ??= {
      transitionDuration: node.style.transitionDuration,
      animationName: node.style.animationName,
    };
    const measure = () => {
      node.style.transitionDuration = '0s';
      node.style.animationName = 'none';
      return node.getBoundingClientRect();
    };
    const { height, width } = (!open && openSize.current) || measure();
    node.style.setProperty('--radix-collapsible-content-height', height ? `${height}px` : null);
    node.style.setProperty('--radix-collapsible-content-width', width ? `${width}px` : null);
    if (!mountAnimationPrevented.current) {
      node.style.transitionDuration = original.current.transitionDuration;
      node.style.animationName = original.current.animationName;
    }
    if (open) return;
    const computed = getComputedStyle(node);
    if (
      computed.animationName === 'none' ||
      computed.display === 'none' ||
      parseFloat(computed.animationDuration) === 0
    ) {
      // Whether a closing animation runs is known only now, from the restored styles (as in Radix
      // Presence); with none the body goes before the browser paints.
      setPresent(false);
      return;
    }
    const ended = (event: AnimationEvent) => {
      if (event.target === node) setPresent(false);
    };
    node.addEventListener('animationend', ended);
    node.addEventListener('animationcancel', ended);
    return () => {
      node.removeEventListener('animationend', ended);
      node.removeEventListener('animationcancel', ended);
    };
  }, [open]);
  const shown = open || present;
  return (
    <div
      ref={ref}
      id={id}
      className={styles.content}
      data-state={open ? 'open' : 'closed'}
      data-disabled={disabled ? '' : undefined}
      hidden={!shown}
    >
      {shown && children}
    </div>
  );
}
