import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { Icon } from '../Icon';
import * as styles from './Dialog.css';
import { dialogMessages } from './messages';
import * as overlay from './overlay.css';
import { usePortalContainer } from '../theme/portalContainer';

export type DialogSize = (typeof styles.dialogSizes)[number];

export interface DialogContentProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDialog.Content>,
  'title'
> {
  /** Names the dialog; required so every dialog is announced by name. */
  title: ReactNode;
  /** A sentence under the title; read out when the dialog opens. */
  description?: ReactNode;
  size?: DialogSize;
  /** Buttons at the bottom (Cancel, Save Changes). */
  footer?: ReactNode;
  /** Label of the × button in the corner. */
  closeLabel?: string;
  /** Hide the × (a dialog that must be answered through its own buttons). */
  hideCloseButton?: boolean;
}

function DialogContent({
  title,
  description,
  size,
  footer,
  closeLabel = dialogMessages.close,
  hideCloseButton = false,
  children,
  className,
  ...rest
}: DialogContentProps) {
  const container = usePortalContainer();
  return (
    <RadixDialog.Portal container={container}>
      <RadixDialog.Overlay className={overlay.backdrop} />
      <RadixDialog.Content
        className={[styles.content({ size }), className].filter(Boolean).join(' ')}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...rest}
      >
        <div className={styles.header}>
          <div className={styles.headings}>
            <RadixDialog.Title className={overlay.title}>{title}</RadixDialog.Title>
            {description && (
              <RadixDialog.Description className={overlay.description}>
                {description}
              </RadixDialog.Description>
            )}
          </div>
          {!hideCloseButton && (
            <RadixDialog.Close className={overlay.closeButton} aria-label={closeLabel}>
              <Icon name="close" />
            </RadixDialog.Close>
          )}
        </div>
        <div className={styles.body}>{children}</div>
        {footer && <div className={overlay.footer}>{footer}</div>}
      </RadixDialog.Content>
    </RadixDialog.Portal>
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
