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
  /**
   * Who is signed in is not known yet: the header keeps the room a shopper's links take, unseen,
   * so the page below does not jump down when they arrive (a layout shift of 0.39 on a phone).
   */
  pending?: boolean;
  /** The store's ShowWishlist setting: the Wish Lists link shows only when it is on (storefront.md §6). */
  showWishlist?: boolean;
  homeHref?: string;
  cartHref?: string;
  onSignOut?: () => void;
}

/** Stands in for a shopper's name while the header keeps its room: about a name's width. */
const RESERVED_NAME = '\u2007'.repeat(14);

/** The storefront header: the home link, the cart with its count, and who is signed in. */
export function StorefrontHeader({
  cartCount,
  shopperName,
  homeHref = '/',
  cartHref = '/checkout',
  onSignOut,
  pending = false,
  showWishlist = true,
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
            {showWishlist && <a href="/wishlists">{wishListLabels.pageTitle}</a>}
            <a href="/quote-checkout">{quoteCheckoutLabels.pageTitle}</a>
          </>
        )}
        {shopperName && <span className={styles.shopper}>{messages.signedInAs(shopperName)}</span>}
        {shopperName && onSignOut && (
          <Button variant="link" size="sm" className={styles.signOut} onClick={onSignOut}>
            {messages.signOut}
          </Button>
        )}
        {pending && !shopperName && (
          <>
            <span className={styles.reserved} aria-hidden="true">
              {wishListLabels.pageTitle}
            </span>
            <span className={styles.reserved} aria-hidden="true">
              {quoteCheckoutLabels.pageTitle}
            </span>
            <span className={`${styles.shopper} ${styles.reserved}`} aria-hidden="true">
              {messages.signedInAs(RESERVED_NAME)}
            </span>
            <span className={`${styles.signOutRoom} ${styles.reserved}`} aria-hidden="true">
              {messages.signOut}
            </span>
          </>
        )}
      </nav>
    </header>
  );
}
