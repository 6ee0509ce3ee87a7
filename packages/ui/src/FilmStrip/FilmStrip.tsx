import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { IconButton } from '../IconButton';
import { preferredScrollBehavior } from '../Alert/motion';
import * as styles from './FilmStrip.css';
import { filmStripMessages } from './messages';

export type FilmStripGap = (typeof styles.filmStripGaps)[number];

export interface FilmStripProps {
  /** Names the strip for screen readers ("Project gallery"). */
  label: string;
  /** One child per frame; each becomes a list item. */
  children: ReactNode;
  /** How far one press of the arrows scrolls, in px (the specs: 500). */
  step: number;
  /** Space between items: `sm`, `md` or `lg`. */
  gap?: FilmStripGap;
  /** Name of the back arrow button; "Scroll back" by default. */
  previousLabel?: string;
  /** Name of the forward arrow button; "Scroll forward" by default. */
  nextLabel?: string;
  /** Extra class for the strip. */
  className?: string;
}

/** Pixels of slack before an edge counts as reached (sub-pixel layouts never hit 0 exactly). */
const EDGE_TOLERANCE_PX = 2;

/**
 * A horizontal strip of frames (images, tiles) with back/forward buttons that scroll by a
 * fixed step. The strip itself is focusable, so arrow keys scroll it too; buttons are disabled
 * at the ends.
 */
export function FilmStrip({
  label,
  children,
  step,
  gap,
  previousLabel = filmStripMessages.previous,
  nextLabel = filmStripMessages.next,
  className,
}: FilmStripProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const { scrollLeft, scrollWidth, clientWidth } = viewport;
    setEdges({
      atStart: scrollLeft <= EDGE_TOLERANCE_PX,
      atEnd: scrollLeft + clientWidth >= scrollWidth - EDGE_TOLERANCE_PX,
    });
  }, []);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(viewport);
    if (viewport.firstElementChild) observer?.observe(viewport.firstElementChild);
    return () => observer?.disconnect();
  }, [measure]);

  const scrollByStep = (direction: -1 | 1) =>
    viewportRef.current?.scrollBy({ left: direction * step, behavior: preferredScrollBehavior() });

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <IconButton
        icon="chevronLeft"
        label={previousLabel}
        variant="outline"
        size="sm"
        disabled={edges.atStart}
        onClick={() => scrollByStep(-1)}
      />
      {/* Focusable so keyboard users can scroll it with the arrow keys as well. */}
      <div
        ref={viewportRef}
        className={styles.viewport({ gap })}
        role="region"
        aria-label={label}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
        tabIndex={0}
        onScroll={measure}
      >
        <ul className={styles.track({ gap })}>
          {Children.map(children, (child) => (
            <li className={styles.item}>{child}</li>
          ))}
        </ul>
      </div>
      <IconButton
        icon="chevronRight"
        label={nextLabel}
        variant="outline"
        size="sm"
        disabled={edges.atEnd}
        onClick={() => scrollByStep(1)}
      />
    </div>
  );
}
