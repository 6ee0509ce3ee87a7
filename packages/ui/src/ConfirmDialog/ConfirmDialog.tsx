import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button } from '../Button';
import * as overlay from '../Dialog/overlay.css';
import { useReturnFocus } from '../Dialog/returnFocus';
import { usePortalContainer } from '../theme/portalContainer';
import * as styles from './ConfirmDialog.css';
import { confirmDialogMessages } from './messages';

export type ConfirmTone = (typeof styles.confirmTones)[number];

export interface ConfirmDialogProps {
  /** "Delete Project Type", "Change Project Type ?" */
  heading: ReactNode;
  /** "Are you sure you want to delete this project type?" */
  text: ReactNode;
  /** The element that opens it (rendered as-is through `asChild`). Omit when controlled only. */
  trigger?: ReactNode;
  /** Shown or hidden, when the parent controls it (use with `onOpenChange`). */
  open?: boolean;
  /** Shown from the start, when the dialog keeps its own state. */
  defaultOpen?: boolean;
  /** Called with the new state when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Called when the user answers Yes; the dialog closes. */
  onConfirm: () => void;
  /** Called when the user answers Cancel (button or Escape). */
  onCancel?: () => void;
  /** Text of the confirm button; "Yes" by default. */
  confirmLabel?: string;
  /** Text of the cancel button; "Cancel" by default. */
  cancelLabel?: string;
  /** The confirm button's tone: `critical` for a destructive action, `accent` otherwise. */
  tone?: ConfirmTone;
}

/**
 * A yes/no question on Radix AlertDialog. Focus starts on Cancel, the safe answer; it cannot
 * be dismissed by clicking outside, only answered.
 */
export function ConfirmDialog({
  heading,
  text,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  onConfirm,
  onCancel,
  confirmLabel = confirmDialogMessages.confirm,
  cancelLabel = confirmDialogMessages.cancel,
  tone = 'critical',
}: ConfirmDialogProps) {
  const container = usePortalContainer();
  // Closing gives focus back to what opened it (issue 46), with or without a trigger.
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal container={container}>
        <AlertDialog.Overlay className={overlay.backdrop} />
        <AlertDialog.Content
          className={styles.content}
          onEscapeKeyDown={() => onCancel?.()}
          {...returnFocus}
        >
          <AlertDialog.Title className={overlay.title}>{heading}</AlertDialog.Title>
          <AlertDialog.Description className={overlay.description}>{text}</AlertDialog.Description>
          <div className={overlay.footer}>
            <AlertDialog.Cancel asChild>
              <Button variant="outline" tone="neutral" onClick={onCancel}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button tone={tone} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
