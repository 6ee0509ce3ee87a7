export {
  brickEditMachine,
  brickDraftOf,
  codeLocked,
  formFromBrick,
  type BrickDialogMode,
  type BrickEditContext,
  type BrickEditEvent,
  type BrickEditInput,
  type BrickForm,
  type BrickImportInput,
  type BrickImportReport,
  type ValueEditor,
} from './brickEdit.machine';
export { brickFormBlockers, brickLength, codeLengthHint, valueEditorProblems, visibleValues, type ValueProblem } from './rules';
export { brickActionState, type BrickActionState } from './selectors';
