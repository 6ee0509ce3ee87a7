import { useState } from 'react';
import { Alert } from '@joinery/ui/Alert';
import { variationCode } from '@joinery/flows/api/storefront/products';
import { productPageLabels as labels } from '@joinery/flows/storefront/productPage';
import type { ProductPageProps } from './CabinetProductPage';
import { PriceStock } from './PriceStock';
import { ProductDescription, ProductTitle } from './ProductSummary';
import { PurchasePanel } from './PurchasePanel';
import { useProductSelection } from './useProductSelection';
import { VariationPicker } from './VariationPicker';
import { DeferredWishlistAdd } from './DeferredWishlistAdd';
import * as styles from './ProductPage.css';

/** storefront.md §2.5 page layouts: which colour controls each shows (decided, docs/decisions.md). */
const layoutControls = {
  colorpicker: { swatches: true, dropdown: false },
  colordropdown: { swatches: false, dropdown: true },
  other: { swatches: true, dropdown: true },
} as const;

/**
 * The colour product page (storefront.md §2.5): swatches and / or the colour dropdown by layout,
 * up to two trait dropdowns, Clear Selections, the Item (SKU) dropdown, quantity, Add to Cart or
 * Add to Quote, the wish list button and dismissible messages.
 */
export function ColourProductPage({ inputs, link, onLinkChange, onCartChange }: ProductPageProps) {
  const { context, send, variation, chosen, rejected, empty } = useProductSelection(inputs.Variations, link, onLinkChange);
  const [quantity, setQuantity] = useState(1);
  const image = variation?.PrimaryImage;
  return (
    <div className={styles.page} data-layout={inputs.PageLayout}>
      <div className={styles.top}>
        <div>{image && <img src={image.Url} alt={image.AltText || inputs.Name} style={{ width: '100%', borderRadius: 8 }} />}</div>
        <div className={styles.panel}>
          <ProductTitle inputs={inputs} variation={variation} />
          {/* Rejected data, or no variation at all: nothing to choose or buy (storefront.md §5). */}
          {rejected || empty ? (
            <Alert tone="caution">{labels.noVariations}</Alert>
          ) : (
            <>
              <VariationPicker context={context} send={send} colour={layoutControls[inputs.PageLayout]} />
              <PriceStock context={context} />
              <PurchasePanel
                variation={variation}
                allTraitsChosen={chosen}
                siteName={inputs.SiteName}
                customerType={inputs.CustomerType}
                endpoint={inputs.AddToCartEndpoint}
                page="colour"
                single
                quantity={quantity}
                onQuantityChange={setQuantity}
                onCartChange={onCartChange}
              />
              <DeferredWishlistAdd
                model={inputs.WishlistModel}
                productName={inputs.Name}
                sku={variation ? variationCode(variation) : ''}
                selection={context.selected.join('|')}
                allTraitsChosen={chosen}
                quantity={quantity}
              />
            </>
          )}
          <ProductDescription inputs={inputs} variation={variation} />
        </div>
      </div>
    </div>
  );
}
