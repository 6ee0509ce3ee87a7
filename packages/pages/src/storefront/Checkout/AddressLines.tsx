import type { Address } from '@joinery/flows/api/storefront/checkout';
import type { ValidatedAddress } from '@joinery/flows/api/storefront/addressValidation';
import { checkoutMessages } from '@joinery/flows/storefront/checkout';
import { addressLines } from './addressText';
import * as styles from './Checkout.css';

/** An address as printed lines, or "No address provided." when it is empty (storefront.md §2.1). */
export function AddressLines({
  address,
}: {
  address: (Partial<Address> & ValidatedAddress) | null | undefined;
}) {
  const lines = address ? addressLines(address) : [];
  if (lines.length === 0) return <p className={styles.muted}>{checkoutMessages.noAddress}</p>;
  return (
    <address className={styles.addressLines}>
      {lines.map((line, index) => (
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}
