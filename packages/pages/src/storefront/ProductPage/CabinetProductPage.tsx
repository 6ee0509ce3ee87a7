import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert } from '@joinery/ui/Alert';
import { Checkbox } from '@joinery/ui/Checkbox';
import { ImageGallery } from '@joinery/ui/ImageGallery';
import { relatedAttributesFor } from '@joinery/flows/api/storefront/catalogue';
import { variationCode, type ProductPageInputs } from '@joinery/flows/api/storefront/products';
import { productPageLabels as labels } from '@joinery/flows/storefront/productPage';
import type { RelatedProductType } from '@joinery/flows/storefront/relatedProducts';
import { PriceStock } from './PriceStock';
import { loadRichTextView, ProductDescription, ProductTitle } from './ProductSummary';
import { PurchasePanel } from './PurchasePanel';
import { useProductSelection, type ProductLink } from './useProductSelection';
import { VariationPicker } from './VariationPicker';
import { DeferredWishlistAdd } from './DeferredWishlistAdd';
import * as styles from './ProductPage.css';

/** Below the fold: loaded after the buying panel, and shown no sooner than the description above it. */
const MediaTabs = lazy(() => Promise.all([import('./MediaTabs'), loadRichTextView()]).then(([m]) => ({ default: m.MediaTabs })));
const RelatedProducts = lazy(() => import('../RelatedProducts').then((m) => ({ default: m.RelatedProducts })));

export interface ProductPageProps {
  inputs: ProductPageInputs;
  /** The link's trait1 / trait2 (and color) parameters: preselect. */
  link?: Partial<ProductLink>;
  /** Choosing traits updates the address without a reload. */
  onLinkChange?: (link: ProductLink) => void;
  /** The header's cart count refreshes after an add. */
  onCartChange?: () => void;
}

export interface CabinetProductPageProps extends ProductPageProps {
  /** The related products' first type. */
  productType?: RelatedProductType;
}

/**
 * The cabinet product page (storefront.md §2.5): gallery with zoom, the express filter, the
 * variation picker, price and inventory, quantity and the add buttons, the wish list button, the
 * tabbed details and the related products.
 */
export function CabinetProductPage({ inputs, link, onLinkChange, onCartChange, productType = 'Base Cabinets' }: CabinetProductPageProps) {
  const { context, send, variation, chosen, rejected, empty } = useProductSelection(inputs.Variations, link, onLinkChange);
  const [quantity, setQuantity] = useState(1);
  const images = useMemo(() => {
    if (!variation) return [];
    const all = [variation.PrimaryImage, ...variation.LargeImages].filter((img, i, list) => list.findIndex((o) => o.Url === img.Url) === i);
    return all.map((img) => ({ src: img.Url, alt: img.AltText || inputs.Name }));
  }, [variation, inputs.Name]);
  const doorStyles = useMemo(
    () => [...new Set(inputs.Variations.flatMap((v) => v.VariationAttributes.filter((a) => a.AttributeName === 'Doorstyle').map((a) => a.AttributeValueName)))],
    [inputs.Variations],
  );
  const attributes = useMemo(
    () => relatedAttributesFor(variation?.VariationAttributes ?? [], context.expressOnly),
    [variation, context.expressOnly],
  );
  const relatedInput = useMemo(
    () => ({ categoryContentLinkId: inputs.ParentCategoryContentLinkId, attributesToMatch: attributes, productType }),
    // The machine takes its first input once; later changes arrive as `attributesToMatch`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const hasExpress = inputs.Variations.some((v) => v.IsJoineryExpress);

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <ImageGallery images={images} />
        <div className={styles.panel}>
          <ProductTitle inputs={inputs} variation={variation} />
          {/* Rejected data, or no variation at all: nothing to choose or buy (storefront.md §5). */}
          {rejected || empty ? (
            <Alert tone="caution">{labels.noVariations}</Alert>
          ) : (
            <>
              {hasExpress && (
                <Checkbox
                  label={labels.expressOnly}
                  checked={context.expressOnly}
                  onCheckedChange={() => send({ type: 'express.toggle' })}
                />
              )}
              <VariationPicker context={context} send={send} />
              <PriceStock context={context} />
              <PurchasePanel
                variation={variation}
                allTraitsChosen={chosen}
                siteName={inputs.SiteName}
                customerType={inputs.CustomerType}
                endpoint={inputs.AddToCartEndpoint}
                page="default"
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
      <Suspense fallback={null}>
        <MediaTabs inputs={inputs} doorStyles={doorStyles} />
        <RelatedProducts
          input={relatedInput}
          attributesToMatch={attributes}
          phone={{ PhoneNumber: inputs.PhoneNumber, PhoneText: inputs.PhoneText }}
        />
      </Suspense>
    </div>
  );
}
