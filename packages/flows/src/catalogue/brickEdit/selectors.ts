import type { SnapshotFrom } from 'xstate';
import type { BrickValueInput } from '../../api/catalogue/bricks';
import { brickScreenMessages as m } from '../messages';
import { codeLocked, type brickEditMachine } from './brickEdit.machine';
import { brickFormBlockers, codeLengthHint, valueEditorProblems, visibleValues, type ValueProblem } from './rules';

type BrickSnapshot = SnapshotFrom<typeof brickEditMachine>;

export interface BrickActionState {
  /** Why Submit is disabled; empty when it is enabled. */
  submit: string[];
  /** The value modal's problems for the fields the user has left (or all after a Save attempt). */
  valueProblems: ValueProblem[];
  /** Why Save Changes is disabled; empty when it is enabled. */
  valueSave: string[];
  codeLocked: boolean;
  codeHint: string | undefined;
  visibleValues: { value: BrickValueInput; index: number }[];
  /** §2: Import and Export are offered when editing a saved brick. */
  transferEnabled: boolean;
}

export function brickActionState(snapshot: BrickSnapshot): BrickActionState {
  const { context } = snapshot;
  const allProblems = valueEditorProblems(context, { showAll: true });
  return {
    submit: [...brickFormBlockers(context.form), ...(context.busy ? [m.reasons.saving] : [])],
    valueProblems: valueEditorProblems(context),
    valueSave: allProblems.map((p) => p.message),
    codeLocked: codeLocked(context),
    codeHint: codeLengthHint(context.form),
    visibleValues: visibleValues(context.form.values, context.valueFilter),
    transferEnabled: context.mode === 'edit' && snapshot.matches({ editing: { transfer: 'idle' } }),
  };
}
