import { memo } from 'react';
import { Checkbox } from '@joinery/ui/Checkbox';
import type { Address } from '@joinery/flows/api/storefront/checkout';
import { checkoutLabels as labels, checkoutMessages } from '@joinery/flows/storefront/checkout';
import { AddressLines } from './AddressLines';
import { AddressSection } from './AddressSection';
import type { AddressBookRef } from './types';
import * as styles from './Checkout.css';

export interface BillingSectionProps {
  book: AddressBookRef;
  allowSameAsShipping: boolean;
  sameAsShipping: boolean;
  shippingAddress: Address | undefined;
  onToggleSameAsShipping: () => void;
}

/**
 * The billing address section (storefront.md §2.1): "Same as shipping address" when the page
 * allows it; while on, billing follows the shipping address and the section is read-only.
 *
 * One element tree in both states (issue 45, 46): the section, its heading and the checkbox stay
 * the same nodes when the box is ticked or cleared, so keyboard focus stays on the checkbox, and
 * the box sits inside the Billing Address section either way; only what follows it changes.
 */
export const BillingSection = memo(function BillingSection({
  book,
  allowSameAsShipping,
  sameAsShipping,
  shippingAddress,
  onToggleSameAsShipping,
}: BillingSectionProps) {
  if (!allowSameAsShipping) return <AddressSection title={labels.billingAddress} book={book} />;
  return (
    <section className={styles.section} aria-labelledby="billing-heading">
      <h2 id="billing-heading" className={styles.sectionHeading}>
        {labels.billingAddress}
      </h2>
      <Checkbox
        label={checkoutMessages.sameAsShipping}
        checked={sameAsShipping}
        onCheckedChange={onToggleSameAsShipping}
      />
      {sameAsShipping ? (
        <AddressLines address={shippingAddress} />
      ) : (
        <AddressSection title={labels.billingAddress} book={book} nested />
      )}
    </section>
  );
});
