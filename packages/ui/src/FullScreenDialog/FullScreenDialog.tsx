import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { Icon } from '../Icon';
import { dialogMessages } from '../Dialog/messages';
import * as overlay from '../Dialog/overlay.css';
import { usePortalContainer } from '../theme/portalContainer';
import * as styles from './FullScreenDialog.css';

export type FullScreenDialogInset = (typeof styles.fullScreenInsets)[number];

export interface FullScreenDialogContentProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDialog.Content>,
  'title'
> {
  /** "Edit Series", "Create Scope of Work": names the dialog. */
  title: ReactNode;
  description?: ReactNode;
  /** Buttons in the header (Cancel, Import, Export, Save As Draft, Publish). */
  actions?: ReactNode;
  /** Buttons repeated at the bottom, for the end of a long form. */
  footer?: ReactNode;
  inset?: FullScreenDialogInset;
  closeLabel?: string;
  /** Hide the × when the header's own Cancel is the way out. Escape still closes. */
  hideCloseButton?: boolean;
}

function FullScreenDialogContent({
  title,
  description,
  actions,
  footer,
  inset,
  closeLabel = dialogMessages.close,
  hideCloseButton = false,
  children,
  className,
  ...rest
}: FullScreenDialogContentProps) {
  const container = usePortalContainer();
  return (
    <RadixDialog.Portal container={container}>
      <RadixDialog.Overlay className={overlay.backdrop} />
      <RadixDialog.Content
        className={[styles.content({ inset }), className].filter(Boolean).join(' ')}
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
          {actions && <div className={styles.actions}>{actions}</div>}
          {!hideCloseButton && (
            <RadixDialog.Close className={overlay.closeButton} aria-label={closeLabel}>
              <Icon name="close" />
            </RadixDialog.Close>
          )}
        </div>
        {/* Focusable so a keyboard user can scroll a long read-only body. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard */}
        <div className={styles.body} tabIndex={0}>
          {children}
        </div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/**
 * A dialog that takes the whole screen for long forms: header with title and actions, a
 * scrolling body, an optional footer. Radix Dialog underneath (focus held, Escape closes).
 */
export const FullScreenDialog = {
  Root: RadixDialog.Root,
  Trigger: RadixDialog.Trigger,
  Content: FullScreenDialogContent,
  Close: RadixDialog.Close,
};
