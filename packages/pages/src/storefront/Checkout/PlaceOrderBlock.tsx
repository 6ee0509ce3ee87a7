import { memo } from 'react';
import { Button } from '@joinery/ui/Button';
import { Checkbox } from '@joinery/ui/Checkbox';
import { Link } from '@joinery/ui/Link';
import { checkoutLabels as labels } from '@joinery/flows/storefront/checkout';
import * as styles from './Checkout.css';

export interface PlaceOrderBlockProps {
  buttonText: string;
  termsAccepted: boolean;
  termsUrl: string;
  pending: boolean;
  phoneNumber: string;
  phoneText: string;
  onToggleTerms: () => void;
  onPlaceOrder: () => void;
}

/**
 * The place-order block (storefront.md §2.1, §4): the terms checkbox, the button (disabled
 * until the terms are accepted and while the order is pending) and the support phone.
 */
export const PlaceOrderBlock = memo(function PlaceOrderBlock({
  buttonText,
  termsAccepted,
  termsUrl,
  pending,
  phoneNumber,
  phoneText,
  onToggleTerms,
  onPlaceOrder,
}: PlaceOrderBlockProps) {
  return (
    <section className={styles.section} aria-label={buttonText}>
      <Checkbox
        label={labels.acceptTerms}
        checked={termsAccepted}
        onCheckedChange={onToggleTerms}
      />
      {termsUrl && (
        <Link href={termsUrl} opensInNewTab>
          {labels.readTerms}
        </Link>
      )}
      <Button size="lg" disabled={!termsAccepted} loading={pending} onClick={onPlaceOrder}>
        {buttonText}
      </Button>
      <p className={styles.muted}>
        <Link href={`tel:${phoneNumber.replace(/[^\d+]/g, '')}`}>{phoneText || phoneNumber}</Link>
      </p>
    </section>
  );
});
