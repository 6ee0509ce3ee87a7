import { memo, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { Alert } from '@joinery/ui/Alert';
import { QuantityInput } from '@joinery/ui/QuantityInput';
import { Spinner } from '@joinery/ui/Spinner';
import type { CartItem } from '@joinery/flows/api/storefront/checkout';
import {
  CART_QUANTITY_MIN,
  checkoutLabels as labels,
  checkoutMessages,
} from '@joinery/flows/storefront/checkout';
import { LazyConfirmDialog as ConfirmDialog } from '../lazyConfirmDialog';
import { focusWhenSettled, sectionHeading } from './focusAfter';
import type { CartLineRef } from './types';
import * as styles from './Checkout.css';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * One cart line, memoised: its props are its own actor, the page's dropdown limit and its
 * quantity cap, so a change of one line's quantity (a new item list) renders that line only
 * (issue 20).
 */
const CartLine = memo(function CartLine({
  line,
  dropdownLimit,
  quantityMax,
}: {
  line: CartLineRef;
  dropdownLimit?: number;
  quantityMax?: number;
}) {
  const snapshot = useSelector(line, (s) => s);
  const { item, draft } = snapshot.context;
  const busy = snapshot.matches('updating') || snapshot.matches('deleting');
  const row = useRef<HTMLLIElement>(null);
  // Issue 46: the 0 question gives focus back to the Update that asked it, which goes once the
  // saved quantity is back (Cancel), or with the line (Yes), and the Delete is disabled while the
  // line is deleted. Once answered and done, focus goes to the line's quantity box, else to the box
  // of the line now in its place (or the last one), else to the section's heading.
  const answered = () => {
    const own = row.current;
    const list = own?.parentElement;
    const at = list && own ? Array.from(list.children).indexOf(own) : 0;
    focusWhenSettled(
      // Idle again (kept, refused or failed), or the line gone from the page (removed).
      () => !own?.isConnected || line.getSnapshot().matches('idle'),
      () => {
        const box = 'input, select';
        if (own?.isConnected) return own.querySelector<HTMLElement>(box);
        const boxes = list?.querySelectorAll<HTMLElement>(`li ${box}`) ?? [];
        return boxes[Math.min(at, boxes.length - 1)] ?? sectionHeading(list);
      },
    );
  };
  return (
    <li ref={row} className={styles.cartLine} aria-busy={busy}>
      {item.ImageUrl ? (
        <img src={item.ImageUrl} alt="" className={styles.cartImage} width={80} height={80} />
      ) : (
        <span />
      )}
      <div className={styles.cartDetails}>
        <strong>{item.Name}</strong>
        <p className={styles.muted}>
          {labels.itemNumber} {item.BRPART || item.SKU}
        </p>
        <p className={styles.muted}>
          {usd.format(item.Price)} {labels.each}
        </p>
      </div>
      <div className={styles.cartTotals}>
        <QuantityInput
          label={labels.quantity(item.Name)}
          labelHidden
          min={CART_QUANTITY_MIN}
          max={quantityMax ?? Math.max(item.InventoryDetails.TotalInStock, 1)}
          {...(dropdownLimit !== undefined ? { dropdownLimit } : {})}
          value={draft}
          savedValue={item.Quantity}
          onValueChange={(quantity) => line.send({ type: 'quantity.edit', quantity })}
          onUpdate={() => line.send({ type: 'quantity.update' })}
          onDelete={() => line.send({ type: 'item.delete' })}
          disabled={busy}
        />
        <span>
          <span className={styles.visuallyHidden}>{labels.lineTotal} </span>
          {usd.format(item.Price * item.Quantity)}
        </span>
        {busy && <Spinner size="sm" label={labels.updatingItem(item.Name)} />}
      </div>
      <ConfirmDialog
        open={snapshot.matches('confirmingDelete')}
        heading={checkoutMessages.deleteItemConfirm}
        text={labels.deleteItemText(item.Name)}
        onConfirm={() => {
          answered();
          line.send({ type: 'delete.confirm' });
        }}
        onCancel={() => {
          answered();
          line.send({ type: 'delete.cancel' });
        }}
      />
    </li>
  );
});

export interface CartSectionProps {
  items: CartItem[];
  lineFor: (item: CartItem) => CartLineRef | undefined;
  announcement: string;
  /** The section's heading; the quote checkout calls it Quote Details (storefront.md §2.2). */
  title?: string;
  /** storefront.md §9: the quantity dropdown threshold supplied by the page. */
  quantityDropdownLimit?: number;
  /**
   * One cap for every line instead of its stock: a quote has no stock cap, only its 99999
   * (storefront.md §9, issue 45).
   */
  quantityMax?: number;
}

/** The shopping-cart list with its announcement banner (storefront.md §2.1 CartAnnouncement). */
export const CartSection = memo(function CartSection({
  items,
  lineFor,
  announcement,
  title = labels.cart,
  quantityDropdownLimit,
  quantityMax,
}: CartSectionProps) {
  return (
    <section className={styles.section} aria-labelledby="cart-heading">
      <h2 id="cart-heading" className={styles.sectionHeading}>
        {title}
      </h2>
      {announcement && (
        <Alert tone="info" scrollIntoViewOnShow={false}>
          {announcement}
        </Alert>
      )}
      <ul className={styles.cartList} aria-label={title}>
        {items.map((item) => {
          const line = lineFor(item);
          return line ? (
            <CartLine
              key={item.Id}
              line={line}
              dropdownLimit={quantityDropdownLimit}
              quantityMax={quantityMax}
            />
          ) : null;
        })}
      </ul>
    </section>
  );
});
