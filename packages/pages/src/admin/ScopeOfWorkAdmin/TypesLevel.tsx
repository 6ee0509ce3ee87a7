import { useEffect, useId } from 'react';
import { useMachine } from '@joinery/flows/react';
import { Button } from '@joinery/ui/Button';
import { Checkbox } from '@joinery/ui/Checkbox';
import { CollapsibleSection } from '@joinery/ui/CollapsibleSection';
import { ConfirmDialog } from '@joinery/ui/ConfirmDialog';
import { DataTable } from '@joinery/ui/DataTable';
import { Dialog } from '@joinery/ui/Dialog';
import { Heading } from '@joinery/ui/Heading';
import { Inline } from '@joinery/ui/Inline';
import { RichTextView } from '@joinery/ui/RichTextView';
import { Stack } from '@joinery/ui/Stack';
import { Text } from '@joinery/ui/Text';
import { TextField } from '@joinery/ui/TextField';
import { confirmations, emptyNotice, sowPdfMessages } from '@joinery/flows/admin';
import type { SowProjectType } from '@joinery/flows/api/admin/sowTemplates';
import { saveDisabledReasons, sowBuilderMessages as m, sowTypesMachine, typeBlockers } from '@joinery/flows/admin/sowBuilder';
import { ErrorDialog } from '../../staff/ErrorDialog';
import { DisabledReasons } from '../../staff/shared/DisabledReasons';
import { GatedButton } from '../../staff/shared/GatedButton';
import { SpokenEmptyState } from '../../staff/shared/SpokenEmptyState';
import { loadRichTextEditor, NO_PARENT, RichText, LevelFrame, useLevelFocusBack } from './levelParts';
import { SOW_TEXT_RULES } from '@joinery/flows/admin';
import { LimitedTextArea, LimitedTextField } from '../shared/LimitedText';

/*
 * Scope of Work Admin, first level (back-office-admin.md §2 "Scope of Work Admin"): the project
 * types list and the type dialog (Create, Edit - {name}, view with Form Instructions and the
 * Contractor's Proposal, Submit & Close, Submit & Edit Tabs), on the shared LevelFrame.
 */

export function TypesLevel({ onEditTabs }: { onEditTabs: (type: SowProjectType) => void }) {
  const [state, send, actor] = useMachine(sowTypesMachine, { input: { parent: NO_PARENT } });
  const { context } = state;
  const idle = state.matches({ ready: 'idle' });
  const loading = state.matches('loading');
  const open = state.matches({ ready: 'editing' }) || state.matches({ ready: 'saving' });
  const saved = context.saved;
  const listShown = state.matches('ready');
  // Issue 46: no project types: the notice is drawn beside the table, in a region on the page before it, so it is heard.
  const empty = listShown && context.rows.length === 0;
  useEffect(() => {
    if (listShown) void loadRichTextEditor();
  }, [listShown]);
  useEffect(() => {
    // §4: "After Submit & Edit Tabs on a project type, its tabs screen opens": at once, the machine
    // does not reload the list the screen is leaving.
    if (saved?.then === 'next' && idle) onEditTabs(saved.row);
  }, [saved, idle, onEditTabs]);

  // Issue 46: focus back to what opened the dialog or the delete question once it is done (after
  // Submit & Edit Tabs, the tabs' heading: ScopeOfWorkAdmin moves it there as the level changes).
  const focusBack = useLevelFocusBack(state.matches('ready') && !idle, () => actor.getSnapshot().matches({ ready: 'idle' }));
  const opening = (event: Parameters<typeof send>[0]) => () => {
    focusBack.remember();
    send(event);
  };
  return (
    <LevelFrame
      heading={m.heading}
      headingRef={focusBack.heading}
      add={{ label: m.createType, onClick: opening({ type: 'add' }), disabled: !idle }}
      failed={state.matches('failed')}
      onReload={() => send({ type: 'reload' })}
      table={
        !empty && (
        <DataTable<SowProjectType>
          label={m.heading}
          loading={loading}
          loadingMessage={m.loading}
          rows={context.rows}
          getRowId={(row) => String(row.projectTypeId)}
          rowHeaderColumnId="name"
          columns={[
            { id: 'id', header: m.columns.id, sortable: true, value: (t) => t.projectTypeId },
            {
              id: 'name',
              header: m.columns.scopeName,
              sortable: true,
              value: (t) => t.name.toLowerCase(),
              // §2: "Clicking the name views it."
              cell: (t) => (
                <Button variant="link" disabled={!idle} onClick={opening({ type: 'view', row: t })}>
                  {t.name}
                </Button>
              ),
            },
          ]}
          rowActions={(t) => [
            { label: m.edit, icon: 'edit', disabled: !idle, onSelect: opening({ type: 'edit', row: t }) },
            { label: m.delete, icon: 'delete', tone: 'critical', disabled: !idle, onSelect: opening({ type: 'delete', row: t }) },
            { label: m.editTabs, icon: 'chevronRight', disabled: !idle, onSelect: () => onEditTabs(t) },
          ]}
        />
        )
      }
    >
      <SpokenEmptyState shown={empty} heading={emptyNotice.headings.scopeOfWork} text={emptyNotice.text} headingLevel={2} />
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
            {/* Read-only: the toggle says Show/Hide, not the edit words Change/Done (issue 45). */}
            <CollapsibleSection title={m.instructions} headingLevel={3} defaultOpen changeLabel={m.showSection} doneLabel={m.hideSection}>
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
            <LimitedTextField
              label={m.name}
              rule={SOW_TEXT_RULES.typeName}
              required
              value={form.name}
              error={form.name.trim() === '' ? m.nameRequired : undefined}
              onValueChange={(name) => change({ name })}
            />
            <TextField label={m.order} inputMode="numeric" value={form.order} onValueChange={(order) => change({ order })} />
            <RichText label={m.formInstructions} rule={SOW_TEXT_RULES.instructions} value={form.instructions} onChange={(instructions) => change({ instructions })} />
            <LimitedTextArea label={m.parties} rule={SOW_TEXT_RULES.parties} value={form.parties} onValueChange={(parties) => change({ parties })} />
            <RichText label={m.contractorsProposal} rule={SOW_TEXT_RULES.proposal} value={form.proposal} onChange={(proposal) => change({ proposal })} />
          </Stack>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
