/*
 * Issue 46: what a keyboard user pressed can go with the press (a dialog's Submit as it closes, a
 * row's Status that takes its row out of the list, an error dialog's OK over a screen that had
 * nothing focused, a deleted address's Delete on the checkout), and focus, given back to nothing,
 * falls to <body>. Wait until the change is done, the dialogs have gone and nothing is busy, let a
 * dialog's own return of focus (a zero timeout) run, and only if focus is still on <body> move it.
 * For every domain: the back office's screens and the checkouts (storefront/Checkout/focusAfter.ts).
 */
import { useLayoutEffect, useRef } from 'react';

/** Nothing has focus: the document's active element is <body>, none, or an element gone from the page. */
export function focusLost(): boolean {
  const active = document.activeElement;
  return (
    !active ||
    active === document.body ||
    active === document.documentElement ||
    !active.isConnected
  );
}

/**
 * Focus a component put somewhere as a fallback when what had it went away, not where the user put
 * it: the ui CollapsibleSection's Change / Done toggle marks itself so while it holds such focus.
 */
export function focusOnFallback(): boolean {
  return document.activeElement?.hasAttribute('data-focus-fallback') ?? false;
}

/** Something covers what focus would go to: a dialog (a question), or a LoadingOverlay (a list reloading). */
const BUSY = '[aria-busy="true"]:not(button)';
// Open or still closing: a closing Radix dialog gives focus back as it is removed.
const OPEN_QUESTION = '[role="alertdialog"]';
const OPEN_DIALOG = '[role="dialog"]';
const waitingOnPage = (noDialog: boolean, busy: boolean) =>
  document.querySelector(
    [...(busy ? [BUSY] : []), OPEN_QUESTION, ...(noDialog ? [OPEN_DIALOG] : [])].join(', '),
  ) !== null;

/** Focuses the first candidate on the page that takes focus (not disabled, inert or hidden). */
export function focusFirst(candidates: readonly (HTMLElement | null | undefined)[]): boolean {
  for (const candidate of candidates) {
    if (!candidate?.isConnected || candidate.closest('[inert]')) continue;
    candidate.focus();
    if (document.activeElement === candidate) return true;
  }
  return false;
}

export interface FocusWhenSettledOptions {
  /** Wait for this too (the change saved or refused, the list reloaded). */
  settled?: () => boolean;
  /** Wait for no dialog on the page (default); false when the candidates are inside an open dialog. */
  noDialog?: boolean;
  /** Wait for nothing busy on the page (default); false where a section is busy for long (the checkout's summary). */
  busy?: boolean;
  /** Give up waiting after this long (ms) and look anyway. */
  timeout?: number;
  /** Runs once focus has been looked at (a reload that must wait until focus is back). */
  then?: () => void;
}

/**
 * Once settled (the caller's condition, no dialog open, nothing busy) and after a dialog's own
 * return of focus has run, focus goes to the first of `candidates()` that takes it, if focus is
 * then on <body> or on a component's fallback (`focusOnFallback`): a focus given back to a control
 * still there stays.
 */
export function focusWhenSettled(
  candidates: () => readonly (HTMLElement | null | undefined)[],
  {
    settled = () => true,
    noDialog = true,
    busy = true,
    timeout = 20_000,
    then,
  }: FocusWhenSettledOptions = {},
): void {
  const started = performance.now();
  const step = () => {
    const waiting = !settled() || waitingOnPage(noDialog, busy);
    if (waiting && performance.now() - started < timeout) {
      requestAnimationFrame(step);
      return;
    }
    setTimeout(() => {
      if (focusLost() || focusOnFallback()) focusFirst(candidates());
      then?.();
    }, 0);
  };
  requestAnimationFrame(step);
}

/** A heading made a focus target (tabIndex -1: focusable by script, not a tab stop). */
export function headingTarget(heading: HTMLElement | null | undefined): HTMLElement | null {
  if (!heading) return null;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/** The page's heading (its first h1 shown), a focus target. */
export function pageHeading(within: ParentNode = document): HTMLElement | null {
  const shown = Array.from(within.querySelectorAll<HTMLElement>('h1')).find(
    (heading) => heading.getClientRects().length > 0,
  );
  return headingTarget(shown);
}

/**
 * Where a control sits in a DataTable: the table (by its region's name), its row's index, and
 * which of the row's controls it is (its index among them, or a selector: `[role="combobox"]`).
 */
export interface TablePlace {
  table: string;
  row: number;
  control: number | string;
}

const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** The place of `element` in a DataTable's body, if it is in one. */
export function tablePlace(element: Element | null | undefined): TablePlace | undefined {
  const row = element?.closest<HTMLTableRowElement>('tbody tr[data-index]');
  const table = row?.closest('[role="region"][aria-label]')?.getAttribute('aria-label');
  if (!element || !row || !table) return undefined;
  const control = Array.from(row.querySelectorAll(CONTROLS)).indexOf(element);
  return { table, row: Number(row.dataset['index']), control: Math.max(control, 0) };
}

/**
 * The control at a table place now: the same control of the row now at that index, or of the
 * last row when the list got shorter (the row that held it has gone); none once the table has.
 */
export function atTablePlace(place: TablePlace | undefined): HTMLElement | null {
  if (!place) return null;
  const region = document.querySelector(`[role="region"][aria-label="${CSS.escape(place.table)}"]`);
  const rows = Array.from(
    region?.querySelectorAll<HTMLTableRowElement>('tbody tr[data-index]') ?? [],
  );
  const row = rows.find((each) => Number(each.dataset['index']) === place.row) ?? rows.at(-1);
  const controls = Array.from(row?.querySelectorAll<HTMLElement>(CONTROLS) ?? []);
  const control =
    typeof place.control === 'string'
      ? row?.querySelector<HTMLElement>(place.control)
      : controls[place.control];
  return control ?? controls[0] ?? null;
}

/** What has focus now, to give it back later: itself, or the control at its place in a table once re-drawn. */
export interface FocusMemory {
  element: HTMLElement | null;
  place: TablePlace | undefined;
}

export function rememberFocus(element: Element | null = document.activeElement): FocusMemory {
  const focused = element instanceof HTMLElement && element !== document.body ? element : null;
  return { element: focused, place: tablePlace(focused) };
}

/** The remembered control if still on the page, else the one at its place in its table. */
export const recalled = (memory: FocusMemory | undefined): (HTMLElement | null)[] =>
  memory ? [memory.element, atTablePlace(memory.place)] : [];

/** The name a control is known by: its aria-label, else its text. */
const controlName = (element: Element) =>
  (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * The remembered control drawn again, if it was removed: the one now in `within` of the same kind
 * (tag and role) and name, e.g. a panel's Submit Changes re-created as its layout switched.
 */
export function redrawn(
  memory: FocusMemory | undefined,
  within: ParentNode = document,
): HTMLElement | null {
  const gone = memory?.element;
  if (!gone || gone.isConnected) return null;
  const name = controlName(gone);
  if (!name) return null;
  const role = gone.getAttribute('role');
  return (
    Array.from(within.querySelectorAll<HTMLElement>(gone.tagName)).find(
      (each) => each.getAttribute('role') === role && controlName(each) === name,
    ) ?? null
  );
}

/** Focus is still in a dialog on its way out (Radix marks it closed while it animates). */
const inClosingDialog = () =>
  document.activeElement?.closest('[role="dialog"][data-state="closed"], [role="alertdialog"][data-state="closed"]') != null;

/** A control busy with its action (a loading Button: disabled now, enabled again when it is done). */
const busyControl = (element: HTMLElement | null | undefined) =>
  Boolean(element?.isConnected && element.getAttribute('aria-busy') === 'true');

export interface FocusBackOptions extends Omit<FocusWhenSettledOptions, 'then'> {
  /**
   * Where focus goes when what had it cannot take it back, in order, after the control itself and
   * the one at its place in a table: e.g. `redrawn(memory)`, a dialog's heading. The page's heading
   * comes last of all.
   */
  fallbacks?: (memory: FocusMemory) => readonly (HTMLElement | null | undefined)[];
}

/**
 * Issue 46: what had focus as something opened (`open` turned true: a dialog, a view loading) gets
 * it back once that has closed and settled (see focusWhenSettled), if focus is then on <body>: that
 * control, else the one at its place in its table, else the `fallbacks`, else the page's heading.
 * A control busy with its action (a loading button, disabled) is waited for until it is done, and
 * so is a dialog still closing around focus (its own return of focus comes first).
 * Opened again before focus was given back (a second error dialog after the first's OK, with
 * focus on <body> in between) it keeps what it remembered the first time: the new opening was not
 * made from anything on the page.
 */
export function useFocusBackAfter(open: boolean, options: FocusBackOptions = {}): void {
  // The latest options (read when focus is given back), updated before the effect below looks.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const remembered = useRef<FocusMemory | undefined>(undefined);
  /** A return waiting to happen (closed, not yet settled): cancelled when opened again meanwhile. */
  const pending = useRef<{ memory: FocusMemory; cancelled: boolean } | undefined>(undefined);
  useLayoutEffect(() => {
    if (open) {
      const waiting = pending.current;
      pending.current = undefined;
      if (waiting) waiting.cancelled = true;
      remembered.current = waiting && (focusLost() || inClosingDialog()) ? waiting.memory : rememberFocus();
      return;
    }
    const memory = remembered.current;
    if (!memory) return;
    remembered.current = undefined;
    const task = { memory, cancelled: false };
    pending.current = task;
    // Read as they are when looked at: a `settled` that asks the screen's state sees it now.
    const { noDialog, busy, timeout } = latest.current;
    focusWhenSettled(
      () =>
        task.cancelled
          ? []
          : [...recalled(memory), ...(latest.current.fallbacks?.(memory) ?? []), pageHeading()],
      {
        noDialog,
        busy,
        timeout,
        settled: () =>
          task.cancelled ||
          ((latest.current.settled?.() ?? true) && !busyControl(memory.element) && !inClosingDialog()),
        then: () => {
          if (pending.current === task) pending.current = undefined;
        },
      },
    );
  }, [open]);
}
