import { useMachine } from '@joinery/flows/react';
import { ConfirmDialog } from '@joinery/ui/ConfirmDialog';
import { DataTable } from '@joinery/ui/DataTable';
import { EmptyState } from '@joinery/ui/EmptyState';
import { TextField } from '@joinery/ui/TextField';
import { confirmations, emptyNotice } from '@joinery/flows/admin';
import type { SowOption } from '@joinery/flows/api/admin/sowTemplates';
import { optionBlockers, saveDisabledReasons, sowBuilderMessages as m, sowOptionsMachine } from '@joinery/flows/admin/sowBuilder';
import { ErrorDialog } from '../../staff/ErrorDialog';
import { yesNo, LevelFrame, InlineForm, useLevelFocusBack } from './levelParts';
import type { Place } from './levelParts';
import { SOW_TEXT_RULES } from '@joinery/flows/admin';
import { LimitedTextArea, LimitedTextField } from '../shared/LimitedText';

/*
 * Scope of Work Admin, fourth level: a question's options (inline form, delete confirmation), on the
 * shared LevelFrame.
 */

export function OptionsLevel({ place, onBack }: { place: Extract<Place, { level: 'options' }>; onBack: () => void }) {
  const { type, tab, question } = place;
  const [state, send, actor] = useMachine(sowOptionsMachine, {
    input: { parent: { projectTypeId: type.projectTypeId, tabId: tab.projectTabId, questionId: question.questionID } },
  });
  const { context } = state;
  const idle = state.matches({ ready: 'idle' });
  const editing = state.matches({ ready: 'editing' }) || state.matches({ ready: 'saving' });
  const { form } = context;
  const change = (patch: Partial<typeof form>) => send({ type: 'form.change', patch });
  const heading = m.optionsHeading(type.name, tab.name, question.label);
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
      back={{ label: m.backToQuestions, onClick: onBack }}
      add={{ label: m.addOption, onClick: opening({ type: 'add' }), disabled: !idle }}
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
            <LimitedTextField label={m.questionOption} rule={SOW_TEXT_RULES.optionLabel} required value={form.optionName} onValueChange={(optionName) => change({ optionName })} />
            <LimitedTextArea label={m.optionHelpText} rule={SOW_TEXT_RULES.helpText} value={form.helpText} onValueChange={(helpText) => change({ helpText })} />
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
            { label: m.edit, icon: 'edit', disabled: !idle, onSelect: opening({ type: 'edit', row: o }) },
            { label: m.delete, icon: 'delete', tone: 'critical', disabled: !idle, onSelect: opening({ type: 'delete', row: o }) },
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
