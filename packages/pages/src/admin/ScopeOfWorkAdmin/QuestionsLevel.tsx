import { useState } from 'react';
import { useMachine } from '@joinery/flows/react';
import { Button } from '@joinery/ui/Button';
import { Card } from '@joinery/ui/Card';
import { Checkbox } from '@joinery/ui/Checkbox';
import { ConfirmDialog } from '@joinery/ui/ConfirmDialog';
import { DataTable, type DataTableRowAction } from '@joinery/ui/DataTable';
import { EmptyState } from '@joinery/ui/EmptyState';
import { Heading } from '@joinery/ui/Heading';
import { Inline } from '@joinery/ui/Inline';
import { Select } from '@joinery/ui/Select';
import { Stack } from '@joinery/ui/Stack';
import { Text } from '@joinery/ui/Text';
import { TextField } from '@joinery/ui/TextField';
import { confirmations, emptyNotice, QUESTION_TYPES } from '@joinery/flows/admin';
import type { SowProjectType, SowTab } from '@joinery/flows/api/admin/sowTemplates';
import {
  hasOptions,
  questionBlockers,
  saveDisabledReasons,
  showsInstructions,
  sowBuilderMessages as m,
  sowQuestionsMachine,
  type BuilderQuestion,
} from '@joinery/flows/admin/sowBuilder';
import { ErrorDialog } from '../../staff/ErrorDialog';
import { SowQuestionControl } from '../SowQuestions';
import { InlineForm, LevelFrame, NAME_WIDTH, NO_PARENT, noop, RichText, useLevelFocusBack, yesNo } from './levelParts';
import { SOW_TEXT_RULES } from '@joinery/flows/admin';
import { LimitedTextArea, LimitedTextField } from '../shared/LimitedText';
import { LiveRegion, SpokenOnly } from '../../staff/shared/LiveRegion';

/*
 * Scope of Work Admin, third level: a tab's questions (the ten types, the inline form, a question's
 * preview from its label; shown only once every expected question arrived), on the shared LevelFrame.
 */

const SELECT = 'select';

export function QuestionsLevel({
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
  const [state, send, actor] = useMachine(sowQuestionsMachine, { input: { parent: { ...NO_PARENT, projectTypeId: type.projectTypeId, tabId: tab.projectTabId } } });
  const [previewed, setPreviewed] = useState<BuilderQuestion>();
  const { context } = state;
  const idle = state.matches({ ready: 'idle' });
  const editing = state.matches({ ready: 'editing' }) || state.matches({ ready: 'saving' });
  const { form } = context;
  const change = (patch: Partial<typeof form>) => send({ type: 'form.change', patch });
  const heading = m.questionsHeading(type.name, tab.name);
  const optionsFailed = context.rows.filter((q) => q.optionsFailed);
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
      back={{ label: m.backToTabs, onClick: onBack }}
      add={{ label: m.addQuestion, onClick: opening({ type: 'add' }), disabled: !idle }}
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
            <LimitedTextField label={m.columns.questionLabel} rule={SOW_TEXT_RULES.questionLabel} required value={form.label} error={form.label.trim() ? undefined : m.labelRequired} onValueChange={(label) => change({ label })} />
            <Select
              label={m.columns.questionType}
              required
              value={form.type === '' ? SELECT : form.type}
              options={[{ value: SELECT, label: m.select }, ...QUESTION_TYPES.map((t) => ({ value: t, label: `${t} - ${m.questionTypes[t]}` }))]}
              onValueChange={(value) => change({ type: value === SELECT ? '' : (value as typeof form.type) })}
            />
            {showsInstructions(form) && <RichText label={m.instructions} rule={SOW_TEXT_RULES.instructions} value={form.instructions} onChange={(instructions) => change({ instructions })} />}
            <LimitedTextArea label={m.questionHelpText} rule={SOW_TEXT_RULES.helpText} value={form.helpText} onValueChange={(helpText) => change({ helpText })} />
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
                <Stack space="xs">
                  <Button variant="link" onClick={() => setPreviewed(q)}>
                    {q.label}
                  </Button>
                  {/* Issue 45: only this question is marked when its options failed; the list still shows. */}
                  {q.optionsFailed && (
                    <Inline space="xs" alignY="center">
                      <Text as="span" size="sm" tone="critical">
                        {m.optionsFailed}
                      </Text>
                      <Button variant="link" disabled={!idle} onClick={() => send({ type: 'reload' })}>
                        {m.retryOptions}
                      </Button>
                    </Inline>
                  )}
                </Stack>
              ),
            },
            { id: 'type', header: m.columns.questionType, value: (q) => q.questionType },
            { id: 'order', header: m.columns.order, value: (q) => q.questionOrder },
            { id: 'active', header: m.columns.active, value: (q) => yesNo(q.isActive) },
          ]}
          // §2: "Actions (edit, delete, and for option-bearing types an Edit Question Options link)".
          rowActions={(q) => [
            { label: m.edit, icon: 'edit', disabled: !idle, onSelect: opening({ type: 'edit', row: q }) },
            { label: m.delete, icon: 'delete', tone: 'critical', disabled: !idle, onSelect: opening({ type: 'delete', row: q }) },
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
      {/* Issue 45/46: a question whose options failed is marked in its row as the list arrives; said at once
          here, named, in a region on the page before the list (a row drawn with its text is not spoken). */}
      <LiveRegion politeness="assertive">
        {state.matches('ready') && optionsFailed.length > 0 && (
          <SpokenOnly>{optionsFailed.map((q) => `${q.label}: ${m.optionsFailed}`).join(' ')}</SpokenOnly>
        )}
      </LiveRegion>
      <ErrorDialog error={context.error} onAcknowledge={() => send({ type: 'error.acknowledge' })} />
    </LevelFrame>
  );
}
