import { useEffect, useRef, type ReactNode } from 'react';
import { FullScreenDialog } from '@joinery/ui/FullScreenDialog';
import { Spinner } from '@joinery/ui/Spinner';
import { ToastProvider, useOptionalToast } from '@joinery/ui/Toast';
import { listMessages } from '@joinery/flows/staff/shell';
import { ErrorDialog } from '../ErrorDialog';
import { useLatest } from '../hooks/useLatest';
import { useDiscardGuard } from './DiscardGuard';

/*
 * The frame the back office's record dialogs share (Brick, Series, Template: back-office-products.md
 * §2, §4 Conflict, §8): a record is fetched before the full-screen dialog opens, a failed fetch is
 * the error dialog alone, and every refused call while editing shows in the error dialog on top.
 */

/** What the frame reads from a record dialog machine's snapshot (brickEdit, seriesStatus, templatePublishing). */
export interface RecordDialogSnapshot {
  status: string;
  output: { saved: unknown } | undefined;
  context: { error: unknown };
  matches(stateValue: 'loading' | 'loadFailed'): boolean;
}

/**
 * Tells the screen the dialog is done once its machine finishes: `saved` when a record was stored,
 * and then says so in a toast ("Record saved") that outlives the closed dialog. The toast needs a
 * RecordToastProvider above the screen (the back-office shell and ListScreen have one).
 */
export function useCloseWhenDone(
  state: RecordDialogSnapshot,
  onClose: (result: { saved: boolean }) => void,
) {
  const close = useLatest(onClose);
  const toast = useLatest(useOptionalToast());
  useEffect(() => {
    if (state.status !== 'done') return;
    const saved = state.output?.saved !== undefined;
    if (saved) toast.current?.showToast({ title: listMessages.recordSaved, tone: 'positive' });
    close.current({ saved });
  }, [state.status, state.output, close, toast]);
}

/**
 * Issue 46: a save made without a record dialog closing (a row's Status dropdown, View Bid's Add
 * Note) is said as a dialog's save is, by the "Record saved" toast, once `saving` ends without a
 * failure (the specification gives those saves no message). Needs a RecordToastProvider above.
 */
export function useSavedToast(saving: boolean, failed: boolean) {
  const toast = useOptionalToast();
  const wasSaving = useRef(saving);
  useEffect(() => {
    if (wasSaving.current && !saving && !failed) toast?.showToast({ title: listMessages.recordSaved, tone: 'positive' });
    wasSaving.current = saving;
  }, [saving, failed, toast]);
}

/** Where the "Record saved" toasts show: the nearest toast provider, or one of its own if there is none. */
export function RecordToastProvider({ children }: { children: ReactNode }) {
  return useOptionalToast() ? <>{children}</> : <ToastProvider>{children}</ToastProvider>;
}

/** The record is open for editing: the full dialog can be drawn. */
export function isRecordOpen(state: RecordDialogSnapshot): boolean {
  return state.status !== 'done' && !state.matches('loading') && !state.matches('loadFailed');
}

export interface RecordDialogPendingProps {
  state: RecordDialogSnapshot;
  onAcknowledgeError: () => void;
}

/** What stands in for the dialog while it is not open: the opening spinner, the load error, or nothing once done. */
export function RecordDialogPending({ state, onAcknowledgeError }: RecordDialogPendingProps) {
  if (state.matches('loading')) return <Spinner label={listMessages.opening} />;
  if (state.matches('loadFailed'))
    return <ErrorDialog error={state.context.error} onAcknowledge={onAcknowledgeError} />;
  return null;
}

export interface RecordDialogFrameProps {
  title: ReactNode;
  description?: ReactNode;
  /** The buttons in the dialog's header (Cancel, Submit, Save As Draft, Publish…). */
  actions: ReactNode;
  footer?: ReactNode;
  /**
   * Cancel. Escape and a click outside are Cancel too while nothing is edited; once something
   * is, they ask "Discard your changes?" first, as Back and closing the tab do (DiscardGuard).
   */
  onCancel: () => void;
  error: unknown;
  onAcknowledgeError: () => void;
  /** Dialogs opened from this one (a value editor, an import's results), drawn above it. */
  overlays?: ReactNode;
  /**
   * Ids of what describes the dialog as it opens, read with its title as focus moves in (issue 46:
   * a part of the record that could not be loaded, which would otherwise arrive unheard).
   */
  describedBy?: string;
  children: ReactNode;
}

/**
 * The open record dialog: full screen, no close button (Cancel closes it), the shared error dialog
 * above; once edited, an accidental close asks first.
 */
export function RecordDialogFrame({
  title,
  description,
  actions,
  footer,
  onCancel,
  error,
  onAcknowledgeError,
  overlays,
  describedBy,
  children,
}: RecordDialogFrameProps) {
  const guard = useDiscardGuard(onCancel);
  return (
    <>
      <FullScreenDialog.Root
        open
        onOpenChange={(open) => {
          if (!open) guard.requestClose();
        }}
      >
        <FullScreenDialog.Content
          {...guard.contentProps}
          {...(describedBy ? { 'aria-describedby': describedBy } : {})}
          title={title}
          description={description}
          actions={actions}
          footer={footer}
          hideCloseButton
        >
          {children}
        </FullScreenDialog.Content>
      </FullScreenDialog.Root>
      {overlays}
      {guard.prompt}
      <ErrorDialog error={error} onAcknowledge={onAcknowledgeError} />
    </>
  );
}
