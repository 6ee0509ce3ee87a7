import { isBlankHtml } from '../userDialog/rules';
import type { LocationForm } from './form';

/*
 * back-office-admin.md §5 Location form: "when Location Page Published is checked, every input
 * except the main name, isClosed, addressLine2 and the open/close time fields must be non-empty,
 * every dropdown must not be Select, and the page description must be non-empty … When
 * unpublished, only name, location group and state are required."
 */

/** The form fields the rule can mark. */
export type LocationRuleField = Exclude<keyof LocationForm, 'weekdays' | 'saturday' | 'sunday' | 'isClosed' | 'locationPagePublished'>;

/** Always required. The main name is not in the published list (§5) because it is required anyway. */
export const ALWAYS_REQUIRED: readonly LocationRuleField[] = ['name', 'locationGroupId', 'stateId'];

/** Not required even when published (§5's exceptions). */
export const PUBLISH_EXCEPTIONS: readonly LocationRuleField[] = ['addressLine2'];

/** Every field marked * (required to publish): all rule fields less the exceptions. */
export const PUBLISH_REQUIRED: readonly LocationRuleField[] = [
  'name',
  'locationDescription',
  'JoineryId',
  'locationPageTitle',
  'locationPageUrl',
  'locationPageMetaTitle',
  'locationPageMetaDescription',
  'locationPageDescription',
  'latitude',
  'longitude',
  'virtualTourLink',
  'locationGroupId',
  'displayOrder',
  'addressLine1',
  'city',
  'stateId',
  'zip',
  'countryCode',
  'phone',
  'fax',
  'email',
  'locationHoursNotes',
  'isClosedNotes',
  'hub',
  'team',
  'pc',
  'ip',
];

function isEmpty(form: LocationForm, field: LocationRuleField): boolean {
  const value = form[field];
  if (typeof value === 'number') return value === 0; // a dropdown on Select
  if (field === 'locationPageDescription') return isBlankHtml(value);
  return value.trim() === '';
}

/** The fields missing for the form's published state, in form order. */
export function missingLocationFields(form: LocationForm): LocationRuleField[] {
  const required = form.locationPagePublished ? PUBLISH_REQUIRED : ALWAYS_REQUIRED;
  return required.filter((field) => isEmpty(form, field));
}

/** Whether a label carries * : required to publish (§5 "Labels marked * are required to publish"). */
export function requiredToPublish(field: LocationRuleField): boolean {
  return PUBLISH_REQUIRED.includes(field);
}

/**
 * The server's side of the same rule, over a create or update body (§7): the fields marked * that
 * the body leaves empty when it publishes the page. A number is present unless it is a dropdown
 * left on Select (0); the body's display order always carries one (0), and an empty country is
 * stored as USA (§5), so neither can be missing.
 */
export function missingFromPublishedBody(body: Partial<Record<LocationRuleField, unknown>>): LocationRuleField[] {
  return PUBLISH_REQUIRED.filter((field) => {
    if (field === 'countryCode') return false;
    const value = body[field];
    if (value === null || value === undefined) return true;
    if (typeof value === 'number') return (field === 'locationGroupId' || field === 'stateId') && value === 0;
    if (field === 'locationPageDescription') return isBlankHtml(String(value));
    return String(value).trim() === '';
  });
}
