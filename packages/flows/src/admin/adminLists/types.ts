import type { AdminTextRule } from '../textLimits';

/** One item of an admin list. `selected` puts it in the Selected list, otherwise it is Available. */
export interface AdminListItem {
  /** Unique within its list: the server id as text, or `new-N` for an item added on screen. */
  key: string;
  label: string;
  selected: boolean;
  /** The server's id; undefined for an item added on screen and not yet submitted. */
  id?: number | undefined;
  /** The add row's values for an added item (e.g. { name, email }), normalised. */
  values?: Record<string, string> | undefined;
  /** The second dual list (bid Status: Display as Active when true, as Archive when false). */
  secondary?: boolean | undefined;
}

export interface AdminAddField {
  key: string;
  label: string;
  /** The prompt shown when it is empty on add ("Enter Email"); "Enter a name to add" by default. */
  requiredMessage?: string;
  type?: 'text' | 'email';
  /** Issue 36: its length, control-character, separator and format rule; ADMIN_TEXT.name by default. */
  rule?: AdminTextRule;
}

export interface AdminListDefinition {
  /** The key of the list in the lists record ("holidayTypes"). */
  id: string;
  /** What the chooser and the dual list call it ("Holiday Type"). */
  label: string;
  /** §2 "Adding to Project States is disabled". */
  addDisabled?: boolean;
  /** The add row's inputs; one "New item" text by default. The first is capitalised (§5). */
  addFields?: AdminAddField[];
  /** How an added item reads; by default its first field. */
  labelOf?: (values: Record<string, string>) => string;
  /**
   * A second dual list over the Selected items (§2 bid Status: "Display as Archive" and
   * "Display as Active"): its label and the headings of its two sides.
   */
  secondary?: { label: string; available: string; selected: string };
}

export type AdminLists = Record<string, AdminListItem[]>;
