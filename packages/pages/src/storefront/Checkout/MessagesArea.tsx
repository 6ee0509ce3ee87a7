import { memo } from 'react';
import { Alert } from '@joinery/ui/Alert';
import {
  checkoutLabels as labels,
  visibleMessages,
  type CheckoutMessage,
} from '@joinery/flows/storefront/checkout';
import { LiveMessage } from '../LiveMessage';
import * as styles from './Checkout.css';

/**
 * The messages area (storefront.md §2.1, §8): errors are red alerts, other notices blue; each
 * can be dismissed, and the view scrolls to a new one.
 */
export const MessagesArea = memo(function MessagesArea({
  messages,
  onDismiss,
}: {
  messages: CheckoutMessage[];
  onDismiss: (id: number) => void;
}) {
  const shown = visibleMessages(messages);
  // Issue 46: the live regions are on the page before any message, so a screen reader hears each
  // arrive; the section is a named region ("Messages") only while it holds one.
  return (
    <section
      aria-label={shown.length > 0 ? labels.messages : undefined}
      className={shown.length > 0 ? styles.addressRow : styles.messagesEmpty}
    >
      <LiveMessage critical={shown.some((message) => message.type === 'error')}>
        {shown.map((message) => (
          <Alert
            key={message.id}
            tone={message.type === 'error' ? 'critical' : 'info'}
            onDismiss={() => onDismiss(message.id)}
          >
            {message.text}
            {message.items.length > 0 && (
              <ul className={styles.messageList}>
                {message.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </Alert>
        ))}
      </LiveMessage>
    </section>
  );
});
