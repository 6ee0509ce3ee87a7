import type { SnapshotFrom } from 'xstate';
import { userDialogMessages as m } from './messages';
import { missingSeoFields, submitBlockers } from './rules';
import type { userDialogMachine } from './userDialog.machine';

/** What the dialog draws: whether it can be edited, why Submit is disabled, which SEO fields are missing. */
export function userDialogView(snapshot: SnapshotFrom<typeof userDialogMachine>) {
  const { context } = snapshot;
  const submitting = snapshot.matches('submitting');
  const form = context.form;
  return {
    readOnly: context.mode === 'view' || submitting,
    /** §2 "Submit hidden in view mode". */
    showSubmit: context.mode === 'edit',
    submitReasons: form ? [...submitBlockers(form), ...(submitting ? [m.reasons.saving] : [])] : [],
    missingSeo: new Set<string>(form ? missingSeoFields(form) : []),
    submitting,
    confirmingLeave: snapshot.matches({ open: 'confirmingLeave' }),
    /** §2 Role Permissions: each active role of the catalogue. */
    roles: form
      ? form.epIroles
          .filter((role) => role.active)
          .map((role) => ({ ...role, assigned: form.userRoles.find((r) => r.roleId === role.roleId)?.assigned ?? false }))
      : [],
  };
}
