import { Price } from '@joinery/ui/Price';
import { StockText } from '@joinery/ui/StockText';
import { stockOf } from '@joinery/flows/storefront/productPage';
import { shownPrice, type VariationSelectionContext } from '@joinery/flows/storefront/variationSelection';
import * as styles from './ProductPage.css';

const amount = (formatted: string) => Number(formatted.replace(/[^0-9.-]/g, ''));

/**
 * The price and inventory block (storefront.md §4, §5): only when every trait is chosen, never
 * for $0.00; stock "{n} in stock.", "Out of stock." or "Inventory not available.".
 */
export function PriceStock({ context }: { context: VariationSelectionContext }) {
  const price = shownPrice(context);
  if (!price) return null;
  const variation = context.variations[context.current];
  return (
    <div className={styles.priceBlock} data-testid="price-block">
      <Price
        value={amount(price.regular)}
        saleValue={price.sale === null ? null : amount(price.sale)}
        size="lg"
      />
      <StockText quantity={stockOf(variation)} />
    </div>
  );
}
