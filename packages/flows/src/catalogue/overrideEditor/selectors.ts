import type { SnapshotFrom } from 'xstate';
import { OVERRIDE_FIELD_RULES, type OverrideField } from '../records/overrideFields';
import { overrideEditorMessages as m, overrideFieldLabels } from './messages';
import type { overrideEditorMachine } from './overrideEditor.machine';
import { fieldsInError } from './rules';

type Snapshot = SnapshotFrom<typeof overrideEditorMachine>;

/** Why Submit Changes is disabled (§4: a field shows a validation error), or none. */
export function submitDisabledReasons(snapshot: Snapshot): string[] {
  const inError = fieldsInError(snapshot.context.fields);
  return inError.length === 0 ? [] : [m.submitDisabled, ...inError.map((field) => overrideFieldLabels[field])];
}

/** What the screen needs to draw one field. */
export function fieldView(snapshot: Snapshot, field: OverrideField) {
  const state = snapshot.context.fields[field];
  const locked = !snapshot.matches('editing');
  return {
    ...state,
    label: overrideFieldLabels[field],
    kind: OVERRIDE_FIELD_RULES[field],
    /** §2: checked means the field is editable (or its dropdown enabled). */
    editable: state.checked && !locked,
    checkboxEnabled: !locked,
  };
}

export function overrideEditorView(snapshot: Snapshot) {
  const busy = snapshot.matches('saving') || snapshot.matches('refetching');
  const reasons = submitDisabledReasons(snapshot);
  return {
    busy,
    confirmingSubmit: snapshot.matches('confirmingSubmit'),
    confirmingClearAll: snapshot.matches('confirmingClearAll'),
    submitEnabled: snapshot.matches('editing') && reasons.length === 0,
    clearAllEnabled: snapshot.matches('editing'),
    submitDisabledReasons: reasons,
    error: snapshot.matches('failed') ? snapshot.context.error : undefined,
    saved: snapshot.context.saved,
  };
}
