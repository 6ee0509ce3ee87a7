import { memo, Suspense, useId, useMemo, type ReactNode } from 'react';
import { useMachine } from '@joinery/flows/react';
import { Button } from '@joinery/ui/Button';
import { Checkbox } from '@joinery/ui/Checkbox';
import { Heading } from '@joinery/ui/Heading';
import { Inline } from '@joinery/ui/Inline';
import { RichTextView } from '@joinery/ui/RichTextView';
import { Select } from '@joinery/ui/Select';
import { Spinner } from '@joinery/ui/Spinner';
import { Stack } from '@joinery/ui/Stack';
import { Text } from '@joinery/ui/Text';
import { Tiles } from '@joinery/ui/Tiles';
import { ADMIN_TEXT, formMessages, LOCATION_TEXT_RULES } from '@joinery/flows/admin';
import { LimitedRichTextEditor, LimitedTextField } from '../shared/LimitedText';
import {
  locationFormMachine,
  locationFormMessages as m,
  locationFormView,
  requiredToPublish,
  type HoursDay,
  type LocationFormEvent,
  type LocationRuleField,
  type LocationFormMode,
  type LocationTextField,
} from '@joinery/flows/admin/locationForm';
import { DisabledReasons } from '../../staff/shared/DisabledReasons';
import { isRecordOpen, RecordDialogFrame, RecordDialogPending, useCloseWhenDone } from '../../staff/shared/RecordDialog';
import { TimeField } from './TimeField';

// The editor is large: it loads only when a page description is edited.

export interface LocationDialogProps {
  mode: LocationFormMode;
  locationId?: number;
  onClose: (result: { saved: boolean }) => void;
  machine?: typeof locationFormMachine;
}

const SELECT = '0';
/** §5: the fields counted live ("N characters"). */
const COUNTED: readonly LocationTextField[] = ['locationPageMetaTitle', 'locationPageMetaDescription'];

type Send = (event: LocationFormEvent) => void;

interface LocationTextProps {
  field: LocationTextField;
  value: string;
  readOnly: boolean;
  missing: boolean;
  send: Send;
  type?: 'email' | 'url' | 'tel';
  inputMode?: 'decimal' | 'numeric';
}

/** One text input of the form; memoised so a keystroke re-renders only its own field. */
const LocationText = memo(function LocationText({ field, value, readOnly, missing, send, type, inputMode }: LocationTextProps) {
  return (
    <LimitedTextField
      label={m.fields[field]}
      rule={LOCATION_TEXT_RULES[field as keyof typeof LOCATION_TEXT_RULES] ?? ADMIN_TEXT.line}
      required={requiredToPublish(field as LocationRuleField)}
      value={value}
      readOnly={readOnly}
      error={missing ? m.required : undefined}
      hint={COUNTED.includes(field) ? m.characters(value.length) : undefined}
      type={type}
      inputMode={inputMode}
      onValueChange={(next) => send({ type: 'location.edit', field, value: next })}
    />
  );
});

interface LocationChoiceProps {
  field: 'locationGroupId' | 'stateId';
  value: number;
  choices: readonly { id: number; label: string }[];
  readOnly: boolean;
  missing: boolean;
  send: Send;
}

const LocationChoice = memo(function LocationChoice({ field, value, choices, readOnly, missing, send }: LocationChoiceProps) {
  return (
    <Select
      label={m.fields[field]}
      required
      options={[{ value: SELECT, label: formMessages.select }, ...choices.map((c) => ({ value: String(c.id), label: c.label }))]}
      value={String(value)}
      disabled={readOnly}
      error={missing ? m.required : undefined}
      onValueChange={(next) => send({ type: 'location.choose', field, value: Number(next) })}
    />
  );
});

interface LocationTimeProps {
  day: HoursDay;
  part: 'opens' | 'closes';
  value: string;
  readOnly: boolean;
  send: Send;
}

const LocationTime = memo(function LocationTime({ day, part, value, readOnly, send }: LocationTimeProps) {
  const label = part === 'opens' ? m.hours.opens(m.hours[day]) : m.hours.closes(m.hours[day]);
  return <TimeField label={label} value={value} readOnly={readOnly} onValueChange={(next) => send({ type: 'location.hours', day, part, value: next })} />;
});

const LocationDescription = memo(function LocationDescription({ value, missing, send }: { value: string; missing: boolean; send: Send }) {
  return (
    <Suspense fallback={<Spinner label={m.loadingEditor} />}>
      <LimitedRichTextEditor
        label={m.fields.locationPageDescription}
        rule={LOCATION_TEXT_RULES.locationPageDescription}
        required
        value={value}
        error={missing ? m.required : undefined}
        onValueChange={(next) => send({ type: 'location.edit', field: 'locationPageDescription', value: next })}
      />
    </Suspense>
  );
});

/** The location's full-screen form (back-office-admin.md §2 Locations): create, edit or view, six sections. */
export function LocationDialog({ mode, locationId, onClose, machine = locationFormMachine }: LocationDialogProps) {
  const [state, send] = useMachine(machine, { input: { mode, locationId } });
  const ids = useId();
  useCloseWhenDone(state, onClose);
  const acknowledgeError = () => send({ type: 'error.acknowledge' });
  const { groups, states } = state.context;
  const groupChoices = useMemo(() => groups.map((g) => ({ id: g.id, label: g.name })), [groups]);
  const stateChoices = useMemo(() => states.map((st) => ({ id: st.stateId, label: st.name || st.code })), [states]);
  if (!isRecordOpen(state)) return <RecordDialogPending state={state} onAcknowledgeError={acknowledgeError} />;

  const { form, error } = state.context;
  const view = locationFormView(state);
  const readOnly = view.readOnly;
  const reasonsId = `${ids}-reasons`;
  // Issue 46: while the location saves, Submit keeps focus: busy and aria-disabled (a press does
  // nothing, its description says the location is being saved), not disabled, which would drop a
  // keyboard user's focus to <body> until the save ends. Disabled, as before, while fields are missing.
  const saving = view.submitting;
  const blocked = view.submitReasons.length > 0;

  const text = (field: LocationTextField, extra: { type?: 'email' | 'url' | 'tel'; inputMode?: 'decimal' | 'numeric' } = {}) => (
    <LocationText
      key={field}
      field={field}
      value={form[field]}
      readOnly={readOnly}
      missing={view.missing.has(field as LocationRuleField)}
      send={send}
      {...extra}
    />
  );
  const choice = (field: 'locationGroupId' | 'stateId', choices: readonly { id: number; label: string }[]) => (
    <LocationChoice key={field} field={field} value={form[field]} choices={choices} readOnly={readOnly} missing={view.missing.has(field)} send={send} />
  );
  const day = (which: HoursDay) => [
    <LocationTime key={`${which}-opens`} day={which} part="opens" value={form[which].opens} readOnly={readOnly} send={send} />,
    <LocationTime key={`${which}-closes`} day={which} part="closes" value={form[which].closes} readOnly={readOnly} send={send} />,
  ];
  const section = (heading: string | undefined, children: ReactNode) => (
    <section aria-label={heading ?? m.titles[mode]}>
      <Stack space="sm">
        {heading && <Heading level={3}>{heading}</Heading>}
        <Tiles columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="md">
          {children}
        </Tiles>
      </Stack>
    </section>
  );

  const description = readOnly ? (
    <Stack space="xs">
      <Text weight="semibold">{m.fields.locationPageDescription}</Text>
      <RichTextView html={form.locationPageDescription} />
    </Stack>
  ) : (
    <LocationDescription value={form.locationPageDescription} missing={view.missing.has('locationPageDescription')} send={send} />
  );

  const buttons = (
    <Inline space="sm">
      <Button variant="outline" tone="neutral" onClick={() => send({ type: 'location.cancel' })}>
        {m.cancel}
      </Button>
      <Button
        disabled={blocked && !saving}
        aria-disabled={saving || undefined}
        aria-busy={saving || undefined}
        aria-describedby={blocked ? reasonsId : undefined}
        icon={saving ? <Spinner size="sm" tone="current" /> : undefined}
        onClick={() => {
          if (!saving) send({ type: 'location.submit' });
        }}
      >
        {m.submit}
      </Button>
    </Inline>
  );

  return (
    <RecordDialogFrame
      title={m.titles[mode]}
      description={mode === 'create' ? undefined : form.name}
      actions={buttons}
      onCancel={() => send({ type: 'location.cancel' })}
      error={error}
      onAcknowledgeError={acknowledgeError}
    >
      <Stack space="lg">
        <DisabledReasons id={reasonsId} heading={m.reasons.heading} reasons={view.submitReasons} />
        {section(undefined, [text('name'), text('locationDescription'), text('JoineryId')])}
        <section aria-label={m.sections.seo}>
          <Stack space="sm">
            <Heading level={3}>{m.sections.seo}</Heading>
            <Checkbox
              label={m.fields.locationPagePublished}
              checked={form.locationPagePublished}
              disabled={readOnly}
              onCheckedChange={(value) => send({ type: 'location.check', field: 'locationPagePublished', value })}
            />
            <Tiles columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="md">
              {text('locationPageTitle')}
              {text('locationPageUrl')}
              {text('locationPageMetaTitle')}
              {text('locationPageMetaDescription')}
              {text('latitude', { inputMode: 'decimal' })}
              {text('longitude', { inputMode: 'decimal' })}
              {text('virtualTourLink', { type: 'url' })}
            </Tiles>
            {description}
          </Stack>
        </section>
        {section(m.sections.menu, [
          choice('locationGroupId', groupChoices),
          text('displayOrder', { inputMode: 'numeric' }),
        ])}
        {section(m.sections.address, [
          text('addressLine1'),
          text('addressLine2'),
          text('city'),
          choice('stateId', stateChoices),
          text('zip'),
          text('countryCode'),
          text('phone', { type: 'tel' }),
          text('fax', { type: 'tel' }),
          text('email', { type: 'email' }),
        ])}
        <section aria-label={m.sections.hours}>
          <Stack space="sm">
            <Heading level={3}>{m.sections.hours}</Heading>
            <Tiles columns={{ mobile: 1, tablet: 2 }} space="md">
              {[...day('weekdays'), ...day('saturday'), ...day('sunday')]}
              {text('locationHoursNotes')}
              {text('isClosedNotes')}
            </Tiles>
            <Checkbox
              label={m.fields.isClosed}
              checked={form.isClosed}
              disabled={readOnly}
              onCheckedChange={(value) => send({ type: 'location.check', field: 'isClosed', value })}
            />
          </Stack>
        </section>
        {section(m.sections.external, [text('hub'), text('team'), text('pc'), text('ip')])}
      </Stack>
    </RecordDialogFrame>
  );
}
