import { useEffect, useRef } from 'react';
import { Card } from '@joinery/ui/Card';
import { DescriptionList } from '@joinery/ui/DescriptionList';
import { Heading } from '@joinery/ui/Heading';
import { Link } from '@joinery/ui/Link';
import { formatUsd } from '@joinery/ui/Price';
import { shopperSessionMessages as messages } from '@joinery/flows/storefront/shopperSession';
import {
  orderReceiptMessages as receiptText,
  type OrderReceipt,
} from '@joinery/flows/storefront/orderReceipt';
import * as styles from './OrderConfirmation.css';

export interface OrderConfirmationProps {
  /** From the confirmation address's orderNumber parameter (storefront.md §2). */
  orderNumber: string | null;
  /**
   * What the checkout kept of this order in the tab (lines, totals, shipping address); without
   * it (another tab or device) the page confirms the number alone.
   */
  receipt?: OrderReceipt | null;
  homeHref?: string;
}

/** The order confirmation page the checkout sends the shopper to with ?orderNumber=. */
export function OrderConfirmation({
  orderNumber,
  receipt = null,
  homeHref = '/',
}: OrderConfirmationProps) {
  // Issue 46: Place Order went with the checkout's page; focus, left on nothing, goes to this heading,
  // so a screen reader says at once that the order went through.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) heading.current?.focus();
  }, []);
  return (
    <div className={styles.page}>
      <Heading level={1} ref={heading} tabIndex={-1} className={styles.heading}>
        {messages.orderConfirmed}
      </Heading>
      {orderNumber ? (
        <p>
          {messages.orderNumberIs} <strong>{orderNumber}</strong>.
        </p>
      ) : (
        <p>{messages.noOrderNumber}</p>
      )}
      {orderNumber && receipt && <ReceiptDetails receipt={receipt} />}
      <p>
        <Link href={homeHref}>{messages.continueShopping}</Link>
      </p>
    </div>
  );
}

function ReceiptDetails({ receipt }: { receipt: OrderReceipt }) {
  return (
    <div className={styles.details}>
      <Card heading={receiptText.itemsHeading} headingLevel={2}>
        <table className={styles.lines}>
          <thead>
            <tr>
              <th scope="col">{receiptText.item}</th>
              <th scope="col" className={styles.number}>
                {receiptText.quantity}
              </th>
              <th scope="col" className={styles.number}>
                {receiptText.price}
              </th>
              <th scope="col" className={styles.number}>
                {receiptText.lineTotal}
              </th>
            </tr>
          </thead>
          <tbody>
            {receipt.lines.map((line) => (
              <tr key={line.sku}>
                <th scope="row">
                  {line.name}
                  <span className={styles.sku}>
                    {receiptText.sku} {line.sku}
                  </span>
                </th>
                <td className={styles.number}>{line.quantity}</td>
                <td className={styles.number}>{formatUsd(line.price)}</td>
                <td className={styles.number}>{formatUsd(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <DescriptionList
          aria-label={receiptText.total}
          layout="inline"
          className={styles.totals}
          items={[
            { term: receiptText.subTotal, description: formatUsd(receipt.subTotal) },
            {
              term: receipt.shippingMethod
                ? `${receiptText.shipping} (${receipt.shippingMethod})`
                : receiptText.shipping,
              id: 'shipping',
              description:
                receipt.shippingTotal === null
                  ? receiptText.notCalculated
                  : formatUsd(receipt.shippingTotal),
            },
            { term: receiptText.tax, description: formatUsd(receipt.taxTotal) },
            { term: receiptText.total, description: <strong>{formatUsd(receipt.total)}</strong> },
          ]}
        />
      </Card>
      {receipt.shipTo.length > 0 && (
        <Card heading={receiptText.shipToHeading} headingLevel={2}>
          <address className={styles.address}>
            {receipt.shipTo.map((line, index) => (
              <span key={index}>{line}</span>
            ))}
          </address>
        </Card>
      )}
    </div>
  );
}
