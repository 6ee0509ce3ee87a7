import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import * as styles from './Alert.css';
import { alertMessages } from './messages';
import { revealElement } from './motion';

export type AlertTone = (typeof styles.alertTones)[number];

export interface AlertProps {
  /** What the message is: `critical` (an error), `caution`, `info` or `positive` (success); sets colour and icon. */
  tone?: AlertTone;
  /** A heading line above the message. */
  heading?: ReactNode;
  /** The message itself. */
  children: ReactNode;
  /** Shows a close button; the alert hides itself and reports it here. */
  onDismiss?: () => void;
  /** Screen-reader name of the close button; "Dismiss" by default. */
  dismissLabel?: string;
  /**
   * Scroll the alert into view when it appears (the specs: "the view scrolls to a new
   * message"). Smooth unless the user prefers reduced motion. On by default.
   */
  scrollIntoViewOnShow?: boolean;
  /** Extra class for the alert box. */
  className?: string;
}

const toneIcons: Record<AlertTone, IconName> = {
  critical: 'error',
  info: 'info',
  positive: 'check',
  caution: 'error',
};

/**
 * An inline message about the page or a submission. Critical alerts are announced at once
 * (role="alert"); the rest politely (role="status").
 */
export function Alert({
  tone = 'info',
  heading,
  children,
  onDismiss,
  dismissLabel = alertMessages.dismiss,
  scrollIntoViewOnShow = true,
  className,
}: AlertProps) {
  const [dismissed, setDismissed] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (scrollIntoViewOnShow && ref.current) revealElement(ref.current);
  }, [scrollIntoViewOnShow]);

  if (dismissed) return null;
  return (
    <div
      ref={ref}
      role={tone === 'critical' ? 'alert' : 'status'}
      className={[styles.alert({ tone }), className].filter(Boolean).join(' ')}
      data-tone={tone}
    >
      <Icon name={toneIcons[tone]} className={styles.icon} />
      <div className={styles.body}>
        {heading && <p className={styles.heading}>{heading}</p>}
        <div>{children}</div>
      </div>
      {onDismiss && (
        <button
          type="button"
          className={styles.dismiss}
          aria-label={dismissLabel}
          onClick={() => {
            setDismissed(true);
            onDismiss();
          }}
        >
          <Icon name="close" />
        </button>
      )}
    </div>
  );
}
