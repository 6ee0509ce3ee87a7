import { assign, fromPromise, setup } from 'xstate';
import { fetchLocationGroups, type LocationGroup } from '../../api/admin/locationGroups';
import {
  createLocation,
  fetchLocation,
  fetchLocations,
  fetchStates,
  updateLocation,
  type Location,
  type State,
} from '../../api/admin/locations';
import { acknowledgeRecordError, isConflictOnSavedRecord, recordDialogEndStates } from '../../staff/shell/recordDialog';
import { settleUnlessAborted } from '../../staff/shell/settleUnlessAborted';
import { createListMachine } from '../../staff/list/list.machine';
import { emptyLocationForm, formFromLocation, locationPayload, type LocationForm, type LocationTextField } from './form';
import type { DayHours } from './hours';
import { missingLocationFields } from './publishRule';

/** §9 "locations published first then by name". */
export function sortLocations(rows: readonly Location[]): Location[] {
  return [...rows].sort((a, b) => Number(b.locationPagePublished) - Number(a.locationPagePublished) || a.name.localeCompare(b.name));
}

/** The Locations list (§2): GET Locations, published first then by name, name-prefix search. */
export const locationsListMachine = createListMachine<Location>({
  id: 'locationsList',
  load: (signal) => fetchLocations(signal),
  sort: sortLocations,
});

export type LocationFormMode = 'view' | 'create' | 'edit';
export type HoursDay = 'weekdays' | 'saturday' | 'sunday';

export interface LocationFormContext {
  mode: LocationFormMode;
  locationId: number | undefined;
  rowVersion: number | undefined;
  form: LocationForm;
  groups: LocationGroup[];
  states: State[];
  error: unknown;
  saved: Location | undefined;
}

export type LocationFormEvent =
  | { type: 'location.edit'; field: LocationTextField; value: string }
  | { type: 'location.choose'; field: 'locationGroupId' | 'stateId'; value: number }
  | { type: 'location.check'; field: 'locationPagePublished' | 'isClosed'; value: boolean }
  | { type: 'location.hours'; day: HoursDay; part: keyof DayHours; value: string }
  | { type: 'location.submit' }
  | { type: 'location.cancel' }
  | { type: 'error.acknowledge' };

export interface LoadedLocation {
  location: Location | undefined;
  groups: LocationGroup[];
  states: State[];
}

export interface SaveLocationInput {
  form: LocationForm;
  locationId: number | undefined;
  rowVersion: number | undefined;
}

/**
 * The location form (back-office-admin.md §2 Locations, §4 Location, §5 Location form, §7): create,
 * edit or view. States: loading → editing → submitting → saved | editing (the form kept as typed,
 * the error shown); loadFailed; cancelled. In view mode every input is disabled and Submit only
 * closes. A 409 on save, once acknowledged, re-fetches the location.
 */
export const locationFormMachine = setup({
  types: {
    input: {} as { mode: LocationFormMode; locationId?: number },
    context: {} as LocationFormContext,
    events: {} as LocationFormEvent,
    output: {} as { saved: Location | undefined },
  },
  actors: {
    loadLocation: fromPromise<LoadedLocation, { locationId: number | undefined }>(({ input, signal }) =>
      settleUnlessAborted(
        signal,
        Promise.all([
          input.locationId === undefined ? undefined : fetchLocation(input.locationId, signal),
          fetchLocationGroups(signal),
          fetchStates(signal),
        ]).then(([location, groups, states]) => ({ location, groups, states })),
      ),
    ),
    saveLocation: fromPromise<Location, SaveLocationInput>(({ input, signal }) =>
      settleUnlessAborted(
        signal,
        input.locationId === undefined
          ? createLocation(locationPayload(input.form), signal)
          : updateLocation({ id: input.locationId, ...locationPayload(input.form), rowVersion: input.rowVersion }, signal),
      ),
    ),
  },
  guards: {
    editable: ({ context }) => context.mode !== 'view',
    viewing: ({ context }) => context.mode === 'view',
    canSubmit: ({ context }) => context.mode !== 'view' && missingLocationFields(context.form).length === 0,
    conflictOnSavedRecord: ({ context }) => isConflictOnSavedRecord(context.error, context.locationId),
  },
  actions: { clearError: assign({ error: undefined }) },
}).createMachine({
  id: 'locationForm',
  context: ({ input }) => ({
    mode: input.mode,
    locationId: input.mode === 'create' ? undefined : input.locationId,
    rowVersion: undefined,
    form: emptyLocationForm(),
    groups: [],
    states: [],
    error: undefined,
    saved: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadLocation',
        input: ({ context }) => ({ locationId: context.locationId }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            groups: event.output.groups,
            states: event.output.states,
            rowVersion: event.output.location?.rowVersion,
            form: event.output.location ? formFromLocation(event.output.location) : emptyLocationForm(),
            error: undefined,
          })),
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    editing: {
      on: {
        'location.edit': { guard: 'editable', actions: assign({ form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }) }) },
        'location.choose': { guard: 'editable', actions: assign({ form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }) }) },
        'location.check': { guard: 'editable', actions: assign({ form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }) }) },
        'location.hours': {
          guard: 'editable',
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, [event.day]: { ...context.form[event.day], [event.part]: event.value } }),
          }),
        },
        // §2 "in view mode Submit only closes".
        'location.submit': [
          { guard: 'viewing', target: 'cancelled' },
          { guard: 'canSubmit', target: 'submitting' },
        ],
        'location.cancel': { target: 'cancelled' },
        'error.acknowledge': acknowledgeRecordError,
      },
    },
    submitting: {
      invoke: {
        src: 'saveLocation',
        input: ({ context }) => ({ form: context.form, locationId: context.locationId, rowVersion: context.rowVersion }),
        onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output }) },
        // §4 "on error the button is re-enabled and the error is shown": the form stays as typed.
        onError: { target: 'editing', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    ...recordDialogEndStates,
  },
  output: ({ context }) => ({ saved: context.saved }),
});
