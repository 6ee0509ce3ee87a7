import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useActorRef } from '@joinery/flows/react';
import { Button } from '@joinery/ui/Button';
import { Checkbox } from '@joinery/ui/Checkbox';
import { ConfirmDialog } from '@joinery/ui/ConfirmDialog';
import { Inline } from '@joinery/ui/Inline';
import { Select } from '@joinery/ui/Select';
import { Stack } from '@joinery/ui/Stack';
import { Text } from '@joinery/ui/Text';
import { TextField } from '@joinery/ui/TextField';
import { Tiles } from '@joinery/ui/Tiles';
import { OVERRIDE_CHECKBOX_FIELDS, type OverrideField } from '@joinery/flows/catalogue/records';
import {
  fieldView,
  overrideEditorMachine,
  overrideEditorMessages as m,
  overrideEditorView,
  type OverrideEditorInput,
} from '@joinery/flows/catalogue/overrideEditor';
import { ErrorDialog } from '../../staff/ErrorDialog';
import { DisabledReasons } from '../../staff/shared/DisabledReasons';
import { GatedButton } from '../../staff/shared/GatedButton';
import { headingTarget, redrawn, useFocusBackAfter } from '../../shared/focusAfter';

export interface OverrideEditorProps {
  input: OverrideEditorInput;
  /** Let a story or test swap the machine's actors. */
  machine?: typeof overrideEditorMachine;
}

const BOOLEAN_OPTIONS = [
  { value: 'true', label: m.booleanOptions.true },
  { value: 'false', label: m.booleanOptions.false },
];
const SUBMIT_REASONS_ID = 'override-submit-reasons';

export type OverrideEditorActor = ActorRefFrom<typeof overrideEditorMachine>;

/** The override editor's machine, started by whoever outlives the panel (the product view). */
export function useOverrideEditorActor(input: OverrideEditorInput, machine: typeof overrideEditorMachine = overrideEditorMachine): OverrideEditorActor {
  return useActorRef(machine, { input });
}

/**
 * The Web panel's override editor (back-office-products.md §2 Override editor, §4, §5, §8): a
 * checkbox per field (checked = editable), §5 messages on leaving a field, Clear All Overrides
 * and Submit Changes behind their confirmations.
 */
export function OverrideEditor({ input, machine = overrideEditorMachine }: OverrideEditorProps) {
  const actor = useOverrideEditorActor(input, machine);
  return (
    <>
      <OverrideEditorFields actor={actor} />
      <OverrideEditorDialogs actor={actor} />
    </>
  );
}

/**
 * The editor's fields and buttons, drawn from a machine that lives outside them (issue 36): the
 * product view's panel selector unmounts this when it turns from tabs into a dropdown, and what
 * was ticked and typed must survive that.
 */
export function OverrideEditorFields({ actor }: { actor: OverrideEditorActor }) {
  const state = useSelector(actor, (s) => s);
  const send = actor.send;
  const view = overrideEditorView(state);

  const renderField = (field: OverrideField) => {
    const f = fieldView(state, field);
    const control =
      f.kind === 'boolean' ? (
        <Select
          label={f.label}
          options={BOOLEAN_OPTIONS}
          value={f.text === '' ? undefined : f.text}
          disabled={!f.editable}
          error={f.error}
          onValueChange={(text) => send({ type: 'field.change', field, text })}
        />
      ) : (
        <TextField
          label={f.label}
          value={f.text}
          readOnly={!f.editable}
          error={f.error}
          hint={f.kind === 'date' ? m.dateHint : undefined}
          inputMode={f.kind === 'integer' ? 'numeric' : f.kind === 'decimal' ? 'decimal' : undefined}
          onValueChange={(text) => send({ type: 'field.change', field, text })}
          onBlur={() => send({ type: 'field.blur', field })}
        />
      );
    return (
      <Stack key={field} space="xs">
        <Checkbox
          label={m.overrideLabel(f.label)}
          checked={f.checked}
          disabled={!f.checkboxEnabled}
          onCheckedChange={(checked) => send({ type: 'field.check', field, checked })}
        />
        {control}
      </Stack>
    );
  };

  return (
    <Stack space="md">
      <Tiles columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="md">
        {OVERRIDE_CHECKBOX_FIELDS.map(renderField)}
      </Tiles>
      <Inline space="md" alignY="center">
        <Button variant="outline" tone="critical" disabled={!view.clearAllEnabled} onClick={() => send({ type: 'clearAll' })}>
          {m.clearAll}
        </Button>
        <GatedButton reasons={view.submitDisabledReasons} reasonsId={SUBMIT_REASONS_ID} loading={view.busy} onClick={() => send({ type: 'submit' })}>
          {m.submit}
        </GatedButton>
        <Text role="status" size="sm" tone="muted">
          {view.busy ? m.saving : view.saved ? m.saved : ''}
        </Text>
      </Inline>
      <DisabledReasons id={SUBMIT_REASONS_ID} heading={`${m.submit}:`} reasons={view.submitDisabledReasons} />
    </Stack>
  );
}

/**
 * The editor's confirmations and error dialog, kept apart from its fields so that the product
 * view renders them outside the panel selector: an open confirmation stays open as the layout changes.
 */
export function OverrideEditorDialogs({ actor }: { actor: OverrideEditorActor }) {
  const state = useSelector(actor, (s) => s);
  const send = actor.send;
  const view = overrideEditorView(state);
  // Issue 46: a confirmation answered gives focus back to the button that asked it; that button
  // drawn again meanwhile (the panel selector turned into a dropdown), to the one now in its place,
  // else to the heading of the dialog the editor is in.
  // The answer's outcome waited for: the save (the button busy) and its error dialog, then a 409's
  // re-fetch and its own error, so focus goes back to the button once it can take it.
  useFocusBackAfter(view.confirmingClearAll || view.confirmingSubmit, {
    settled: () => view.error === undefined,
    fallbacks: (memory) => [redrawn(memory), headingTarget(document.querySelector<HTMLElement>('[role="dialog"] :is(h1, h2)'))],
    noDialog: false,
  });
  return (
    <>
      <ConfirmDialog
        heading={m.confirmClearHeading}
        text={m.confirmClearAll}
        open={view.confirmingClearAll}
        onConfirm={() => send({ type: 'confirm.yes' })}
        onCancel={() => send({ type: 'confirm.cancel' })}
        onOpenChange={(open) => !open && send({ type: 'confirm.cancel' })}
        confirmLabel={m.yes}
        cancelLabel={m.cancel}
        tone="critical"
      />
      <ConfirmDialog
        heading={m.confirmSubmitHeading}
        text={m.confirmSubmit}
        open={view.confirmingSubmit}
        onConfirm={() => send({ type: 'confirm.yes' })}
        onCancel={() => send({ type: 'confirm.cancel' })}
        onOpenChange={(open) => !open && send({ type: 'confirm.cancel' })}
        confirmLabel={m.yes}
        cancelLabel={m.cancel}
      />
      <ErrorDialog error={view.error} onAcknowledge={() => send({ type: 'error.acknowledge' })} />
    </>
  );
}
