import { Button } from '@joinery/ui/Button';
import { Dialog } from '@joinery/ui/Dialog';
import { Text } from '@joinery/ui/Text';
import { describeError } from '@joinery/flows/errorDialog';
import { errorDialogMessages as m } from '@joinery/flows/backOffice';

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
  const content = describeError(error);
  return (
    <Dialog.Root
      open={content !== undefined}
      onOpenChange={(open) => {
        if (!open) onAcknowledge();
      }}
    >
      {content && (
        <Dialog.Content
          title={content.title}
          size="sm"
          footer={
            <Dialog.Close asChild>
              <Button>{m.ok}</Button>
            </Dialog.Close>
          }
        >
          <Text>{content.message}</Text>
        </Dialog.Content>
      )}
    </Dialog.Root>
  );
}
