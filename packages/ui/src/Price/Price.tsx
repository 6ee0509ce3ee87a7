import { VisuallyHidden } from 'radix-ui';
import { formatUsd, hasPrice } from './format';
import * as styles from './Price.css';
import { priceMessages } from './messages';

export type PriceSize = (typeof styles.priceSizes)[number];

export interface PriceProps {
  /** The regular price in dollars. $0.00 (or none) means no price: nothing renders. */
  value: number | null | undefined;
  /** A sale price; shown with the regular one struck through when it is lower. */
  saleValue?: number | null;
  /** Text size of the price: `sm`, `md` or `lg`. */
  size?: PriceSize;
  /** Read before the sale price by screen readers (the strike-through is not announced); "Sale price" by default. */
  saleLabel?: string;
  /** Read before the struck-through regular price by screen readers; "Regular price" by default. */
  regularLabel?: string;
  /** Extra class for the price. */
  className?: string;
}

/** A US-dollar price, or a sale price beside the regular one. Renders nothing for $0.00. */
export function Price({
  value,
  saleValue,
  size,
  saleLabel = priceMessages.salePrice,
  regularLabel = priceMessages.regularPrice,
  className,
}: PriceProps) {
  const onSale = hasPrice(saleValue) && hasPrice(value) && saleValue < value;
  const shown = onSale ? saleValue : value;
  if (!hasPrice(shown)) return null;
  const classes = [styles.price({ size }), className].filter(Boolean).join(' ');
  if (!onSale) {
    return (
      <span className={classes}>
        <span className={styles.current}>{formatUsd(shown)}</span>
      </span>
    );
  }
  return (
    <span className={classes} data-on-sale="">
      <span className={styles.sale}>
        <VisuallyHidden.Root>{saleLabel} </VisuallyHidden.Root>
        {formatUsd(saleValue)}
      </span>
      <s className={styles.regular}>
        <VisuallyHidden.Root>{regularLabel} </VisuallyHidden.Root>
        {formatUsd(value)}
      </s>
    </span>
  );
}
