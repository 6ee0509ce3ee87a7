import { format } from 'date-fns';
import type { BidDialogContext } from './bidDialog.machine';
import { bidDialogMessages as m } from './messages';
import { bidFormProblems, type BidField } from './rules';

interface Snapshot {
  context: BidDialogContext;
  matches(state: 'submitting' | 'addingNote' | 'editing'): boolean;
}

/** §4: the origination date: the bid's, or today on create (shown MM/DD/YYYY, §1). */
export function originationDate(context: Pick<BidDialogContext, 'bid' | 'today'>): string {
  return context.bid ? context.bid.submissionDateDisplay : format(context.today, 'MM/dd/yyyy');
}

/** Why Submit (or Add Note) is disabled, in words; empty when it is enabled. */
export function bidSubmitBlockers(snapshot: Snapshot): string[] {
  const { context } = snapshot;
  if (snapshot.matches('submitting') || snapshot.matches('addingNote')) return [m.saving];
  if (context.mode === 'view') return context.note.trim() === '' ? [m.addNoteBlocked] : [];
  if (!context.form) return [];
  const problems = bidFormProblems(context.form);
  return (Object.keys(problems) as BidField[]).map((field) =>
    m.fieldProblem(m.labels[field], m.problems[problems[field] as keyof typeof m.problems]),
  );
}

/** The error text under a field (its error style), or undefined. */
export function bidFieldError(context: Pick<BidDialogContext, 'form' | 'mode'>, field: BidField): string | undefined {
  if (!context.form || context.mode === 'view') return undefined;
  const problem = bidFormProblems(context.form)[field];
  return problem ? m.problems[problem] : undefined;
}
