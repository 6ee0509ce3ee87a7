import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { usePortalContainer } from '../theme/portalContainer';
import { TOOLTIP_DELAY_MS } from './Tooltip';
import * as styles from './Tooltip.css';

/** The attribute that marks a control whose `aria-label` the shared tooltip shows. */
export const SHARED_TOOLTIP_ATTRIBUTE = 'data-shared-tooltip';

const GAP = 6;
const EDGE = 8;

export interface SharedTooltip {
  /** Spread on the element that holds the controls (events are delegated to it). */
  handlers: {
    onPointerOver: (event: PointerEvent) => void;
    onPointerOut: (event: PointerEvent) => void;
    onPointerDown: (event: PointerEvent) => void;
    onFocus: (event: FocusEvent) => void;
    onBlur: (event: FocusEvent) => void;
    onScroll: () => void;
  };
  /** The tooltip itself, portalled like a Tooltip's; render it anywhere inside the theme. */
  tooltip: ReactNode;
}

function targetOf(event: { target: EventTarget }): HTMLElement | null {
  const node = event.target as Element | null;
  return (node?.closest?.(`[${SHARED_TOOLTIP_ATTRIBUTE}]`) as HTMLElement | null) ?? null;
}

/**
 * One tooltip for many icon controls (issue 47): a DataTable's row actions, three on each of the
 * rows in view, each with its own Radix Tooltip (provider, root, trigger and popper) made every
 * row that scrolled into view cost far more than its cells. The controls carry
 * `data-shared-tooltip` and an `aria-label`; the holder delegates their pointer and focus events
 * here. It behaves as Tooltip does: shows the label above the control after the hover delay (at
 * once when moving from one control to the next), on keyboard focus but not on a click's focus,
 * describes the control while shown, and hides on leave, blur, press, scroll and Escape (pressed anywhere).
 */
export function useSharedTooltip(): SharedTooltip {
  const [target, setShownTarget] = useState<HTMLElement | undefined>();
  const timer = useRef<number | undefined>(undefined);
  const pointerDown = useRef(false);
  // The control shown for, read by the event handlers (the state is for drawing).
  const shown = useRef<HTMLElement | undefined>(undefined);
  const setTarget = useCallback((next: HTMLElement | undefined) => {
    shown.current = next;
    setShownTarget(next);
  }, []);
  const id = useId();
  const container = usePortalContainer();
  const tipRef = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ top: number; left: number; below: boolean } | undefined>();

  const cancel = () => window.clearTimeout(timer.current);
  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    setTarget(undefined);
  }, [setTarget]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Described by the tooltip while it shows, as Radix's trigger is.
  useEffect(() => {
    if (!target) return;
    const before = target.getAttribute('aria-describedby');
    target.setAttribute('aria-describedby', id);
    return () => {
      if (before === null) target.removeAttribute('aria-describedby');
      else target.setAttribute('aria-describedby', before);
    };
  }, [target, id]);

  // Escape anywhere puts it away, as Radix's tooltip layer does.
  useEffect(() => {
    if (!target) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [target, hide]);

  // Above the control, centred, kept inside the window; below it when there is no room above.
  useLayoutEffect(() => {
    const tip = tipRef.current;
    if (!target || !tip) {
      setPlace(undefined);
      return;
    }
    const anchor = target.getBoundingClientRect();
    const { width, height } = tip.getBoundingClientRect();
    const below = anchor.top - GAP - height < EDGE;
    const left = Math.min(
      Math.max(EDGE, anchor.left + anchor.width / 2 - width / 2),
      window.innerWidth - width - EDGE,
    );
    setPlace({ top: below ? anchor.bottom + GAP : anchor.top - GAP - height, left, below });
  }, [target]);

  const handlers: SharedTooltip['handlers'] = {
    onPointerOver: (event) => {
      const over = targetOf(event);
      if (!over || over === shown.current || event.pointerType === 'touch') return;
      cancel();
      if (shown.current) setTarget(over);
      else timer.current = window.setTimeout(() => setTarget(over), TOOLTIP_DELAY_MS);
    },
    onPointerOut: (event) => {
      const left = targetOf(event);
      if (!left || left.contains(event.relatedTarget as Node | null)) return;
      cancel();
      if (shown.current === left && document.activeElement !== left) hide();
    },
    onPointerDown: (event) => {
      if (!targetOf(event)) return;
      pointerDown.current = true;
      document.addEventListener('pointerup', () => (pointerDown.current = false), { once: true });
      hide();
    },
    onFocus: (event) => {
      const focused = targetOf(event);
      if (focused && !pointerDown.current) {
        cancel();
        setTarget(focused);
      }
    },
    onBlur: (event) => {
      if (targetOf(event)) hide();
    },
    onScroll: hide,
  };

  const label = target?.getAttribute('aria-label') ?? '';
  const tooltip =
    target && label && typeof document !== 'undefined'
      ? createPortal(
          <div
            ref={tipRef}
            id={id}
            role="tooltip"
            data-state="delayed-open"
            data-side={place?.below ? 'bottom' : 'top'}
            className={styles.content}
            style={{
              position: 'fixed',
              top: place?.top ?? 0,
              left: place?.left ?? 0,
              visibility: place ? undefined : 'hidden',
            }}
          >
            {label}
            <svg
              className={styles.arrow}
              width={10}
              height={5}
              viewBox="0 0 30 10"
              preserveAspectRatio="none"
              aria-hidden
              style={{
                position: 'absolute',
                left: '50%',
                marginLeft: -5,
                ...(place?.below ? { bottom: '100%', transform: 'rotate(180deg)' } : { top: '100%' }),
              }}
            >
              <polygon points="0,0 30,0 15,10" />
            </svg>
          </div>,
          container ?? document.body,
        )
      : null;

  return { handlers, tooltip };
}
