/**
 * Focus kept (issue 46, WCAG 2.4.3): a play that acts in a form or a dialog must not leave focus on
 * `<body>`. Used by the story test run (.storybook/vitest.focusKept.ts) while each story renders and
 * its play runs.
 *
 * The watch notes the element that last received focus (`focusin`) during the story. Focus is
 * lost when that element has been removed from the page (a section re-created around it, a dialog
 * closed without returning focus, a row re-rendered under it) and the document's active element is
 * `<body>`. It is looked at where a user would notice: just before the play's next pointer or key
 * action, and once the play has ended and focus has had time to come back (.storybook/vitest.focusKept.ts).
 * Only an element in a form, a dialog, or a form control itself counts: a play that never focuses
 * anything, or blurs on purpose (the element is still on the page), never fails.
 */
export interface FocusLoss {
  /** Role and accessible name of the element that had focus, e.g. `checkbox "Same as shipping address"`. */
  element: string;
  /** Where it was: `in form "New card"`, `in dialog "Edit user"`, or `a form control`. */
  inside: string;
  /** When the loss was seen: before which play action, or at the play's end. */
  seen: string;
}

const FORM_CONTROL_ROLES = new Set(['checkbox', 'radio', 'switch', 'textbox', 'combobox', 'listbox', 'slider', 'spinbutton', 'searchbox', 'option']);

/** The role a reader hears for an element: its `role`, else the implicit one of common elements. */
export function roleOf(element: Element): string {
  const explicit = element.getAttribute('role')?.trim().split(/\s+/)[0];
  if (explicit) return explicit;
  const tag = element.tagName.toLowerCase();
  if (tag === 'a') return element.hasAttribute('href') ? 'link' : 'generic';
  if (tag === 'button' || tag === 'summary') return 'button';
  if (tag === 'select') return (element as HTMLSelectElement).multiple ? 'listbox' : 'combobox';
  if (tag === 'textarea') return 'textbox';
  if (tag === 'input') {
    const type = (element as HTMLInputElement).type;
    if (type === 'checkbox' || type === 'radio') return type;
    if (type === 'range') return 'slider';
    if (type === 'number') return 'spinbutton';
    if (type === 'search') return 'searchbox';
    if (type === 'button' || type === 'submit' || type === 'reset' || type === 'image') return 'button';
    return 'textbox';
  }
  if (tag === 'dialog') return 'dialog';
  if (tag === 'form') return 'form';
  return tag;
}

const squeeze = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * A short accessible name, enough to find the element in an error message: aria-labelledby,
 * aria-label, its labels, alt/title/placeholder, then its text. (Not the full accname algorithm.)
 */
export function nameOf(element: Element): string {
  const doc = element.ownerDocument;
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    const text = labelledBy
      .split(/\s+/)
      .map((id) => squeeze(doc.getElementById(id)?.textContent))
      .filter(Boolean)
      .join(' ');
    if (text) return text;
  }
  const label = squeeze(element.getAttribute('aria-label'));
  if (label) return label;
  const labels = (element as HTMLInputElement).labels;
  if (labels?.length) return squeeze([...labels].map((each) => each.textContent).join(' '));
  // A Radix checkbox or switch is a button labelled by a <label for> that `labels` does not list.
  if (element.id) {
    const forIt = doc.querySelector(`label[for="${CSS.escape(element.id)}"]`);
    if (forIt) return squeeze(forIt.textContent);
  }
  for (const attribute of ['alt', 'title', 'placeholder']) {
    const value = squeeze(element.getAttribute(attribute));
    if (value) return value;
  }
  return squeeze(element.textContent).slice(0, 60);
}

export const describeElement = (element: Element) => {
  const name = nameOf(element);
  return name ? `${roleOf(element)} "${name}"` : `${roleOf(element)} (no name) <${element.tagName.toLowerCase()}>`;
};

/** The form or dialog an element acts in, or `a form control` for a control outside one; else undefined. */
function placeOf(element: Element): string | undefined {
  const holder = element.closest('form, [role="form"], [role="dialog"], [role="alertdialog"], dialog');
  if (holder) return `in ${describeElement(holder)}`;
  if (FORM_CONTROL_ROLES.has(roleOf(element))) return 'a form control';
  return undefined;
}

export interface FocusWatch {
  /** Looks now (the play is about to act, or has ended): a loss is noted once. */
  look(seen: string): void;
  /** Whether looking now would note a loss (the element last focused gone, focus on `<body>`). */
  losing(): boolean;
  /** The losses seen so far. */
  losses(): FocusLoss[];
  stop(): void;
}

export function watchFocus(doc: Document = document): FocusWatch {
  let last: { element: Element; description: string; inside: string | undefined } | undefined;
  const found: FocusLoss[] = [];

  const losing = () => {
    if (!last || last.element.isConnected || last.inside === undefined) return false;
    const active = doc.activeElement;
    return !active || active === doc.body || active === doc.documentElement;
  };
  const look = (seen: string) => {
    if (!last || !losing()) return;
    found.push({ element: last.description, inside: last.inside ?? '', seen });
    // Noted once: the next focus starts a new watch.
    last = undefined;
  };
  const onFocusIn = (event: FocusEvent) => {
    const element = event.target;
    if (!(element instanceof Element)) return;
    // Described now, while it is on the page: once removed its labels are gone with it.
    last = { element, description: describeElement(element), inside: placeOf(element) };
  };
  const onPointerDown = (event: Event) =>
    look(`before the play's click on ${event.target instanceof Element ? describeElement(event.target) : 'the page'}`);
  const onKeyDown = (event: KeyboardEvent) => look(`before the play pressed ${event.key}`);
  doc.addEventListener('focusin', onFocusIn, true);
  doc.addEventListener('pointerdown', onPointerDown, true);
  doc.addEventListener('keydown', onKeyDown, true);
  return {
    look,
    losing,
    losses: () => [...found],
    stop() {
      doc.removeEventListener('focusin', onFocusIn, true);
      doc.removeEventListener('pointerdown', onPointerDown, true);
      doc.removeEventListener('keydown', onKeyDown, true);
    },
  };
}
