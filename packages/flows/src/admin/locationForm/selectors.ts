import { missingLocationFields, type LocationRuleField } from './publishRule';
import type { LocationFormContext } from './locationForm.machine';
import { locationFormMessages as m } from './messages';

interface LocationFormSnapshot {
  context: LocationFormContext;
  matches(state: 'submitting'): boolean;
}

export interface LocationFormView {
  readOnly: boolean;
  submitting: boolean;
  /** The fields marked in error (§5). */
  missing: ReadonlySet<LocationRuleField>;
  /** "Some required fields are missing - check entire form" shows. */
  showRequiredMessage: boolean;
  /** Why Submit is disabled (empty when it is enabled; always empty in view mode). */
  submitReasons: string[];
}

/** What the location form draws, and why Submit is disabled. */
export function locationFormView(state: LocationFormSnapshot): LocationFormView {
  const { context } = state;
  const submitting = state.matches('submitting');
  const view = context.mode === 'view';
  const missing = view ? [] : missingLocationFields(context.form);
  return {
    readOnly: view || submitting,
    submitting,
    missing: new Set(missing),
    showRequiredMessage: missing.length > 0,
    submitReasons: view ? [] : [...(missing.length > 0 ? [m.requiredMissing] : []), ...(submitting ? [m.reasons.saving] : [])],
  };
}
