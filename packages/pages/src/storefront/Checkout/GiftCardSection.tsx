import { memo } from 'react';
import { checkoutLabels as labels } from '@joinery/flows/storefront/checkout';
import * as styles from './Checkout.css';

/** storefront.md §2.1: a gift-card placeholder, not implemented. */
export const GiftCardSection = memo(function GiftCardSection() {
  return (
    <section className={styles.section} aria-labelledby="gift-card-heading">
      <h2 id="gift-card-heading" className={styles.sectionHeading}>
        {labels.giftCard}
      </h2>
      <p className={styles.muted}>{labels.giftCardPlaceholder}</p>
    </section>
  );
});
