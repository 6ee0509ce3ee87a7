import { useEffect, useId, useState } from 'react';
import { useMachine } from '@joinery/flows/react';
import { Button } from '@joinery/ui/Button';
import { Dialog } from '@joinery/ui/Dialog';
import { Text } from '@joinery/ui/Text';
import { errorDialogMachine, type ErrorDialogContent } from '@joinery/flows/staff/errorDialog';
import { errorDialogMessages as m } from '@joinery/flows/staff/shell';
import { redrawn, useFocusBackAfter } from '../../shared/focusAfter';

export interface ErrorDialogProps {
  /** The failed call; nothing shows while it is undefined or a SQL_FAILURE. */
  error: unknown;
  /** The user closed it (OK, Escape or ×): the screen clears the error, and re-fetches after a 409. */
  onAcknowledge: () => void;
}

/**
 * The shared error dialog (back-office-products.md §8 "Error dialog by HTTP status"): the title is
 * the status plus ' - Error' or 'Unknown Error', the text is the specification's for the status.
 */
export function ErrorDialog({ error, onAcknowledge }: ErrorDialogProps) {
  // The dialog's own machine (staff/errorDialog): the screen's failure raises it, OK acknowledges it.
  const [state, send] = useMachine(errorDialogMachine);
  useEffect(() => {
    send(error === undefined || error === null ? { type: 'error.clear' } : { type: 'error.raise', error });
  }, [error, send]);
  const content = state.matches('open') ? state.context.content : undefined;
  // Keep the last text while the dialog animates closed, so it does not go blank on the way out.
  // Each error the machine raises is counted: a second error, even as the first animates out,
  // draws a new dialog that takes focus and is read (issue 46).
  const [shown, setShown] = useState<{ content: ErrorDialogContent; serial: number } | undefined>(
    content && { content, serial: 0 },
  );
  if (content && content !== shown?.content) setShown({ content, serial: (shown?.serial ?? 0) + 1 });
  const text = content ?? shown?.content;
  // Issue 46: the message describes the dialog, so a screen reader reads it as focus moves in.
  const messageId = useId();
  // Issue 46: focus goes back to what had it when the error came (Radix's own return), or, that
  // gone (the Save of a dialog the failure closed, a row re-drawn), to the same control drawn
  // again (a form re-created by the 409's re-fetch), or none, to the page's heading:
  // remembered as the dialog opens (before Radix moves focus in), looked at once it has gone. A
  // second error raised by the first's OK (a 409's re-fetch failing) keeps the first's opener.
  const open = content !== undefined;
  useFocusBackAfter(open, {
    fallbacks: (memory) => [redrawn(memory)],
    // This dialog gone (its text with it), not every dialog: the error may show over a record dialog.
    settled: () => document.getElementById(messageId) === null,
    noDialog: false,
  });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(open) => {
        if (open) return;
        send({ type: 'error.acknowledge' });
        onAcknowledge();
      }}
    >
      {text && (
        <Dialog.Content
          key={shown?.serial}
          title={text.title}
          size="sm"
          aria-describedby={messageId}
          footer={
            <Dialog.Close asChild>
              <Button>{m.ok}</Button>
            </Dialog.Close>
          }
        >
          <Text id={messageId}>{text.message}</Text>
        </Dialog.Content>
      )}
    </Dialog.Root>
  );
}
