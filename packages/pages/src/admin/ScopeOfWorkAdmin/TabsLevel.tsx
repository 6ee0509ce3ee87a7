import { useMachine } from '@joinery/flows/react';
import { Button } from '@joinery/ui/Button';
import { Card } from '@joinery/ui/Card';
import { Checkbox } from '@joinery/ui/Checkbox';
import { ConfirmDialog } from '@joinery/ui/ConfirmDialog';
import { DataTable, type DataTableRowAction } from '@joinery/ui/DataTable';
import { EmptyState } from '@joinery/ui/EmptyState';
import { Heading } from '@joinery/ui/Heading';
import { Inline } from '@joinery/ui/Inline';
import { Spinner } from '@joinery/ui/Spinner';
import { Stack } from '@joinery/ui/Stack';
import { Text } from '@joinery/ui/Text';
import { TextField } from '@joinery/ui/TextField';
import { confirmations, emptyNotice } from '@joinery/flows/admin';
import type { SowProjectType, SowTab } from '@joinery/flows/api/admin/sowTemplates';
import {
  isUndeletableTab,
  saveDisabledReasons,
  sowBuilderMessages as m,
  sowPreviewMachine,
  sowTabsMachine,
  tabBlockers,
} from '@joinery/flows/admin/sowBuilder';
import { ErrorDialog } from '../../staff/ErrorDialog';
import { SowQuestionColumns } from '../SowQuestions';
import { InlineForm, LevelFrame, NAME_WIDTH, NO_PARENT, noop, useLevelFocusBack, yesNo } from './levelParts';
import { SOW_TEXT_RULES } from '@joinery/flows/admin';
import { LimitedTextField } from '../shared/LimitedText';

/*
 * Scope of Work Admin, second level: a project type's tabs (inline form, delete confirmation,
 * General Information undeletable) and the tab preview, on the shared LevelFrame.
 */

export function TabsLevel({ type, onBack, onEditQuestions }: { type: SowProjectType; onBack: () => void; onEditQuestions: (tab: SowTab) => void }) {
  const [state, send, actor] = useMachine(sowTabsMachine, { input: { parent: { ...NO_PARENT, projectTypeId: type.projectTypeId } } });
  const [preview, sendPreview] = useMachine(sowPreviewMachine, { input: { projectTypeId: type.projectTypeId } });
  const { context } = state;
  const idle = state.matches({ ready: 'idle' });
  const editing = state.matches({ ready: 'editing' }) || state.matches({ ready: 'saving' });
  const { form } = context;
  const change = (patch: Partial<typeof form>) => send({ type: 'form.change', patch });
  const heading = m.tabsHeading(type.name);
  // Issue 46: focus back to what opened the form or the delete question once it is done.
  const focusBack = useLevelFocusBack(state.matches('ready') && !idle, () => actor.getSnapshot().matches({ ready: 'idle' }));
  const opening = (event: Parameters<typeof send>[0]) => () => {
    focusBack.remember();
    send(event);
  };
  return (
    <LevelFrame
      heading={heading}
      headingRef={focusBack.heading}
      back={{ label: m.backToProjectType, onClick: onBack }}
      add={{ label: m.addTab, onClick: opening({ type: 'add' }), disabled: !idle }}
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
              <LimitedTextField label={m.columns.tabName} rule={SOW_TEXT_RULES.tabName} required value={form.name} error={form.name.trim() ? undefined : m.tabNameRequired} onValueChange={(name) => change({ name })} />
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
            { label: m.edit, icon: 'edit', disabled: !idle, onSelect: opening({ type: 'edit', row: t }) },
            ...(isUndeletableTab(t)
              ? []
              : [{ label: m.delete, icon: 'delete', tone: 'critical', disabled: !idle, onSelect: opening({ type: 'delete', row: t }) } satisfies DataTableRowAction]),
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
