import { assign, fromPromise, setup } from 'xstate';
import {
  createLocationGroup,
  fetchLocationGroup,
  fetchLocationGroups,
  fetchLocationGroupTypes,
  updateLocationGroup,
  type LocationGroup,
  type LocationGroupType,
} from '../../api/admin/locationGroups';
import { acknowledgeRecordError, isConflictOnSavedRecord, recordDialogEndStates } from '../../staff/shell/recordDialog';
import { settleUnlessAborted } from '../../staff/shell/settleUnlessAborted';
import { createListMachine } from '../../staff/list/list.machine';
import { DEFAULT_GROUP_DISPLAY_ORDER, UNSELECTED_GROUP_TYPE_ID } from '../constants';
import { menuGroupMessages as m } from './messages';

/** §9 "menu groups by displayOrder then active first". */
export function sortMenuGroups(groups: readonly LocationGroup[]): LocationGroup[] {
  return [...groups].sort((a, b) => a.displayOrder - b.displayOrder || Number(b.isActive) - Number(a.isActive) || a.name.localeCompare(b.name));
}

export const menuGroupsListMachine = createListMachine<LocationGroup>({
  id: 'menuGroupsList',
  load: (signal) => fetchLocationGroups(signal),
  sort: sortMenuGroups,
});

export type MenuGroupMode = 'view' | 'create' | 'edit';

export interface MenuGroupForm {
  name: string;
  displayOrder: string;
  locationGroupTypeId: number;
  isActive: boolean;
}

/** §5 Menu group: Group Name non-empty and Group Type not 0, otherwise Submit is disabled. */
export function menuGroupBlockers(form: MenuGroupForm): string[] {
  return [
    ...(form.name.trim() === '' ? [m.reasons.name] : []),
    ...(form.locationGroupTypeId === UNSELECTED_GROUP_TYPE_ID ? [m.reasons.type] : []),
  ];
}

/** The POST/PUT fields: name trimmed, display order a number (0 when empty, §9). */
export function menuGroupPayload(form: MenuGroupForm) {
  const order = Number(form.displayOrder);
  return {
    name: form.name.trim(),
    displayOrder: form.displayOrder.trim() === '' || Number.isNaN(order) ? DEFAULT_GROUP_DISPLAY_ORDER : order,
    locationGroupTypeId: form.locationGroupTypeId,
    isActive: form.isActive,
  };
}

const emptyForm = (): MenuGroupForm => ({
  name: '',
  displayOrder: String(DEFAULT_GROUP_DISPLAY_ORDER),
  locationGroupTypeId: UNSELECTED_GROUP_TYPE_ID,
  isActive: true,
});

export interface MenuGroupContext {
  mode: MenuGroupMode;
  groupId: number | undefined;
  rowVersion: number | undefined;
  form: MenuGroupForm;
  types: LocationGroupType[];
  error: unknown;
  saved: LocationGroup | undefined;
}

export type MenuGroupEvent =
  | { type: 'group.edit'; field: 'name' | 'displayOrder'; value: string }
  | { type: 'group.type'; locationGroupTypeId: number }
  | { type: 'group.active'; isActive: boolean }
  | { type: 'group.submit' }
  | { type: 'group.cancel' }
  | { type: 'error.acknowledge' };

/**
 * The Location Menu Group modal (back-office-admin.md §2, §4 Menu group, §5, §7): view, create or
 * edit. States: loading → editing → submitting → saved; loadFailed; cancelled.
 */
export const menuGroupMachine = setup({
  types: {
    input: {} as { mode: MenuGroupMode; groupId?: number },
    context: {} as MenuGroupContext,
    events: {} as MenuGroupEvent,
    output: {} as { saved: LocationGroup | undefined },
  },
  actors: {
    loadGroup: fromPromise<{ group: LocationGroup | undefined; types: LocationGroupType[] }, { groupId: number | undefined }>(({ input, signal }) =>
      settleUnlessAborted(
        signal,
        Promise.all([input.groupId === undefined ? undefined : fetchLocationGroup(input.groupId, signal), fetchLocationGroupTypes(signal)]).then(
          ([group, types]) => ({ group, types }),
        ),
      ),
    ),
    saveGroup: fromPromise<LocationGroup, { form: MenuGroupForm; groupId: number | undefined; rowVersion: number | undefined }>(({ input, signal }) =>
      settleUnlessAborted(
        signal,
        input.groupId === undefined
          ? createLocationGroup(menuGroupPayload(input.form), signal)
          : updateLocationGroup({ LocationMenuGroupId: input.groupId, ...menuGroupPayload(input.form), rowVersion: input.rowVersion }, signal),
      ),
    ),
  },
  guards: {
    editable: ({ context }) => context.mode !== 'view',
    canSubmit: ({ context }) => context.mode !== 'view' && menuGroupBlockers(context.form).length === 0,
    conflictOnSavedRecord: ({ context }) => isConflictOnSavedRecord(context.error, context.groupId),
  },
  actions: { clearError: assign({ error: undefined }) },
}).createMachine({
  id: 'menuGroup',
  context: ({ input }) => ({
    mode: input.mode,
    groupId: input.mode === 'create' ? undefined : input.groupId,
    rowVersion: undefined,
    form: emptyForm(),
    types: [],
    error: undefined,
    saved: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadGroup',
        input: ({ context }) => ({ groupId: context.groupId }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => {
            const group = event.output.group;
            return {
              types: event.output.types,
              rowVersion: group?.rowVersion,
              form: group
                ? { name: group.name, displayOrder: String(group.displayOrder), locationGroupTypeId: group.locationGroupTypeId, isActive: group.isActive }
                : emptyForm(),
              error: undefined,
            };
          }),
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    editing: {
      on: {
        'group.edit': { guard: 'editable', actions: assign({ form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }) }) },
        'group.type': { guard: 'editable', actions: assign({ form: ({ context, event }) => ({ ...context.form, locationGroupTypeId: event.locationGroupTypeId }) }) },
        'group.active': { guard: 'editable', actions: assign({ form: ({ context, event }) => ({ ...context.form, isActive: event.isActive }) }) },
        'group.submit': { guard: 'canSubmit', target: 'submitting' },
        'group.cancel': { target: 'cancelled' },
        'error.acknowledge': acknowledgeRecordError,
      },
    },
    submitting: {
      invoke: {
        src: 'saveGroup',
        input: ({ context }) => ({ form: context.form, groupId: context.groupId, rowVersion: context.rowVersion }),
        onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    ...recordDialogEndStates,
  },
  output: ({ context }) => ({ saved: context.saved }),
});
