import { assign, setup } from 'xstate';
import { describeError, type ErrorDialogContent } from './describeError';

export type ErrorDialogEvent =
  /** A call failed: show its dialog (unless its code is not for the dialog). */
  | { type: 'error.raise'; error: unknown }
  /** The user closed the dialog ("the error is cleared on acknowledge"). */
  | { type: 'error.acknowledge' }
  /** The screen no longer holds the error (it cleared it itself, e.g. a retried call): the dialog goes. */
  | { type: 'error.clear' };

/**
 * The shared error dialog (back-office-products.md §8): one failure at a time; closing it clears
 * the error, and closing a 409 re-fetches the record through the named action `refetchRecord`.
 */
export const errorDialogMachine = setup({
  types: {
    context: {} as { content: ErrorDialogContent | undefined },
    events: {} as ErrorDialogEvent,
  },
  actions: {
    /** The screen re-fetches the record it shows; a no-op until a screen provides it. */
    refetchRecord: () => {},
    /** Lets the screen know the error was acknowledged (e.g. to clear its own failed state). */
    acknowledged: () => {},
  },
  guards: {
    isShown: ({ event }) => event.type === 'error.raise' && describeError(event.error) !== undefined,
    needsRefetch: ({ context }) => context.content?.refetchOnClose === true,
  },
}).createMachine({
  id: 'errorDialog',
  context: { content: undefined },
  initial: 'closed',
  states: {
    closed: {
      description: 'No error dialog: the screen shows its own content.',
      on: {
        'error.raise': {
          guard: 'isShown',
          target: 'open',
          actions: assign({ content: ({ event }) => describeError(event.error) }),
        },
      },
    },
    open: {
      description: "The error dialog: the status plus ' - Error' (or 'Unknown Error') and the specification's text, with OK.",
      on: {
        // A new failure while one shows: its text replaces the last; one that is not for the dialog closes it.
        'error.raise': [
          { guard: 'isShown', actions: assign({ content: ({ event }) => describeError(event.error) }) },
          { target: 'closed', actions: assign({ content: undefined }) },
        ],
        'error.clear': { target: 'closed', actions: assign({ content: undefined }) },
        'error.acknowledge': [
          { guard: 'needsRefetch', target: 'closed', actions: ['refetchRecord', 'acknowledged', assign({ content: undefined })] },
          { target: 'closed', actions: ['acknowledged', assign({ content: undefined })] },
        ],
      },
    },
  },
});
