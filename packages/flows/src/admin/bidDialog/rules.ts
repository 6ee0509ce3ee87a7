import { format, isValid, isWeekend, parseISO } from 'date-fns';
import type { Bid, BidCreate, BidPropertyValues, BidUpdate } from '../../api/admin/bids';
import { DEFAULT_NEW_BID_STATUS, EMPTY_BID_ACCOUNT_ID } from '../constants';
import { BID_DATE_FORMAT, UNSELECTED_ID } from './constants';

/*
 * The bid form's rules (back-office-admin.md §4 Bid, §5 Bid, §6 role 1), pure so they are tested
 * on their own: what is required and valid, who may edit what, the options a dropdown offers,
 * and the bodies POST Bids and PUT Bids/{id} receive.
 */

export type BidDialogMode = 'create' | 'edit' | 'view';

/** The form as typed: text, numbers and Select values as strings (`'0'` is Select), dates YYYY-MM-DD or ''. */
export interface BidForm {
  accountId: string;
  salesPerson: string;
  contactName: string;
  contactPhone: string;
  companyName: string;
  projectName: string;
  projectCity: string;
  projectStateId: string;
  projectOwner: string;
  numberOfUnits: string;
  unitTypeId: string;
  bidAmount: string;
  margin: string;
  bidStatusId: string;
  estimatedStartDate: string;
  bidDueDate: string;
  bidSubmittedDate: string;
  quotedDoorStyle: string;
  cabinetDoorFinish: string;
  cabinetSpecified: string;
  cabinetManufacturerId: string;
  vanityTopsId: string;
  kitchenTopsId: string;
  appliancePackageQuoted: boolean;
  installQuoted: boolean;
}
export type BidField = keyof BidForm;
export type BidTextField = { [K in BidField]: BidForm[K] extends string ? K : never }[BidField];
export type BidFlagField = Exclude<BidField, BidTextField>;

/** §5: Submit waits for all of these; empty, zero or Select is invalid. */
export const REQUIRED_BID_FIELDS = [
  'salesPerson',
  'contactName',
  'companyName',
  'projectName',
  'projectCity',
  'projectStateId',
  'numberOfUnits',
  'unitTypeId',
  'bidAmount',
  'estimatedStartDate',
  'bidDueDate',
  'bidSubmittedDate',
  'projectOwner',
  'margin',
  'quotedDoorStyle',
  'cabinetDoorFinish',
  'cabinetSpecified',
] as const satisfies readonly BidTextField[];

/** Dropdowns: sent as integers, `'0'` (Select) when nothing is chosen. */
export const BID_SELECT_FIELDS = [
  'projectStateId',
  'unitTypeId',
  'bidStatusId',
  'cabinetManufacturerId',
  'vanityTopsId',
  'kitchenTopsId',
] as const satisfies readonly BidTextField[];
export type BidSelectField = (typeof BID_SELECT_FIELDS)[number];

/** §5: "bidAmount and margin must be digits only"; the number of units is a count too. */
export const BID_DIGIT_FIELDS = ['bidAmount', 'margin', 'numberOfUnits'] as const satisfies readonly BidTextField[];

/** §5: masked MM-DD-YYYY, weekdays only. */
export const BID_DATE_FIELDS = ['estimatedStartDate', 'bidDueDate', 'bidSubmittedDate'] as const satisfies readonly BidTextField[];

/**
 * §5: editable only by role 1 or on create. The account id and contact phone (in neither of §5's
 * lists) go with the customer, which §6 names a core field (docs/decisions.md).
 */
export const BID_CORE_FIELDS = [
  'salesPerson',
  'companyName',
  'contactName',
  'projectName',
  'projectCity',
  'projectStateId',
  'numberOfUnits',
  'unitTypeId',
  'estimatedStartDate',
  'bidAmount',
  'accountId',
  'contactPhone',
] as const satisfies readonly BidField[];

export type BidFieldProblem = 'required' | 'digitsOnly' | 'weekdaysOnly' | 'invalidDate';

const has = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** The day a YYYY-MM-DD text names, or undefined. */
export function dayOf(iso: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return undefined;
  const date = parseISO(iso);
  return isValid(date) ? date : undefined;
}

export function isoDay(date: Date): string {
  return format(date, BID_DATE_FORMAT);
}

/** What is wrong with one field's value, or undefined. */
export function bidFieldProblem(field: BidField, form: BidForm): BidFieldProblem | undefined {
  const value = form[field];
  if (typeof value === 'boolean') return undefined;
  const text = value.trim();
  const required = has(REQUIRED_BID_FIELDS, field);
  if (has(BID_DATE_FIELDS, field)) {
    if (text === '') return required ? 'required' : undefined;
    const day = dayOf(text);
    if (!day) return 'invalidDate';
    return isWeekend(day) ? 'weekdaysOnly' : undefined;
  }
  if (has(BID_DIGIT_FIELDS, field)) {
    if (text === '') return required ? 'required' : undefined;
    if (!/^\d+$/.test(text)) return 'digitsOnly';
    return required && Number(text) === 0 ? 'required' : undefined;
  }
  if (has(BID_SELECT_FIELDS, field)) {
    return required && (text === '' || Number(text) === UNSELECTED_ID) ? 'required' : undefined;
  }
  return required && text === '' ? 'required' : undefined;
}

/** Every field with a problem, in form order. */
export function bidFormProblems(form: BidForm): Partial<Record<BidField, BidFieldProblem>> {
  const problems: Partial<Record<BidField, BidFieldProblem>> = {};
  for (const field of Object.keys(form) as BidField[]) {
    const problem = bidFieldProblem(field, form);
    if (problem) problems[field] = problem;
  }
  return problems;
}

export function isBidFormValid(form: BidForm): boolean {
  return Object.keys(bidFormProblems(form)).length === 0;
}

/**
 * §4, §5, §6: view mode disables every field; the status selector is disabled on create and,
 * on an existing bid, editable by role 1 only (§6; docs/decisions.md); the core fields are
 * editable on create or by role 1; the rest always.
 */
export function isBidFieldDisabled(field: BidField, mode: BidDialogMode, bidAdmin: boolean): boolean {
  if (mode === 'view') return true;
  if (field === 'bidStatusId') return mode === 'create' || !bidAdmin;
  if (has(BID_CORE_FIELDS, field)) return mode === 'edit' && !bidAdmin;
  return false;
}

export interface BidOption {
  value: string;
  label: string;
}

/** §4: inactive values are hidden unless already on the bid. */
function visible<T>(items: readonly T[], idOf: (t: T) => number, nameOf: (t: T) => string, active: (t: T) => boolean, current: string): BidOption[] {
  return items
    .filter((item) => active(item) || String(idOf(item)) === current)
    .map((item) => ({ value: String(idOf(item)), label: nameOf(item) }));
}

/** The options of each dropdown (without Select, which the screen puts first). */
export function bidSelectOptions(values: BidPropertyValues, field: BidSelectField, current: string): BidOption[] {
  switch (field) {
    case 'projectStateId':
      return visible(values.projectStates, (s) => s.id, (s) => s.name, (s) => s.isBidActive, current);
    case 'unitTypeId':
      return visible(values.unitTypes, (u) => u.unitTypeId, (u) => u.name, (u) => u.isActive, current);
    case 'bidStatusId':
      return visible(values.bidStatuses, (s) => s.id, (s) => s.name, (s) => s.isActive, current);
    case 'cabinetManufacturerId':
      return visible(values.cabinetManufacturers, (s) => s.id, (s) => s.name, (s) => s.isActive, current);
    case 'vanityTopsId':
      return visible(values.vanityTops, (s) => s.id, (s) => s.name, (s) => s.isActive, current);
    case 'kitchenTopsId':
      return visible(values.kitchenTops, (s) => s.id, (s) => s.name, (s) => s.isActive, current);
  }
}

/** §4: a new bid starts in Waiting Approval, or the first available status when that is missing. */
export function newBidStatusId(values: BidPropertyValues): number {
  const active = values.bidStatuses.filter((s) => s.isActive);
  return (active.find((s) => s.name === DEFAULT_NEW_BID_STATUS) ?? active[0])?.id ?? UNSELECTED_ID;
}

const select = String(UNSELECTED_ID);

export function newBidForm(values: BidPropertyValues): BidForm {
  return {
    accountId: '',
    salesPerson: '',
    contactName: '',
    contactPhone: '',
    companyName: '',
    projectName: '',
    projectCity: '',
    projectStateId: select,
    projectOwner: '',
    numberOfUnits: '',
    unitTypeId: select,
    bidAmount: '',
    margin: '',
    bidStatusId: String(newBidStatusId(values)),
    estimatedStartDate: '',
    bidDueDate: '',
    bidSubmittedDate: '',
    quotedDoorStyle: '',
    cabinetDoorFinish: '',
    cabinetSpecified: '',
    cabinetManufacturerId: select,
    vanityTopsId: select,
    kitchenTopsId: select,
    appliancePackageQuoted: false,
    installQuoted: false,
  };
}

const dateText = (value: string) => (value ? value.slice(0, 10) : '');
const numberText = (value: number) => (value ? String(value) : '');

export function formFromBid(bid: Bid): BidForm {
  return {
    accountId: numberText(bid.accountId),
    salesPerson: bid.salesPerson,
    contactName: bid.contactName,
    contactPhone: bid.contactPhone,
    companyName: bid.companyName,
    projectName: bid.projectName,
    projectCity: bid.projectCity,
    projectStateId: String(bid.projectStateId),
    projectOwner: bid.projectOwner,
    numberOfUnits: numberText(bid.numberOfUnits),
    unitTypeId: String(bid.unitTypeId),
    bidAmount: String(bid.bidAmount),
    margin: String(bid.margin),
    bidStatusId: String(bid.bidStatusId),
    estimatedStartDate: dateText(bid.estimatedStartDate),
    bidDueDate: dateText(bid.bidDueDate),
    bidSubmittedDate: dateText(bid.bidSubmittedDate),
    quotedDoorStyle: bid.quotedDoorStyle,
    cabinetDoorFinish: bid.cabinetDoorFinish,
    cabinetSpecified: bid.cabinetSpecified,
    cabinetManufacturerId: String(bid.cabinetManufacturerId),
    vanityTopsId: String(bid.vanityTopsId),
    kitchenTopsId: String(bid.kitchenTopsId),
    appliancePackageQuoted: bid.appliancePackageQuoted,
    installQuoted: bid.installQuoted,
  };
}

const integer = (value: string) => {
  const n = Number.parseInt(value.trim(), 10);
  return Number.isFinite(n) ? n : 0;
};

/** §5: an empty accountId is sent as 0; Select values as integers; text trimmed. */
export function bidFieldsPayload(form: BidForm) {
  return {
    accountId: form.accountId.trim() === '' ? EMPTY_BID_ACCOUNT_ID : integer(form.accountId),
    salesPerson: form.salesPerson.trim(),
    contactName: form.contactName.trim(),
    contactPhone: form.contactPhone.trim(),
    companyName: form.companyName.trim(),
    projectName: form.projectName.trim(),
    projectCity: form.projectCity.trim(),
    projectStateId: integer(form.projectStateId),
    projectOwner: form.projectOwner.trim(),
    numberOfUnits: integer(form.numberOfUnits),
    unitTypeId: integer(form.unitTypeId),
    bidAmount: integer(form.bidAmount),
    margin: integer(form.margin),
    bidStatusId: integer(form.bidStatusId),
    estimatedStartDate: form.estimatedStartDate,
    bidDueDate: form.bidDueDate,
    bidSubmittedDate: form.bidSubmittedDate,
    quotedDoorStyle: form.quotedDoorStyle.trim(),
    cabinetDoorFinish: form.cabinetDoorFinish.trim(),
    cabinetSpecified: form.cabinetSpecified.trim(),
    cabinetManufacturerId: integer(form.cabinetManufacturerId),
    vanityTopsId: integer(form.vanityTopsId),
    kitchenTopsId: integer(form.kitchenTopsId),
    appliancePackageQuoted: form.appliancePackageQuoted,
    installQuoted: form.installQuoted,
  };
}

/** §5: "a note is sent only if the new-note box is non-empty". */
export function newNotes(note: string, author: string): Array<{ note: string; createdBy: string }> {
  const text = note.trim();
  return text === '' ? [] : [{ note: text, createdBy: author }];
}

/** POST Bids: the bid with createdby and bidNotes. */
export function bidCreatePayload(form: BidForm, note: string, author: string): BidCreate {
  return { ...bidFieldsPayload(form), createdby: author, bidNotes: newNotes(note, author) };
}

/** PUT Bids/{id}: the bid with Id and LastUpdatedby, the note to add, and the version read. */
export function bidUpdatePayload(bid: Pick<Bid, 'id' | 'rowVersion'>, form: BidForm, note: string, author: string): BidUpdate {
  return { Id: bid.id, ...bidFieldsPayload(form), LastUpdatedby: author, bidNotes: newNotes(note, author), rowVersion: bid.rowVersion };
}
