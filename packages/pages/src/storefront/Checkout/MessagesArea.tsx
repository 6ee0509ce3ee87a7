import { memo } from 'react';
import { Alert } from '@joinery/ui/Alert';
import {
  checkoutLabels as labels,
  visibleMessages,
  type CheckoutMessage,
} from '@joinery/flows/storefront/checkout';
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
  if (shown.length === 0) return null;
  return (
    <section aria-label={labels.messages} className={styles.addressRow}>
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
    </section>
  );
});
