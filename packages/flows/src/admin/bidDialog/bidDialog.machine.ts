import { and, assign, fromPromise, not, setup } from 'xstate';
import {
  createBid,
  fetchBid,
  fetchBidPropertyValues,
  updateBid,
  type Bid,
  type BidCreate,
  type BidPropertyValues,
  type BidUpdate,
} from '../../api/admin/bids';
import { acknowledgeRecordError, isConflictOnSavedRecord, recordDialogEndStates } from '../../staff/shell/recordDialog';
import { settleUnlessAborted } from '../../staff/shell/settleUnlessAborted';
import {
  bidCreatePayload,
  bidUpdatePayload,
  formFromBid,
  isBidFieldDisabled,
  isBidFormValid,
  newBidForm,
  type BidDialogMode,
  type BidField,
  type BidForm,
} from './rules';

export interface BidDialogInput {
  mode: BidDialogMode;
  bidId?: number;
  /** §6: the signed-in user holds role 1 (bid administrator). */
  bidAdmin: boolean;
  /** Who creates or changes the bid (createdby, LastUpdatedby, a note's createdBy). */
  author: string;
  /** Pins "dated today" (tests, stories). */
  today?: Date;
}

export interface BidDialogContext {
  mode: BidDialogMode;
  bidId: number | undefined;
  bidAdmin: boolean;
  author: string;
  today: Date;
  bid: Bid | undefined;
  values: BidPropertyValues | undefined;
  form: BidForm | undefined;
  /** The new-note box. */
  note: string;
  error: unknown;
  /** The bid as last stored by this dialog (a save, or a note added in view mode). */
  saved: Bid | undefined;
}

export type BidDialogEvent =
  | { type: 'bid.edit'; field: BidField; value: string | boolean }
  | { type: 'note.edit'; value: string }
  | { type: 'bid.submit' }
  | { type: 'bid.cancel' }
  | { type: 'error.acknowledge' };

export type BidSave = { kind: 'create'; body: BidCreate } | { kind: 'update'; body: BidUpdate };

/**
 * The bid dialog (back-office-admin.md §2 Bid Tracker, §4 Bid, §5 Bid, §6 role 1): Create Bid,
 * Edit Bid and View Bid. It loads the dropdowns' values (and the bid), is edited under the
 * rules of ./rules, and saves; in view mode every field is disabled and Submit (Add Note) only
 * adds the typed note, after which the box clears and the dialog stays open.
 *
 * States: loading → editing ⇄ submitting (create, edit) | addingNote (view); loadFailed;
 * saved, cancelled (final). A refused save keeps the form; a 409, once acknowledged, reloads.
 */
export const bidDialogMachine = setup({
  types: {
    input: {} as BidDialogInput,
    context: {} as BidDialogContext,
    events: {} as BidDialogEvent,
    output: {} as { saved: Bid | undefined },
  },
  actors: {
    loadBid: fromPromise<{ values: BidPropertyValues; bid: Bid | undefined }, { bidId: number | undefined }>(({ input, signal }) =>
      settleUnlessAborted(
        signal,
        Promise.all([fetchBidPropertyValues(signal), input.bidId === undefined ? undefined : fetchBid(input.bidId, signal)]).then(
          ([values, bid]) => ({ values, bid }),
        ),
      ),
    ),
    saveBid: fromPromise<Bid, BidSave>(({ input, signal }) =>
      settleUnlessAborted(signal, input.kind === 'create' ? createBid(input.body, signal) : updateBid(input.body, signal)),
    ),
  },
  guards: {
    isView: ({ context }) => context.mode === 'view',
    canSubmit: ({ context }) => context.form !== undefined && isBidFormValid(context.form),
    hasNote: ({ context }) => context.note.trim() !== '',
    conflictOnSavedRecord: ({ context }) => isConflictOnSavedRecord(context.error, context.bidId),
  },
  actions: {
    clearError: assign({ error: undefined }),
  },
}).createMachine({
  id: 'bidDialog',
  context: ({ input }) => ({
    mode: input.mode,
    bidId: input.mode === 'create' ? undefined : input.bidId,
    bidAdmin: input.bidAdmin,
    author: input.author,
    today: input.today ?? new Date(),
    bid: undefined,
    values: undefined,
    form: undefined,
    note: '',
    error: undefined,
    saved: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadBid',
        input: ({ context }) => ({ bidId: context.bidId }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            values: event.output.values,
            bid: event.output.bid,
            form: event.output.bid ? formFromBid(event.output.bid) : newBidForm(event.output.values),
            error: undefined,
          })),
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    editing: {
      on: {
        'bid.edit': {
          guard: ({ context, event }) => !isBidFieldDisabled(event.field, context.mode, context.bidAdmin),
          actions: assign({
            form: ({ context, event }) => context.form && { ...context.form, [event.field]: event.value },
          }),
        },
        'note.edit': { actions: assign({ note: ({ event }) => event.value }) },
        'bid.submit': [
          { guard: and(['isView', 'hasNote']), target: 'addingNote' },
          { guard: and([not('isView'), 'canSubmit']), target: 'submitting' },
        ],
        'bid.cancel': { target: 'cancelled' },
        'error.acknowledge': acknowledgeRecordError,
      },
    },
    submitting: {
      invoke: {
        src: 'saveBid',
        input: ({ context }): BidSave =>
          context.bid === undefined
            ? { kind: 'create', body: bidCreatePayload(context.form as BidForm, context.note, context.author) }
            : { kind: 'update', body: bidUpdatePayload(context.bid, context.form as BidForm, context.note, context.author) },
        onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    addingNote: {
      // §4 "View mode … allows only adding a note": the bid as read, plus the note.
      invoke: {
        src: 'saveBid',
        input: ({ context }): BidSave => {
          const bid = context.bid as Bid;
          return { kind: 'update', body: bidUpdatePayload(bid, formFromBid(bid), context.note, context.author) };
        },
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({ saved: event.output, bid: event.output, form: formFromBid(event.output), note: '' })),
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    ...recordDialogEndStates,
  },
  output: ({ context }) => ({ saved: context.saved }),
});
