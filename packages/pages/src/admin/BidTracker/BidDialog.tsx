import { useState } from 'react';
import { useMachine } from '@joinery/flows/react';
import { Button } from '@joinery/ui/Button';
import { Checkbox } from '@joinery/ui/Checkbox';
import { Columns, Column } from '@joinery/ui/Columns';
import { DateField } from '@joinery/ui/DateField';
import { Heading } from '@joinery/ui/Heading';
import { Inline } from '@joinery/ui/Inline';
import { Select } from '@joinery/ui/Select';
import { Stack } from '@joinery/ui/Stack';
import { Tabs } from '@joinery/ui/Tabs';
import { Text } from '@joinery/ui/Text';
import { TextField } from '@joinery/ui/TextField';
import {
  bidDialogMachine as defaultMachine,
  bidDialogMessages as m,
  bidFieldError,
  bidHistoryMachine,
  bidSelectOptions,
  bidSubmitBlockers,
  dayOf,
  isBidFieldDisabled,
  isoDay,
  originationDate,
  REQUIRED_BID_FIELDS,
  UNSELECTED_ID,
  type BidDialogMode,
  type BidFlagField,
  type BidSelectField,
  type BidTextField,
} from '@joinery/flows/admin/bidDialog';
import { formatAdminDateTime } from '@joinery/flows/admin/time';
import { ADMIN_TEXT, BID_TEXT_RULES } from '@joinery/flows/admin';
import { LimitedTextArea, LimitedTextField } from '../shared/LimitedText';
import { ChangeHistoryPanel } from '../shared/ChangeHistoryPanel';
import { DisabledReasons } from '../../staff/shared/DisabledReasons';
import { GatedButton } from '../../staff/shared/GatedButton';
import { isRecordOpen, RecordDialogFrame, RecordDialogPending, useCloseWhenDone, useSavedToast } from '../../staff/shared/RecordDialog';

export interface BidDialogProps {
  mode: BidDialogMode;
  bidId?: number;
  bidAdmin: boolean;
  author: string;
  today?: Date;
  machine?: typeof defaultMachine;
  onClose: (result: { saved: boolean }) => void;
}

const REASONS_ID = 'bid-submit-reasons';

/** Create Bid, Edit Bid, View Bid (back-office-admin.md §2 Bid Tracker): Details and Change History. */
export function BidDialog({ mode, bidId, bidAdmin, author, today, machine = defaultMachine, onClose }: BidDialogProps) {
  const [state, send] = useMachine(machine, { input: { mode, bidId, bidAdmin, author, today } });
  useCloseWhenDone(state, onClose);
  // Issue 46: View Bid's Add Note is said by the "Record saved" toast (the dialog stays open).
  useSavedToast(state.matches('addingNote'), state.context.error !== undefined);
  // What was typed into each date box: a bad date stays there and the DateField says why itself.
  const [typedDates, setTypedDates] = useState<Record<string, string>>({});
  const { context } = state;
  const acknowledge = () => send({ type: 'error.acknowledge' });
  if (!isRecordOpen(state) || !context.form || !context.values) {
    return <RecordDialogPending state={state} onAcknowledgeError={acknowledge} />;
  }
  const { form, values } = context;
  const busy = state.matches('submitting') || state.matches('addingNote');
  const disabled = (field: Parameters<typeof isBidFieldDisabled>[0]) => busy || isBidFieldDisabled(field, context.mode, context.bidAdmin);
  const reasons = bidSubmitBlockers(state);

  const text = (field: BidTextField, props: { type?: 'text' | 'tel'; inputMode?: 'numeric' } = {}) => (
    <LimitedTextField
      key={field}
      label={m.labels[field]}
      rule={BID_TEXT_RULES[field as keyof typeof BID_TEXT_RULES] ?? ADMIN_TEXT.code}
      value={form[field]}
      required={(REQUIRED_BID_FIELDS as readonly string[]).includes(field)}
      error={bidFieldError(context, field)}
      disabled={disabled(field)}
      inputMode={props.inputMode}
      type={props.type}
      onValueChange={(value) => send({ type: 'bid.edit', field, value })}
    />
  );
  const select = (field: BidSelectField) => (
    <Select
      key={field}
      label={m.labels[field]}
      placeholder={m.select}
      options={bidSelectOptions(values, field, form[field])}
      value={Number(form[field]) === UNSELECTED_ID ? '' : form[field]}
      required={field === 'projectStateId' || field === 'unitTypeId'}
      error={bidFieldError(context, field)}
      disabled={disabled(field)}
      onValueChange={(value) => send({ type: 'bid.edit', field, value })}
    />
  );
  const date = (field: 'estimatedStartDate' | 'bidDueDate' | 'bidSubmittedDate') => (
    <DateField
      key={field}
      label={m.labels[field]}
      value={dayOf(form[field]) ?? null}
      // §5 "Dates use the mask MM-DD-YYYY (99-99-9999) and only weekdays are selectable".
      masked
      weekdaysOnly
      required
      error={typedDates[field] && !form[field] ? undefined : bidFieldError(context, field)}
      onBlur={(event) => {
        const typed = event.currentTarget.value;
        setTypedDates((current) => ({ ...current, [field]: typed }));
      }}
      disabled={disabled(field)}
      messages={{ weekdaysOnly: m.problems.weekdaysOnly, invalidFormat: m.problems.invalidDate }}
      onValueChange={(day) => send({ type: 'bid.edit', field, value: day ? isoDay(day) : '' })}
    />
  );
  const flag = (field: BidFlagField) => (
    <Checkbox
      key={field}
      label={m.labels[field]}
      checked={form[field]}
      disabled={disabled(field)}
      onCheckedChange={(checked) => send({ type: 'bid.edit', field, value: checked })}
    />
  );

  const details = (
    <Stack space="lg">
      <Columns space="lg" collapseBelow="tablet">
        <Column>
          <Stack space="md">
            <TextField label={m.labels.submissionDate} value={originationDate(context)} readOnly />
            {select('bidStatusId')}
            {text('salesPerson')}
            {text('accountId', { inputMode: 'numeric' })}
            {text('companyName')}
            {text('contactName')}
            {text('contactPhone', { type: 'tel' })}
          </Stack>
        </Column>
        <Column>
          <Stack space="md">
            <Heading level={3}>{m.sections.project}</Heading>
            {text('projectName')}
            {text('projectCity')}
            {select('projectStateId')}
            {text('projectOwner')}
            {text('numberOfUnits', { inputMode: 'numeric' })}
            {select('unitTypeId')}
            {text('bidAmount', { inputMode: 'numeric' })}
            {text('margin', { inputMode: 'numeric' })}
          </Stack>
        </Column>
        <Column>
          <Stack space="md">
            <Heading level={3}>{m.sections.dates}</Heading>
            {date('estimatedStartDate')}
            {date('bidDueDate')}
            {date('bidSubmittedDate')}
            <Heading level={3}>{m.sections.quoted}</Heading>
            {text('quotedDoorStyle')}
            {text('cabinetDoorFinish')}
            {text('cabinetSpecified')}
            {select('cabinetManufacturerId')}
            {select('vanityTopsId')}
            {select('kitchenTopsId')}
            {flag('appliancePackageQuoted')}
            {flag('installQuoted')}
          </Stack>
        </Column>
      </Columns>
      <Stack space="sm">
        <Heading level={3}>{m.notes}</Heading>
        {(context.bid?.bidNotes ?? []).length === 0 ? (
          <Text tone="muted">{m.noNotes}</Text>
        ) : (
          <ul aria-label={m.notes} style={{ margin: 0, paddingLeft: 20 }}>
            {context.bid?.bidNotes.map((note) => (
              <li key={`${note.submissionDate}-${note.note}`}>
                <Text>{note.note}</Text>
                <Text size="sm" tone="muted">
                  {m.noteBy(note.createdBy, formatAdminDateTime(note.submissionDate))}
                </Text>
              </li>
            ))}
          </ul>
        )}
        <LimitedTextArea
          label={m.newNote}
          rule={BID_TEXT_RULES.note}
          value={context.note}
          disabled={busy}
          onValueChange={(value) => send({ type: 'note.edit', value })}
        />
      </Stack>
    </Stack>
  );

  // One label for the button and the heading of its reasons, so the hint names the button as it reads.
  const submitLabel = context.mode === 'view' ? m.addNote : m.submit;
  return (
    <RecordDialogFrame
      title={m.titles[context.mode]}
      onCancel={() => send({ type: 'bid.cancel' })}
      error={context.error}
      onAcknowledgeError={acknowledge}
      actions={
        <Inline space="sm">
          <Button variant="outline" onClick={() => send({ type: 'bid.cancel' })}>
            {m.cancel}
          </Button>
          <GatedButton reasons={reasons} reasonsId={REASONS_ID} onClick={() => send({ type: 'bid.submit' })}>
            {submitLabel}
          </GatedButton>
        </Inline>
      }
      footer={
        <DisabledReasons
          id={REASONS_ID}
          heading={m.submitBlocked(submitLabel)}
          reasons={reasons}
          // Up to 17 reasons: collapsed to one line so a phone keeps the form in view.
          collapsed={{ summary: m.submitBlockedCount, show: m.showReasons, hide: m.hideReasons }}
        />
      }
    >
      <Tabs
        label={m.titles[context.mode]}
        defaultValue="details"
        items={[
          { value: 'details', label: m.panels.details, content: details },
          {
            value: 'history',
            label: m.panels.changeHistory,
            // §2: disabled on create.
            disabled: context.bidId === undefined,
            content: context.bidId === undefined ? null : <ChangeHistoryPanel machine={bidHistoryMachine} subjectId={context.bidId} today={today} label={m.panels.changeHistory} />,
          },
        ]}
      />
    </RecordDialogFrame>
  );
}
