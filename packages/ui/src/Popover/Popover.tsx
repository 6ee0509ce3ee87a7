import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Popover as RadixPopover } from 'radix-ui';
import { Icon } from '../Icon';
import { dialogMessages } from '../Dialog/messages';
import * as overlay from '../Dialog/overlay.css';
import { usePortalContainer } from '../theme/portalContainer';
import * as styles from './Popover.css';

export type PopoverSize = (typeof styles.popoverSizes)[number];

export interface PopoverContentProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixPopover.Content>,
  'title'
> {
  /**
   * An optional heading: it names the popover and brings a × close button. Without one, name
   * the popover with `aria-label`.
   */
  title?: ReactNode;
  /** Width: `auto` (default, fits the content), `sm` (240 px) or `md` (360 px). */
  size?: PopoverSize;
  /** Label of the × button shown with a `title`; "Close" by default. */
  closeLabel?: string;
}

function PopoverContent({
  title,
  size,
  closeLabel = dialogMessages.close,
  children,
  className,
  sideOffset = 6,
  ...rest
}: PopoverContentProps) {
  const container = usePortalContainer();
  const titleId = useId();
  return (
    <RadixPopover.Portal container={container}>
      <RadixPopover.Content
        className={[styles.content({ size }), className].filter(Boolean).join(' ')}
        sideOffset={sideOffset}
        aria-labelledby={title ? titleId : undefined}
        collisionPadding={8}
        {...rest}
      >
        {title && (
          <div className={styles.header}>
            <p id={titleId} className={styles.title}>
              {title}
            </p>
            <RadixPopover.Close className={overlay.closeButton} aria-label={closeLabel}>
              <Icon name="close" />
            </RadixPopover.Close>
          </div>
        )}
        {children}
        <RadixPopover.Arrow className={styles.arrow} width={12} height={6} />
      </RadixPopover.Content>
    </RadixPopover.Portal>
  );
}

/**
 * Rich content anchored to a trigger (Radix Popover): a date picker, an info panel, a small
 * form. Not modal; Escape or a click outside closes it and focus returns to the trigger.
 */
export const Popover = {
  Root: RadixPopover.Root,
  Trigger: RadixPopover.Trigger,
  Anchor: RadixPopover.Anchor,
  Content: PopoverContent,
  Close: RadixPopover.Close,
};
