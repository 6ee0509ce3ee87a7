import { useId, type ReactNode } from 'react';
import { renderAnchor, type RenderLink } from '../BackLink/renderLink';
import { Icon } from '../Icon';
import { Price, hasPrice } from '../Price';
import { StockText } from '../StockText';
import * as styles from './ProductTile.css';
import { productTileMessages } from './messages';

export type ProductTileLayout = (typeof styles.productTileLayouts)[number];

export interface ProductTileProps {
  /** The product's name: the tile's heading and its link, which covers the whole tile. */
  name: string;
  /** The product page the tile links to. */
  href: string;
  /** The product picture; without it a "no image" placeholder shows. */
  imageSrc?: string;
  /** Alternative text of the picture; empty by default (the name beside it already says it). */
  imageAlt?: string;
  /** The item number (BRPART). */
  itemNumber?: string;
  /** The regular price in dollars; with neither it nor `salePrice` above $0.00, price and stock are hidden. */
  price?: number | null;
  /** A sale price; when lower, shown beside the struck-through regular price. */
  salePrice?: number | null;
  /** Units in stock; shown only with a price (a $0.00 price hides price and stock together). */
  stock?: number | null;
  /** A marker over the picture (an Express badge, say). */
  badge?: ReactNode;
  /** Controls under the details (Add to Cart, wish list). */
  actions?: ReactNode;
  /** Level of the name's heading element: `2`, `3` (default) or `4`. */
  headingLevel?: 2 | 3 | 4;
  /** `vertical` (default): picture above the details; `horizontal`: picture beside them. */
  layout?: ProductTileLayout;
  /** Draws the name's link, so the site can pass its router's Link; a plain `<a>` by default. */
  renderLink?: RenderLink;
  /** Turns the item number into its line; "Item # {number}" by default. */
  itemNumberText?: (itemNumber: string) => string;
  /** Extra class for the tile. */
  className?: string;
}

/**
 * A product in a list: picture, name (the link, covering the whole tile), item number, price
 * and stock, with room for a badge and actions.
 */
export function ProductTile({
  name,
  href,
  imageSrc,
  imageAlt = '',
  itemNumber,
  price,
  salePrice,
  stock,
  badge,
  actions,
  headingLevel = 3,
  layout,
  renderLink = renderAnchor,
  itemNumberText = productTileMessages.itemNumber,
  className,
}: ProductTileProps) {
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  const priced = hasPrice(salePrice) || hasPrice(price);
  return (
    <article
      aria-labelledby={nameId}
      className={[styles.tile({ layout }), className].filter(Boolean).join(' ')}
    >
      <div className={styles.media}>
        {imageSrc ? (
          <img src={imageSrc} alt={imageAlt} className={styles.image} loading="lazy" />
        ) : (
          <div className={styles.noImage} role="img" aria-label={productTileMessages.noImage}>
            <Icon name="zoom" />
          </div>
        )}
        {badge && <div className={styles.badge}>{badge}</div>}
      </div>
      <div className={styles.body}>
        <Heading id={nameId} className={styles.name}>
          {renderLink({ href, className: styles.nameLink, children: name })}
        </Heading>
        {itemNumber && <p className={styles.itemNumber}>{itemNumberText(itemNumber)}</p>}
        {priced && <Price value={price} saleValue={salePrice} />}
        {priced && stock !== undefined && <StockText quantity={stock} size="sm" />}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </article>
  );
}
