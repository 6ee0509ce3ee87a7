import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's current width in px, kept up to date with a ResizeObserver on the element
 * itself (not the window): a tab panel in a narrow column collapses even on a wide screen.
 * `null` until measured.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
