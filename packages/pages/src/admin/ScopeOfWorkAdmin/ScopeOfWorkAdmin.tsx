import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { useMachine } from '@joinery/flows/react';
import { Alert } from '@joinery/ui/Alert';
import { BackLink } from '@joinery/ui/BackLink';
import { Button } from '@joinery/ui/Button';
import { Card } from '@joinery/ui/Card';
import { Checkbox } from '@joinery/ui/Checkbox';
import { CollapsibleSection } from '@joinery/ui/CollapsibleSection';
import { ConfirmDialog } from '@joinery/ui/ConfirmDialog';
import { DataTable, type DataTableRowAction } from '@joinery/ui/DataTable';
import { Dialog } from '@joinery/ui/Dialog';
import { EmptyState } from '@joinery/ui/EmptyState';
import { Heading } from '@joinery/ui/Heading';
import { Inline } from '@joinery/ui/Inline';
import { RichTextView } from '@joinery/ui/RichTextView';
import { Select } from '@joinery/ui/Select';
import { Spinner } from '@joinery/ui/Spinner';
import { Stack } from '@joinery/ui/Stack';
import { Text } from '@joinery/ui/Text';
import { TextArea } from '@joinery/ui/TextArea';
import { TextField } from '@joinery/ui/TextField';
import { confirmations, emptyNotice, QUESTION_TYPES, sowPdfMessages } from '@joinery/flows/admin';
import type { SowOption, SowProjectType, SowTab } from '@joinery/flows/api/admin/sowTemplates';
import {
  hasOptions,
  isUndeletableTab,
  optionBlockers,
  questionBlockers,
  saveDisabledReasons,
  showsInstructions,
  sowBuilderMessages as m,
  sowOptionsMachine,
  sowPreviewMachine,
  sowQuestionsMachine,
  sowTabsMachine,
  sowTypesMachine,
  tabBlockers,
  typeBlockers,
  type BuilderQuestion,
  type SowParent,
} from '@joinery/flows/admin/sowBuilder';
import { listMessages } from '@joinery/flows/staff/shell';
import { ErrorDialog } from '../../staff/ErrorDialog';
import { DisabledReasons } from '../../staff/shared/DisabledReasons';
import { GatedButton } from '../../staff/shared/GatedButton';
import { SowQuestionColumns, SowQuestionControl } from '../SowQuestions';

/**
 * The rich-text editor is 141 kB, so it is not in the screen's chunk. It is fetched once the project
 * types have loaded, not when a dialog first shows a rich-text field: fetched then, a cold editor
 * took 6.5 s to appear in the Edit dialog on a busy machine (a spinner where Form Instructions
 * should be), and the dialog's story waited on it (issue 32: "Edit Then Edit Tabs" passed only on retry).
 */
const loadRichTextEditor = () => import('@joinery/ui/RichTextEditor').then((mod) => ({ default: mod.RichTextEditor }));
const RichTextEditor = lazy(loadRichTextEditor);

/** Where the builder is: the types list, a type's tabs, a tab's questions, a question's options. */
type Place =
  | { level: 'types' }
  | { level: 'tabs'; type: SowProjectType }
  | { level: 'questions'; type: SowProjectType; tab: SowTab }
  | { level: 'options'; type: SowProjectType; tab: SowTab; question: BuilderQuestion };

const NO_PARENT: SowParent = { projectTypeId: 0, tabId: 0, questionId: 0 };
const yesNo = (value: boolean) => (value ? m.yes : m.no);
const noop = () => undefined;
/** The tab-name and question-label columns: their links keep to one line, so they need more than the default 8rem. */
const NAME_WIDTH = '16rem';

/** Scope of Work Admin (/ScopesList; back-office-admin.md §2, §4, §5): the SOW form builder with its live preview. */
export function ScopeOfWorkAdmin() {
  const [place, setPlace] = useState<Place>({ level: 'types' });
  switch (place.level) {
    case 'types':
      return <TypesLevel onEditTabs={(type) => setPlace({ level: 'tabs', type })} />;
    case 'tabs':
      return (
        <TabsLevel
          key={place.type.projectTypeId}
          type={place.type}
          onBack={() => setPlace({ level: 'types' })}
          onEditQuestions={(tab) => setPlace({ level: 'questions', type: place.type, tab })}
        />
      );
    case 'questions':
      return (
        <QuestionsLevel
          key={place.tab.projectTabId}
          type={place.type}
          tab={place.tab}
          onBack={() => setPlace({ level: 'tabs', type: place.type })}
          onEditOptions={(question) => setPlace({ level: 'options', type: place.type, tab: place.tab, question })}
        />
      );
    case 'options':
      return (
        <OptionsLevel
          key={place.question.questionID}
          place={place}
          onBack={() => setPlace({ level: 'questions', type: place.type, tab: place.tab })}
        />
      );
  }
}

function RichText({ label, value, onChange, disabled }: { label: string; value: string; onChange: (html: string) => void; disabled?: boolean }) {
  return (
    <Suspense fallback={<Spinner label={m.loading} size="sm" />}>
      <RichTextEditor label={label} value={value} disabled={disabled} onValueChange={onChange} />
    </Suspense>
  );
}

/**
 * The frame every level shares: heading, back link, add button, the level's form, its table (or, when
 * it failed to load, the shared list screen's server-error text and Try again in its place), and the
 * level's dialogs, which stay mounted so a failed load also opens the error dialog.
 */
function LevelFrame({
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
function InlineForm({ title, reasons, onCancel, onSave, children }: { title: string; reasons: string[]; onCancel: () => void; onSave: () => void; children: ReactNode }) {
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

// ---- Project types ------------------------------------------------------------------------------

function TypesLevel({ onEditTabs }: { onEditTabs: (type: SowProjectType) => void }) {
  const [state, send] = useMachine(sowTypesMachine, { input: { parent: NO_PARENT } });
  const { context } = state;
  const idle = state.matches({ ready: 'idle' });
  const loading = state.matches('loading');
  const open = state.matches({ ready: 'editing' }) || state.matches({ ready: 'saving' });
  const saved = context.saved;
  const listShown = state.matches('ready');
  useEffect(() => {
    if (listShown) void loadRichTextEditor();
  }, [listShown]);
  useEffect(() => {
    // §4: "After Submit & Edit Tabs on a project type, its tabs screen opens": at once, the machine
    // does not reload the list the screen is leaving.
    if (saved?.then === 'next' && idle) onEditTabs(saved.row);
  }, [saved, idle, onEditTabs]);

  return (
    <LevelFrame
      heading={m.heading}
      add={{ label: m.createType, onClick: () => send({ type: 'add' }), disabled: !idle }}
      failed={state.matches('failed')}
      onReload={() => send({ type: 'reload' })}
      table={
        <DataTable<SowProjectType>
          label={m.heading}
          loading={loading}
          loadingMessage={m.loading}
          rows={context.rows}
          getRowId={(row) => String(row.projectTypeId)}
          rowHeaderColumnId="name"
          emptyState={<EmptyState heading={emptyNotice.headings.scopeOfWork} text={emptyNotice.text} headingLevel={2} />}
          columns={[
            { id: 'id', header: m.columns.id, sortable: true, value: (t) => t.projectTypeId },
            {
              id: 'name',
              header: m.columns.scopeName,
              sortable: true,
              value: (t) => t.name.toLowerCase(),
              // §2: "Clicking the name views it."
              cell: (t) => (
                <Button variant="link" disabled={!idle} onClick={() => send({ type: 'view', row: t })}>
                  {t.name}
                </Button>
              ),
            },
          ]}
          rowActions={(t) => [
            { label: m.edit, icon: 'edit', disabled: !idle, onSelect: () => send({ type: 'edit', row: t }) },
            { label: m.delete, icon: 'delete', tone: 'critical', disabled: !idle, onSelect: () => send({ type: 'delete', row: t }) },
            { label: m.editTabs, icon: 'chevronRight', disabled: !idle, onSelect: () => onEditTabs(t) },
          ]}
        />
      }
    >
      {open && <TypeDialog state={state} send={send} />}
      <ConfirmDialog
        open={state.matches({ ready: 'confirmingDelete' })}
        heading={confirmations.deleteProjectType.heading}
        text={confirmations.deleteProjectType.text}
        onConfirm={() => send({ type: 'delete.confirm' })}
        onCancel={() => send({ type: 'delete.dismiss' })}
      />
      <ErrorDialog error={context.error} onAcknowledge={() => send({ type: 'error.acknowledge' })} />
    </LevelFrame>
  );
}

type TypesState = ReturnType<typeof useMachine<typeof sowTypesMachine>>;

function TypeDialog({ state, send }: { state: TypesState[0]; send: TypesState[1] }) {
  const { form, mode, target } = state.context;
  const saving = state.matches({ ready: 'saving' });
  const view = mode === 'view';
  const reasons = saveDisabledReasons(state.context, saving, typeBlockers);
  const reasonsId = useId();
  const change = (patch: Partial<typeof form>) => send({ type: 'form.change', patch });
  const title = mode === 'create' ? m.createTitle : mode === 'edit' ? m.editTitle(target?.name ?? '') : m.viewTitle(target?.name ?? '');
  return (
    <Dialog.Root
      open
      onOpenChange={(next) => {
        if (!next) send({ type: 'cancel' });
      }}
    >
      <Dialog.Content
        title={title}
        size="lg"
        hideCloseButton
        footer={
          <Stack space="sm">
            {!view && <DisabledReasons id={reasonsId} heading={m.saveDisabledBecause(m.submitAndClose)} reasons={reasons} />}
            <Inline space="sm" align="right">
              <Button variant="outline" onClick={() => send({ type: 'cancel' })}>
                {m.cancel}
              </Button>
              {!view && (
                <>
                  <GatedButton reasons={reasons} reasonsId={reasonsId} onClick={() => send({ type: 'save', then: 'close' })}>
                    {m.submitAndClose}
                  </GatedButton>
                  <GatedButton reasons={reasons} reasonsId={reasonsId} onClick={() => send({ type: 'save', then: 'next' })}>
                    {m.submitAndEditTabs}
                  </GatedButton>
                </>
              )}
            </Inline>
          </Stack>
        }
      >
        {view ? (
          <Stack space="lg">
            <Checkbox label={m.active} checked={form.active} disabled />
            <TextField label={m.name} value={form.name} readOnly />
            <TextField label={m.order} value={form.order} readOnly />
            <CollapsibleSection title={m.instructions} headingLevel={3} defaultOpen>
              <RichTextView html={form.instructions} size="sm" />
            </CollapsibleSection>
            <Stack space="sm">
              <Heading level={3}>{sowPdfMessages.pdfOutput}</Heading>
              <Text weight="semibold">{sowPdfMessages.parties}</Text>
              <RichTextView html={form.parties} size="sm" />
              <Text weight="semibold">{sowPdfMessages.contractorsProposal}</Text>
              <RichTextView html={form.proposal} size="sm" />
            </Stack>
          </Stack>
        ) : (
          <Stack space="md">
            <Checkbox label={m.active} checked={form.active} onCheckedChange={(active) => change({ active })} />
            <TextField
              label={m.name}
              required
              value={form.name}
              error={form.name.trim() === '' ? m.nameRequired : undefined}
              onValueChange={(name) => change({ name })}
            />
            <TextField label={m.order} inputMode="numeric" value={form.order} onValueChange={(order) => change({ order })} />
            <RichText label={m.formInstructions} value={form.instructions} onChange={(instructions) => change({ instructions })} />
            <TextArea label={m.parties} value={form.parties} onValueChange={(parties) => change({ parties })} />
            <RichText label={m.contractorsProposal} value={form.proposal} onChange={(proposal) => change({ proposal })} />
          </Stack>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

// ---- Tabs ---------------------------------------------------------------------------------------

function TabsLevel({ type, onBack, onEditQuestions }: { type: SowProjectType; onBack: () => void; onEditQuestions: (tab: SowTab) => void }) {
  const [state, send] = useMachine(sowTabsMachine, { input: { parent: { ...NO_PARENT, projectTypeId: type.projectTypeId } } });
  const [preview, sendPreview] = useMachine(sowPreviewMachine, { input: { projectTypeId: type.projectTypeId } });
  const { context } = state;
  const idle = state.matches({ ready: 'idle' });
  const editing = state.matches({ ready: 'editing' }) || state.matches({ ready: 'saving' });
  const { form } = context;
  const change = (patch: Partial<typeof form>) => send({ type: 'form.change', patch });
  const heading = m.tabsHeading(type.name);
  return (
    <LevelFrame
      heading={heading}
      back={{ label: m.backToProjectType, onClick: onBack }}
      add={{ label: m.addTab, onClick: () => send({ type: 'add' }), disabled: !idle }}
      failed={state.matches('failed')}
      onReload={() => send({ type: 'reload' })}
      form={
        editing && (
          <InlineForm
            title={context.mode === 'create' ? m.addTab : m.edit}
            reasons={saveDisabledReasons(context, state.matches({ ready: 'saving' }), tabBlockers)}
            onCancel={() => send({ type: 'cancel' })}
            onSave={() => send({ type: 'save' })}
          >
            <Inline space="md" alignY="bottom">
              <TextField label={m.columns.tabName} required value={form.name} error={form.name.trim() ? undefined : m.tabNameRequired} onValueChange={(name) => change({ name })} />
              <TextField
                label={m.tabOrder}
                required
                inputMode="numeric"
                value={form.order}
                error={form.order.trim() ? undefined : m.tabOrderRequired}
                onValueChange={(order) => change({ order })}
              />
              <Checkbox label={m.active} checked={form.active} onCheckedChange={(active) => change({ active })} />
            </Inline>
          </InlineForm>
        )
      }
      table={
        <DataTable<SowTab>
          label={heading}
          loading={state.matches('loading')}
          loadingMessage={m.loading}
          rows={context.rows}
          getRowId={(row) => String(row.projectTabId)}
          rowHeaderColumnId="name"
          emptyState={<EmptyState heading={heading} text={emptyNotice.text} headingLevel={2} />}
          columns={[
            { id: 'id', header: m.columns.id, value: (t) => t.projectTabId },
            {
              id: 'name',
              header: m.columns.tabName,
              value: (t) => t.name,
              // Room for "General Information" on one line (its link does not wrap).
              width: NAME_WIDTH,
              // §2: "Clicking a tab name previews its questions as form controls."
              cell: (t) => (
                <Button variant="link" onClick={() => sendPreview({ type: 'preview', tab: t })}>
                  {t.name}
                </Button>
              ),
            },
            { id: 'order', header: m.columns.order, value: (t) => t.order },
            { id: 'active', header: m.columns.active, value: (t) => yesNo(t.active) },
          ]}
          // §2: "Actions (edit; delete except for the tab named General Information; Edit Questions link)".
          rowActions={(t) => [
            { label: m.edit, icon: 'edit', disabled: !idle, onSelect: () => send({ type: 'edit', row: t }) },
            ...(isUndeletableTab(t)
              ? []
              : [{ label: m.delete, icon: 'delete', tone: 'critical', disabled: !idle, onSelect: () => send({ type: 'delete', row: t }) } satisfies DataTableRowAction]),
            { label: m.editQuestions, icon: 'chevronRight', disabled: !idle, onSelect: () => onEditQuestions(t) },
          ]}
        />
      }
    >
      {!preview.matches('closed') && (
        <Card>
          <Stack space="md">
            <Inline space="md" align="spaceBetween" alignY="center">
              <Heading level={2}>{m.preview(preview.context.tab?.name ?? '')}</Heading>
              <Button variant="outline" onClick={() => sendPreview({ type: 'close' })}>
                {m.closePreview}
              </Button>
            </Inline>
            {preview.matches('shown') ? (
              preview.context.questions.length === 0 ? (
                <Text tone="muted">{m.noQuestions}</Text>
              ) : (
                <SowQuestionColumns questions={preview.context.questions} answers={{}} onText={noop} onToggle={noop} onChoose={noop} />
              )
            ) : (
              <Spinner label={preview.matches('incomplete') ? m.waitingForQuestions : m.loading} />
            )}
          </Stack>
        </Card>
      )}
      <ConfirmDialog
        open={state.matches({ ready: 'confirmingDelete' })}
        heading={confirmations.deleteProjectTab.heading}
        text={confirmations.deleteProjectTab.text}
        onConfirm={() => send({ type: 'delete.confirm' })}
        onCancel={() => send({ type: 'delete.dismiss' })}
      />
      <ErrorDialog error={context.error ?? preview.context.error} onAcknowledge={() => (context.error ? send({ type: 'error.acknowledge' }) : sendPreview({ type: 'error.acknowledge' }))} />
    </LevelFrame>
  );
}

// ---- Questions ----------------------------------------------------------------------------------

const SELECT = 'select';

function QuestionsLevel({
  type,
  tab,
  onBack,
  onEditOptions,
}: {
  type: SowProjectType;
  tab: SowTab;
  onBack: () => void;
  onEditOptions: (question: BuilderQuestion) => void;
}) {
  const [state, send] = useMachine(sowQuestionsMachine, { input: { parent: { ...NO_PARENT, projectTypeId: type.projectTypeId, tabId: tab.projectTabId } } });
  const [previewed, setPreviewed] = useState<BuilderQuestion>();
  const { context } = state;
  const idle = state.matches({ ready: 'idle' });
  const editing = state.matches({ ready: 'editing' }) || state.matches({ ready: 'saving' });
  const { form } = context;
  const change = (patch: Partial<typeof form>) => send({ type: 'form.change', patch });
  const heading = m.questionsHeading(type.name, tab.name);
  return (
    <LevelFrame
      heading={heading}
      back={{ label: m.backToTabs, onClick: onBack }}
      add={{ label: m.addQuestion, onClick: () => send({ type: 'add' }), disabled: !idle }}
      failed={state.matches('failed')}
      onReload={() => send({ type: 'reload' })}
      form={
        editing && (
          <InlineForm
            title={context.mode === 'create' ? m.addQuestion : m.edit}
            reasons={saveDisabledReasons(context, state.matches({ ready: 'saving' }), questionBlockers)}
            onCancel={() => send({ type: 'cancel' })}
            onSave={() => send({ type: 'save' })}
          >
            <TextField label={m.columns.questionLabel} required value={form.label} error={form.label.trim() ? undefined : m.labelRequired} onValueChange={(label) => change({ label })} />
            <Select
              label={m.columns.questionType}
              required
              value={form.type === '' ? SELECT : form.type}
              options={[{ value: SELECT, label: m.select }, ...QUESTION_TYPES.map((t) => ({ value: t, label: `${t} - ${m.questionTypes[t]}` }))]}
              onValueChange={(value) => change({ type: value === SELECT ? '' : (value as typeof form.type) })}
            />
            {showsInstructions(form) && <RichText label={m.instructions} value={form.instructions} onChange={(instructions) => change({ instructions })} />}
            <TextArea label={m.questionHelpText} value={form.helpText} onValueChange={(helpText) => change({ helpText })} />
            <Inline space="md" alignY="bottom">
              <TextField label={m.questionOrder} required inputMode="numeric" value={form.order} onValueChange={(order) => change({ order })} />
              <Checkbox label={m.required} checked={form.required} onCheckedChange={(required) => change({ required })} />
              <Checkbox label={m.active} checked={form.active} onCheckedChange={(active) => change({ active })} />
            </Inline>
          </InlineForm>
        )
      }
      table={
        <DataTable<BuilderQuestion>
          label={heading}
          // §2: the questions show only once every expected one arrived.
          loading={state.matches('loading') || state.matches('incomplete')}
          loadingMessage={state.matches('incomplete') ? m.waitingForQuestions : m.loading}
          rows={context.rows}
          getRowId={(row) => String(row.questionID)}
          rowHeaderColumnId="label"
          emptyState={<EmptyState heading={heading} text={emptyNotice.text} headingLevel={2} />}
          columns={[
            { id: 'id', header: m.columns.id, value: (q) => q.questionID },
            {
              id: 'label',
              header: m.columns.questionLabel,
              value: (q) => q.label,
              width: NAME_WIDTH,
              cell: (q) => (
                <Button variant="link" onClick={() => setPreviewed(q)}>
                  {q.label}
                </Button>
              ),
            },
            { id: 'type', header: m.columns.questionType, value: (q) => q.questionType },
            { id: 'order', header: m.columns.order, value: (q) => q.questionOrder },
            { id: 'active', header: m.columns.active, value: (q) => yesNo(q.isActive) },
          ]}
          // §2: "Actions (edit, delete, and for option-bearing types an Edit Question Options link)".
          rowActions={(q) => [
            { label: m.edit, icon: 'edit', disabled: !idle, onSelect: () => send({ type: 'edit', row: q }) },
            { label: m.delete, icon: 'delete', tone: 'critical', disabled: !idle, onSelect: () => send({ type: 'delete', row: q }) },
            ...(hasOptions(q)
              ? [{ label: m.editQuestionOptions, icon: 'chevronRight', disabled: !idle, onSelect: () => onEditOptions(q) } satisfies DataTableRowAction]
              : []),
          ]}
        />
      }
    >
      {previewed && (
        <Card>
          <Stack space="md">
            <Inline space="md" align="spaceBetween" alignY="center">
              <Heading level={2}>{m.previewQuestion(previewed.label)}</Heading>
              <Button variant="outline" onClick={() => setPreviewed(undefined)}>
                {m.closePreview}
              </Button>
            </Inline>
            <SowQuestionControl question={previewed} answer={undefined} onText={noop} onToggle={noop} onChoose={noop} />
          </Stack>
        </Card>
      )}
      <ConfirmDialog
        open={state.matches({ ready: 'confirmingDelete' })}
        heading={confirmations.deleteTabQuestion.heading}
        text={confirmations.deleteTabQuestion.text}
        onConfirm={() => send({ type: 'delete.confirm' })}
        onCancel={() => send({ type: 'delete.dismiss' })}
      />
      <ErrorDialog error={context.error} onAcknowledge={() => send({ type: 'error.acknowledge' })} />
    </LevelFrame>
  );
}

// ---- Options ------------------------------------------------------------------------------------

function OptionsLevel({ place, onBack }: { place: Extract<Place, { level: 'options' }>; onBack: () => void }) {
  const { type, tab, question } = place;
  const [state, send] = useMachine(sowOptionsMachine, {
    input: { parent: { projectTypeId: type.projectTypeId, tabId: tab.projectTabId, questionId: question.questionID } },
  });
  const { context } = state;
  const idle = state.matches({ ready: 'idle' });
  const editing = state.matches({ ready: 'editing' }) || state.matches({ ready: 'saving' });
  const { form } = context;
  const change = (patch: Partial<typeof form>) => send({ type: 'form.change', patch });
  const heading = m.optionsHeading(type.name, tab.name, question.label);
  return (
    <LevelFrame
      heading={heading}
      back={{ label: m.backToQuestions, onClick: onBack }}
      add={{ label: m.addOption, onClick: () => send({ type: 'add' }), disabled: !idle }}
      failed={state.matches('failed')}
      onReload={() => send({ type: 'reload' })}
      form={
        editing && (
          <InlineForm
            title={context.mode === 'create' ? m.addOption : m.edit}
            reasons={saveDisabledReasons(context, state.matches({ ready: 'saving' }), optionBlockers)}
            onCancel={() => send({ type: 'cancel' })}
            onSave={() => send({ type: 'save' })}
          >
            <TextField label={m.questionOption} required value={form.optionName} onValueChange={(optionName) => change({ optionName })} />
            <TextArea label={m.optionHelpText} value={form.helpText} onValueChange={(helpText) => change({ helpText })} />
            <TextField label={m.optionOrder} required inputMode="numeric" value={form.optionOrder} onValueChange={(optionOrder) => change({ optionOrder })} />
          </InlineForm>
        )
      }
      table={
        <DataTable<SowOption>
          label={heading}
          loading={state.matches('loading')}
          loadingMessage={m.loading}
          rows={context.rows}
          getRowId={(row) => String(row.questionOptionID)}
          rowHeaderColumnId="name"
          emptyState={<EmptyState heading={heading} text={emptyNotice.text} headingLevel={2} />}
          columns={[
            { id: 'id', header: m.columns.id, value: (o) => o.questionOptionID },
            { id: 'name', header: m.columns.option, value: (o) => o.optionName },
            { id: 'order', header: m.columns.order, value: (o) => o.optionOrder },
            { id: 'active', header: m.columns.active, value: (o) => yesNo(o.isActive) },
          ]}
          rowActions={(o) => [
            { label: m.edit, icon: 'edit', disabled: !idle, onSelect: () => send({ type: 'edit', row: o }) },
            { label: m.delete, icon: 'delete', tone: 'critical', disabled: !idle, onSelect: () => send({ type: 'delete', row: o }) },
          ]}
        />
      }
    >
      <ConfirmDialog
        open={state.matches({ ready: 'confirmingDelete' })}
        heading={confirmations.deleteOption.heading}
        text={confirmations.deleteOption.text}
        onConfirm={() => send({ type: 'delete.confirm' })}
        onCancel={() => send({ type: 'delete.dismiss' })}
      />
      <ErrorDialog error={context.error} onAcknowledge={() => send({ type: 'error.acknowledge' })} />
    </LevelFrame>
  );
}
