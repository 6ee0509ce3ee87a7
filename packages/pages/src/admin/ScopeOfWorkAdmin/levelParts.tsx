import { Suspense, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Alert } from '@joinery/ui/Alert';
import { BackLink } from '@joinery/ui/BackLink';
import { Button } from '@joinery/ui/Button';
import { Card } from '@joinery/ui/Card';
import { Heading } from '@joinery/ui/Heading';
import { Inline } from '@joinery/ui/Inline';
import { Spinner } from '@joinery/ui/Spinner';
import { Stack } from '@joinery/ui/Stack';
import { Text } from '@joinery/ui/Text';
import type { SowProjectType, SowTab } from '@joinery/flows/api/admin/sowTemplates';
import { sowBuilderMessages as m, type BuilderQuestion, type SowParent } from '@joinery/flows/admin/sowBuilder';
import { listMessages } from '@joinery/flows/staff/shell';
import type { AdminTextRule } from '@joinery/flows/admin';
import { DisabledReasons } from '../../staff/shared/DisabledReasons';
import { GatedButton } from '../../staff/shared/GatedButton';
import { useLatest } from '../../staff/hooks/useLatest';
import { LimitedRichTextEditor } from '../shared/LimitedText';
import { focusFirst, focusLost, focusWhenSettled, headingTarget, pageHeading, recalled, rememberFocus, type FocusMemory } from '../../shared/focusAfter';

/*
 * What the four levels of Scope of Work Admin share (back-office-admin.md §2): the frame (heading,
 * back link, add button, form, table or the shared list failure, dialogs), the inline form, the lazily
 * loaded rich-text editor, and where the builder is (Place).
 */

/**
 * The rich-text editor is 141 kB, so it is not in the screen's chunk. It is fetched once the project
 * types have loaded, not when a dialog first shows a rich-text field: fetched then, a cold editor
 * took 6.5 s to appear in the Edit dialog on a busy machine (a spinner where Form Instructions
 * should be), and the dialog's story waited on it (issue 32: "Edit Then Edit Tabs" passed only on retry).
 */
/** Starts loading the editor's code (LimitedRichTextEditor's lazy chunk) before a form opens. */
export const loadRichTextEditor = () => import('@joinery/ui/RichTextEditor');

/** Where the builder is: the types list, a type's tabs, a tab's questions, a question's options. */
export type Place =
  | { level: 'types' }
  | { level: 'tabs'; type: SowProjectType }
  | { level: 'questions'; type: SowProjectType; tab: SowTab }
  | { level: 'options'; type: SowProjectType; tab: SowTab; question: BuilderQuestion };

export const NO_PARENT: SowParent = { projectTypeId: 0, tabId: 0, questionId: 0 };
export const yesNo = (value: boolean) => (value ? m.yes : m.no);
export const noop = () => undefined;
/** The tab-name and question-label columns: their links keep to one line, so they need more than the default 8rem. */
export const NAME_WIDTH = '16rem';

export function RichText({ label, rule, value, onChange, disabled }: { label: string; rule: AdminTextRule; value: string; onChange: (html: string) => void; disabled?: boolean }) {
  return (
    <Suspense fallback={<Spinner label={m.loading} size="sm" />}>
      <LimitedRichTextEditor label={label} rule={rule} value={value} disabled={disabled} onValueChange={onChange} />
    </Suspense>
  );
}

/** Focus is on the table `memory`'s control was in, the table itself (its scrolling region), not a control of it. */
const onTableOf = (memory: FocusMemory | undefined) => {
  const active = document.activeElement;
  return Boolean(memory?.place && active?.getAttribute('role') === 'region' && active.getAttribute('aria-label') === memory.place.table);
};

/**
 * Focus is on a heading made a focus target (tabIndex -1, not a tab stop): put there by a fallback
 * while the level settled (the screen's step to this level, ScopeOfWorkAdmin, focuses the heading
 * when focus falls to <body> as a delete's question closes; Question Deleted, seen on retry only),
 * not by the user, so the control at the remembered place may still take it.
 */
const onHeading = () => {
  const active = document.activeElement;
  return active instanceof HTMLHeadingElement && active.tabIndex === -1;
};

/** A dialog is on the page (open, or closing: it gives focus back itself as it goes). */
const DIALOG = '[role="dialog"], [role="alertdialog"]';
/** Something still covers the level: a dialog, or a list reloading under its cover. */
const COVERED = `${DIALOG}, [aria-busy="true"]:not(button)`;

/**
 * Issue 46: a level's inline form, its type dialog and its delete question each remove the control
 * that had focus as they close (Save, Cancel, Submit & Close, Yes). Focus goes back to what opened
 * it (the row's Edit or Delete, the add button, a name's link), remembered by `remember` as it is
 * pressed, once the level is `shown` again (idle, its list reloaded): that control, else the same
 * control of the row now at its place in the table (the next row's Delete after a delete), else the
 * level's heading (`heading`, given to LevelFrame). At once when that control can take it (a
 * Cancel; the add button, focusable while the list reloads after a save), else once settled; focus
 * the user moved elsewhere meanwhile stays.
 */
export function useLevelFocusBack(open: boolean, shown: () => boolean) {
  const opener = useRef<FocusMemory | undefined>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(open);
  const isShown = useLatest(shown);
  useLayoutEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed) return;
    const memory = opener.current;
    opener.current = undefined;
    // The heading of this level, or once it has gone (Submit & Edit Tabs), of the level shown now.
    const candidates = () => [...recalled(memory), headingTarget(heading.current) ?? pageHeading()];
    if (focusLost() && document.querySelector(DIALOG) === null && focusFirst(recalled(memory))) return;
    const now = isShown.current() && document.querySelector(COVERED) === null;
    if (now && focusLost() && focusFirst(candidates())) return;
    focusWhenSettled(() => [], {
      settled: () => isShown.current(),
      // Lost, or left on the table itself by its loading cover (its first focusable, a guess, as
      // the row pressed has gone): the control at that place instead.
      then: () => {
        if (focusLost() || onTableOf(memory) || onHeading()) focusFirst(candidates());
      },
    });
  }, [open, isShown]);
  return {
    /** Call as the control that opens the form, dialog or question is pressed. */
    remember: () => {
      opener.current = rememberFocus();
    },
    heading,
  };
}

/**
 * The frame every level shares: heading, back link, add button, the level's form, its table (or, when
 * it failed to load, the shared list screen's server-error text and Try again in its place), and the
 * level's dialogs, which stay mounted so a failed load also opens the error dialog.
 */
export function LevelFrame({
  heading,
  headingRef,
  back,
  add,
  failed,
  onReload,
  form,
  table,
  children,
}: {
  heading: string;
  /** The heading element, where focus goes when nothing else can take it (useLevelFocusBack). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  back?: { label: string; onClick: () => void };
  add: { label: string; onClick: () => void; disabled: boolean };
  failed: boolean;
  onReload: () => void;
  form?: ReactNode;
  table: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack space="lg">
      {back && <BackLink onClick={back.onClick}>{back.label}</BackLink>}
      <Inline space="md" align="spaceBetween" alignY="center">
        <Heading level={1} ref={headingRef}>
          {heading}
        </Heading>
        {/* Issue 46: not pressable while busy (a form or question open, a save, a reload), yet focusable:
            focus given back to it as its form closes stays while the list reloads. */}
        <Button
          aria-disabled={add.disabled || undefined}
          onClick={() => {
            if (!add.disabled) add.onClick();
          }}
        >
          {add.label}
        </Button>
      </Inline>
      {form}
      {failed ? (
        <Alert tone="critical" heading={heading} scrollIntoViewOnShow={false}>
          <Stack space="sm">
            <Text>{listMessages.missingList}</Text>
            <div>
              <Button variant="link" onClick={onReload}>
                {m.reload}
              </Button>
            </div>
          </Stack>
        </Alert>
      ) : (
        table
      )}
      {children}
    </Stack>
  );
}

/** The inline add/edit form of tabs, questions and options: its fields, Cancel and a Save gated by the rule. */
export function InlineForm({ title, reasons, onCancel, onSave, children }: { title: string; reasons: string[]; onCancel: () => void; onSave: () => void; children: ReactNode }) {
  const reasonsId = useId();
  return (
    <Card>
      <form
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <Stack space="md">
          {children}
          <DisabledReasons id={reasonsId} heading={m.saveDisabledBecause(m.save)} reasons={reasons} />
          <Inline space="sm">
            <Button variant="outline" onClick={onCancel}>
              {m.cancel}
            </Button>
            <GatedButton type="submit" reasons={reasons} reasonsId={reasonsId}>
              {m.save}
            </GatedButton>
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}
