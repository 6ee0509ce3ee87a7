import { Link } from '@joinery/ui/Link';
import { shopperSessionMessages as messages } from '@joinery/flows/storefront/shopperSession';
import * as styles from './OrderConfirmation.css';

export interface OrderConfirmationProps {
  /** From the confirmation address's orderNumber parameter (storefront.md §2). */
  orderNumber: string | null;
  homeHref?: string;
}

/** The order confirmation page the checkout sends the shopper to with ?orderNumber=. */
export function OrderConfirmation({ orderNumber, homeHref = '/' }: OrderConfirmationProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{messages.orderConfirmed}</h1>
      {orderNumber ? (
        <p>
          {messages.orderNumberIs} <strong>{orderNumber}</strong>.
        </p>
      ) : (
        <p>{messages.noOrderNumber}</p>
      )}
      <p>
        <Link href={homeHref}>{messages.continueShopping}</Link>
      </p>
    </div>
  );
}
