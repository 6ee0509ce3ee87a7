import { useEffect, useRef, useState } from 'react';
import { useMachine } from '@joinery/flows/react';
import { Alert } from '@joinery/ui/Alert';
import { Button } from '@joinery/ui/Button';
import { DualListPicker } from '@joinery/ui/DualListPicker';
import { Heading } from '@joinery/ui/Heading';
import { IconButton } from '@joinery/ui/IconButton';
import { Inline } from '@joinery/ui/Inline';
import { Radio, RadioGroup } from '@joinery/ui/RadioGroup';
import { Spinner } from '@joinery/ui/Spinner';
import { Stack } from '@joinery/ui/Stack';
import { Text } from '@joinery/ui/Text';
import {
  addFieldRule,
  adminListNames,
  adminListsMessages as m,
  adminListsView,
  formMessages,
  type AdminListsMachine,
} from '@joinery/flows/admin/adminLists';
import { ErrorDialog } from '../../../staff/ErrorDialog';
import { LiveRegion } from '../../../staff/shared/LiveRegion';
import { LimitedTextField } from '../LimitedText';

export interface AdminListsEditorProps<Data> {
  /** A machine from createAdminListsMachine (its lists, load and save). */
  machine: AdminListsMachine<Data>;
  /** The screen's heading ("Location Management Admin"). */
  heading: string;
}

/**
 * The dual-list admin (back-office-admin.md §2 Location Management Admin, Bid Tracker Admin):
 * choose a list, move its items between Available and Selected, add an item by text and +,
 * Cancel (reloads) and Submit ("Submit Successful"); a second dual list when the list has one
 * (bid Status: Display as Archive / Display as Active); the screen's error dialog.
 */
export function AdminListsEditor<Data>({ machine, heading }: AdminListsEditorProps<Data>) {
  const [state, send, actor] = useMachine(machine);
  const view = adminListsView(state);
  const { context } = state;
  const definition = view.definition;
  const listProblem = context.problems[''];
  // Issue 46: an add refused for a field (empty, too long) moves focus to the first refused box, so
  // a screen reader reads it with its message (the message describes it); counted per refusal.
  const addForm = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) addForm.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  return (
    <Stack space="lg">
      <Heading level={1}>{heading}</Heading>
      <RadioGroup
        label={m.chooseList}
        value={context.listId}
        orientation="horizontal"
        disabled={view.busy}
        onValueChange={(listId) => send({ type: 'lists.choose', listId })}
      >
        {context.definitions.map((list) => (
          <Radio key={list.id} value={list.id} label={list.label} />
        ))}
      </RadioGroup>
      {view.loading ? (
        <Spinner label={m.loading} />
      ) : (
        definition && (
          <Stack space="md">
            <DualListPicker
              label={definition.label}
              items={view.items.map((item) => ({ id: item.key, label: item.label }))}
              value={view.selectedKeys}
              onValueChange={(keys) => send({ type: 'lists.select', keys })}
              disabled={view.busy}
              messages={{ available: adminListNames.available, selected: adminListNames.selected }}
            />
            {definition.secondary && (
              <DualListPicker
                label={definition.secondary.label}
                items={view.secondaryItems.map((item) => ({ id: item.key, label: item.label }))}
                value={view.secondaryKeys}
                onValueChange={(keys) => send({ type: 'lists.secondary', keys })}
                disabled={view.busy}
                messages={{ available: definition.secondary.available, selected: definition.secondary.selected }}
              />
            )}
            <form
              ref={addForm}
              aria-label={`${m.add} ${definition.label}`}
              onSubmit={(event) => {
                event.preventDefault();
                send({ type: 'add.submit' });
                const { problems } = actor.getSnapshot().context;
                if (Object.keys(problems).some((key) => key !== '')) setRefusals((count) => count + 1);
              }}
            >
              <Inline space="sm" alignY="bottom">
                {view.addFields.map((field) => (
                  <LimitedTextField
                    key={`${definition.id}-${field.key}`}
                    label={field.label}
                    rule={addFieldRule(field)}
                    type={field.type ?? 'text'}
                    value={context.drafts[field.key] ?? ''}
                    disabled={view.busy || view.addDisabled}
                    error={context.problems[field.key]}
                    onValueChange={(value) => send({ type: 'add.edit', field: field.key, value })}
                  />
                ))}
                <IconButton
                  type="submit"
                  icon="plus"
                  label={m.add}
                  variant="solid"
                  disabled={view.busy || view.addDisabled}
                />
              </Inline>
              {/* Issue 46: in a region that was there before it, so a refused duplicate is said at once. */}
              <LiveRegion politeness="assertive">
                {listProblem && (
                  <Text size="sm" tone="muted" role="alert">
                    {listProblem}
                  </Text>
                )}
              </LiveRegion>
              {!listProblem && view.addDisabled && (
                <Text size="sm" tone="muted">
                  {m.addingDisabled(definition.label)}
                </Text>
              )}
            </form>
          </Stack>
        )
      )}
      {/* Issue 46: in a status region that was there before it, so "Submit Successful" is spoken. */}
      <LiveRegion>
        {view.submitted && (
          <Alert tone="positive" scrollIntoViewOnShow={false}>
            {formMessages.submitSuccessful}
          </Alert>
        )}
      </LiveRegion>
      <Inline space="sm">
        <Button variant="outline" tone="neutral" disabled={view.busy} onClick={() => send({ type: 'lists.cancel' })}>
          {m.cancel}
        </Button>
        <Button loading={view.submitting} disabled={view.busy} onClick={() => send({ type: 'lists.submit' })}>
          {m.submit}
        </Button>
      </Inline>
      <ErrorDialog error={context.error} onAcknowledge={() => send({ type: 'error.acknowledge' })} />
    </Stack>
  );
}
