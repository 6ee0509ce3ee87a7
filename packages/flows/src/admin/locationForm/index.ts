/** The location form's pure rules (back-office-admin.md §5 Location form, Hours; §4 Location). */
export { emptyLocationForm, formFromLocation, locationPayload, type LocationForm, type LocationTextField } from './form';
export {
  CLOSED,
  closingText,
  openingText,
  parseHours,
  weekdayHoursText,
  weekendHoursText,
  type DayHours,
  type HoursInputs,
} from './hours';
export { ALWAYS_REQUIRED, missingLocationFields, PUBLISH_REQUIRED, requiredToPublish, type LocationRuleField } from './publishRule';
export { locationFormMessages } from './messages';
