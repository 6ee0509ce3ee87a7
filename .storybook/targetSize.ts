import { describeElement } from './focusKept';

/**
 * Target size (issue 46, WCAG 2.2 SC 2.5.8, level AA): every control a person can press is at
 * least 24×24 CSS px, or is spaced so that a 24 px circle centred on its box touches no other
 * target and no other undersized target's circle. Used by the story test run
 * (.storybook/vitest.visual.ts) on each screen's main state at 390 px, after its phone picture.
 *
 * Not measured, as the criterion allows: a link inside a sentence (the inline exception), a
 * disabled control, and what nobody can press (hidden, aria-hidden, inert, 1 px screen-reader-only
 * text). A native input hidden under its label (a styled radio or checkbox) is measured as the label.
 */
export interface TargetProblem {
  /** Role and accessible name, e.g. `button "Remove"`. */
  control: string;
  width: number;
  height: number;
  /** What it is too close to. */
  near: string;
}

export const MIN_TARGET = 24;

/**
 * The screens' story files whose main state has been measured and passes (a new check may not fail
 * a full run on screens nobody ran it on); `JOINERY_TARGET_SIZE=all` measures every screen.
 */
// Measured with JOINERY_TARGET_SIZE=all JOINERY_STORY_TAGS=screenshot and passing
// (storefront/StorefrontHeader: Sign out, once 57.7×18.8 px beside Request a Quote, now sits on
// its own line at 390 px and is 24 px tall). Not yet
// measured: the back office's catalogue and admin screens, and the storefront screens whose phone
// picture differed in that run (ProductPage, Checkout, QuoteCheckout, Wishlists, OrderConfirmation,
// StorefrontLogin, NotFound).
export const targetSizeFiles: string[] = [
  'packages/pages/src/staff/Shell/BackOfficeShell.stories.tsx',
  'packages/pages/src/staff/ErrorDialog/ErrorDialog.stories.tsx',
  'packages/pages/src/staff/LoginResult/LoginResult.stories.tsx',
  'packages/pages/src/staff/DemoIdentityProvider/DemoIdentityProvider.stories.tsx',
  'packages/pages/src/staff/MyAccount/MyAccount.stories.tsx',
  'packages/pages/src/staff/SignInCallback/SignInCallback.stories.tsx',
  'packages/pages/src/staff/StartPage/StartPage.stories.tsx',
  'packages/pages/src/staff/ReservedScreen/ReservedScreen.stories.tsx',
  'packages/pages/src/staff/NotFound/NotFound.stories.tsx',
  'packages/pages/src/storefront/RelatedProducts/RelatedProducts.stories.tsx',
  'packages/pages/src/storefront/Landing/Landing.stories.tsx',
  'packages/pages/src/storefront/Catalogue/Catalogue.stories.tsx',
  'packages/pages/src/storefront/StorefrontHeader/StorefrontHeader.stories.tsx',
];

declare const __JOINERY_TARGET_SIZE_ALL__: boolean | undefined;
const everyScreen = typeof __JOINERY_TARGET_SIZE_ALL__ !== 'undefined' && __JOINERY_TARGET_SIZE_ALL__;

export const measuresTargets = (file: string | undefined) =>
  Boolean(file && (everyScreen || targetSizeFiles.some((each) => file.endsWith(each))));

const TARGETS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="menuitemcheckbox"]',
  '[role="menuitemradio"]',
  '[role="option"]',
  '[role="combobox"]',
  '[role="slider"]',
  '[role="spinbutton"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

interface Target {
  element: Element;
  box: DOMRect;
  small: boolean;
}

const isBlockish = (display: string) => !display.startsWith('inline') && display !== 'contents';

/** A link in a sentence: shown inline, in a block whose text is more than the link's own. */
function inlineInSentence(element: Element): boolean {
  if (!element.matches('a[href], [role="link"]')) return false;
  if (getComputedStyle(element).display !== 'inline') return false;
  let block = element.parentElement;
  while (block && !isBlockish(getComputedStyle(block).display)) block = block.parentElement;
  if (!block) return false;
  const own = (element.textContent ?? '').replace(/\s+/g, '').length;
  const all = (block.textContent ?? '').replace(/\s+/g, '').length;
  return all > own;
}

/** Hidden from sight: clipped to nothing, or a 1 px box that hides its overflow. */
function screenReaderOnly(element: Element): boolean {
  for (let at: Element | null = element; at && at !== element.ownerDocument.body; at = at.parentElement) {
    const style = getComputedStyle(at);
    if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
    const box = at.getBoundingClientRect();
    if ((box.width <= 1 || box.height <= 1) && (style.overflow === 'hidden' || style.overflow === 'clip')) return true;
  }
  return false;
}

function pressable(element: Element): boolean {
  if (element.closest('[aria-hidden="true"], [inert], [data-screenshot-frame]')) return false;
  if ((element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true') return false;
  const style = getComputedStyle(element);
  if (style.visibility !== 'visible' || style.pointerEvents === 'none') return false;
  return element.getClientRects().length > 0;
}

/** The box a person presses: a native input hidden under its label is pressed through the label. */
function pressedBox(element: Element): DOMRect | undefined {
  const labels = (element as HTMLInputElement).labels;
  const hiddenInput = element.tagName === 'INPUT' && (getComputedStyle(element).opacity === '0' || screenReaderOnly(element));
  if (hiddenInput) {
    const label = labels?.[0];
    return label && pressable(label) ? label.getBoundingClientRect() : undefined;
  }
  if (screenReaderOnly(element)) return undefined;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 ? box : undefined;
}

const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });

/** Distance from a point to a box (0 inside it). */
function distanceToBox(point: { x: number; y: number }, box: DOMRect): number {
  const dx = Math.max(box.left - point.x, 0, point.x - box.right);
  const dy = Math.max(box.top - point.y, 0, point.y - box.bottom);
  return Math.hypot(dx, dy);
}

const related = (a: Element, b: Element) => a.contains(b) || b.contains(a);
/** A hair under 24 px from sub-pixel layout (23.997) is 24 px. */
const tooSmall = (box: DOMRect) => box.width < MIN_TARGET - 0.05 || box.height < MIN_TARGET - 0.05;

export function findSmallTargets(root: Element = document.body): TargetProblem[] {
  const targets: Target[] = [];
  const seen = new Set<Element>();
  for (const element of root.querySelectorAll(TARGETS)) {
    if (seen.has(element) || !pressable(element) || inlineInSentence(element)) continue;
    seen.add(element);
    const box = pressedBox(element);
    if (box) targets.push({ element, box, small: tooSmall(box) });
  }
  const radius = MIN_TARGET / 2;
  const problems: TargetProblem[] = [];
  for (const target of targets) {
    if (!target.small) continue;
    const at = centre(target.box);
    const crowding = targets.find(
      (other) =>
        other !== target &&
        !related(other.element, target.element) &&
        // Its circle touches the other target, or (both small) the other's circle.
        (distanceToBox(at, other.box) < radius ||
          (other.small && Math.hypot(centre(other.box).x - at.x, centre(other.box).y - at.y) < MIN_TARGET)),
    );
    if (crowding)
      problems.push({
        control: describeElement(target.element),
        width: Math.round(target.box.width * 10) / 10,
        height: Math.round(target.box.height * 10) / 10,
        near: describeElement(crowding.element),
      });
  }
  return problems;
}
