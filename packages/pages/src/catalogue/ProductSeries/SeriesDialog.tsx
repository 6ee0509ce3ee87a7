import { useId } from 'react';
import { useMachine } from '@joinery/flows/react';
import { Alert } from '@joinery/ui/Alert';
import { Button } from '@joinery/ui/Button';
import { DualListPicker } from '@joinery/ui/DualListPicker';
import { Inline } from '@joinery/ui/Inline';
import { Stack } from '@joinery/ui/Stack';
import { Text } from '@joinery/ui/Text';
import { TextArea } from '@joinery/ui/TextArea';
import { TextField } from '@joinery/ui/TextField';
import {
  byName,
  seriesActionState,
  seriesStatusMachine,
  type SeriesBrickList,
  type SeriesDialogMode,
  type SeriesStatusEvent,
} from '@joinery/flows/catalogue/seriesStatus';
import { listMessages } from '@joinery/flows/staff/shell';
import { seriesScreenMessages as m } from '@joinery/flows/catalogue';
import { DisabledReasons } from '../../staff/shared/DisabledReasons';
import { GatedButton } from '../../staff/shared/GatedButton';
import { isRecordOpen, RecordDialogFrame, RecordDialogPending, useCloseWhenDone } from '../../staff/shared/RecordDialog';

export interface SeriesDialogProps {
  mode: SeriesDialogMode;
  seriesId?: number;
  onClose: (result: { saved: boolean }) => void;
  machine?: typeof seriesStatusMachine;
}

const pickers: { list: SeriesBrickList; label: string; required?: boolean }[] = [
  { list: 'supplementalDataBricks', label: m.supplementalBricks },
  { list: 'JoinerySkuBricks', label: m.skuBricks, required: true },
  { list: 'displayAttributesBricks', label: m.displayBricks },
  { list: 'filteredAttributesBricks', label: m.filterableBricks },
];

/** What the picker's new Selected list means for the machine: bricks in, bricks out, or a new order. */
export function pickerChange(list: SeriesBrickList, current: readonly number[], next: readonly number[]): SeriesStatusEvent[] {
  const removed = current.filter((id) => !next.includes(id));
  const added = next.filter((id) => !current.includes(id));
  const events: SeriesStatusEvent[] = [];
  if (removed.length > 0) events.push({ type: 'bricks.remove', list, ids: removed, ...(next.length === 0 ? { all: true } : {}) });
  if (added.length > 0) events.push({ type: 'bricks.add', list, ids: added });
  if (events.length === 0 && list === 'JoinerySkuBricks' && next.some((id, i) => id !== current[i])) {
    events.push({ type: 'sku.order', ids: [...next] });
  }
  return events;
}

/**
 * The Create/Edit Series dialog (back-office-products.md §2 Product Series list): four dual-list
 * pickers, SKU order controls, Save As Draft and Publish with the reasons they are disabled.
 */
export function SeriesDialog({ mode, seriesId, onClose, machine = seriesStatusMachine }: SeriesDialogProps) {
  const [state, send] = useMachine(machine, { input: { mode, seriesId } });
  const ids = useId();
  const view = seriesActionState(state);
  const { context } = state;
  const { form } = context;

  useCloseWhenDone(state, onClose);

  const acknowledgeError = () => send({ type: 'error.acknowledge' });
  if (!isRecordOpen(state)) return <RecordDialogPending state={state} onAcknowledgeError={acknowledgeError} />;

  const saving = state.matches('saving');
  const publishing = state.matches('publishing');
  const draftReasonsId = `${ids}-draft-reasons`;
  const publishReasonsId = `${ids}-publish-reasons`;
  const buttons = (
    <Inline space="sm">
      <Button variant="outline" tone="neutral" onClick={() => send({ type: 'series.cancel' })}>
        {m.cancel}
      </Button>
      <GatedButton
        variant="outline"
        reasons={view.saveAsDraft}
        reasonsId={draftReasonsId}
        loading={saving}
        onClick={() => send({ type: 'series.saveDraft' })}
      >
        {m.saveAsDraft}
      </GatedButton>
      <GatedButton reasons={view.publish} reasonsId={publishReasonsId} loading={publishing} onClick={() => send({ type: 'series.publish' })}>
        {m.publish}
      </GatedButton>
    </Inline>
  );

  return (
    <RecordDialogFrame
      title={mode === 'create' ? m.createTitle : m.editTitle}
      description={m.explanation}
      actions={buttons}
      onCancel={() => send({ type: 'series.cancel' })}
      error={context.error}
      onAcknowledgeError={acknowledgeError}
    >
      <Stack space="lg">
        <Text size="sm" tone="muted">
          {m.requiredNote}
        </Text>
        <DisabledReasons id={draftReasonsId} heading={listMessages.disabledBecause(m.saveAsDraft)} reasons={view.saveAsDraft} />
        <DisabledReasons id={publishReasonsId} heading={listMessages.disabledBecause(m.publish)} reasons={view.publish} />
        {mode === 'edit' && <TextField label={m.seriesId} value={String(context.seriesId ?? '')} readOnly />}
        <TextField
          label={m.name}
          required
          value={form.name}
          onValueChange={(value) => send({ type: 'series.edit', field: 'name', value })}
        />
        <TextArea label={m.notes} value={form.notes} onValueChange={(value) => send({ type: 'series.edit', field: 'notes', value })} />
        {context.notice && (
          <Alert tone="caution" onDismiss={() => send({ type: 'notice.dismiss' })}>
            {context.notice}
          </Alert>
        )}
        {context.allBricks === undefined && (
          <Alert tone="critical" heading={m.supplementalBricks} scrollIntoViewOnShow={false}>
            {listMessages.missingList}
          </Alert>
        )}
        {pickers.map(({ list, label, required }) => {
          const selected = form[list];
          // §4: a published series' SKU list is locked: its bricks cannot leave and none can join.
          const locked = list === 'JoinerySkuBricks' && view.skuLocked;
          const offered = locked ? selected : byName([...selected, ...view.available[list]]);
          return (
            <DualListPicker
              key={list}
              label={label}
              required={required}
              reorderable={list === 'JoinerySkuBricks' && !locked}
              items={offered.map((brick) => ({ id: String(brick.productBrickId), label: brick.name, locked }))}
              value={selected.map((brick) => String(brick.productBrickId))}
              messages={{ available: m.available, selected: m.selected }}
              onValueChange={(next) => {
                const current = selected.map((brick) => brick.productBrickId);
                for (const event of pickerChange(list, current, next.map(Number))) send(event);
              }}
            />
          );
        })}
      </Stack>
    </RecordDialogFrame>
  );
}
