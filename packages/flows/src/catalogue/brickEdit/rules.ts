import type { BrickValueInput } from '../../api/catalogue/bricks';
import { brickScreenMessages as m } from '../messages';
import { brickCodeLengthError } from '../catalogueRules/brickRules';
import type { BrickForm, ValueEditor } from './types';

/** A whole number of characters greater than 0, or undefined while it is not one. */
export function brickLength(form: Pick<BrickForm, 'length'>): number | undefined {
  const text = form.length.trim();
  if (!/^\d+$/.test(text)) return undefined;
  const length = Number(text);
  return length > 0 ? length : undefined;
}

/** §5 Brick: "Name and Length required (Submit disabled if empty)". Answers why not. */
export function brickFormBlockers(form: BrickForm): string[] {
  const lengthText = form.length.trim();
  return [
    ...(form.name.trim() === '' ? [m.reasons.nameRequired] : []),
    ...(lengthText === '' ? [m.reasons.lengthRequired] : brickLength(form) === undefined ? [m.reasons.lengthNotWhole] : []),
  ];
}

export interface ValueProblem {
  field: 'name' | 'code';
  message: string;
}

/**
 * §5 Value: Name and Code required; with Exact the code length must equal the brick length,
 * with Max it must be at most the brick length. Shown for touched fields (or all of them).
 */
export function valueEditorProblems(
  context: { form: BrickForm; valueEditor: ValueEditor | undefined },
  options: { showAll?: boolean } = {},
): ValueProblem[] {
  const editor = context.valueEditor;
  if (!editor) return [];
  const show = (field: 'name' | 'code') => options.showAll === true || editor.touched[field];
  const problems: ValueProblem[] = [];
  if (show('name') && editor.name.trim() === '') problems.push({ field: 'name', message: m.required });
  if (show('code')) {
    const length = brickLength(context.form);
    if (editor.code.trim() === '') problems.push({ field: 'code', message: m.required });
    else if (length !== undefined) {
      const error = brickCodeLengthError(editor.code, length, context.form.exact);
      if (error) problems.push({ field: 'code', message: error });
    }
  }
  return problems;
}

/** The value modal's hint on code length (§2). */
export function codeLengthHint(form: BrickForm): string | undefined {
  const length = brickLength(form);
  if (length === undefined) return undefined;
  return form.exact ? m.codeHintExact(length) : m.codeHintMax(length);
}

/** The Filter By box: values whose name or code contains the text, any case, with their index. */
export function visibleValues(values: readonly BrickValueInput[], filter: string): { value: BrickValueInput; index: number }[] {
  const needle = filter.trim().toLowerCase();
  return values
    .map((value, index) => ({ value, index }))
    .filter(({ value }) => needle === '' || value.name.toLowerCase().includes(needle) || value.code.toLowerCase().includes(needle));
}
