/**
 * Text 200 % and Long text together (issue 34, WCAG 1.4.4): finds text a screen clips or lets
 * overlap other text. Used by the story test run (.storybook/vitest.visual.ts) on each screen's
 * main state, after its play passed, with the root font size doubled and every text lengthened.
 *
 * - Clipped: a text's own box, or an ancestor that hides overflow (`hidden`/`clip`, not a scroll
 *   area the reader can scroll), cuts the text's painted line boxes by more than a pixel.
 * - Overlapping: the painted parts of two different texts' line boxes (cut to the scroll areas and
 *   clipping boxes around them) cross by more than 2 px each way.
 * Texts hidden from everyone (aria-hidden, a modal's background, visually-hidden 1 px labels) are skipped.
 */
export interface TextProblem {
  kind: 'clipped' | 'overlap';
  text: string;
  other?: string;
  /** For a clipped text: the element that cuts it (tag, classes, size), so the fix is found fast. */
  by?: string;
}

const TOLERANCE = 1;

const hides = (value: string) => value === 'hidden' || value === 'clip';

/**
 * A screen-reader-only text (a 1 px box that hides its overflow, or clipped to nothing): not shown,
 * so neither clipped nor overlapping for a sighted reader.
 */
function visuallyHidden(element: Element): boolean {
  for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
    const style = getComputedStyle(at);
    if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
    if (hides(style.overflowX) || hides(style.overflowY)) {
      const box = at.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return true;
    }
  }
  return false;
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * The parts of a text's line boxes actually painted: cut to every ancestor that does not let its
 * content overflow (a scroll area, a clipping box). A row scrolled out of a table's scroll area is
 * not drawn over the Load More button below it, so it cannot overlap it.
 */
function paintedParts(parent: Element, rects: DOMRect[]): Box[] {
  let parts: Box[] = rects.map((rect) => ({ left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom }));
  for (let at: Element | null = parent; at && at !== document.body && parts.length; at = at.parentElement) {
    const style = getComputedStyle(at);
    const cutX = style.overflowX !== 'visible';
    const cutY = style.overflowY !== 'visible';
    if (!cutX && !cutY) continue;
    const box = at.getBoundingClientRect();
    parts = parts
      .map((part) => ({
        left: cutX ? Math.max(part.left, box.left) : part.left,
        right: cutX ? Math.min(part.right, box.right) : part.right,
        top: cutY ? Math.max(part.top, box.top) : part.top,
        bottom: cutY ? Math.min(part.bottom, box.bottom) : part.bottom,
      }))
      .filter((part) => part.right - part.left > 1 && part.bottom - part.top > 1);
  }
  return parts;
}

function visibleTexts(root: Element): { node: Text; rects: DOMRect[]; painted: Box[] }[] {
  const found: { node: Text; rects: DOMRect[]; painted: Box[] }[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (!node.nodeValue?.trim()) continue;
    const parent = node.parentElement;
    if (!parent || parent.closest('[aria-hidden="true"], [inert], script, style, [data-screenshot-frame], option')) continue;
    const style = getComputedStyle(parent);
    if (style.visibility !== 'visible' || style.opacity === '0' || visuallyHidden(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1);
    if (rects.length) found.push({ node, rects, painted: paintedParts(parent, rects) });
  }
  return found;
}

const describe = (element: Element, box: DOMRect) =>
  `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className.trim().split(/\s+/).slice(0, 2).join(' ')}"` : ''}> ${Math.round(box.width)}×${Math.round(box.height)}`;

function clippedBy(node: Text, rects: DOMRect[]): string | undefined {
  let shown = rects.map((rect) => ({ left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom }));
  for (let element = node.parentElement; element && element !== document.body; element = element.parentElement) {
    const style = getComputedStyle(element);
    const hideX = hides(style.overflowX);
    const hideY = hides(style.overflowY);
    const scrolls = (value: string) => value === 'auto' || value === 'scroll';
    if (scrolls(style.overflowX) || scrolls(style.overflowY)) {
      // A scroll area the reader can scroll: what lies past its edge is reached by scrolling, so an
      // outer box clips the text only where it cuts the scroll area itself.
      const area = element.getBoundingClientRect();
      shown = shown.map((rect) => ({
        left: scrolls(style.overflowX) ? Math.max(rect.left, area.left) : rect.left,
        right: scrolls(style.overflowX) ? Math.min(rect.right, area.right) : rect.right,
        top: scrolls(style.overflowY) ? Math.max(rect.top, area.top) : rect.top,
        bottom: scrolls(style.overflowY) ? Math.min(rect.bottom, area.bottom) : rect.bottom,
      }));
    }
    if (!hideX && !hideY) continue;
    const box = element.getBoundingClientRect();
    for (const rect of shown) {
      if (hideX && (rect.left < box.left - TOLERANCE || rect.right > box.right + TOLERANCE)) return describe(element, box);
      if (hideY && (rect.top < box.top - TOLERANCE || rect.bottom > box.bottom + TOLERANCE)) return describe(element, box);
    }
  }
  return undefined;
}

const crossing = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;

const label = (node: Text) => (node.nodeValue ?? '').trim().slice(0, 60);

export function findTextProblems(root: Element = document.body): TextProblem[] {
  const texts = visibleTexts(root);
  const problems: TextProblem[] = [];
  for (const { node, rects } of texts) {
    const by = clippedBy(node, rects);
    if (by) problems.push({ kind: 'clipped', text: label(node), by });
  }
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      const a = texts[i]!;
      const b = texts[j]!;
      if (a.painted.some((ra) => b.painted.some((rb) => crossing(ra, rb)))) {
        problems.push({ kind: 'overlap', text: label(a.node), other: label(b.node) });
      }
    }
  }
  return problems;
}
