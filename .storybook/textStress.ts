/**
 * Text 200 % and Long text together (issue 34, WCAG 1.4.4): finds text a screen clips or lets
 * overlap other text. Used by the story test run (.storybook/vitest.visual.ts) on each screen's
 * main state, after its play passed, with the root font size doubled and every text lengthened.
 *
 * - Clipped: a text's own box, or an ancestor that hides overflow (`hidden`/`clip`, not a scroll
 *   area the reader can scroll), cuts the text's painted line boxes by more than a pixel.
 * - Overlapping: the line boxes of two different texts cross by more than 2 px each way.
 * Texts hidden from everyone (aria-hidden, a modal's background, visually-hidden 1 px labels) are skipped.
 */
export interface TextProblem {
  kind: 'clipped' | 'overlap';
  text: string;
  other?: string;
}

const TOLERANCE = 1;

function visibleTexts(root: Element): { node: Text; rects: DOMRect[] }[] {
  const found: { node: Text; rects: DOMRect[] }[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (!node.nodeValue?.trim()) continue;
    const parent = node.parentElement;
    if (!parent || parent.closest('[aria-hidden="true"], [inert], script, style, [data-screenshot-frame], option')) continue;
    const style = getComputedStyle(parent);
    if (style.visibility !== 'visible' || style.opacity === '0') continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1);
    if (rects.length) found.push({ node, rects });
  }
  return found;
}

const hides = (value: string) => value === 'hidden' || value === 'clip';

function clippedBy(node: Text, rects: DOMRect[]): boolean {
  for (let element = node.parentElement; element && element !== document.body; element = element.parentElement) {
    const style = getComputedStyle(element);
    const hideX = hides(style.overflowX);
    const hideY = hides(style.overflowY);
    if (!hideX && !hideY) continue;
    const box = element.getBoundingClientRect();
    // A visually-hidden label (1 px, clipped on purpose) is not shown text.
    if (box.width <= 1 || box.height <= 1) return false;
    for (const rect of rects) {
      if (hideX && (rect.left < box.left - TOLERANCE || rect.right > box.right + TOLERANCE)) return true;
      if (hideY && (rect.top < box.top - TOLERANCE || rect.bottom > box.bottom + TOLERANCE)) return true;
    }
  }
  return false;
}

const crossing = (a: DOMRect, b: DOMRect) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;

const label = (node: Text) => (node.nodeValue ?? '').trim().slice(0, 60);

export function findTextProblems(root: Element = document.body): TextProblem[] {
  const texts = visibleTexts(root);
  const problems: TextProblem[] = [];
  for (const { node, rects } of texts) if (clippedBy(node, rects)) problems.push({ kind: 'clipped', text: label(node) });
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      const a = texts[i]!;
      const b = texts[j]!;
      if (a.rects.some((ra) => b.rects.some((rb) => crossing(ra, rb)))) {
        problems.push({ kind: 'overlap', text: label(a.node), other: label(b.node) });
      }
    }
  }
  return problems;
}
