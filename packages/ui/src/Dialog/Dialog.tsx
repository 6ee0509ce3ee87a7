import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import * as styles from './Dialog.css';
import { DialogFrame } from './DialogFrame';
import * as overlay from './overlay.css';

export type DialogSize = (typeof styles.dialogSizes)[number];

export interface DialogContentProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDialog.Content>,
  'title'
> {
  /** Names the dialog; required so every dialog is announced by name. */
  title: ReactNode;
  /** A sentence under the title; read out when the dialog opens. */
  description?: ReactNode;
  /** Width: `sm`, `md` (default) or `lg`. */
  size?: DialogSize;
  /** Buttons at the bottom (Cancel, Save Changes). */
  footer?: ReactNode;
  /** Label of the × button in the corner. */
  closeLabel?: string;
  /** Hide the × (a dialog that must be answered through its own buttons). */
  hideCloseButton?: boolean;
}

function DialogContent({ size, footer, children, className, ...rest }: DialogContentProps) {
  return (
    <DialogFrame
      className={[styles.content({ size }), className].filter(Boolean).join(' ')}
      headerClassName={styles.header}
      headingsClassName={styles.headings}
      {...rest}
    >
      <div className={styles.body}>{children}</div>
      {footer && <div className={overlay.footer}>{footer}</div>}
    </DialogFrame>
  );
}

/**
 * A modal dialog on Radix Dialog: focus is trapped inside, Escape and the × close it, focus
 * returns to the trigger. Compose `Dialog.Root`, `Dialog.Trigger`, `Dialog.Content`; any
 * `Dialog.Close` inside closes it.
 */
export const Dialog = {
  Root: RadixDialog.Root,
  Trigger: RadixDialog.Trigger,
  Content: DialogContent,
  Close: RadixDialog.Close,
};

export type DialogRootProps = ComponentPropsWithoutRef<typeof RadixDialog.Root>;
