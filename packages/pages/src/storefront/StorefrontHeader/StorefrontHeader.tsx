import { Button } from '@joinery/ui/Button';
import { Icon } from '@joinery/ui/Icon';
import { shopperSessionMessages as messages } from '@joinery/flows/storefront/shopperSession';
import { quoteCheckoutLabels } from '@joinery/flows/storefront/quoteCheckout';
import { wishListLabels } from '@joinery/flows/storefront/wishlists';
import * as styles from './StorefrontHeader.css';

export interface StorefrontHeaderProps {
  /** Items in the cart (sum of quantities). */
  cartCount: number;
  /** The signed-in shopper's name; none for a visitor. */
  shopperName?: string;
  homeHref?: string;
  cartHref?: string;
  onSignOut?: () => void;
}

/** The storefront header: the home link, the cart with its count, and who is signed in. */
export function StorefrontHeader({
  cartCount,
  shopperName,
  homeHref = '/',
  cartHref = '/checkout',
  onSignOut,
}: StorefrontHeaderProps) {
  return (
    <header className={styles.header}>
      <a href={homeHref} className={styles.brand} aria-label={messages.home}>
        Joinery
      </a>
      <nav className={styles.tools} aria-label="Account">
        <a href={cartHref} className={styles.cart} aria-label={messages.cart(cartCount)}>
          <Icon name="cart" />
          <span className={styles.count} aria-hidden="true">
            {cartCount}
          </span>
        </a>
        {shopperName && (
          <>
            <a href="/wishlists">{wishListLabels.pageTitle}</a>
            <a href="/quote-checkout">{quoteCheckoutLabels.pageTitle}</a>
          </>
        )}
        {shopperName && <span className={styles.shopper}>{messages.signedInAs(shopperName)}</span>}
        {shopperName && onSignOut && (
          <Button variant="link" size="sm" onClick={onSignOut}>
            {messages.signOut}
          </Button>
        )}
      </nav>
    </header>
  );
}
