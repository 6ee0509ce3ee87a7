import { assign, fromPromise, setup } from 'xstate';
import {
  createHoliday,
  fetchHoliday,
  fetchHolidays,
  fetchHolidayTypes,
  updateHoliday,
  type Holiday,
  type HolidayType,
} from '../../api/admin/holidays';
import { acknowledgeRecordError, isConflictOnSavedRecord, recordDialogEndStates } from '../../staff/shell/recordDialog';
import { settleUnlessAborted } from '../../staff/shell/settleUnlessAborted';
import { createListMachine } from '../../staff/list/list.machine';
import { canSubmitHoliday, emptyHolidayForm, holidayFormOf, holidayPayload, sortHolidays, type HolidayForm, type HolidayMode } from './rules';

/** The Holidays list (/HolidaysList): newest first (§9), name-prefix search, reload after a save. */
export const holidaysListMachine = createListMachine<Holiday>({
  id: 'holidaysList',
  load: (signal) => fetchHolidays(signal),
  sort: sortHolidays,
});

export interface HolidayContext {
  mode: HolidayMode;
  holidayId: number | undefined;
  rowVersion: number | undefined;
  form: HolidayForm;
  types: HolidayType[];
  error: unknown;
  saved: Holiday | undefined;
}

export type HolidayEvent =
  | { type: 'holiday.edit'; field: 'name' | 'holidayDate' | 'message'; value: string }
  | { type: 'holiday.type'; holidayTypeId: number }
  | { type: 'holiday.submit' }
  | { type: 'holiday.cancel' }
  | { type: 'error.acknowledge' };

interface SaveInput {
  form: HolidayForm;
  holidayId: number | undefined;
  rowVersion: number | undefined;
}

/**
 * The View / Edit / Create Holiday dialog (back-office-admin.md §2, §4 Holiday, §5, §7).
 * States: loading → editing → submitting → saved; loadFailed; cancelled. A 409 on save, once
 * its error dialog is closed, re-fetches the holiday (§4, §8).
 */
export const holidayMachine = setup({
  types: {
    input: {} as { mode: HolidayMode; holidayId?: number },
    context: {} as HolidayContext,
    events: {} as HolidayEvent,
    output: {} as { saved: Holiday | undefined },
  },
  actors: {
    loadHoliday: fromPromise<{ holiday: Holiday | undefined; types: HolidayType[] }, { holidayId: number | undefined }>(({ input, signal }) =>
      settleUnlessAborted(
        signal,
        Promise.all([input.holidayId === undefined ? undefined : fetchHoliday(input.holidayId, signal), fetchHolidayTypes(signal)]).then(
          ([holiday, types]) => ({ holiday, types }),
        ),
      ),
    ),
    saveHoliday: fromPromise<Holiday, SaveInput>(({ input, signal }) =>
      settleUnlessAborted(
        signal,
        input.holidayId === undefined
          ? createHoliday(holidayPayload(input.form), signal)
          : updateHoliday({ HolidayId: input.holidayId, ...holidayPayload(input.form), rowVersion: input.rowVersion }, signal),
      ),
    ),
  },
  guards: {
    editable: ({ context }) => context.mode !== 'view',
    canSubmit: ({ context }) => canSubmitHoliday(context.form, context.mode),
    conflictOnSavedRecord: ({ context }) => isConflictOnSavedRecord(context.error, context.holidayId),
  },
  actions: { clearError: assign({ error: undefined }) },
}).createMachine({
  id: 'holiday',
  context: ({ input }) => ({
    mode: input.mode,
    holidayId: input.mode === 'create' ? undefined : input.holidayId,
    rowVersion: undefined,
    form: emptyHolidayForm(),
    types: [],
    error: undefined,
    saved: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadHoliday',
        input: ({ context }) => ({ holidayId: context.holidayId }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            types: event.output.types,
            rowVersion: event.output.holiday?.rowVersion,
            form: event.output.holiday ? holidayFormOf(event.output.holiday) : emptyHolidayForm(),
            error: undefined,
          })),
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    editing: {
      on: {
        'holiday.edit': { guard: 'editable', actions: assign({ form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }) }) },
        'holiday.type': { guard: 'editable', actions: assign({ form: ({ context, event }) => ({ ...context.form, holidayTypeId: event.holidayTypeId }) }) },
        'holiday.submit': { guard: 'canSubmit', target: 'submitting' },
        'holiday.cancel': { target: 'cancelled' },
        'error.acknowledge': acknowledgeRecordError,
      },
    },
    submitting: {
      invoke: {
        src: 'saveHoliday',
        input: ({ context }) => ({ form: context.form, holidayId: context.holidayId, rowVersion: context.rowVersion }),
        onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    ...recordDialogEndStates,
  },
  output: ({ context }) => ({ saved: context.saved }),
});
