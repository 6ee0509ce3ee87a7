import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { Icon } from '../Icon';
import { usePortalContainer } from '../theme/portalContainer';
import { dialogMessages } from './messages';
import * as overlay from './overlay.css';
import { useReturnFocus } from './returnFocus';

/**
 * The part every modal in this package shares: portal, backdrop, Radix content, and a header
 * with the title, the optional description and the ×. Dialog and FullScreenDialog differ only
 * in their layout classes, what sits next to the headings and what follows the header.
 * Internal: not exported from the package.
 */
export interface DialogFrameProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDialog.Content>,
  'title'
> {
  /** Names the dialog; shown in the header. */
  title: ReactNode;
  /** A sentence under the title; read out when the dialog opens. */
  description?: ReactNode;
  /** Label of the × button; "Close" by default. */
  closeLabel?: string;
  /** Hide the × (a dialog that must be answered through its own buttons). */
  hideCloseButton?: boolean;
  /** Layout classes of the header row and of the title/description column. */
  headerClassName: string;
  /** Layout class of the column holding the title and description. */
  headingsClassName: string;
  /** Rendered in the header between the headings and the ×. */
  headerActions?: ReactNode;
}

export function DialogFrame({
  title,
  description,
  closeLabel = dialogMessages.close,
  hideCloseButton = false,
  headerClassName,
  headingsClassName,
  headerActions,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...contentProps
}: DialogFrameProps) {
  const container = usePortalContainer();
  const returnFocus = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <RadixDialog.Portal container={container}>
      <RadixDialog.Overlay className={overlay.backdrop} />
      <RadixDialog.Content
        // Without a description Radix would point aria-describedby at nothing and warn.
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...contentProps}
        {...returnFocus}
      >
        <div className={headerClassName}>
          <div className={headingsClassName}>
            <RadixDialog.Title className={overlay.title}>{title}</RadixDialog.Title>
            {description && (
              <RadixDialog.Description className={overlay.description}>
                {description}
              </RadixDialog.Description>
            )}
          </div>
          {headerActions}
          {!hideCloseButton && (
            <RadixDialog.Close className={overlay.closeButton} aria-label={closeLabel}>
              <Icon name="close" />
            </RadixDialog.Close>
          )}
        </div>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
