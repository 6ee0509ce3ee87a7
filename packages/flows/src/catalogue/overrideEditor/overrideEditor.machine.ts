import { assign, fromPromise, setup } from 'xstate';
import { fetchProductOverrides, saveProductOverrides, type VersionedOverrides } from '../../api/catalogue/productView';
import { statusOf } from '../../staff/errorDialog';
import { settleUnlessAborted } from '../../staff/shell/settleUnlessAborted';
import type { OverrideField, ProductOverrides } from '../records/overrideFields';
import {
  clearAll,
  fieldsInError,
  initialFields,
  overridesToSave,
  setChecked,
  setText,
  validateAll,
  validateOnBlur,
  type OriginalValues,
  type OverrideFieldStates,
} from './rules';

export interface OverrideEditorInput {
  productMasterId: number;
  /** The product's own (template) values, restored on uncheck. */
  original: OriginalValues;
  overrides: ProductOverrides;
  /** The version the overrides were read at (sent back so a stale save answers 409). */
  version: string | undefined;
}

export interface OverrideEditorContext extends OverrideEditorInput {
  fields: OverrideFieldStates;
  /** The failed save or re-fetch, for the shared error dialog. */
  error: unknown;
  /** Set after a save succeeded, until the next edit. */
  saved: boolean;
}

export type OverrideEditorEvent =
  | { type: 'field.check'; field: OverrideField; checked: boolean }
  | { type: 'field.change'; field: OverrideField; text: string }
  | { type: 'field.blur'; field: OverrideField }
  | { type: 'clearAll' }
  | { type: 'submit' }
  | { type: 'confirm.yes' }
  | { type: 'confirm.cancel' }
  | { type: 'error.acknowledge' };

export interface SaveInput {
  productMasterId: number;
  overrides: ProductOverrides;
  version: string | undefined;
}

const loaded = (context: OverrideEditorContext, reply: VersionedOverrides) => ({
  overrides: reply.overrides,
  version: reply.version,
  fields: initialFields(context.original, reply.overrides),
});

/**
 * The override editor of the product view's Web panel (back-office-products.md §2, §4, §5, §8):
 * a checkbox per field, §5 checks on leaving a field, Clear All Overrides and Submit Changes
 * behind their confirmations, a failed save keeps the edits, a 409 re-fetches once the error
 * dialog closes.
 */
export const overrideEditorMachine = setup({
  types: {
    context: {} as OverrideEditorContext,
    events: {} as OverrideEditorEvent,
    input: {} as OverrideEditorInput,
  },
  actors: {
    saveOverrides: fromPromise<VersionedOverrides, SaveInput>(({ input, signal }) =>
      settleUnlessAborted(signal, saveProductOverrides(input.productMasterId, input.overrides, input.version, signal)),
    ),
    loadOverrides: fromPromise<VersionedOverrides, { productMasterId: number }>(({ input, signal }) =>
      settleUnlessAborted(signal, fetchProductOverrides(input.productMasterId, signal)),
    ),
  },
  guards: {
    /** §4: Submit is disabled while any field shows a validation error. */
    noFieldInError: ({ context }) => fieldsInError(validateAll(context.fields)).length === 0,
    /** §8: a 409 re-fetches the record when the dialog closes. */
    wasConflict: ({ context }) => statusOf(context.error) === 409,
  },
  actions: {
    check: assign({
      fields: ({ context, event }) =>
        event.type === 'field.check' ? setChecked(context.fields, context.original, event.field, event.checked) : context.fields,
      saved: false,
    }),
    change: assign({
      fields: ({ context, event }) => (event.type === 'field.change' ? setText(context.fields, event.field, event.text) : context.fields),
      saved: false,
    }),
    blur: assign({
      fields: ({ context, event }) => (event.type === 'field.blur' ? validateOnBlur(context.fields, event.field) : context.fields),
    }),
    showAllErrors: assign({ fields: ({ context }) => validateAll(context.fields) }),
    clearAllFields: assign({ fields: ({ context }) => clearAll(context.original), saved: false }),
    forgetError: assign({ error: undefined }),
  },
}).createMachine({
  id: 'overrideEditor',
  context: ({ input }) => ({
    ...input,
    fields: initialFields(input.original, input.overrides),
    error: undefined,
    saved: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Checked fields are editable; §5 messages show after leaving a field.',
      on: {
        'field.check': { actions: 'check' },
        'field.change': { actions: 'change' },
        'field.blur': { actions: 'blur' },
        clearAll: 'confirmingClearAll',
        submit: [{ guard: 'noFieldInError', target: 'confirmingSubmit' }, { actions: 'showAllErrors' }],
      },
    },
    confirmingClearAll: {
      description: "'Are you sure you want to remove all overrides?' with Cancel and Yes.",
      on: {
        'confirm.yes': { target: 'editing', actions: 'clearAllFields' },
        'confirm.cancel': 'editing',
      },
    },
    confirmingSubmit: {
      description: "'Are you sure you want to submit these changes?' with Cancel and Yes.",
      on: {
        'confirm.yes': 'saving',
        'confirm.cancel': 'editing',
      },
    },
    saving: {
      description: 'PUT productoverridetemplate with the checked fields; the form is locked.',
      invoke: {
        src: 'saveOverrides',
        input: ({ context }) => ({
          productMasterId: context.productMasterId,
          overrides: overridesToSave(context.fields),
          version: context.version,
        }),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({ ...loaded(context, event.output), saved: true })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    failed: {
      description: 'The shared error dialog says why; every edited value is kept.',
      on: {
        'error.acknowledge': [
          { guard: 'wasConflict', target: 'refetching', actions: 'forgetError' },
          { target: 'editing', actions: 'forgetError' },
        ],
      },
    },
    refetching: {
      description: 'After a 409: the overrides are read again and the fields start over from them.',
      invoke: {
        src: 'loadOverrides',
        input: ({ context }) => ({ productMasterId: context.productMasterId }),
        onDone: { target: 'editing', actions: assign(({ context, event }) => loaded(context, event.output)) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
  },
});
