import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { DialogFrame } from '../Dialog/DialogFrame';
import * as styles from './FullScreenDialog.css';

export type FullScreenDialogInset = (typeof styles.fullScreenInsets)[number];

export interface FullScreenDialogContentProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDialog.Content>,
  'title'
> {
  /** "Edit Series", "Create Scope of Work": names the dialog. */
  title: ReactNode;
  /** A sentence under the title; read out when the dialog opens. */
  description?: ReactNode;
  /** Buttons in the header (Cancel, Import, Export, Save As Draft, Publish). */
  actions?: ReactNode;
  /** Buttons repeated at the bottom, for the end of a long form. */
  footer?: ReactNode;
  /** `gutter` (default): a margin of page shows around it on wide screens; `none`: edge to edge. */
  inset?: FullScreenDialogInset;
  /** Label of the × button; "Close" by default. */
  closeLabel?: string;
  /** Hide the × when the header's own Cancel is the way out. Escape still closes. */
  hideCloseButton?: boolean;
}

function FullScreenDialogContent({
  actions,
  footer,
  inset,
  children,
  className,
  title,
  ...rest
}: FullScreenDialogContentProps) {
  const titleId = useId();
  return (
    <DialogFrame
      title={<span id={titleId}>{title}</span>}
      className={[styles.content({ inset }), className].filter(Boolean).join(' ')}
      headerClassName={styles.header}
      headingsClassName={styles.headings}
      headerActions={actions && <div className={styles.actions}>{actions}</div>}
      {...rest}
    >
      {/* Focusable so a keyboard user can scroll a long read-only body; named by the title, so
          Tab onto it says where focus is (issue 46: it was an unnamed stop between header and form). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard */}
      <div className={styles.body} tabIndex={0} role="group" aria-labelledby={titleId}>
        {children}
      </div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </DialogFrame>
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
