// The form types the machine and its rules share (kept apart so neither imports the other).
import type { BrickValueInput } from '../../api/catalogue/bricks';

export type BrickDialogMode = 'create' | 'edit';

/** What the brick modal edits (back-office-products.md §2 Product Bricks, §3 Brick). */
export interface BrickForm {
  name: string;
  /** As typed: Submit stays disabled until it is a whole number. */
  length: string;
  /** The Max / Exact radio. */
  exact: boolean;
  example: string;
  /** null is the dropdown's Select ("source field Select means none"). */
  sourceField: string | null;
  values: BrickValueInput[];
}

/** The Edit/Create Values modal: a new value (index undefined) or the value at `index`. */
export interface ValueEditor {
  index: number | undefined;
  name: string;
  code: string;
  /** Errors show once a field was left or Save Changes was tried. */
  touched: { name: boolean; code: boolean };
}
