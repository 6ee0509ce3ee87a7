import { assign, fromPromise, setup } from 'xstate';
import { fetchLocations } from '../../api/admin/locations';
import { fetchUser, updateUser, type User } from '../../api/admin/users';
import { acknowledgeRecordError, isConflictOnSavedRecord, recordDialogEndStates } from '../../staff/shell/recordDialog';
import { settleUnlessAborted } from '../../staff/shell/settleUnlessAborted';
import { asksBeforeLeaving, discardPanel, submitBlockers } from './rules';
import type {
  AddressField,
  DetailTextField,
  DirtyPanels,
  PublishedLocation,
  SeoTextField,
  UserDialogMode,
  UserPanel,
} from './types';

export interface UserDialogInput {
  userId: number;
  mode: UserDialogMode;
  /** Sent as LastUpdatedby (§7). */
  savedBy?: string;
}

export interface UserDialogContext {
  mode: UserDialogMode;
  userId: number;
  savedBy: string;
  /** The user as loaded (what "No" restores). */
  original: User | undefined;
  form: User | undefined;
  /** §2 SEO Location: only locations whose page is published. */
  locations: PublishedLocation[];
  panel: UserPanel;
  /** The panel asked for while the Submit Changes question is open. */
  pendingPanel: UserPanel | undefined;
  /** §4 "The edit dialog tracks changes (dirty flags) for the Details, SEO and Role panels". */
  dirty: DirtyPanels;
  error: unknown;
  saved: User | undefined;
}

export type UserDialogEvent =
  | { type: 'panel.select'; panel: UserPanel }
  | { type: 'leave.yes' }
  | { type: 'leave.no' }
  | { type: 'details.edit'; field: DetailTextField; value: string }
  | { type: 'details.status'; isActive: boolean }
  | { type: 'details.address'; field: AddressField; value: string }
  | { type: 'seo.edit'; field: SeoTextField; value: string }
  | { type: 'seo.published'; published: boolean }
  | { type: 'seo.location'; locationId: number | null }
  | { type: 'role.assign'; roleId: number; assigned: boolean }
  | { type: 'user.submit' }
  | { type: 'user.cancel' }
  | { type: 'error.acknowledge' };

const clean: DirtyPanels = { details: false, seo: false, roles: false };

/**
 * The user dialog (back-office-admin.md §2 Users, §4 User, §7 PUT Users/{id}): five panels, view
 * or edit; edits mark their panel dirty; leaving a dirty Details or SEO panel asks "Would you
 * like to submit changes prior to leaving tab?" (No discards that panel's edits, Yes keeps them);
 * Submit saves the full user with its roles and LastUpdatedby; a 409, once acknowledged,
 * re-fetches the user.
 *
 * States: loading → open.browsing ⇄ open.confirmingLeave; open → submitting → saved | open;
 * loadFailed, cancelled. The output's `saved` is the stored user.
 */
export const userDialogMachine = setup({
  types: {
    input: {} as UserDialogInput,
    context: {} as UserDialogContext,
    events: {} as UserDialogEvent,
    output: {} as { saved: User | undefined },
  },
  actors: {
    loadUser: fromPromise<{ user: User; locations: PublishedLocation[] }, { userId: number }>(({ input, signal }) =>
      settleUnlessAborted(
        signal,
        Promise.all([fetchUser(input.userId, signal), fetchLocations(signal)]).then(([user, locations]) => ({
          user,
          locations: locations.filter((l) => l.locationPagePublished).map((l) => ({ id: l.id, name: l.name })),
        })),
      ),
    ),
    saveUser: fromPromise<User, { user: User }>(({ input, signal }) => settleUnlessAborted(signal, updateUser(input.user, signal))),
  },
  guards: {
    editing: ({ context }) => context.mode === 'edit',
    mustAsk: ({ context, event }) =>
      context.mode === 'edit' &&
      event.type === 'panel.select' &&
      event.panel !== context.panel &&
      asksBeforeLeaving(context.panel) &&
      context.dirty[context.panel],
    canSubmit: ({ context }) => context.mode === 'edit' && context.form !== undefined && submitBlockers(context.form).length === 0,
    conflictOnSavedRecord: ({ context }) => isConflictOnSavedRecord(context.error, context.userId),
  },
  actions: {
    clearError: assign({ error: undefined }),
  },
}).createMachine({
  id: 'userDialog',
  context: ({ input }) => ({
    mode: input.mode,
    userId: input.userId,
    savedBy: input.savedBy ?? '',
    original: undefined,
    form: undefined,
    locations: [],
    panel: 'details',
    pendingPanel: undefined,
    dirty: clean,
    error: undefined,
    saved: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadUser',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: {
          target: 'open',
          actions: assign(({ event }) => ({
            original: event.output.user,
            form: event.output.user,
            locations: event.output.locations,
            dirty: clean,
            error: undefined,
          })),
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    open: {
      initial: 'browsing',
      on: {
        'details.edit': {
          guard: 'editing',
          actions: assign(({ context, event }) => ({
            form: context.form && { ...context.form, [event.field]: event.value },
            dirty: { ...context.dirty, details: true },
          })),
        },
        'details.status': {
          guard: 'editing',
          actions: assign(({ context, event }) => ({
            form: context.form && { ...context.form, isActive: event.isActive },
            dirty: { ...context.dirty, details: true },
          })),
        },
        'details.address': {
          guard: 'editing',
          actions: assign(({ context, event }) => ({
            form: context.form && {
              ...context.form,
              addressInformation: { ...context.form.addressInformation, [event.field]: event.value },
            },
            dirty: { ...context.dirty, details: true },
          })),
        },
        'seo.edit': {
          guard: 'editing',
          actions: assign(({ context, event }) => ({
            form: context.form && { ...context.form, [event.field]: event.value },
            dirty: { ...context.dirty, seo: true },
          })),
        },
        'seo.published': {
          guard: 'editing',
          actions: assign(({ context, event }) => ({
            form: context.form && { ...context.form, designerPagePublished: event.published },
            dirty: { ...context.dirty, seo: true },
          })),
        },
        'seo.location': {
          guard: 'editing',
          actions: assign(({ context, event }) => ({
            form: context.form && {
              ...context.form,
              designerLocationId: event.locationId,
              designerLocationName: context.locations.find((l) => l.id === event.locationId)?.name ?? '',
            },
            dirty: { ...context.dirty, seo: true },
          })),
        },
        'role.assign': {
          guard: 'editing',
          actions: assign(({ context, event }) => ({
            form: context.form && {
              ...context.form,
              userRoles: context.form.userRoles.map((role) =>
                role.roleId === event.roleId ? { ...role, assigned: event.assigned } : role,
              ),
            },
            dirty: { ...context.dirty, roles: true },
          })),
        },
        'user.submit': { guard: 'canSubmit', target: 'submitting' },
        'user.cancel': { target: 'cancelled' },
        'error.acknowledge': acknowledgeRecordError,
      },
      states: {
        browsing: {
          on: {
            'panel.select': [
              { guard: 'mustAsk', target: 'confirmingLeave', actions: assign({ pendingPanel: ({ event }) => event.panel }) },
              { actions: assign({ panel: ({ event }) => event.panel }) },
            ],
          },
        },
        confirmingLeave: {
          on: {
            // Yes keeps the edits (they are submitted with the user); the panel stops asking.
            'leave.yes': {
              target: 'browsing',
              actions: assign(({ context }) => ({
                dirty: { ...context.dirty, [context.panel]: false },
                panel: context.pendingPanel ?? context.panel,
                pendingPanel: undefined,
              })),
            },
            // No discards that panel's edits.
            'leave.no': {
              target: 'browsing',
              actions: assign(({ context }) => ({
                form:
                  context.form && context.original && asksBeforeLeaving(context.panel)
                    ? discardPanel(context.form, context.original, context.panel)
                    : context.form,
                dirty: { ...context.dirty, [context.panel]: false },
                panel: context.pendingPanel ?? context.panel,
                pendingPanel: undefined,
              })),
            },
          },
        },
      },
    },
    submitting: {
      invoke: {
        src: 'saveUser',
        input: ({ context }) => ({ user: { ...(context.form as User), LastUpdatedby: context.savedBy } }),
        onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output }) },
        // A failed save keeps the form as typed and says why.
        onError: { target: 'open', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    ...recordDialogEndStates,
  },
  output: ({ context }) => ({ saved: context.saved }),
});
