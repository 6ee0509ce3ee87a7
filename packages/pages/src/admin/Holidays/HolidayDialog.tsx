import { useId } from 'react';
import { useMachine } from '@joinery/flows/react';
import { Button } from '@joinery/ui/Button';
import { DateField } from '@joinery/ui/DateField';
import { Dialog } from '@joinery/ui/Dialog';
import { Inline } from '@joinery/ui/Inline';
import { Select } from '@joinery/ui/Select';
import { Stack } from '@joinery/ui/Stack';
import {
  holidayBlockers,
  holidayDateOf,
  holidayMachine,
  holidayMessages as m,
  HOLIDAY_TYPE_SELECT,
  parseHolidayDate,
  type HolidayMode,
} from '@joinery/flows/admin/holidays';
import { HOLIDAY_TEXT_RULES } from '@joinery/flows/admin';
import { LimitedTextArea, LimitedTextField } from '../shared/LimitedText';
import { ErrorDialog } from '../../staff/ErrorDialog';
import { DisabledReasons } from '../../staff/shared/DisabledReasons';
import { GatedButton } from '../../staff/shared/GatedButton';
import { isRecordOpen, RecordDialogPending, useCloseWhenDone } from '../../staff/shared/RecordDialog';

export interface HolidayDialogProps {
  mode: HolidayMode;
  holidayId?: number;
  onClose: (result: { saved: boolean }) => void;
  machine?: typeof holidayMachine;
}

/** View Holiday, Edit Holiday, Create Holiday (back-office-admin.md §2, §5): all four fields required. */
export function HolidayDialog({ mode, holidayId, onClose, machine = holidayMachine }: HolidayDialogProps) {
  const [state, send] = useMachine(machine, { input: { mode, holidayId } });
  const ids = useId();
  useCloseWhenDone(state, onClose);
  const acknowledge = () => send({ type: 'error.acknowledge' });
  if (!isRecordOpen(state)) return <RecordDialogPending state={state} onAcknowledgeError={acknowledge} />;
  const { form, types, error } = state.context;
  const submitting = state.matches('submitting');
  const readOnly = mode === 'view' || submitting;
  const reasons = [...holidayBlockers(form), ...(submitting ? [m.reasons.saving] : [])];
  const reasonsId = `${ids}-reasons`;
  const close = () => send({ type: 'holiday.cancel' });
  return (
    <>
      <Dialog.Root open onOpenChange={(open) => !open && close()}>
        <Dialog.Content
          title={m.titles[mode]}
          size="sm"
          hideCloseButton
          footer={
            <Stack space="sm">
              {mode !== 'view' && <DisabledReasons id={reasonsId} heading={m.reasons.heading} reasons={reasons} />}
              <Inline space="sm" align="right">
                <Button variant="outline" tone="neutral" onClick={close}>
                  {m.cancel}
                </Button>
                {mode === 'view' ? (
                  // §5: Submit is disabled in view mode.
                  <Button disabled>{m.submit}</Button>
                ) : (
                  <GatedButton reasons={reasons} reasonsId={reasonsId} loading={submitting} onClick={() => send({ type: 'holiday.submit' })}>
                    {m.submit}
                  </GatedButton>
                )}
              </Inline>
            </Stack>
          }
        >
          <Stack space="md">
            <LimitedTextField label={m.fields.name} rule={HOLIDAY_TEXT_RULES.name} required value={form.name} readOnly={readOnly} onValueChange={(value) => send({ type: 'holiday.edit', field: 'name', value })} />
            <DateField
              label={m.fields.date}
              required
              value={parseHolidayDate(form.holidayDate) ?? null}
              readOnly={readOnly}
              onValueChange={(date) => send({ type: 'holiday.edit', field: 'holidayDate', value: holidayDateOf(date) })}
            />
            <Select
              label={m.fields.type}
              required
              options={[{ value: String(HOLIDAY_TYPE_SELECT), label: m.select }, ...types.map((t) => ({ value: String(t.holidayTypeId), label: t.holidayTypeName }))]}
              value={String(form.holidayTypeId)}
              disabled={readOnly}
              onValueChange={(value) => send({ type: 'holiday.type', holidayTypeId: Number(value) })}
            />
            <LimitedTextArea label={m.fields.message} rule={HOLIDAY_TEXT_RULES.message} required value={form.message} readOnly={readOnly} onValueChange={(value) => send({ type: 'holiday.edit', field: 'message', value })} />
          </Stack>
        </Dialog.Content>
      </Dialog.Root>
      <ErrorDialog error={error} onAcknowledge={acknowledge} />
    </>
  );
}
