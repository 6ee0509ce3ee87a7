/** The location form's pure rules (back-office-admin.md §5 Location form, Hours; §4 Location), its machine and the list's. */
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
export { ALWAYS_REQUIRED, missingFromPublishedBody, missingLocationFields, PUBLISH_REQUIRED, requiredToPublish, type LocationRuleField } from './publishRule';
export { locationFormMessages } from './messages';
export {
  locationFormMachine,
  locationsListMachine,
  sortLocations,
  type HoursDay,
  type LoadedLocation,
  type LocationFormContext,
  type LocationFormEvent,
  type LocationFormMode,
  type SaveLocationInput,
} from './locationForm.machine';
export { locationFormView, type LocationFormView } from './selectors';
