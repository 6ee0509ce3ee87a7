import { mediaQueries } from '../theme/contract.css';

/** Smooth scrolling unless the user asked the system for reduced motion. */
export function preferredScrollBehavior(): ScrollBehavior {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'auto';
  // The same mark the theme's reduced-motion rule honours (themes.css.ts).
  if (document.documentElement.closest('[data-reduced-motion="reduce"]')) return 'auto';
  return window.matchMedia(mediaQueries.reducedMotion).matches ? 'auto' : 'smooth';
}

/** Brings an element into view the least intrusive way: only as far as needed. */
export function revealElement(element: Element) {
  element.scrollIntoView({ behavior: preferredScrollBehavior(), block: 'nearest' });
}
