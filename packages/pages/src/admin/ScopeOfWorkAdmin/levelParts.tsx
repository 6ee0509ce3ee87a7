import { Suspense, useId, type ReactNode } from 'react';
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
import { LimitedRichTextEditor } from '../shared/LimitedText';

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

/**
 * The frame every level shares: heading, back link, add button, the level's form, its table (or, when
 * it failed to load, the shared list screen's server-error text and Try again in its place), and the
 * level's dialogs, which stay mounted so a failed load also opens the error dialog.
 */
export function LevelFrame({
  heading,
  back,
  add,
  failed,
  onReload,
  form,
  table,
  children,
}: {
  heading: string;
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
        <Heading level={1}>{heading}</Heading>
        <Button onClick={add.onClick} disabled={add.disabled}>
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
