import { cleanName, richTextLength, textProblem, type TextRules } from '../text';
import { isEmail, isPhone } from '../text/formats';
import { ADMIN_EMAIL_SEPARATOR } from './constants';
import { textMessages } from './messages';

/*
 * Issue 36: the limits, cleaning and formats of every administration text field, by configuration.
 * back-office-admin.md gives no lengths (only the location's live "N characters" counters), so
 * each family below is a decision (docs/decisions.md "Administration text limits (issue 36)").
 * The dialogs refuse a typed or pasted value that breaks its rule (the box keeps its text); the
 * embedded back end refuses the same values with a 400.
 */

export interface AdminTextRule extends TextRules {
  /** A contact field whose format is checked once it is not empty. */
  format?: 'email' | 'phone';
  /** Rich text: the limit counts the visible text, not the markup. */
  html?: boolean;
}

/** The rule families. */
export const ADMIN_TEXT = {
  /** Codes and short values: extension, zip, state code, hub, team, pc, ip, latitude, longitude, orders. */
  code: { max: 50 },
  /** Names: people, companies, projects, groups, holidays, list items, SOW types and tabs. */
  name: { max: 100 },
  /** One line of text: address lines, titles, departments, credentials, meta titles, question labels. */
  line: { max: 250 },
  /** Web addresses. */
  url: { max: 2048 },
  email: { max: 254, format: 'email' },
  phone: { max: 30, format: 'phone' },
  /** A single-line description (meta descriptions, location description). */
  description: { max: 500 },
  /** Multi-line text: notes, messages, hours notes, help texts, wizard answers, proposals. */
  text: { max: 4000, multiline: true },
  /** Rich text: 20,000 characters of visible text. */
  richText: { max: 20000, multiline: true, html: true },
  /** Bid admin e-mail parts: stored as "name;email", so neither may hold ';' (§5). */
  adminEmailName: { max: 100, separator: ADMIN_EMAIL_SEPARATOR },
  adminEmail: { max: 254, format: 'email', separator: ADMIN_EMAIL_SEPARATOR },
} as const satisfies Record<string, AdminTextRule>;

/** The users dialog's text fields (§2 Users), address lines included by their own keys. */
export const USER_TEXT_RULES = {
  firstName: ADMIN_TEXT.name,
  middleName: ADMIN_TEXT.name,
  lastName: ADMIN_TEXT.name,
  officePhone: ADMIN_TEXT.phone,
  officeExt: ADMIN_TEXT.code,
  officeFax: ADMIN_TEXT.phone,
  mobilePhone: ADMIN_TEXT.phone,
  otherMobile: ADMIN_TEXT.phone,
  housePhone: ADMIN_TEXT.phone,
  email: ADMIN_TEXT.email,
  department: ADMIN_TEXT.line,
  title: ADMIN_TEXT.line,
  location: ADMIN_TEXT.line,
  manager: ADMIN_TEXT.line,
  houzzUrl: ADMIN_TEXT.url,
  credentials: ADMIN_TEXT.line,
  addressLine1: ADMIN_TEXT.line,
  addressLine2: ADMIN_TEXT.line,
  city: ADMIN_TEXT.name,
  stateCode: ADMIN_TEXT.code,
  postalCode: ADMIN_TEXT.code,
  country: ADMIN_TEXT.name,
  designerPageMetadataTitle: ADMIN_TEXT.line,
  designerPageUrl: ADMIN_TEXT.url,
  designerPageMetadataDescription: ADMIN_TEXT.description,
  designerPhone: ADMIN_TEXT.phone,
  designerDescription: ADMIN_TEXT.richText,
} as const satisfies Record<string, AdminTextRule>;

/** The location form's text fields (§2 Locations). */
export const LOCATION_TEXT_RULES = {
  name: ADMIN_TEXT.name,
  locationDescription: ADMIN_TEXT.description,
  JoineryId: ADMIN_TEXT.code,
  locationPageTitle: ADMIN_TEXT.line,
  locationPageUrl: ADMIN_TEXT.url,
  locationPageMetaTitle: ADMIN_TEXT.line,
  locationPageMetaDescription: ADMIN_TEXT.description,
  locationPageDescription: ADMIN_TEXT.richText,
  latitude: ADMIN_TEXT.code,
  longitude: ADMIN_TEXT.code,
  virtualTourLink: ADMIN_TEXT.url,
  displayOrder: ADMIN_TEXT.code,
  addressLine1: ADMIN_TEXT.line,
  addressLine2: ADMIN_TEXT.line,
  city: ADMIN_TEXT.name,
  zip: ADMIN_TEXT.code,
  countryCode: ADMIN_TEXT.code,
  phone: ADMIN_TEXT.phone,
  fax: ADMIN_TEXT.phone,
  email: ADMIN_TEXT.email,
  locationHoursNotes: ADMIN_TEXT.text,
  isClosedNotes: ADMIN_TEXT.text,
  hub: ADMIN_TEXT.code,
  team: ADMIN_TEXT.code,
  pc: ADMIN_TEXT.code,
  ip: ADMIN_TEXT.code,
} as const satisfies Record<string, AdminTextRule>;

/** The bid dialog's free-text fields (§2 Bid Tracker); numbers and dates keep their own §5 rules. */
export const BID_TEXT_RULES = {
  accountId: ADMIN_TEXT.code,
  salesPerson: ADMIN_TEXT.name,
  contactName: ADMIN_TEXT.name,
  contactPhone: ADMIN_TEXT.phone,
  companyName: ADMIN_TEXT.name,
  projectName: ADMIN_TEXT.name,
  projectCity: ADMIN_TEXT.name,
  projectOwner: ADMIN_TEXT.name,
  quotedDoorStyle: ADMIN_TEXT.line,
  cabinetDoorFinish: ADMIN_TEXT.line,
  cabinetSpecified: ADMIN_TEXT.line,
  note: ADMIN_TEXT.text,
} as const satisfies Record<string, AdminTextRule>;

/** Holidays (§2: name, message), menu groups (§2: Group Name) and the admin lists' items (§2). */
export const HOLIDAY_TEXT_RULES = { name: ADMIN_TEXT.name, message: ADMIN_TEXT.text } as const;
export const MENU_GROUP_TEXT_RULES = { name: ADMIN_TEXT.name, displayOrder: ADMIN_TEXT.code } as const;
export const ADMIN_LIST_TEXT_RULES = { item: ADMIN_TEXT.name, adminEmailName: ADMIN_TEXT.adminEmailName, adminEmail: ADMIN_TEXT.adminEmail } as const;

/** The scope-of-work builder's fields (§2) and the wizard's free-text answers. */
export const SOW_TEXT_RULES = {
  typeName: ADMIN_TEXT.name,
  tabName: ADMIN_TEXT.name,
  questionLabel: ADMIN_TEXT.line,
  optionLabel: ADMIN_TEXT.line,
  helpText: ADMIN_TEXT.text,
  parties: ADMIN_TEXT.text,
  instructions: ADMIN_TEXT.richText,
  proposal: ADMIN_TEXT.richText,
  answer: ADMIN_TEXT.text,
  richAnswer: ADMIN_TEXT.richText,
} as const satisfies Record<string, AdminTextRule>;

/** The length a rule counts: the visible text of rich text, else the text itself. */
function countedText(value: string, rule: AdminTextRule): string {
  return rule.html ? 'x'.repeat(richTextLength(value)) : value;
}

/**
 * Why a typed or pasted value is refused as a whole (over the limit, a control character, the
 * separator), judged as it would be saved (cleaned); null when the box may take it.
 */
export function adminTextRefusal(label: string, value: string, rule: AdminTextRule): string | null {
  const cleaned = cleanName(value);
  const problem = rule.html
    ? (textProblem(countedText(cleaned, rule), rule) ?? (rule.separator && cleaned.includes(rule.separator) ? 'separator' : undefined))
    : textProblem(cleaned, rule);
  if (!problem) return null;
  if (problem === 'tooLong') return textMessages.tooLong(label, rule.max);
  if (problem === 'separator') return textMessages.separator(label, rule.separator ?? '');
  return rule.multiline ? textMessages.controlMultiline(label) : textMessages.control(label);
}

/** A contact field's format problem once it is not empty (an empty one is the required rule's business). */
export function adminFormatProblem(label: string, value: string, rule: AdminTextRule): string | null {
  const text = value.trim();
  if (!text || !rule.format) return null;
  if (rule.format === 'email') return isEmail(text) ? null : textMessages.email(label);
  return isPhone(text) ? null : textMessages.phone(label);
}

/** Every problem of a value as it is saved: the refusal, then the format. */
export function adminTextProblem(label: string, value: string, rule: AdminTextRule): string | null {
  return adminTextRefusal(label, value, rule) ?? adminFormatProblem(label, value, rule);
}

/** The text as saved: bidirectional controls and zero-width characters stripped (names also trimmed by their own rules). */
export const cleanAdminText = cleanName;

/**
 * Each field of `values` that breaks its rule, with its problem (keyed by field): the embedded
 * back end refuses a body with any, and the dialogs list the format problems as Submit blockers.
 */
export function adminTextProblems<K extends string>(
  values: Partial<Record<K, unknown>>,
  rules: Partial<Record<K, AdminTextRule>>,
  label: (field: K) => string = (field) => field,
): Array<[K, string]> {
  const problems: Array<[K, string]> = [];
  for (const [field, rule] of Object.entries(rules) as Array<[K, AdminTextRule]>) {
    const value = values[field];
    if (typeof value !== 'string') continue;
    const problem = adminTextProblem(label(field), value, rule);
    if (problem) problems.push([field, problem]);
  }
  return problems;
}

/** Every string of `values` named in `rules`, cleaned. */
export function cleanAdminValues<T extends object>(values: T, rules: Partial<Record<keyof T, AdminTextRule>>): T {
  const cleaned = { ...values } as Record<string, unknown>;
  for (const field of Object.keys(rules)) {
    const value = cleaned[field];
    if (typeof value === 'string') cleaned[field] = cleanName(value);
  }
  return cleaned as T;
}
